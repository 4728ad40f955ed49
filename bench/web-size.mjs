// JavaScript the browser downloads, in gzip bytes (budget: sign-in <= 100 KB, signed-in shell
// <= 180 KB, every other signed-in screen <= 220 KB), measured cold (fresh browser context, empty
// cache) in Debian Chromium against the built server on a fresh embedded database:
// /auth/boxed-signin signed out, then / (the dashboard shell), /edit_employee (the employee list)
// and /hcims (the HR dashboard with its charts) signed in as the demo owner.
// Each JS file the page requested is fetched again with Accept-Encoding: gzip to count its gzip
// size; Chromium itself is served the (smaller) brotli files, shown alongside.
// Usage: npm run bench:web (runs this, then lighthouse.mjs)
//        node bench/web-size.mjs --all   also every other signed-in screen of the route tables
//                                        (each against the 220 KB budget; about 3 s a screen)
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_OWNER, root, startServer } from './lib.mjs';

const KB = 1000;
const budgets = { signIn: 100 * KB, shell: 180 * KB, screen: 220 * KB };

/** Signed-in screens beyond the shell, each with the element that shows it has rendered. */
const screens = [
  {
    name: 'employee list',
    path: '/edit_employee',
    ready: '[data-testid="employees-table"] tbody tr:not([data-testid="table-skeleton-row"])',
  },
  { name: 'HR dashboard with charts', path: '/hcims', ready: '[data-testid="chart-flows"] svg[data-chart]' },
];

/** Every screen path the modules' route tables declare (`defineScreen(ns, key, '/path', ...)`), public ones left out. */
function declaredScreens() {
  const modules = path.join(root, 'apps/web/src/modules');
  const paths = [];
  for (const module of readdirSync(modules)) {
    for (const file of readdirSync(path.join(modules, module)).filter((f) => f.endsWith('.routes.tsx'))) {
      const text = readFileSync(path.join(modules, module, file), 'utf8');
      for (const match of text.matchAll(/defineScreen\(\s*ns,\s*'[^']+',\s*'([^']+)'/g)) paths.push(match[1]);
    }
  }
  return paths.filter((p) => !p.startsWith('/auth/'));
}

/** Bytes on the wire for `url` when the client accepts only `encoding`. */
function encodedSize(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

async function measure(browser, base, pathname, tokens, ready, shell = true) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Signed in = tokens in local storage before the app starts (the spec's only check).
  if (tokens) {
    await context.addInitScript((t) => {
      localStorage.setItem('token', t.access);
      localStorage.setItem('refreshToken', t.refresh);
    }, tokens);
  }
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(r.url());
  });
  await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
  // Rendered: the loader of index.html has gone (and, signed in, the shell is there).
  await page.waitForFunction("!document.getElementById('boot-loader')", undefined, { timeout: 15_000 });
  if (tokens && shell) await page.locator('[data-testid="app-shell"]').waitFor({ timeout: 15_000 });
  if (ready) await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const files = [];
  for (const url of scripts) {
    const gzip = await encodedSize(url, 'gzip');
    const br = await encodedSize(url, 'br');
    files.push({ file: new URL(url).pathname, gzip: gzip.bytes, gzipEncoding: gzip.encoding, br: br.bytes });
  }
  await context.close();
  return { path: pathname, files, gzip: files.reduce((s, f) => s + f.gzip, 0), br: files.reduce((s, f) => s + f.br, 0) };
}

execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' });
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
try {
  const login = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
  if (!login.ok) throw new Error(`demo sign-in failed: ${login.status}`);
  const tokens = await login.json();
  const signIn = await measure(browser, server.url, '/auth/boxed-signin');
  const shell = await measure(browser, server.url, '/', tokens);
  const signedIn = [];
  const all = process.argv.includes('--all');
  const named = new Set(['/', ...screens.map((s) => s.path)]);
  const others = all ? declaredScreens().filter((p) => !named.has(p)) : [];
  // The other screens: whatever a screen shows (some have no shell, some the owner may not open), its scripts once the network is idle.
  for (const screen of [...screens, ...others.map((p) => ({ name: 'screen', path: p, shell: false }))])
    signedIn.push({ name: screen.name, ...(await measure(browser, server.url, screen.path, tokens, screen.ready, screen.shell)) });
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  const report = (name, r, budget) => {
    console.log(
      `\n${name} (${r.path}): ${kb(r.gzip)} gzip (budget ${kb(budget)}) ${r.gzip <= budget ? 'OK' : 'OVER BUDGET'}; ${kb(r.br)} brotli as Chromium gets it`,
    );
    for (const f of r.files.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${f.file.padEnd(48)} ${kb(f.gzip).padStart(9)} gzip ${kb(f.br).padStart(9)} br`);
  };
  console.log('JavaScript transferred (1 KB = 1000 bytes); predecessor: 201 KB before sign-in rendered, 350 KB for its dashboard');
  report('Sign-in page', signIn, budgets.signIn);
  report('Signed-in dashboard shell', shell, budgets.shell);
  for (const screen of signedIn.filter((s) => !all || screens.some((n) => n.path === s.path)))
    report(`Signed in, cold: ${screen.name}`, screen, budgets.screen);
  if (all) {
    console.log(`\nEvery signed-in screen, cold, gzip (budget ${kb(budgets.screen)}), largest first:`);
    for (const s of [...signedIn].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${s.path.padEnd(40)} ${kb(s.gzip).padStart(9)} ${s.gzip <= budgets.screen ? 'OK' : 'OVER BUDGET'}`);
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/web-size.json'),
    JSON.stringify({ at: new Date().toISOString(), budgets, signIn, shell, screens: signedIn }, null, 2),
  );
  if (signIn.gzip > budgets.signIn || shell.gzip > budgets.shell || signedIn.some((s) => s.gzip > budgets.screen)) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
