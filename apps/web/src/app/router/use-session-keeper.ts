import { useEffect } from 'react';
import { refreshSession } from '../../shared/lib/session/session';
import { startSessionTimers } from '../../shared/lib/session/session-timers';
import { idleLogout } from '../../shared/lib/session/sign-out';

/**
 * While signed in: refresh the tokens every 180000 ms (a missing refresh token or a failed refresh
 * logs out) and log out after 1800000 ms without activity (no server call). Only the lazily loaded
 * signed-in screen uses this, so the timers stay off the sign-in page's bundle; they are imported
 * statically so that they run from the screen's first commit, before the layout can show.
 */
export function useSessionKeeper(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    return startSessionTimers({ onRefreshDue: () => void refreshSession(), onIdle: idleLogout }).stop;
  }, [signedIn]);
}
