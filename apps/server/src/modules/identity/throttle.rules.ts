/** Sign-in throttles: pure rules, unit-tested; the service stores the state per account and client pair and per account (ADR 0045). */

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

/**
 * Account-wide slow-down (ADR 0045): failures on one account from clients it does not know
 * (no device token) are counted together; past SLOWDOWN_AFTER of them, such clients may try
 * only once per interval, which doubles from a second up to SLOWDOWN_LONGEST_MS. It never
 * locks: the right password from a known device, or after the short wait, still signs in.
 */
export const SLOWDOWN_AFTER = 10;
export const SLOWDOWN_FIRST_MS = 1_000;
export const SLOWDOWN_LONGEST_MS = 30_000;

export function slowdownMs(failures: number): number {
  if (failures < SLOWDOWN_AFTER) return 0;
  return Math.min(SLOWDOWN_FIRST_MS * 2 ** (failures - SLOWDOWN_AFTER), SLOWDOWN_LONGEST_MS);
}

/** The account's state after one more failure from an unknown client; `lockedUntil` is when the next such try is allowed. */
export function afterAccountFailure(state: ThrottleState | null, now: Date): ThrottleState {
  const t = now.getTime();
  const inWindow = state?.windowStartedAt && t - state.updatedAt.getTime() < FAILURE_WINDOW_MS;
  const failures = inWindow ? state.failures + 1 : 1;
  const wait = slowdownMs(failures);
  return {
    failures,
    windowStartedAt: inWindow ? state.windowStartedAt : now,
    lockedUntil: wait > 0 ? new Date(t + wait) : null,
    lockouts: 0,
    updatedAt: now,
  };
}
