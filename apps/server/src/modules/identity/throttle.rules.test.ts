import { describe, expect, it } from 'vitest';
import {
  afterAccountFailure,
  afterFailure,
  FAILURES_BEFORE_LOCK,
  lockDurationMs,
  lockedFor,
  slowdownMs,
  type ThrottleState,
} from './throttle.rules.js';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * MINUTE);

function fail(times: number, state: ThrottleState | null, start: number, every = 0.1) {
  let current = state;
  let locked = false;
  for (let i = 0; i < times; i++) {
    const step = afterFailure(current, at(start + i * every));
    current = step.next;
    locked = step.lockedNow;
  }
  return { state: current!, locked };
}

describe('sign-in lock-out rules', () => {
  it('locks on the tenth failure within 15 minutes, for 15 minutes', () => {
    const nine = fail(9, null, 0);
    expect(nine.locked).toBe(false);
    expect(lockedFor(nine.state, at(1))).toBe(0);
    const ten = fail(1, nine.state, 1);
    expect(ten.locked).toBe(true);
    expect(lockedFor(ten.state, at(1))).toBe(15 * MINUTE);
    expect(lockedFor(ten.state, at(16.01))).toBe(0);
  });

  it('starts counting again when the 15-minute window has passed', () => {
    const nine = fail(9, null, 0);
    const later = fail(9, nine.state, 15);
    expect(later.locked).toBe(false);
    expect(later.state.failures).toBe(9);
  });

  it('doubles each consecutive lock, up to a day, and forgets after a quiet day', () => {
    expect([1, 2, 3, 4, 7, 20].map(lockDurationMs)).toEqual([15, 30, 60, 120, 960, 1440].map((m) => m * MINUTE));
    const first = fail(FAILURES_BEFORE_LOCK, null, 0);
    const second = fail(FAILURES_BEFORE_LOCK, first.state, 20);
    expect(second.state.lockouts).toBe(2);
    expect(lockedFor(second.state, at(21))).toBe(29.9 * MINUTE);
    const muchLater = fail(FAILURES_BEFORE_LOCK, second.state, 20 + 25 * 60);
    expect(muchLater.state.lockouts).toBe(1);
  });
});

describe('account-wide slow-down', () => {
  it('lets unknown clients try once a second after ten failures, doubling up to 30 seconds, and never locks for long', () => {
    expect([0, 9, 10, 11, 12, 14, 15, 40].map(slowdownMs)).toEqual([0, 0, 1, 2, 4, 16, 30, 30].map((s) => s * 1000));
    let state: ThrottleState | null = null;
    for (let i = 0; i < 9; i++) state = afterAccountFailure(state, at(i * 0.01));
    expect(lockedFor(state, at(0.1))).toBe(0);
    state = afterAccountFailure(state, at(0.1));
    expect(lockedFor(state, at(0.1))).toBe(1000);
    for (let i = 1; i <= 30; i++) state = afterAccountFailure(state, at(0.1 + i / 60));
    expect(lockedFor(state, at(0.6))).toBe(30_000);
  });

  it('forgets the failures after 15 quiet minutes', () => {
    let state: ThrottleState | null = null;
    for (let i = 0; i < 12; i++) state = afterAccountFailure(state, at(i * 0.01));
    state = afterAccountFailure(state, at(16));
    expect(state.failures).toBe(1);
    expect(state.lockedUntil).toBeNull();
  });
});
