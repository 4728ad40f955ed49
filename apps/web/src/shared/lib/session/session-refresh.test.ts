import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../router';
import { isLocked, lockedReturnPath, lockSession, unlockSession } from './lock';
import { clearSession, getAccessToken, getRefreshToken, LOCK_KEY, refreshSession, sessionStore, setTokens, startSession } from './session';

type Call = { url: string; body: unknown };
let calls: Call[] = [];

function serve(handler: (call: Call) => Response) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const call = { url, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
      calls.push(call);
      return Promise.resolve(handler(call));
    }),
  );
}
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = { id: '00000000-0000-4000-8000-000000000001', email: 'a@b.c', name: 'Layla Haddad', status: 'active' as const };
const company = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Meridian',
  groupId: '00000000-0000-4000-8000-000000000003',
  groupName: 'G',
};
const me = (permissions: Record<string, string>) => json(200, { user, company, companies: [], permissions, sessionId: user.id });

/** navigator.locks as another tab sees it: `before` runs while this tab waits for the lock. */
function fakeLocks(before: () => void = () => undefined) {
  const names: string[] = [];
  const locks = {
    request: async <T>(name: string, callback: () => Promise<T>) => {
      names.push(name);
      await Promise.resolve();
      before();
      return callback();
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return names;
}

beforeEach(() => {
  navigate('/hcims');
  localStorage.clear();
  setTokens('access-1', 'refresh-1');
  sessionStore.setState({ user, company, permissions: { 'tasks.tasks:read': 'own' } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('token refresh across tabs', () => {
  it('loads the permissions again after a refresh, so a role change shows without a reload', async () => {
    serve((call) =>
      call.url.endsWith('/token/refresh/')
        ? json(200, { access: 'access-2', refresh: 'refresh-2' })
        : me({ 'access.roles:read': 'company' }),
    );
    await expect(refreshSession()).resolves.toBe(true);
    await vi.waitFor(() => expect(sessionStore.getState().permissions).toEqual({ 'access.roles:read': 'company' }));
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/token/refresh/', '/api/auth/me']);
  });

  it('refreshes under the hcims-refresh lock shared by every tab', async () => {
    const names = fakeLocks();
    serve((call) => (call.url.endsWith('/token/refresh/') ? json(200, { access: 'access-2', refresh: 'refresh-2' }) : me({})));
    await expect(refreshSession()).resolves.toBe(true);
    expect(names).toEqual(['hcims-refresh']);
    expect(calls[0]).toEqual({ url: '/api/auth/token/refresh/', body: { refresh: 'refresh-1' } });
    expect([getAccessToken(), getRefreshToken()]).toEqual(['access-2', 'refresh-2']);
  });

  it('uses the pair another tab rotated while it waited for the lock, without sending the old token again', async () => {
    fakeLocks(() => {
      // The other tab held the lock and stored its new pair.
      localStorage.setItem('token', 'access-other');
      localStorage.setItem('refreshToken', 'refresh-other');
    });
    serve(() => me({ 'org.company:read': 'company' }));
    await expect(refreshSession()).resolves.toBe(true);
    expect(calls.filter((c) => c.url.endsWith('/token/refresh/'))).toEqual([]);
    expect([getAccessToken(), getRefreshToken()]).toEqual(['access-other', 'refresh-other']);
    await vi.waitFor(() => expect(sessionStore.getState().permissions).toEqual({ 'org.company:read': 'company' }));
  });

  it('without navigator.locks, callers in the tab still share one refresh', async () => {
    expect('locks' in navigator).toBe(false);
    serve((call) => (call.url.endsWith('/token/refresh/') ? json(200, { access: 'access-2', refresh: 'refresh-2' }) : me({})));
    await expect(Promise.all([refreshSession(), refreshSession()])).resolves.toEqual([true, true]);
    expect(calls.filter((c) => c.url.endsWith('/token/refresh/'))).toHaveLength(1);
  });

  it('does not refresh once signed out while waiting for the lock', async () => {
    fakeLocks(() => clearSession());
    serve(() => json(200, { access: 'late', refresh: 'late' }));
    await expect(refreshSession()).resolves.toBe(false);
    expect(calls).toEqual([]);
    expect(getAccessToken()).toBeNull();
  });
});

describe('the lock flag', () => {
  it('is kept in local storage with the path to return to, while signed in', () => {
    expect(isLocked()).toBe(false);
    lockSession('/view_tasks');
    expect(localStorage.getItem(LOCK_KEY)).toBe('/view_tasks');
    expect([isLocked(), lockedReturnPath()]).toEqual([true, '/view_tasks']);
    unlockSession();
    expect([isLocked(), localStorage.getItem(LOCK_KEY)]).toEqual([false, null]);
  });

  it('ends with the session and does not survive a new sign-in', () => {
    lockSession('/');
    clearSession();
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
    localStorage.setItem(LOCK_KEY, '/');
    expect(isLocked()).toBe(false);
    startSession({ access: 'a', refresh: 'r', user, company, permissions: {} });
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
  });
});
