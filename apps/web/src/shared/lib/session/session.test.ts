import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLocation, navigate } from '../router';
import {
  api,
  getAccessToken,
  getRefreshToken,
  hasPermission,
  loadCurrentUser,
  loadCurrentUserIfUnknown,
  refreshSession,
  sessionStore,
  setTokens,
  SIGN_IN_PATH,
  startSession,
} from './session';
import { idleLogout, logout } from './sign-out';

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };
let calls: Call[] = [];

function serve(handler: (call: Call) => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: init.headers as Record<string, string>,
      };
      calls.push(call);
      return handler(call);
    }),
  );
}
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  navigate('/hcims');
  setTokens('access-1', 'refresh-1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the session in the browser', () => {
  it('keeps the tokens in localStorage under token and refreshToken', () => {
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('refresh: POST /api/auth/token/refresh/ {refresh} without a bearer token, both answers stored', async () => {
    serve(() => json(200, { access: 'access-2', refresh: 'refresh-2' }));
    await expect(refreshSession()).resolves.toBe(true);
    expect(calls.filter((c) => c.url.endsWith('/token/refresh/'))).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/token/refresh/', method: 'POST', body: { refresh: 'refresh-1' } });
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect([getAccessToken(), getRefreshToken()]).toEqual(['access-2', 'refresh-2']);
  });

  it('refresh is single-flight: simultaneous callers share one call', async () => {
    serve(() => json(200, { access: 'access-2', refresh: 'refresh-2' }));
    const results = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(results).toEqual([true, true, true]);
    expect(calls.filter((c) => c.url.endsWith('/token/refresh/'))).toHaveLength(1);
  });

  it('a missing refresh token logs out (no refresh call)', async () => {
    localStorage.removeItem('refreshToken');
    serve(() => json(204));
    await expect(refreshSession()).resolves.toBe(false);
    expect(calls).toEqual([]);
    expect(getAccessToken()).toBeNull();
    expect(getLocation().pathname).toBe(SIGN_IN_PATH);
  });

  it('a failed refresh is logged, then logs out', async () => {
    serve((call) => (call.url.endsWith('/token/refresh/') ? json(401, { error: { code: 'AUTH_SESSION_ENDED' } }) : json(204)));
    await expect(refreshSession()).resolves.toBe(false);
    expect(console.error).toHaveBeenCalledWith('failed to refresh the session', expect.anything());
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/token/refresh/', '/api/auth/logout']);
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
    expect(getLocation().pathname).toBe(SIGN_IN_PATH);
  });

  it('a refresh that answers after an idle sign-out does not bring the session back', async () => {
    let answer!: (r: Response) => void;
    serve(() => new Promise<Response>((r) => (answer = r)));
    const pending = refreshSession();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    idleLogout();
    answer(json(200, { access: 'late', refresh: 'late' }));
    await expect(pending).resolves.toBe(false);
    expect(getAccessToken()).toBeNull();
  });

  it('logout: POST /api/auth/logout {refresh} with the bearer token, then tokens gone and sign-in shown (history replaced)', async () => {
    serve(() => json(204));
    const length = history.length;
    await logout();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST', body: { refresh: 'refresh-1' } });
    expect(calls[0]!.headers.authorization).toBe('Bearer access-1');
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
    expect(getLocation().pathname).toBe(SIGN_IN_PATH);
    expect(history.length).toBe(length);
  });

  it('logout signs out even when the call fails; the failure is only logged', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await logout();
    expect(console.error).toHaveBeenCalledWith('failed to logout', expect.anything());
    expect(getAccessToken()).toBeNull();
    expect(getLocation().pathname).toBe(SIGN_IN_PATH);
  });

  it('idle logout clears the tokens and goes to sign-in without any server call', () => {
    serve(() => json(204));
    idleLogout();
    expect(calls).toEqual([]);
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
    expect(getLocation()).toMatchObject({ pathname: SIGN_IN_PATH, state: { from: '/hcims' } });
  });

  it('a 401 on a product call refreshes once and retries with the new token', async () => {
    serve((call) => {
      if (call.url.endsWith('/token/refresh/')) return json(200, { access: 'access-2', refresh: 'refresh-2' });
      return call.headers.authorization === 'Bearer access-2' ? json(200, [{ id: 1 }]) : json(401, {});
    });
    await expect(api.get('/company-Setup/departments/')).resolves.toEqual([{ id: 1 }]);
    expect(calls.filter((c) => c.url !== '/api/auth/me').map((c) => c.url)).toEqual([
      '/api/company-Setup/departments/',
      '/api/auth/token/refresh/',
      '/api/company-Setup/departments/',
    ]);
  });

  it('the signed-in user comes from the sign-in answer, then from GET /api/auth/me', async () => {
    const user = { id: '00000000-0000-4000-8000-000000000001', email: 'a@b.c', name: 'Layla Haddad', status: 'active' as const };
    const company = {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Meridian',
      groupId: '00000000-0000-4000-8000-000000000003',
      groupName: 'G',
    };
    startSession({ access: 'x', refresh: 'y', user, company, permissions: { 'people.employees:read': 'company' } });
    expect(sessionStore.getState().user?.name).toBe('Layla Haddad');
    serve(() => json(200, { user: { ...user, name: 'Layla H.' }, company, companies: [], permissions: {}, sessionId: user.id }));
    await loadCurrentUser();
    expect(calls[0]).toMatchObject({ url: '/api/auth/me', method: 'GET' });
    expect(sessionStore.getState()).toMatchObject({ user: { name: 'Layla H.' }, permissions: {} });
  });

  it('asks GET /api/auth/me for the permissions only while they are unknown (ADR 0135)', async () => {
    const user = { id: '00000000-0000-4000-8000-000000000001', email: 'a@b.c', name: 'Layla Haddad', status: 'active' as const };
    serve(() => json(200, { user, company: null, companies: [], permissions: { 'people.employees:read': 'company' }, sessionId: user.id }));
    sessionStore.setState({ permissions: null });
    // The start and the signed-in frame both ask: one call.
    await Promise.all([loadCurrentUserIfUnknown(), loadCurrentUserIfUnknown()]);
    expect(calls).toHaveLength(1);
    expect(sessionStore.getState().permissions).toEqual({ 'people.employees:read': 'company' });
    // Known by the time a later caller's code has loaded: no second call.
    await expect(loadCurrentUserIfUnknown()).resolves.toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('permissions: unknown allows everything; known ones gate by code', () => {
    expect(hasPermission(null, 'people.employees:read')).toBe(true);
    expect(hasPermission({}, undefined)).toBe(true);
    expect(hasPermission({ 'people.employees:read': 'own' }, 'people.employees:read')).toBe(true);
    expect(hasPermission({ 'people.employees:read': 'own' }, 'access.roles:read')).toBe(false);
  });
});
