import { useEffect, useRef, useState } from 'react';
import { isSamePath, Navigate, useLocation } from '../shared/lib/router';
import {
  hasPermission,
  isLocked,
  loadCurrentUser,
  LOCK_PATH,
  lockSession,
  SIGN_IN_PATH,
  useLocked,
  useSession,
  useSignedIn,
} from '../shared/lib/session';
import { DefaultLayoutLoader } from './router/default-layout-loader';
import { resolvePath } from './router/route-table';
import { ScreenOutlet } from './router/screen-outlet';
import { useSessionKeeper } from './router/use-session-keeper';
import { AccessDenied } from './shell/access-denied';
import { BlankLayout } from './shell/blank-layout';
import { LoadFailed } from './shell/load-failed';
import { NotFoundPage } from './shell/not-found-page';

/**
 * The signed-in user's permissions: from the sign-in answer, or after a reload from GET /api/auth/me.
 * 'unknown' until then (nothing may be shown as allowed), 'failed' when /me could not be loaded.
 */
function usePermissionState(signedIn: boolean): 'known' | 'unknown' | 'failed' {
  const permissions = useSession((s) => s.permissions);
  const [failed, setFailed] = useState(false);
  const unknown = signedIn && permissions === null;
  useEffect(() => {
    if (!unknown) return;
    let current = true;
    void loadCurrentUser().then((loaded) => {
      if (current) setFailed(!loaded);
    });
    return () => {
      current = false;
    };
  }, [unknown]);
  if (!unknown) return 'known';
  return failed ? 'failed' : 'unknown';
}

/** Resolves the location against the registry: layout, access and lock checks, lazy screen. */
export function App() {
  const location = useLocation();
  const signedIn = useSignedIn();
  const locked = useLocked();
  const permissions = useSession((s) => s.permissions);
  const permissionState = usePermissionState(signedIn);
  const lastPage = useRef('/');
  useSessionKeeper(signedIn);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const resolved = resolvePath(location.pathname);
  const route = resolved.kind === 'screen' ? resolved.route : null;
  const here = `${location.pathname}${location.search}`;
  const onLockScreen = !!route && isSamePath(route.path, LOCK_PATH);
  const onProtectedPage = !!route?.protected && !onLockScreen;

  // The page to come back to when the lock screen is opened from the menu, by voice or by URL.
  useEffect(() => {
    if (signedIn && onProtectedPage && !isLocked()) lastPage.current = here;
  }, [signedIn, onProtectedPage, here]);

  // Arriving on the lock screen locks the session (every tab) until the password unlocks it. Only on
  // arrival (a new location): when another tab unlocks, this one must not lock again.
  useEffect(() => {
    if (!signedIn || !onLockScreen || isLocked()) return;
    const from = (location.state as { from?: unknown } | null)?.from;
    lockSession(typeof from === 'string' ? from : lastPage.current);
  }, [location, signedIn, onLockScreen]);

  if (resolved.kind === 'redirect') return <Navigate to={`${resolved.to}${location.search}${location.hash}`} replace />;
  if (!route)
    return (
      <BlankLayout>
        <NotFoundPage />
      </BlankLayout>
    );

  if (route.protected && !signedIn) {
    // Spec section 4: replace history, so Back does not return to the protected page.
    return <Navigate to={SIGN_IN_PATH} replace state={{ from: here }} />;
  }
  if (locked && onProtectedPage) {
    // Locked: Back, a typed URL or a link in another tab lead to the lock screen, which returns here.
    return <Navigate to={LOCK_PATH} replace state={{ from: here }} />;
  }
  if (route.layout === 'blank')
    return <BlankLayout>{hasPermission(permissions, route.permission) ? <ScreenOutlet route={route} /> : <AccessDenied />}</BlankLayout>;
  if (route.protected && permissionState === 'failed') return <LoadFailed fullScreen />;
  const content = hasPermission(permissions, route.permission) ? <ScreenOutlet route={route} /> : <AccessDenied />;
  return <DefaultLayoutLoader ready={!route.protected || permissionState === 'known'}>{content}</DefaultLayoutLoader>;
}
