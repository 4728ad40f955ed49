import { createApiClient, type ApiResponse } from '../../api/client';
import type { HttpClient } from './http-client';
import { readHandoff, writeHandoff } from './rotation-handoff';
import { api, getAccessToken, getRefreshToken, hasToken, sessionGeneration, sessionStore, setTokens } from './session';
import { logout } from './sign-out';

/*
 * What the session needs only once signed in; session.ts loads it on first use, keeping it off the
 * sign-in page's bundle.
 */

type LockManagerLike = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> };

/** The Web Locks API where the browser has it (every tab of the origin shares the lock). */
const lockManager = (): LockManagerLike | undefined => (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;

let refreshing: Promise<boolean> | null = null;

/**
 * The server rotates refresh tokens with no grace window and treats a reused one as theft (the
 * whole family is revoked), so two tabs must never send the same token. Callers in this tab share
 * one refresh; across tabs the refresh runs under the `hcims-refresh` lock, and inside it the stored
 * token is read again: when another tab has rotated it meanwhile, its new pair (already in local
 * storage) is used instead of refreshing again.
 *
 * `seen` is the refresh token the caller knew, `started` the session generation when it asked.
 */
export function refreshTokens(seen: string | null = getRefreshToken(), started = sessionGeneration()): Promise<boolean> {
  refreshing ??= (async () => {
    const run = () => refreshOnce(seen, started);
    const locks = lockManager();
    return locks ? locks.request('hcims-refresh', run) : run();
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshOnce(seen: string | null, started: number): Promise<boolean> {
  // Signed out while waiting for the lock (idle timeout, sign-out): nothing to refresh.
  if (started !== sessionGeneration()) return false;
  const refresh = getRefreshToken();
  if (!refresh) {
    await logout();
    return false;
  }
  if (seen && refresh !== seen && getAccessToken()) {
    // Another tab rotated the pair while this one waited: use it.
    void loadCurrentUser();
    return true;
  }
  // Local storage may not show yet what the previous lock holder wrote; its handoff does.
  const handoff = await readHandoff();
  if (handoff?.from === refresh && started === sessionGeneration()) {
    setTokens(handoff.access, handoff.refresh);
    void loadCurrentUser();
    return true;
  }
  try {
    // Typed as possibly partial: a proxy or a broken server may answer 200 without the tokens.
    const answer: Partial<ApiResponse<'/auth/token/refresh/', 'post'>> | null = await createApiClient(api).post('/auth/token/refresh/', {
      body: { refresh },
      auth: false,
      retryOn401: false,
    });
    if (!answer?.access) throw new Error('the refresh answer has no access token');
    // Signed out while the call was out (idle timeout, sign-out): do not bring the session back.
    if (started !== sessionGeneration()) return false;
    setTokens(answer.access, answer.refresh ?? refresh);
    await writeHandoff({ from: refresh, access: answer.access, refresh: answer.refresh ?? refresh });
    // A role change reaches the session at the refresh at the latest: show it in the menus now.
    void loadCurrentUser();
    return true;
  } catch (error) {
    if (started !== sessionGeneration()) return false;
    console.error('failed to refresh the session', error);
    await logout();
    return false;
  }
}

let loadingUser: Promise<boolean> | null = null;

/** GET /api/auth/me into the session store; concurrent callers share one call. */
export function loadCurrentUser(client: HttpClient = api): Promise<boolean> {
  loadingUser ??= (async () => {
    const started = sessionGeneration();
    try {
      const me: Partial<ApiResponse<'/auth/me', 'get'>> | null = await createApiClient(client).get('/auth/me');
      if (started !== sessionGeneration() || !hasToken() || !me?.user) return false;
      sessionStore.setState({
        user: me.user,
        company: me.company,
        permissions: me.permissions,
        twoFactorSetupRequired: me.twoFactorSetupRequired === true,
      });
      return true;
    } catch (error) {
      console.warn('could not load the signed-in user', error);
      return false;
    }
  })().finally(() => {
    loadingUser = null;
  });
  return loadingUser;
}
