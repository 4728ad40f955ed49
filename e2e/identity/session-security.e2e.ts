import type { MemberList, RoleDetail } from '@hcims/contracts/access';
import { describe, expect, it } from 'vitest';
import { specDatabases } from '../support/databases.js';
import { apiCalls, browserSuite, DEMO_PASSWORD, openSignedIn, signIn, storageOf, unexpectedErrors } from '../support/shell.js';
import { sidebarPaths } from './support.js';

const kinds = await specDatabases('pglite');

/**
 * The session's safety in the browser, on both databases, against the real server (no stubs): two
 * tabs sharing one refresh-token rotation, the lock screen that no URL bypasses, a role change
 * reaching the menu at the next refresh, and the profile page with its sessions. Timers run on
 * Playwright's clock.
 */
describe.each(kinds)('sessions, lock and permissions in the browser [%s]', (kind) => {
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
  const ownerApi = async <T>(method: string, apiPath: string, token: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${suite.server.url}/api${apiPath}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  it('two tabs refreshing at the same moment share one rotation and both stay signed in', async () => {
    const { context, page } = suite.session;
    await context.clock.install();
    const first = await openSignedIn(page, suite.server, '/');
    const second = await context.newPage();
    const secondRequests: typeof suite.session.requests = [];
    second.on('request', (r) => secondRequests.push(r));
    await second.goto(`${suite.server.url}/view_tasks`);
    await second.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    const refreshes = () =>
      [...suite.session.requests, ...secondRequests].filter(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/auth/token/refresh/',
      );
    // Both tabs' 3-minute timers fire at once.
    await context.clock.fastForward(180_000);
    await expect.poll(() => storageOf(page, 'refreshToken')).not.toBe(first.refresh);
    await page.waitForTimeout(500);
    // One tab rotated; the other found the new pair under the lock instead of reusing the old token
    // (which would revoke the whole family and sign both out).
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]!.postDataJSON()).toEqual({ refresh: first.refresh });
    const stored = await storageOf(page, 'refreshToken');
    expect(await storageOf(second, 'refreshToken')).toBe(stored);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(second.url()).pathname).toBe('/view_tasks');
    // The next round still works: the family was not revoked.
    await context.clock.fastForward(180_000);
    await expect.poll(() => refreshes().length).toBe(2);
    await expect.poll(() => storageOf(page, 'refreshToken')).not.toBe(stored);
    await page.waitForTimeout(500);
    expect(refreshes()).toHaveLength(2);
    expect(await storageOf(page, 'token')).not.toBeNull();
    expect(new URL(second.url()).pathname).toBe('/view_tasks');
    expect(unexpectedErrors(suite.session)).toEqual([]);
  });

  it('locked, a typed URL or Back shows the lock screen; unlocking returns to the page the user was on', async () => {
    const { page } = suite.session;
    const tokens = await openSignedIn(page, suite.server, '/view_tasks');
    await page.getByTestId('profile-trigger').click();
    await page.getByTestId('profile-menu').getByRole('menuitem', { name: 'Lock screen' }).click();
    await page.getByTestId('lock-screen').waitFor();
    expect(await storageOf(page, 'hcims.locked')).toBe('/view_tasks');
    // Back does not bypass the lock.
    await page.goBack();
    await expect.poll(path).toBe('/auth/boxed-lockscreen');
    await page.getByTestId('lock-screen').waitFor();
    // Neither does typing a URL (a full page load).
    await page.goto(`${suite.server.url}/hcims`);
    await expect.poll(path).toBe('/auth/boxed-lockscreen');
    expect(await page.getByTestId('app-shell').count()).toBe(0);
    await expect.poll(() => page.getByTestId('lock-user-name').textContent()).toBe(tokens.user.name);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
    expect(path()).toBe('/hcims');
    expect(await storageOf(page, 'hcims.locked')).toBeNull();
    expect(apiCalls(suite.session, 'POST', '/api/auth/unlock')).toHaveLength(1);
    expect(unexpectedErrors(suite.session)).toEqual([]);
  });

  it('the profile page shows the own details and sessions, and signs out the other sessions', async () => {
    const { page } = suite.session;
    const tokens = await openSignedIn(page, suite.server, '/users/profile');
    await page.getByTestId('profile-page').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('own-name').textContent()).toBe(tokens.user.name);
    const other = await signIn(suite.server);
    const sessions = page.getByTestId('sessions');
    await page.reload();
    await expect.poll(() => sessions.getByTestId('session-row').count()).toBeGreaterThanOrEqual(2);
    expect(await sessions.locator('[data-current="true"]').count()).toBe(1);
    await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(1);
    expect(await refreshWorks(other.refresh)).toBe(401);
    expect(path()).toBe('/users/profile');
    expect(unexpectedErrors(suite.session)).toEqual([]);
  });

  it('a role change reaches the menu at the next token refresh, without a reload', async () => {
    const { context, page } = suite.session;
    await context.clock.install();
    await openSignedIn(page, suite.server, '/permissions', {}, 'employee');
    await page.getByTestId('access-denied').waitFor();
    expect(await sidebarPaths(page)).not.toContain('/permissions');
    // A reload would lose this.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The owner gives the employee a role that may read roles (the Permissions screen).
    const owner = await signIn(suite.server, 'owner');
    const role = await ownerApi<RoleDetail>('POST', '/access/roles', owner.access, { name: `Auditors ${kind}` });
    await ownerApi('PUT', `/access/roles/${role.id}/grants`, owner.access, {
      version: role.version,
      grants: [{ resource: 'access.roles', create: false, read: true, update: false, delete: false, scope: 'company' }],
    });
    const members = await ownerApi<MemberList>('GET', '/access/members?q=employee%40meridiancrest', owner.access);
    await ownerApi('POST', `/access/roles/${role.id}/members`, owner.access, { memberIds: [members.items[0]!.id] });
    await context.clock.fastForward(180_000);
    await expect.poll(() => apiCalls(suite.session, 'POST', '/api/auth/token/refresh/').length).toBe(1);
    await expect.poll(() => sidebarPaths(page)).toContain('/permissions');
    // The screen that was denied opens in place.
    await page.getByTestId('permissions-page').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('access-denied').count()).toBe(0);
    // Still the same page load: the menu changed without a reload.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(unexpectedErrors(suite.session)).toEqual([]);
  });
});
