import { useSyncExternalStore } from 'react';

/**
 * The app's own tiny router (ADR 0030, docs/decisions/0030-own-router-and-i18n-loader.md): the spec has no path parameters, so
 * exact path matching over the History API is all routing needs, and React Router's 12-30 KB
 * gzip would not fit the 100 KB budget of the sign-in page.
 */
export type AppLocation = {
  pathname: string;
  search: string;
  hash: string;
  /** history.state.usr, as React Router names it: data passed with navigate(to, { state }). */
  state: unknown;
  key: string;
};

export type NavigateOptions = { replace?: boolean; state?: unknown };

type HistoryState = { usr?: unknown; key?: string; idx?: number } | null;

const listeners = new Set<() => void>();
let keyCounter = 0;
const newKey = () => `${Date.now().toString(36)}-${(keyCounter++).toString(36)}`;

function readLocation(): AppLocation {
  const state = window.history.state as HistoryState;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: state?.usr ?? null,
    key: state?.key ?? 'default',
  };
}

let current: AppLocation | null = null;
let listening = false;

function emit(): void {
  current = readLocation();
  for (const listener of listeners) listener();
}

function ensureListening(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', emit);
}

/** The current location (a stable object until the location changes). */
export function getLocation(): AppLocation {
  current ??= readLocation();
  return current;
}

export function subscribeLocation(listener: () => void): () => void {
  ensureListening();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Navigates inside the app. A number goes back or forward in history like history.go(n). */
export function navigate(to: string | number, options: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const href = `${url.pathname}${url.search}${url.hash}`;
  const state: HistoryState = { usr: options.state ?? null, key: newKey() };
  if (options.replace) window.history.replaceState(state, '', href);
  else window.history.pushState(state, '', href);
  emit();
}

export function useLocation(): AppLocation {
  return useSyncExternalStore(subscribeLocation, getLocation, getLocation);
}

export function useNavigate(): typeof navigate {
  return navigate;
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return new URLSearchParams(search);
}

/** Paths compare without case and trailing slash, as React Router matched them by default. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

export function isSamePath(a: string, b: string): boolean {
  return normalizePath(a) === normalizePath(b);
}
