/* global document, window -- the functions given to page.evaluate run in the browser */
// Accessibility audit of the signed-in screens: axe-core (WCAG 2.0/2.1 A and AA rules) in Debian
// Chromium against the built server on a fresh embedded database with the demo data, signed in as
// the demo HR admin, on every screen below in four variants (English and Arabic, light and dark),
// plus the open states (header search, customizer, language picker, add-employee form, terminate
// dialog, voice assistant). Prints each screen's violations and a total; exits 1 when a serious or critical one is left.
// axe-core comes with lighthouse (root node_modules): its file is read by path and evaluated in the page.
// Usage: npm run bench:a11y [-- --only <parts of screen names, comma-separated>] [--variant en-light] [--verbose (first
// node's HTML, undecided contrast)] [--best-practice (also axe's best practices, advisory)]
// [--screenshots <folder> (a PNG of each screen and variant, to look at)] [--width <px> (e.g. 390, a phone)]
import { execSync } from 'node:child_process';
import path from 'node:path';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium } from 'playwright-core';
import { root, startServer, writeResults } from './lib.mjs';

const axeSource = readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const HR_ADMIN = { email: 'hr@meridiancrest.example', password: 'Harbour-Lantern-47' };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const only = arg('--only');
const onlyVariant = arg('--variant');
const verbose = process.argv.includes('--verbose');
// Best practices (landmarks, headings, regions) beyond WCAG: reported as advisory, never failing.
const bestPractice = process.argv.includes('--best-practice');
const shots = arg('--screenshots');
const width = Number(arg('--width') ?? 0);

const variants = [
  { name: 'en-light', language: 'en', theme: 'light' },
  { name: 'en-dark', language: 'en', theme: 'dark' },
  { name: 'ae-light', language: 'ae', theme: 'light' },
  { name: 'ae-dark', language: 'ae', theme: 'dark' },
].filter((v) => !onlyVariant || v.name === onlyVariant);

/** Opens a state on top of the settled screen; `ready` is what to wait for once it is open. */
const openStates = {
  search: async (page) => {
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').waitFor();
  },
  customizer: async (page) => {
    await page.getByTestId('customizer-trigger').click();
    await page.getByTestId('customizer').waitFor();
  },
  languages: async (page) => {
    await page.getByTestId('language-trigger').click();
    await page.getByTestId('language-menu').waitFor();
  },
  addEmployee: async (page) => {
    await page.getByTestId('add-employee').click();
    await page.getByTestId('employee-form-page').waitFor();
  },
  voice: async (page) => {
    await page.getByTestId('voice-button').click();
    await page.getByTestId('voice-modal').waitFor();
  },
  terminate: async (page) => {
    await page.getByTestId('open-terminate').click();
    await page.locator('dialog[open]').waitFor();
  },
  adjustLeave: async (page) => {
    await page.getByTestId('adjust-balances').locator('tbody button').first().click();
    await page.getByTestId('leave-adjust-dialog').waitFor();
  },
};

/** [name, path, open state?]; `{id}` becomes an employee other than the signed-in one. */
const screens = [
  ['dashboard', '/hcims'],
  ['employees', '/edit_employee'],
  ['own details', '/employee-details'],
  ['employee details', '/employee-details?id={id}'],
  ['terminate', '/terminate_employee'],
  ['reports', '/reports_pages'],
  ['report builder', '/config_reports'],
  ['contact directory', '/Employee_Contact_Directory'],
  ['birthday directory', '/Birthday_Directory'],
  ['whatsapp', '/whatsapp'],
  ['company info', '/company_info'],
  ['group of companies', '/group_of_companies'],
  ['departments', '/add_department'],
  ['designations', '/add_designation'],
  ['permissions', '/permissions'],
  ['attendance', '/staff_attendence'],
  ['day sheet', '/staff_attendence?tab=sheet'],
  ['leave', '/employee_leave_requests'],
  ['leave approvals', '/employee_leave_requests?tab=decide'],
  ['leave types', '/employee_leave_requests?tab=types'],
  ['leave balances', '/employee_leave_requests?tab=balances&employee={id}'],
  ['leave balances adjust', '/employee_leave_requests?tab=balances&employee={id}', 'adjustLeave'],
  ['holidays', '/view-marked-holidays'],
  ['mark holidays', '/mark_holidays'],
  ['attendance corrections', '/staff_attendence?tab=corrections'],
  ['expense claim', '/create_expense_claim'],
  ['expense claims', '/owner_expense_claim_list'],
  ['whistle-blowing', '/routine_whistle'],
  ['routines dashboard', '/routine_report_dashboard'],
  ['tasks dashboard', '/company_tasks_dashboard'],
  ['routines reports', '/routine_reports?kind=expenses'],
  ['announcements', '/create-announcement'],
  ['announcements for me', '/create-announcement?view=mine'],
  ['mailbox', '/apps/mailbox'],
  ['tasks list', '/view_tasks'],
  ['tasks board', '/view_tasks?layout=board'],
  ['tasks series', '/view_tasks?view=series'],
  ['tasks form', '/tasks_form'],
  ['profile', '/users/profile'],
  ['home dashboard', '/'],
  ['meetings', '/create_meeting'],
  ['calendar month', '/calendar'],
  ['calendar week', '/calendar?view=week'],
  ['calendar list', '/calendar?view=list'],
  ['to-do list', '/todolist'],
  ['chat', '/chat'],
  ['search dialog', '/hcims', 'search'],
  ['customizer', '/hcims', 'customizer'],
  ['language picker', '/hcims', 'languages'],
  ['add employee form', '/edit_employee', 'addEmployee'],
  ['terminate dialog', '/terminate_employee', 'terminate'],
  ['voice modal', '/hcims', 'voice'],
].filter(([name]) => !only || only.split(',').some((part) => name.includes(part)));

