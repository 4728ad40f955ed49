import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.js';
import { openShellBrowser, openSignedIn, openWithStorage, shellDatabase, unexpectedErrors, type ShellSession } from '../support/shell.js';

const kind = await shellDatabase();

describe(`routes, sidebar, header and shell [${kind}]`, () => {
  let server: RunningServer;
  let browser: ShellSession | undefined;

  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });
  const open = async (size: { width?: number; height?: number } = {}) => (browser = await openShellBrowser(size));
  const path = (b: ShellSession) => new URL(b.page.url()).pathname;

  it('sends a protected route without a token to /auth/boxed-signin, replacing history', async () => {
    const b = await open();
    await b.page.goto(`${server.url}/auth/register`);
    await b.page.goto(`${server.url}/view_tasks`);
    await expect.poll(() => path(b)).toBe('/auth/boxed-signin');
    await b.page.goBack();
    // /view_tasks was replaced, so Back returns to the page before it.
    await expect.poll(() => path(b)).toBe('/auth/register');
    expect(unexpectedErrors(b)).toEqual([]);
  });

  it('shows the error page in the blank layout for an unknown path, with a way home', async () => {
    const b = await open();
    await openSignedIn(b.page, server, '/');
    await b.page.goto(`${server.url}/whistle`);
    const notFound = b.page.getByTestId('not-found');
    await notFound.waitFor();
    expect(await notFound.textContent()).toContain('No route matches URL “/whistle”');
    expect(await b.page.getByTestId('sidebar').count()).toBe(0);
    expect(await b.page.getByTestId('voice-button').count()).toBe(0);
    await b.page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await b.page.getByTestId('app-shell').waitFor();
    expect(path(b)).toBe('/');
  });

  it('in Arabic, shows the unknown path as left-to-right text inside the right-to-left sentence', async () => {
    const b = await open();
    await openWithStorage(b.page, server, '/auth/boxed-signin-unknown/', { i18nextLng: 'ae', rtlClass: 'rtl' });
    const path = b.page.getByTestId('not-found').locator('bdi');
    await path.waitFor();
    expect(await b.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await path.textContent()).toBe('/auth/boxed-signin-unknown/');
    // As drawn: the leading slash is the leftmost character and the trailing one the rightmost.
    const xs = await path.evaluate((el) => {
      const text = el.firstChild!;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      const last = (text.textContent ?? '').length - 1;
      return { first: at(0), second: at(1), last: at(last), beforeLast: at(last - 1) };
    });
    expect(xs.first).toBeLessThan(xs.second);
    expect(xs.last).toBeGreaterThan(xs.beforeLast);
    expect(await b.page.getByTestId('not-found').textContent()).toContain('لا توجد صفحة تطابق العنوان');
  });

  it('redirects /hcims-dashboard to /hcims', async () => {
    const b = await open();
    await openSignedIn(b.page, server, '/hcims-dashboard');
    await expect.poll(() => path(b)).toBe('/hcims');
    await expect.poll(() => b.page.title()).toBe('HCIMS Dashboard | HCIMS');
  });

  it.each([
    ['once', 1],
    ['twice', 2],
  ])('a screen whose code fails to load %s: retried once, then a reload is offered', async (_, failures) => {
    const b = await open();
    // The screen's code: the first script not preloaded by index.html (whatever page the module ships).
    const html = await (await fetch(`${server.url}/auth/register`)).text();
    const preloaded = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    let target: string | null = null;
    let hits = 0;
    // Simulates the network dropping that file (the server itself is not stubbed).
    await b.page.route(/\/assets\/[^/]+\.js$/, (route) => {
      const file = new URL(route.request().url()).pathname;
      if (preloaded.has(file) || (target && file !== target)) return route.continue();
      target = file;
      return ++hits <= failures ? route.abort('failed') : route.continue();
    });
    await b.page.goto(`${server.url}/auth/register`);
    await expect.poll(() => hits).toBe(2);
    const failed = b.page.getByTestId('load-failed');
    if (failures === 1) {
      await expect.poll(() => b.page.locator('#main-content').evaluate((m) => m.textContent?.trim().length ?? 0)).toBeGreaterThan(0);
      expect(await failed.count()).toBe(0);
    } else {
      await failed.waitFor();
      await b.page.unrouteAll();
      await b.page.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => failed.count()).toBe(0);
      await expect.poll(() => b.page.locator('#main-content').evaluate((m) => m.textContent?.trim().length ?? 0)).toBeGreaterThan(0);
    }
  });

  it('marks the active link and opens its group on load; groups are an accordion (300 ms)', async () => {
    const b = await open();
    await openSignedIn(b.page, server, '/add_designation');
    // The menu is drawn again when the permissions arrive: a click in between can land on the old
    // link (seen once on a loaded machine), so the start-up calls finish first.
    await b.page.waitForLoadState('networkidle');
    const sidebar = b.page.getByTestId('sidebar');
    const group = (name: string) => sidebar.getByRole('button', { name, exact: true });
    expect(await sidebar.getByRole('link', { name: 'Create Designation' }).getAttribute('aria-current')).toBe('page');
    expect(await group('Settings').getAttribute('aria-expanded')).toBe('true');
    expect(await b.page.getByTestId('sidebar-panel-settings').evaluate((el) => getComputedStyle(el).transitionDuration)).toContain('0.3s');
    await group('Tasks').click();
    expect(await group('Tasks').getAttribute('aria-expanded')).toBe('true');
    expect(await group('Settings').getAttribute('aria-expanded')).toBe('false');
    await group('Tasks').click();
    expect(await group('Tasks').getAttribute('aria-expanded')).toBe('false');
    // Keyboard: Tab to a group, Enter opens it, its links are reachable.
    await group('Routines').focus();
    await b.page.keyboard.press('Enter');
    await b.page.waitForTimeout(50);
    await b.page.keyboard.press('Tab');
    expect(await b.page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard');
    // The group has just opened (a 300 ms transition): a click that lands before its links can take
    // it is lost on a loaded machine (seen in CI), so the link is clicked again until it navigates.
    const whistle = sidebar.getByRole('link', { name: 'Whistle' });
    await expect
      .poll(async () => {
        if (path(b) !== '/routine_whistle') await whistle.click();
        return path(b);
      })
      .toBe('/routine_whistle');
    await expect.poll(() => b.page.title()).toBe('Whistle | HCIMS');
    expect(unexpectedErrors(b)).toEqual([]);
  });

  it('the sidebar is 260 px and its header toggle hides and shows it', async () => {
    const b = await open();
    await openSignedIn(b.page, server, '/');
    const sidebar = b.page.getByTestId('sidebar');
    expect((await sidebar.boundingBox())!.width).toBe(260);
    await sidebar.getByRole('button', { name: 'Hide the sidebar' }).click();
    await expect.poll(() => sidebar.getAttribute('data-visible')).toBe('false');
    await b.page.getByTestId('header-sidebar-toggle').click();
    await expect.poll(() => sidebar.getAttribute('data-visible')).toBe('true');
    await sidebar.getByRole('link', { name: 'HCIMS home' }).click();
    expect(path(b)).toBe('/');
  });

  it('below 1024 px the sidebar closes on every route change and the dark overlay closes it', async () => {
    const b = await open({ width: 800, height: 900 });
    await openSignedIn(b.page, server, '/');
    const sidebar = b.page.getByTestId('sidebar');
    expect(await sidebar.getAttribute('data-visible')).toBe('false');
    await b.page.getByTestId('header-sidebar-toggle').click();
    await expect.poll(() => sidebar.getAttribute('data-visible')).toBe('true');
    const overlay = b.page.getByTestId('sidebar-overlay');
    // Black at 60 % (Tailwind writes it in oklab).
    expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(
      /^(oklab\(0 0 0 \/ 0\.6\)|rgba\(0, 0, 0, 0\.6\))$/,
    );
    await sidebar.getByRole('button', { name: 'Tasks' }).click();
    await sidebar.getByRole('link', { name: 'Announcement' }).click();
    await expect.poll(() => path(b)).toBe('/create-announcement');
    await expect.poll(() => sidebar.getAttribute('data-visible')).toBe('false');
    await b.page.getByTestId('header-sidebar-toggle').click();
    await overlay.click({ position: { x: 700, y: 400 } });
    await expect.poll(() => sidebar.getAttribute('data-visible')).toBe('false');
    expect(await overlay.count()).toBe(0);
  });

  it('shows the scroll-to-top button after 50 px', async () => {
    const b = await open({ width: 1280, height: 500 });
    await openSignedIn(b.page, server, '/');
    // Give the page something to scroll (screens are "not available yet").
    await b.page.evaluate(() =>
      document.getElementById('main-content')!.append(Object.assign(document.createElement('div'), { style: 'height:2000px' })),
    );
    const button = b.page.getByTestId('scroll-to-top');
    expect(await button.count()).toBe(0);
    await b.page.evaluate(() => window.scrollTo(0, 50));
    await b.page.waitForTimeout(100);
    expect(await button.count()).toBe(0);
    await b.page.evaluate(() => window.scrollTo(0, 51));
    await button.waitFor();
    await button.click();
    await expect.poll(() => b.page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => button.count()).toBe(0);
  });

  it('the full-screen loader fades about 0.2 s after load', async () => {
    const b = await open();
    await b.page.addInitScript(() => {
      const w = window as unknown as { __loaded?: number; __hidden?: number; __seen?: boolean };
      window.addEventListener('load', () => (w.__loaded = performance.now()));
      new MutationObserver(() => {
        const loader = document.getElementById('boot-loader');
        if (loader && !loader.classList.contains('is-hidden')) w.__seen = true;
        if (w.__seen && (!loader || loader.classList.contains('is-hidden')) && w.__hidden === undefined) w.__hidden = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await openWithStorage(b.page, server, '/auth/register');
    await expect.poll(() => b.page.evaluate(() => document.getElementById('boot-loader'))).toBeNull();
    expect(await b.page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen)).toBe(true);
    const { loaded, hidden } = await b.page.evaluate(() => {
      const w = window as unknown as { __loaded: number; __hidden: number };
      return { loaded: w.__loaded, hidden: w.__hidden };
    });
    expect(hidden - loaded).toBeGreaterThanOrEqual(195);
    expect(hidden - loaded).toBeLessThan(1000);
  });

  it.each([
    [1280, { language: 280, messages: 375, notifications: 350, profile: 230 }],
    [390, { language: 280, messages: 300, notifications: 300, profile: 230 }],
  ])('dropdown widths at %i px', async (width, expected) => {
    const b = await open({ width, height: 844 });
    await openSignedIn(b.page, server, '/');
    const measure = async (trigger: string, panel: string) => {
      await b.page.getByTestId(trigger).click();
      // Layout width (the opening animation scales the box for a moment).
      const width = await b.page.getByTestId(panel).evaluate((el) => (el as HTMLElement).offsetWidth);
      await b.page.keyboard.press('Escape');
      await b.page.getByTestId(panel).waitFor({ state: 'detached' });
      return width;
    };
    expect({
      language: await measure('language-trigger', 'language-menu'),
      messages: await measure('messages-trigger', 'messages'),
      notifications: await measure('notifications-trigger', 'notifications'),
      profile: await measure('profile-trigger', 'profile-menu'),
    }).toEqual(expected);
    await b.page.getByTestId('messages-trigger').click();
    expect(await b.page.getByTestId('messages').textContent()).toContain('No data available.');
    expect(unexpectedErrors(b)).toEqual([]);
  });

  it('the profile dropdown shows the signed-in user and the shortcuts', async () => {
    const b = await open();
    const { user } = await openSignedIn(b.page, server, '/');
    await b.page.getByTestId('profile-trigger').click();
    // GET /api/auth/me names the signed-in user.
    await expect.poll(() => b.page.getByTestId('profile-name').textContent()).toBe(user.name);
    const menu = b.page.getByTestId('profile-menu');
    expect(await menu.textContent()).toContain(user.email);
    await menu.getByRole('menuitem', { name: 'Mailbox' }).click();
    await expect.poll(() => path(b)).toBe('/apps/mailbox');
    for (const [name, target] of [
      ['Calendar', '/calendar'],
      ['To-do list', '/todolist'],
      ['Chat', '/chat'],
    ]) {
      await b.page.getByTestId('header').getByRole('link', { name }).click();
      await expect.poll(() => path(b)).toBe(target);
    }
  });

  it('the search box (also Ctrl+K) finds screens by name and opens them', async () => {
    const b = await open();
    await openSignedIn(b.page, server, '/');
    await b.page.keyboard.press('Control+k');
    const input = b.page.getByTestId('search-input');
    await input.waitFor();
    await input.fill('quiz res');
    expect(await b.page.getByRole('option').allTextContents()).toEqual(['Quiz ResultsTraining Section']);
    await b.page.keyboard.press('Enter');
    await expect.poll(() => path(b)).toBe('/view_results');
    expect(await b.page.getByTestId('sidebar').getByRole('link', { name: 'Quiz Results' }).getAttribute('aria-current')).toBe('page');
    await b.page.getByTestId('search-trigger').click();
    await b.page.keyboard.press('Escape');
    await expect.poll(() => b.page.getByTestId('search-input').count()).toBe(0);
    // Focus returns to the opener.
    expect(await b.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-trigger');
    expect(unexpectedErrors(b)).toEqual([]);
  });
});
