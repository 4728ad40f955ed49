import { createApiClient } from '../../api/client';
import { getLocation, navigate } from '../router';
import { clearHandoff } from './rotation-handoff';
import { api, clearSession, getAccessToken, getRefreshToken, SIGN_IN_PATH } from './session';

/*
 * Signing out. Imported on its own, not through the session index: only signed-in code calls it,
 * and the sign-in page's bundle stays without it.
 */

/**
 * Sign-out as PRODUCT.md decides for the sidebar and the header alike: POST /auth/logout {refresh},
 * and whatever the answer the tokens are removed and the user lands on the sign-in page. A failure
 * is only logged ('failed to logout'). The call is sent before the tokens go, so it carries them,
 * and the user is never kept waiting on it.
 */
export function logout(): Promise<void> {
  const refresh = getRefreshToken();
  const access = getAccessToken();
  const call = refresh
    ? createApiClient(api)
        .post('/auth/logout', { body: { refresh }, accessToken: access, retryOn401: false, keepalive: true })
        .then(
          () => undefined,
          (error: unknown) => console.error('failed to logout', error),
        )
    : Promise.resolve();
  clearSession();
  void clearHandoff();
  navigate(SIGN_IN_PATH, { replace: true });
  return call;
}

/** Spec section 4: idle logout only clears the tokens and goes to sign-in, with no server call. */
export function idleLogout(): void {
  const { pathname, search } = getLocation();
  clearSession();
  void clearHandoff();
  navigate(SIGN_IN_PATH, { replace: true, state: { from: `${pathname}${search}` } });
}
