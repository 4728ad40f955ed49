import type { PermissionSet } from '@hcims/contracts/access';
import type { ActiveCompany, LoginResponse, SessionUser } from '@hcims/contracts/identity';
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { createHttpClient, type HttpClient } from './http-client';

/** Spec section 3: the tokens live in local storage under these keys. */
export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const SIGN_IN_PATH = '/auth/boxed-signin';
export const LOCK_PATH = '/auth/boxed-lockscreen';
/** Where a person goes whose role requires two-factor sign-in they have not set up (ADR 0087). */
export const TWO_FACTOR_SETUP_PATH = '/auth/two-factor-setup';
/** Set while the screen is locked, to the path to return to; shared by every tab (lock.ts). */
export const LOCK_KEY = 'hcims.locked';
export const API_BASE = '/api';

export type { SessionUser };

export type SessionState = {
  user: SessionUser | null;
  company: ActiveCompany | null;
  /** Permission codes of the signed-in user (code -> scope); null while unknown (everything is shown then). */
  permissions: PermissionSet | null;
  /** A role requires two-factor sign-in and the account has none: only its set-up screen is open (ADR 0087). */
  twoFactorSetupRequired?: boolean;
};

const emptySession: SessionState = { user: null, company: null, permissions: null, twoFactorSetupRequired: false };
export const sessionStore = createStore<SessionState>(() => emptySession);

const tokenListeners = new Set<() => void>();
/** Tells subscribeTokens' listeners in this tab that the tokens or the lock changed. */
export const notifyTokens = (): void => tokenListeners.forEach((l) => l());
const signOutListeners = new Set<() => void>();

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const getAccessToken = (): string | null => read(TOKEN_KEY);
export const getRefreshToken = (): string | null => read(REFRESH_TOKEN_KEY);
/** Spec section 5: the only access check is the presence of a token; its content is not checked. */
export const hasToken = (): boolean => !!getAccessToken();

/**
 * Whether the signed-in person must set up two-factor sign-in before anything else answers (ADR
 * 0087): from /me once known, before that from the access token's own claim. Only for what the
 * browser starts early (a screen's prefetch); the server decides every call.
 */
export function twoFactorSetupPending(): boolean {
  const state = sessionStore.getState();
  if (state.permissions !== null) return state.twoFactorSetupRequired === true;
  const payload = getAccessToken()?.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { tfs?: unknown };
    return claims.tfs === true;
  } catch {
    return false;
  }
}

export function setTokens(access: string, refresh?: string | null): void {
  window.localStorage.setItem(TOKEN_KEY, access);
  if (refresh) window.localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
  notifyTokens();
}

export function subscribeTokens(listener: () => void): () => void {
  tokenListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === REFRESH_TOKEN_KEY || event.key === LOCK_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    tokenListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Called whenever the session ends (caches of user data are dropped there). */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Bumped whenever the session ends, so answers arriving later (a refresh) are not stored. */
let generation = 0;
export const sessionGeneration = (): number => generation;

/** Forgets the tokens and the user, without any server call. */
export function clearSession(): void {
  generation++;
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(REFRESH_TOKEN_KEY);
  window.localStorage.removeItem(LOCK_KEY);
  sessionStore.setState(emptySession);
  notifyTokens();
  signOutListeners.forEach((l) => l());
}

/** For the sign-in screen: stores what POST /api/auth/login/ answered. */
export function startSession(answer: LoginResponse): void {
  window.localStorage.removeItem(LOCK_KEY);
  setTokens(answer.access, answer.refresh);
  sessionStore.setState({
    user: answer.user,
    company: answer.company,
    permissions: answer.permissions,
    twoFactorSetupRequired: answer.twoFactorSetupRequired === true,
  });
}

/**
 * POST /auth/token/refresh/ {refresh} -> {access, refresh}, both stored, then the user's permissions
 * again. Single-flight in the tab and serialized across tabs (session-refresh.ts, loaded only once
 * signed in). No refresh token, or a failed call, logs out.
 */
export function refreshSession(): Promise<boolean> {
  const seen = getRefreshToken();
  const started = generation;
  return import('./session-refresh').then((m) => m.refreshTokens(seen, started));
}

/**
 * GET /api/auth/me: the user, company and permissions (after a reload only the tokens are left, and
 * after a refresh a role change shows). Resolves false when it could not be loaded.
 */
export const loadCurrentUser = (client?: HttpClient): Promise<boolean> =>
  import('./session-refresh').then((m) => m.loadCurrentUser(client));

/**
 * loadCurrentUser for callers that only need the permissions known (the start with tokens, the
 * signed-in frame): no second call when the first has answered while this one waited for the code.
 */
export const loadCurrentUserIfUnknown = (): Promise<boolean> =>
  import('./session-refresh').then((m) => (sessionStore.getState().permissions !== null ? true : m.loadCurrentUser()));

/** Fetches that signed-in half of the session code ahead of its first use (app start with tokens). */
export const prepareSignedInSession = (): Promise<unknown> => import('./session-refresh');

/** The app's HTTP client for /api: bearer token, XSRF header, one refresh and retry on 401. */
export const api: HttpClient = createHttpClient({ baseUrl: API_BASE, getAccessToken, refresh: refreshSession });

/** True when the user may use something that needs `permission` (unknown permissions allow all). */
export function hasPermission(permissions: PermissionSet | null, permission: string | undefined): boolean {
  if (!permission || !permissions) return true;
  return Object.hasOwn(permissions, permission);
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeTokens, hasToken, hasToken);
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
