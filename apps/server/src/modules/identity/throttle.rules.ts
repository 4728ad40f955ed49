/** Sign-in lock-out: pure rules, unit-tested; the service stores the state per email address. */

export const FAILURES_BEFORE_LOCK = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const FIRST_LOCK_MS = 15 * 60_000;
export const LONGEST_LOCK_MS = 24 * 60 * 60_000;
/** A day without failures forgets earlier locks, so the back-off starts again at 15 minutes. */
export const LOCKOUT_MEMORY_MS = 24 * 60 * 60_000;

export type ThrottleState = {
  failures: number;
  windowStartedAt: Date | null;
  lockedUntil: Date | null;
  lockouts: number;
  updatedAt: Date;
};

/** 15 minutes, then 30, 60, ... doubling with each consecutive lock, at most a day. */
export function lockDurationMs(lockouts: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.max(0, lockouts - 1), LONGEST_LOCK_MS);
}

export function lockedFor(state: ThrottleState | null, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}

/** The state after one more failure; `lockedNow` when this failure triggers a lock. */
export function afterFailure(state: ThrottleState | null, now: Date): { next: ThrottleState; lockedNow: boolean } {
  const t = now.getTime();
  const remembered = state && t - state.updatedAt.getTime() < LOCKOUT_MEMORY_MS ? state.lockouts : 0;
  const inWindow = state?.windowStartedAt && t - state.windowStartedAt.getTime() < FAILURE_WINDOW_MS;
  const failures = inWindow ? state.failures + 1 : 1;
  const windowStartedAt = inWindow ? state.windowStartedAt : now;
  if (failures >= FAILURES_BEFORE_LOCK) {
    const lockouts = remembered + 1;
    return {
      next: { failures: 0, windowStartedAt: null, lockedUntil: new Date(t + lockDurationMs(lockouts)), lockouts, updatedAt: now },
      lockedNow: true,
    };
  }
  return { next: { failures, windowStartedAt, lockedUntil: null, lockouts: remembered, updatedAt: now }, lockedNow: false };
}
