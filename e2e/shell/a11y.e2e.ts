import { describe, expect, it } from 'vitest';
import { axeViolations, seriousOrCritical, settleScreen } from '../support/axe.js';
import { openSignedIn, serverSuite, shellDatabase, unexpectedErrors } from '../support/shell.js';

const kind = await shellDatabase();

/** Representative screens: the landing dashboard (cards), the calendar, the HR dashboard (charts, figures), a data table with filters, the permission editor. */
const screens = [
  ['workspace dashboard', '/', 'workspace-dashboard'],
  ['calendar', '/calendar', 'workspace-calendar'],
  ['to-do list', '/todolist', 'todo-page'],
  ['dashboard', '/hcims', 'hr-dashboard'],
  ['employee list', '/edit_employee', 'employees-page'],
  ['permissions', '/permissions', 'permissions-page'],
] as const;

describe(`accessibility of the signed-in screens (axe, WCAG 2.1 A and AA) [${kind}]`, () => {
  const suite = serverSuite(kind);

  it.each([
    ['English, light', { i18nextLng: 'en', theme: 'light' }, { dir: 'ltr', dark: false }],
    ['Arabic, dark', { i18nextLng: 'ae', theme: 'dark' }, { dir: 'rtl', dark: true }],
  ])('has no serious or critical violation on the dashboard, employee list and permissions in %s', async (_, storage, expected) => {
    const b = await suite.browser();
    await openSignedIn(b.page, suite.server, '/', storage);
    const found: Record<string, unknown> = {};
    for (const [name, path, testId] of screens) {
      await b.page.goto(`${suite.server.url}${path}`);
      await b.page.getByTestId(testId).waitFor({ timeout: 15_000 });
      await settleScreen(b.page);
      expect(await b.page.evaluate(() => ({ dir: document.documentElement.dir, dark: document.body.classList.contains('dark') }))).toEqual(
        expected,
      );
      const violations = seriousOrCritical(await axeViolations(b.page));
      if (violations.length) found[name] = violations;
    }
    expect(found).toEqual({});
    expect(unexpectedErrors(b)).toEqual([]);
  });

  it('shows a focus indicator on every tab stop of the skip link, sidebar and header, in Arabic, dark', async () => {
    const b = await suite.browser();
    await openSignedIn(b.page, suite.server, '/hcims', { i18nextLng: 'ae', theme: 'dark' });
    await settleScreen(b.page);
    const stops: { name: string; indicator: boolean }[] = [];
    for (let i = 0; i < 60; i++) {
      await b.page.keyboard.press('Tab');
      const stop = await b.page.evaluate(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLElement) || el.closest('#main-content')) return null;
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return {
          name: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`,
          indicator: outline || style.boxShadow !== 'none',
        };
      });
      if (!stop) break;
      stops.push(stop);
    }
    // The skip link, the sidebar's links and group buttons, and the header's controls, in that order.
    expect(stops.length).toBeGreaterThan(15);
    expect(stops.filter((s) => !s.indicator).map((s) => s.name)).toEqual([]);
  });
});
