import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, REFRESH_INTERVAL_MS } from '../../shared/lib/session/session-timers';
import { useSessionKeeper } from './use-session-keeper';

const calls = vi.hoisted(() => ({ idle: 0, refresh: 0 }));
vi.mock('../../shared/lib/session/sign-out', () => ({ idleLogout: () => void calls.idle++ }));
vi.mock('../../shared/lib/session/session', () => ({ refreshSession: () => Promise.resolve(void calls.refresh++) }));

describe('useSessionKeeper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.idle = 0;
    calls.refresh = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('arms the timers in the first commit, so time that passes right after it already counts', () => {
    renderHook(() => useSessionKeeper(true));
    // No await between the render and the clock: timers started after a dynamic import would miss this.
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS);
    expect(calls.refresh).toBe(1);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - REFRESH_INTERVAL_MS);
    expect(calls.idle).toBe(1);
  });

  it('stops the timers when the signed-in screen goes away, and starts none when signed out', () => {
    const { unmount } = renderHook(() => useSessionKeeper(true));
    unmount();
    renderHook(() => useSessionKeeper(false));
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(calls).toEqual({ idle: 0, refresh: 0 });
  });
});
