import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/server.js';
import { DEMO_PASSWORD, openWithStorage, serverSuite, shellDatabase } from '../support/shell.js';

const kind = await shellDatabase();

/** The demo account of each built-in role (README, "Demo sign-in"). */
const roles = {
  owner: 'owner@meridiancrest.example',
  'HR admin': 'hr@meridiancrest.example',
  manager: 'manager@meridiancrest.example',
  employee: 'employee@meridiancrest.example',
} as const;

async function signInAs(server: RunningServer, email: string): Promise<{ access: string; refresh: string }> {
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { access: string; refresh: string };
}

/** Every path the shell links to: sidebar, horizontal menu (each group opened), header shortcuts and the profile menu. */
async function menuPaths(page: Page): Promise<string[]> {
  const hrefs = new Set<string>();
  const collect = async (selector: string) => {
    for (const href of await page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) hrefs.add(href);
  };
  await collect('[data-testid="sidebar"] nav a[href]');
  await collect('[data-testid="header"] a[href]');
  const menu = page.getByTestId('horizontal-menu');
  for (const trigger of await menu.locator('[data-menu-group]').all()) {
    // A click that lands while the shell redraws the menu (permissions arriving) can be lost: click once more.
    await trigger.click();
    const opened = page.locator('[role="menu"] a[href]').first();
    if (
      !(await opened.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ))
    )
      await trigger.click();
    await opened.waitFor();
    await collect('[role="menu"] a[href]');
    await page.keyboard.press('Escape');
  }
  await page.getByTestId('profile-trigger').click();
  await page.locator('[role="menu"] a[href]').first().waitFor();
  await collect('[role="menu"] a[href]');
  await page.keyboard.press('Escape');
  // The lock screen is a link too, but it ends the walk (it is a state, not a screen with data).
  return [...hrefs].filter((h) => h.startsWith('/') && h !== '/auth/boxed-lockscreen').toSorted();
}

/**
 * Every built-in role opens every screen its menus offer and is refused nothing: a menu entry, its
 * route and the data behind it need the same permission. One browser page per role; screens are
 * opened in place (client-side navigation) and every /api answer is watched for 403.
 */
describe(`every menu entry of every built-in role opens without a 403 [${kind}]`, () => {
  const suite = serverSuite(kind);

  it.each(Object.entries(roles))(
    '%s',
    async (_role, email) => {
      const { page } = await suite.browser();
      const refused: string[] = [];
      let inFlight = 0;
      let current = '/';
      const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
      page.on('request', (r) => void (isApi(r.url()) && inFlight++));
      const settle = (r: { url: () => string }) => void (isApi(r.url()) && inFlight--);
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);
      page.on('response', (r: Response) => {
        if (r.status() === 403 && isApi(r.url())) refused.push(`${current}: ${r.request().method()} ${new URL(r.url()).pathname}`);
      });

      const tokens = await signInAs(suite.server, email);
      await openWithStorage(page, suite.server, '/', { token: tokens.access, refreshToken: tokens.refresh, menu: 'horizontal' });
      await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
      const paths = await menuPaths(page);
      expect(paths.length).toBeGreaterThan(5);

      const denied: string[] = [];
      const stuck: string[] = [];
      for (const path of paths) {
        current = path;
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        const content = page.getByTestId('route-content');
        // The screen has rendered (its code loaded) and no API call has been open for two looks in a row.
        const rendered = () => content.evaluate((el) => el.querySelector('svg.spinner') === null && (el.textContent ?? '').trim() !== '');
        let quiet = 0;
        try {
          await expect.poll(rendered, { timeout: 10_000 }).toBe(true);
          await expect.poll(() => (inFlight === 0 ? ++quiet : (quiet = 0)), { interval: 150, timeout: 10_000 }).toBeGreaterThanOrEqual(2);
        } catch {
          stuck.push(path);
        }
        const text = (await content.textContent()) ?? '';
        if ((await page.getByTestId('access-denied').count()) > 0 || /do not have permission/i.test(text)) denied.push(path);
      }
      expect({ refused, denied, stuck }).toEqual({ refused: [], denied: [], stuck: [] });
      // The owner's menus offer about eighty screens, each opened and watched until quiet: more than
      // the default minute when CI runs two spec files at once on two cores.
    },
    240_000,
  );
});
