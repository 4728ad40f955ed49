/** Spec section 9: refresh every 3 minutes, sign out after 30 minutes without activity. */
export const REFRESH_INTERVAL_MS = 180_000;
export const IDLE_TIMEOUT_MS = 1_800_000;
/** Mouse, key, click, scroll and touch count as activity (spec section 4). */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'click', 'scroll', 'wheel', 'touchstart', 'touchmove'] as const;

export type Clock = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
};

/** The page's own timers, looked up on each call so test clocks installed later still apply. */
export const browserClock: Clock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as number),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as number),
};

export type ActivityTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export type SessionTimerOptions = {
  clock?: Clock;
  activityTarget?: ActivityTarget;
  refreshIntervalMs?: number;
  idleTimeoutMs?: number;
  /** Called every refresh interval. */
  onRefreshDue: () => void;
  /** Called after the idle timeout with no activity. */
  onIdle: () => void;
};

export type SessionTimers = { stop: () => void; /** Counts as activity (restarts the idle timer). */ touch: () => void };

export function startSessionTimers(options: SessionTimerOptions): SessionTimers {
  const clock = options.clock ?? browserClock;
  const target = options.activityTarget ?? window;
  const idleMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  let stopped = false;
  let idleTimer: unknown = null;

  const armIdle = () => {
    if (stopped) return;
    if (idleTimer !== null) clock.clearTimeout(idleTimer);
    idleTimer = clock.setTimeout(() => {
      if (stopped) return;
      stop();
      options.onIdle();
    }, idleMs);
  };
  const refreshTimer = clock.setInterval(() => {
    if (!stopped) options.onRefreshDue();
  }, options.refreshIntervalMs ?? REFRESH_INTERVAL_MS);

  const listenerOptions: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, armIdle, listenerOptions);
  armIdle();

  function stop() {
    if (stopped) return;
    stopped = true;
    clock.clearInterval(refreshTimer);
    if (idleTimer !== null) clock.clearTimeout(idleTimer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, armIdle, listenerOptions);
  }
  return { stop, touch: armIdle };
}