/** Network idle, the screen's loader gone, nothing busy, and the transitions over. */
async function settle(page) {
  await page.getByTestId('app-shell').waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForFunction(
    () => {
      const content = document.querySelector('[data-testid="route-content"]');
      return (
        content !== null &&
        content.childElementCount > 0 &&
        !content.querySelector('.spinner, [aria-busy="true"], [data-loading="true"]') &&
        document.fonts.status === 'loaded'
      );
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(400);
}

/** The violations, and how many nodes axe could not decide the contrast of (to review by eye). */
async function runAxe(page) {
  // Not page.addScriptTag: the server's CSP (script-src 'self') refuses an inline script, and
  // bypassing the CSP would let through what production blocks (Radix's injected <style>), so the
  // audited page would not be the real one. An evaluation from the driver is not subject to the CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ wcag, extra }) => {
      const result = await window.axe.run(document, { runOnly: [...wcag, ...extra], resultTypes: ['violations', 'incomplete'] });
      return {
        violations: result.violations.map((v) => ({
          id: v.id,
          advisory: !v.tags.some((t) => wcag.includes(t)),
          impact: v.impact,
          help: v.help,
          count: v.nodes.length,
          target: v.nodes[0]?.target.join(' ') ?? '',
          html: v.nodes[0]?.html.slice(0, 300) ?? '',
          summary: v.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? '',
        })),
        contrastToReview: result.incomplete.find((v) => v.id === 'color-contrast')?.nodes.length ?? 0,
        // Why axe could not decide, per reason (background image, pseudo-element, overlap...).
        contrastReasons: Object.entries(
          (result.incomplete.find((v) => v.id === 'color-contrast')?.nodes ?? []).reduce((acc, n) => {
            const reason = n.any[0]?.data?.messageKey ?? n.any[0]?.message ?? 'unknown';
            (acc[reason] ??= []).push(n.target.join(' '));
            return acc;
          }, {}),
        ).map(([reason, targets]) => `${reason} x${targets.length} (${targets[0]})`),
      };
    },
    { wcag: TAGS, extra: bestPractice ? ['best-practice'] : [] },
  );
}

/** The audit means nothing if the variant did not apply: check the theme and the direction. */
async function checkVariant(page, variant) {
  const applied = await page.evaluate(() => ({ dark: document.body.classList.contains('dark'), dir: document.documentElement.dir }));
  const expected = { dark: variant.theme === 'dark', dir: variant.language === 'ae' ? 'rtl' : 'ltr' };
  if (applied.dark !== expected.dark || applied.dir !== expected.dir) {
    throw new Error(`variant not applied: ${JSON.stringify(applied)}, expected ${JSON.stringify(expected)}`);
  }
}

