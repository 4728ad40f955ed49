import { useSyncExternalStore } from 'react';
import { hasToken, LOCK_KEY, notifyTokens, subscribeTokens } from './session';

/*
 * The lock screen's flag (local storage, so every tab of the origin is locked at once). Imported
 * on its own, not through the session index: only signed-in code needs it, and the sign-in page's
 * bundle stays without it. Signing in or out removes it (session.ts).
 */

/** The path to return to while the screen is locked, else null. */
export const lockedReturnPath = (): string | null => (hasToken() ? localStorage.getItem(LOCK_KEY) : null);
export const isLocked = (): boolean => lockedReturnPath() !== null;

/** Locks the screen in every tab: until unlocked, protected screens lead to the lock screen. */
export function lockSession(returnPath: string): void {
  localStorage.setItem(LOCK_KEY, returnPath);
  notifyTokens();
}

/** After the server accepted the password (POST /api/auth/unlock). */
export function unlockSession(): void {
  localStorage.removeItem(LOCK_KEY);
  notifyTokens();
}

export function useLocked(): boolean {
  return useSyncExternalStore(subscribeTokens, isLocked, isLocked);
}
