import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from '../shared/lib/router';
import { SIGN_IN_PATH, useSignedIn } from '../shared/lib/session';
import { Spinner } from '../shared/ui/spinner';
import { withRetry } from './router/lazy-retry';
import { resolvePath } from './router/route-table';
import { LoadBoundary, ScreenOutlet } from './router/screen-outlet';
import { BlankLayout } from './shell/blank-layout';
import { LoadFailed } from './shell/load-failed';
import { NotFoundPage } from './shell/not-found-page';

// Everything only a signed-in user needs (lock, permissions, timers, default layout) stays off the
// sign-in page's 100 KB budget. With tokens present it starts loading at once, before the first render.
const loadSignedIn = () => withRetry(() => import('./router/signed-in-screen')).then((m) => ({ default: m.SignedInScreen }));
const SignedInScreen = lazy(loadSignedIn);
if (typeof localStorage !== 'undefined' && localStorage.getItem('token')) void loadSignedIn().catch(() => undefined);

/** Resolves the location against the registry: layout, access check, lazy screen. */
export function App() {
  const location = useLocation();
  const signedIn = useSignedIn();

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
  if (!route.protected)
    return (
      <BlankLayout>
        <ScreenOutlet route={route} />
      </BlankLayout>
    );
  if (!signedIn) {
    // Spec section 4: replace history, so Back does not return to the protected page.
    return <Navigate to={SIGN_IN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return (
    <LoadBoundary resetKey="signed-in" fallback={<LoadFailed fullScreen />}>
      <Suspense
        fallback={
          <div className="grid min-h-dvh place-items-center bg-page">
            <Spinner />
          </div>
        }
      >
        <SignedInScreen route={route} />
      </Suspense>
    </LoadBoundary>
  );
}
