import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, IDLE_TIMEOUT_MS, REFRESH_INTERVAL_MS, startSessionTimers } from './session-timers';

describe('session timers (fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec constants: refresh every 180000 ms, idle after 1800000 ms', () => {
    expect(REFRESH_INTERVAL_MS).toBe(180_000);
    expect(IDLE_TIMEOUT_MS).toBe(1_800_000);
  });

  it('asks for a refresh every 180000 ms', () => {
    const onRefreshDue = vi.fn();
    const timers = startSessionTimers({ onRefreshDue, onIdle: vi.fn(), activityTarget: new EventTarget() });
    vi.advanceTimersByTime(179_999);
    expect(onRefreshDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onRefreshDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(180_000 * 3);
    expect(onRefreshDue).toHaveBeenCalledTimes(4);
    timers.stop();
    vi.advanceTimersByTime(180_000);
    expect(onRefreshDue).toHaveBeenCalledTimes(4);
  });

  it('signs out after 30 minutes without activity, once, and stops refreshing', () => {
    const onIdle = vi.fn();
    const onRefreshDue = vi.fn();
    startSessionTimers({ onRefreshDue, onIdle, activityTarget: new EventTarget() });
    vi.advanceTimersByTime(1_799_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    const refreshes = onRefreshDue.mock.calls.length;
    vi.advanceTimersByTime(3_600_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onRefreshDue).toHaveBeenCalledTimes(refreshes);
  });

  it.each(['mousemove', 'keydown', 'click', 'scroll', 'touchstart'])('a %s event restarts the idle timer', (type) => {
    expect(ACTIVITY_EVENTS).toContain(type);
    const onIdle = vi.fn();
    const target = new EventTarget();
    startSessionTimers({ onRefreshDue: vi.fn(), onIdle, activityTarget: target });
    vi.advanceTimersByTime(1_500_000);
    target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(1_500_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('takes an injected clock', () => {
    const scheduled: { fn: () => void; ms: number; kind: string }[] = [];
    const clock = {
      setTimeout: (fn: () => void, ms: number) => scheduled.push({ fn, ms, kind: 'timeout' }),
      clearTimeout: vi.fn(),
      setInterval: (fn: () => void, ms: number) => scheduled.push({ fn, ms, kind: 'interval' }),
      clearInterval: vi.fn(),
    };
    const onIdle = vi.fn();
    startSessionTimers({ clock, onRefreshDue: vi.fn(), onIdle, activityTarget: new EventTarget() });
    expect(scheduled.map((s) => [s.kind, s.ms])).toEqual([
      ['interval', 180_000],
      ['timeout', 1_800_000],
    ]);
    scheduled[1]!.fn();
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(clock.clearInterval).toHaveBeenCalled();
  });

  it('stops listening for activity when stopped', () => {
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    startSessionTimers({ onRefreshDue: vi.fn(), onIdle: vi.fn(), activityTarget: target }).stop();
    expect(remove.mock.calls.map((c) => c[0])).toEqual([...ACTIVITY_EVENTS]);
  });
});