async function signIn(url) {
  const res = await fetch(`${url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(HR_ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in as ${HR_ADMIN.email} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** An employee of the admin's company other than the admin's own record. */
async function otherEmployeeId(url, access) {
  const get = (p) =>
    fetch(`${url}/api${p}`, { headers: { authorization: `Bearer ${access}` } }).then((r) => {
      if (!r.ok) throw new Error(`GET ${p}: ${r.status}`);
      return r.json();
    });
  const own = await get('/auth/me');
  const list = await get('/people/employees?pageSize=5');
  const other = list.items.find((e) => e.id !== own.employeeId);
  if (!other) throw new Error('no employee to open in /employee-details?id=');
  return other.id;
}

execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' });
const server = await startServer();
const profile = mkdtempSync(path.join(tmpdir(), 'hcims-a11y-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1280, height: 800 },
  locale: 'en-US',
  reducedMotion: 'reduce',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = context.pages()[0] ?? (await context.newPage());
if (width > 0) await page.setViewportSize({ width, height: 844 });
if (shots) mkdirSync(shots, { recursive: true });
const results = [];
const started = performance.now();
try {
  const tokens = await signIn(server.url);
  const employeeId = await otherEmployeeId(server.url, tokens.access);
  for (const variant of variants) {
    for (const [name, screenPath, state] of screens) {
      const target = screenPath.replace('{id}', employeeId);
      // A fresh session per screen: a refresh on one screen must not leave the next with a spent token.
      const fresh = await signIn(server.url);
      await page.goto(`${server.url}/auth/boxed-signin`);
      await page.evaluate(
        ({ storage }) => {
          localStorage.clear();
          sessionStorage.clear();
          for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
        },
        {
          storage: {
            token: fresh.access,
            refreshToken: fresh.refresh,
            theme: variant.theme,
            i18nextLng: variant.language,
            rtlClass: variant.language === 'ae' ? 'rtl' : 'ltr',
          },
        },
      );
      let violations = [];
      let contrastToReview = 0;
      let contrastReasons = [];
      let error = null;
      try {
        await page.goto(`${server.url}${target}`);
        await settle(page);
        if (state) {
          await openStates[state](page);
          await settle(page);
        }
        await checkVariant(page, variant);
        ({ violations, contrastToReview, contrastReasons } = await runAxe(page));
        if (shots) {
          const file = `${variant.name}-${width || 'desktop'}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`;
          await page.screenshot({ path: path.join(shots, file) });
        }
      } catch (e) {
        error = e instanceof Error ? e.message.split('\n')[0] : String(e);
      }
      results.push({
        screen: name,
        path: target,
        state: state ?? null,
        variant: variant.name,
        error,
        violations,
        contrastToReview,
        contrastReasons,
      });
      const review = contrastToReview ? ` [contrast to review: ${contrastToReview}]` : '';
      const label = `${variant.name.padEnd(8)} ${name} (${target})${review}`;
      if (error) console.log(`${label}: ERROR ${error}`);
      else if (violations.length === 0) console.log(`${label}: clean`);
      else {
        console.log(`${label}:`);
        for (const v of violations) {
          console.log(`    ${v.id} [${v.impact}${v.advisory ? ', advisory' : ''}] x${v.count}  ${v.target}  ${v.summary}`);
          if (verbose) console.log(`      ${v.html}`);
        }
      }
      if (verbose && contrastReasons.length) console.log(`    contrast to review: ${contrastReasons.join('; ')}`);
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
}

const all = results.flatMap((r) => r.violations.map((v) => ({ ...v, where: `${r.variant} ${r.screen}` })));
const byRule = new Map();
for (const v of all) {
  const entry = byRule.get(v.id) ?? { impact: v.advisory ? `${v.impact}, advisory` : v.impact, nodes: 0, screens: 0 };
  entry.nodes += v.count;
  entry.screens += 1;
  byRule.set(v.id, entry);
}
const serious = all.filter((v) => !v.advisory && (v.impact === 'serious' || v.impact === 'critical'));
const errors = results.filter((r) => r.error);
console.log(
  `\naxe-core ${[...TAGS, ...(bestPractice ? ['best-practice (advisory)'] : [])].join(', ')} on ${screens.length} screens x ${variants.length} variants in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
for (const [id, e] of [...byRule].sort((a, b) => b[1].nodes - a[1].nodes)) {
  console.log(`  ${id.padEnd(28)} ${String(e.impact).padEnd(9)} ${String(e.nodes).padStart(4)} nodes on ${e.screens} screen/variants`);
}
console.log(
  `  total: ${all.length} violations (${all.reduce((n, v) => n + v.count, 0)} nodes; ${all.filter((v) => v.advisory).length} advisory), ${serious.length} WCAG serious or critical, ${errors.length} screens failed to open`,
);
// axe leaves contrast undecided over images, gradients, pseudo-elements and overlapping boxes.
console.log(`  colour contrast axe could not decide (review by eye): ${results.reduce((n, r) => n + r.contrastToReview, 0)} nodes`);
console.log(`  results: ${writeResults('a11y', { at: new Date().toISOString(), tags: TAGS, results })}`);
if (serious.length > 0 || errors.length > 0) process.exitCode = 1;
