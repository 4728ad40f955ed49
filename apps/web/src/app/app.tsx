import { useEffect } from 'react';
import { Navigate, useLocation } from '../shared/lib/router';
import { hasPermission, SIGN_IN_PATH, useSession, useSignedIn } from '../shared/lib/session';
import { DefaultLayoutLoader } from './router/default-layout-loader';
import { resolvePath } from './router/route-table';
import { ScreenOutlet } from './router/screen-outlet';
import { useSessionKeeper } from './router/use-session-keeper';
import { AccessDenied } from './shell/access-denied';
import { BlankLayout } from './shell/blank-layout';
import { NotFoundPage } from './shell/not-found-page';

/** Resolves the location against the registry: layout, access check, lazy screen. */
export function App() {
  const location = useLocation();
  const signedIn = useSignedIn();
  const permissions = useSession((s) => s.permissions);
  useSessionKeeper(signedIn);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const resolved = resolvePath(location.pathname);
  if (resolved.kind === 'redirect') return <Navigate to={`${resolved.to}${location.search}${location.hash}`} replace />;
  if (resolved.kind === 'not-found')
    return (
      <BlankLayout>
        <NotFoundPage />
      </BlankLayout>
    );

  const { route } = resolved;
  if (route.protected && !signedIn) {
    // Spec section 4: replace history, so Back does not return to the protected page.
    return <Navigate to={SIGN_IN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  const content = hasPermission(permissions, route.permission) ? <ScreenOutlet route={route} /> : <AccessDenied />;
  if (route.layout === 'blank') return <BlankLayout>{content}</BlankLayout>;
  return <DefaultLayoutLoader>{content}</DefaultLayoutLoader>;
}
