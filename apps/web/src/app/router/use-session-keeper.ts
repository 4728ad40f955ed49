import { useEffect } from 'react';
import { refreshSession } from '../../shared/lib/session/session';
import { idleLogout } from '../../shared/lib/session/sign-out';

/**
 * While signed in: refresh the tokens every 180000 ms (a missing refresh token or a failed refresh
 * logs out) and log out after 1800000 ms without activity (no server call). The timers load only
 * once signed in, keeping them off the sign-in page's bundle.
 */
export function useSessionKeeper(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../../shared/lib/session/session-timers').then(({ startSessionTimers }) => {
      if (cancelled) return;
      stop = startSessionTimers({ onRefreshDue: () => void refreshSession(), onIdle: idleLogout }).stop;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn]);
}
