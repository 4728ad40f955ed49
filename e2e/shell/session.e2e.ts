import { describe, expect, it } from 'vitest';
import { apiCalls, browserSuite, openSignedIn, shellDatabase, signIn, storageOf, unexpectedErrors } from '../support/shell.js';

const kind = await shellDatabase();

/**
 * The session in the browser against the real identity server: real sign-in, real refresh-token
 * rotation, real logout. Timers run on Playwright's clock (page.clock), so 3 and 30 minutes pass
 * in an instant. Nothing on our server is stubbed.
 */
describe(`session in the browser [${kind}]`, () => {
  const suite = browserSuite(kind);

  const path = () => new URL(suite.session.page.url()).pathname;
  const refreshWorks = async (refresh: string) =>
    (
      await fetch(`${suite.server.url}/api/auth/token/refresh/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      })
    ).status;

  it('the dashboard loads no company lists; a screen that reads them loads departments, designations and employees once', async () => {
    const { page } = suite.session;
    await openSignedIn(page, suite.server, '/');
    await page.locator('[data-testid^="card-"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const p of ['/api/company-Setup/departments/', '/api/company-Setup/designations/', '/api/auth/employees/']) {
      expect(apiCalls(suite.session, 'GET', p)).toHaveLength(0);
    }
    await page.goto(`${suite.server.url}/edit_employee`);
    await expect.poll(() => apiCalls(suite.session, 'GET', '/api/auth/employees/').length).toBe(1);
    expect(apiCalls(suite.session, 'GET', '/api/company-Setup/departments/')).toHaveLength(1);
    expect(apiCalls(suite.session, 'GET', '/api/company-Setup/designations/')).toHaveLength(1);
    const departments = await apiCalls(suite.session, 'GET', '/api/company-Setup/departments/')[0]!.response();
    expect(departments!.status()).toBe(200);
    expect(apiCalls(suite.session, 'GET', '/api/company-Setup/departments/')[0]!.headers().authorization).toMatch(/^Bearer /);
    expect(unexpectedErrors(suite.session)).toEqual([]);
  });

  it('refreshes the tokens every 180000 ms and stores both new ones', async () => {
    const { page } = suite.session;
    await page.clock.install();
    const first = await openSignedIn(page, suite.server, '/');
    await page.clock.fastForward(179_000);
    expect(apiCalls(suite.session, 'POST', '/api/auth/token/refresh/')).toHaveLength(0);
    await page.clock.fastForward(1_000);
    await expect.poll(() => storageOf(page, 'refreshToken')).not.toBe(first.refresh);
    const call = apiCalls(suite.session, 'POST', '/api/auth/token/refresh/');
    expect(call).toHaveLength(1);
    expect(call[0]!.postDataJSON()).toEqual({ refresh: first.refresh });
    expect(call[0]!.headers().authorization).toBeUndefined();
    expect(await storageOf(page, 'token')).not.toBe(first.access);
    const second = await storageOf(page, 'refreshToken');
    await page.clock.fastForward(180_000);
    await expect.poll(() => apiCalls(suite.session, 'POST', '/api/auth/token/refresh/').length).toBe(2);
    await expect.poll(() => storageOf(page, 'refreshToken')).not.toBe(second);
    expect(path()).toBe('/');
    expect(unexpectedErrors(suite.session)).toEqual([]);
    // The server rotated the token: the old one is dead (and, as a reuse, ends the session: last).
    expect(await refreshWorks(first.refresh)).toBe(401);
  });

  it('a failed refresh logs out: tokens gone, sign-in page', async () => {
    const { page } = suite.session;
    await page.clock.install();
    await openSignedIn(page, suite.server, '/calendar', {});
    await page.evaluate(() => localStorage.setItem('refreshToken', 'not-a-real-refresh-token'));
    await page.clock.fastForward(180_000);
    await expect.poll(path).toBe('/auth/boxed-signin');
    expect(await storageOf(page, 'token')).toBeNull();
    expect(await storageOf(page, 'refreshToken')).toBeNull();
    expect(apiCalls(suite.session, 'POST', '/api/auth/logout')).toHaveLength(1);
    expect(unexpectedErrors(suite.session, [/401/, /failed to refresh the session/])).toEqual([]);
  });

  it('a missing refresh token logs out at the next refresh', async () => {
    const { page } = suite.session;
    await page.clock.install();
    await openSignedIn(page, suite.server, '/');
    await page.evaluate(() => localStorage.removeItem('refreshToken'));
    await page.clock.fastForward(180_000);
    await expect.poll(path).toBe('/auth/boxed-signin');
    expect(await storageOf(page, 'token')).toBeNull();
    expect(apiCalls(suite.session, 'POST', '/api/auth/token/refresh/')).toHaveLength(0);
  });

  it('30 minutes without activity clear the tokens and show sign-in, with no server call', async () => {
    const { page } = suite.session;
    await page.clock.install();
    await openSignedIn(page, suite.server, '/view_tasks');
    await page.clock.fastForward(1_800_000);
    await expect.poll(path).toBe('/auth/boxed-signin');
    expect(await storageOf(page, 'token')).toBeNull();
    expect(await storageOf(page, 'refreshToken')).toBeNull();
    expect(apiCalls(suite.session, 'POST', '/api/auth/logout')).toHaveLength(0);
    // A refresh that was still out when the timer struck did not bring the session back.
    await page.waitForTimeout(500);
    expect(await storageOf(page, 'token')).toBeNull();
  });

  it('mouse and keyboard activity restarts the idle timer (every event type: unit test)', async () => {
    const { page } = suite.session;
    await page.clock.install();
    await openSignedIn(page, suite.server, '/');
    await page.clock.fastForward(1_500_000);
    await page.mouse.move(400, 300);
    await page.clock.fastForward(1_500_000);
    expect(path()).toBe('/');
    await page.keyboard.press('Shift');
    await page.clock.fastForward(1_500_000);
    expect(path()).toBe('/');
    await page.clock.fastForward(300_000);
    await expect.poll(path).toBe('/auth/boxed-signin');
  });

  it('a 401 refreshes once and retries; concurrent 401s share that one refresh', async () => {
    const { page } = suite.session;
    const tokens = await signIn(suite.server);
    await page.goto(`${suite.server.url}/auth/register`);
    // An access token the server refuses (as after it expired), with a good refresh token.
    await page.evaluate((refresh) => {
      localStorage.setItem('token', 'expired-access-token');
      localStorage.setItem('refreshToken', refresh);
    }, tokens.refresh);
    await page.goto(`${suite.server.url}/edit_employee`);
    await page.getByTestId('app-shell').waitFor();
    // /me (which the layout waits for) answers 401: one refresh, one retry; the screen's calls then
    // carry the new token. (Concurrent 401s sharing one refresh: http-client and session unit tests.)
    await expect.poll(() => apiCalls(suite.session, 'GET', '/api/auth/employees/').length).toBe(1);
    expect(apiCalls(suite.session, 'POST', '/api/auth/token/refresh/')).toHaveLength(1);
    const me = apiCalls(suite.session, 'GET', '/api/auth/me');
    expect(me[0]!.headers().authorization).toBe('Bearer expired-access-token');
    expect(me.slice(1).every((c) => c.headers().authorization !== 'Bearer expired-access-token')).toBe(true);
    expect((await me[1]!.response())!.status()).toBe(200);
    for (const p of ['/api/company-Setup/departments/', '/api/company-Setup/designations/', '/api/auth/employees/']) {
      const calls = apiCalls(suite.session, 'GET', p);
      expect(calls.map((c) => c.headers().authorization === 'Bearer expired-access-token')).toEqual([false]);
      expect((await calls[0]!.response())!.status()).toBe(200);
    }
    await page.getByTestId('profile-trigger').click();
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe(tokens.user.name);
    expect(await storageOf(page, 'token')).not.toBe('expired-access-token');
    expect(unexpectedErrors(suite.session, [/401/])).toEqual([]);
  });

  it.each(['sidebar', 'header'])('logout from the %s ends the session on the server and shows sign-in', async (where) => {
    const { page } = suite.session;
    const tokens = await openSignedIn(page, suite.server, '/hcims');
    if (where === 'sidebar') await page.getByTestId('sidebar-logout').click();
    else {
      await page.getByTestId('profile-trigger').click();
      await page.getByTestId('header-logout').click();
    }
    await expect.poll(path).toBe('/auth/boxed-signin');
    const call = apiCalls(suite.session, 'POST', '/api/auth/logout');
    expect(call).toHaveLength(1);
    expect(call[0]!.postDataJSON()).toEqual({ refresh: tokens.refresh });
    expect((await call[0]!.response())!.status()).toBe(204);
    expect(await storageOf(page, 'token')).toBeNull();
    expect(await storageOf(page, 'refreshToken')).toBeNull();
    expect(await refreshWorks(tokens.refresh)).toBe(401);
    await page.goBack();
    // Back does not bring a protected page back: without a token it goes to sign-in again.
    await expect.poll(path).toBe('/auth/boxed-signin');
    expect(unexpectedErrors(suite.session)).toEqual([]);
  });
});
