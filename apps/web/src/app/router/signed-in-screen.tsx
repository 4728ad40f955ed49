import { useEffect, useState } from 'react';
import type { ScreenRoute } from '../../shared/lib/registry';
import { isSamePath, Navigate, useLocation } from '../../shared/lib/router';
import { hasPermission, loadCurrentUserIfUnknown, LOCK_PATH, TWO_FACTOR_SETUP_PATH, useSession } from '../../shared/lib/session';
import { isLocked, lockSession, useLocked } from '../../shared/lib/session/lock';
import { AccessDenied } from '../shell/access-denied';
import { BlankLayout } from '../shell/blank-layout';
import { LoadFailed } from '../shell/load-failed';
import { DefaultLayoutLoader } from './default-layout-loader';
import { ScreenOutlet } from './screen-outlet';
import { preloadScreen } from './screen-preload';
import { useSessionKeeper } from './use-session-keeper';

/*
 * A protected screen for a signed-in user: the lock, the permissions, the session timers and the
 * default layout. Loaded lazily by app.tsx, so none of it weighs on the sign-in page.
 */

/** The last protected page shown: where the lock screen returns when opened from a menu or by voice. */
let lastPage = '/';

/**
 * The signed-in user's permissions: from the sign-in answer, or after a reload from GET /api/auth/me.
 * 'unknown' until then (nothing may be shown as allowed), 'failed' when /me could not be loaded.
 */
function usePermissionState(): 'known' | 'unknown' | 'failed' {
  const unknown = useSession((s) => s.permissions === null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!unknown) return;
    let current = true;
    // /me started at boot (resolved-route.tsx) may answer between this render and the call.
    void loadCurrentUserIfUnknown().then((loaded) => {
      if (current) setFailed(!loaded);
    });
    return () => {
      current = false;
    };
  }, [unknown]);
  if (!unknown) return 'known';
  return failed ? 'failed' : 'unknown';
}

export function SignedInScreen({ route }: { route: ScreenRoute }) {
  const location = useLocation();
  const locked = useLocked();
  const permissions = useSession((s) => s.permissions);
  const setupFirst = useSession((s) => s.twoFactorSetupRequired === true);
  const permissionState = usePermissionState();
  useSessionKeeper(true);
  const here = `${location.pathname}${location.search}`;
  const onLockScreen = isSamePath(route.path, LOCK_PATH);

  useEffect(() => {
    if (!onLockScreen && !isLocked()) lastPage = here;
  }, [onLockScreen, here]);

  // A screen that needs a permission starts its first data as soon as the permissions allow it.
  useEffect(() => {
    if (permissions) preloadScreen(route, permissions);
  }, [route, permissions]);

  // Arriving on the lock screen (menu, voice, a typed URL) locks every tab until the password
  // unlocks it. Only on arrival (a new location): when another tab unlocks, this one must not relock.
  useEffect(() => {
    if (!onLockScreen || isLocked()) return;
    const from = (location.state as { from?: unknown } | null)?.from;
    lockSession(typeof from === 'string' ? from : lastPage);
  }, [location, onLockScreen]);

  // Locked: Back, a typed URL or a link in another tab lead to the lock screen, which returns here.
  if (locked && !onLockScreen) return <Navigate to={LOCK_PATH} replace state={{ from: here }} />;
  // A role requires two-factor sign-in: nothing else opens until it is set up (the server refuses the rest too).
  if (setupFirst && !isSamePath(route.path, TWO_FACTOR_SETUP_PATH) && !onLockScreen) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  const content = hasPermission(permissions, route.permission) ? <ScreenOutlet route={route} /> : <AccessDenied />;
  if (route.layout === 'blank') return <BlankLayout>{content}</BlankLayout>;
  if (permissionState === 'failed') return <LoadFailed fullScreen />;
  // Until the permissions are known only the loader shows: no menu or screen as if all were allowed.
  return <DefaultLayoutLoader ready={permissionState === 'known'}>{content}</DefaultLayoutLoader>;
}
