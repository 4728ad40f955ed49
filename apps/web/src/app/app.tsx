import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '../shared/lib/router';
import { prepareSignedInSession } from '../shared/lib/session';
import { Spinner } from '../shared/ui/spinner';
import { withRetry } from './router/lazy-retry';
import { loadSignedIn } from './router/load-signed-in';
import { resolvePublicPath } from './router/public-routes';
import { LoadBoundary, ScreenOutlet } from './router/screen-outlet';
import { BlankLayout } from './shell/blank-layout';
import { LoadFailed } from './shell/load-failed';

// Every module's routes and what resolves them: not needed by the public pages, so not on the
// sign-in page's 100 KB budget. With tokens present they start loading at once, before the first
// render, with the signed-in frame; each starts more of the first screen as it arrives (ADR 0135).
const loadResolved = () => withRetry(() => import('./router/resolved-route'));
const ResolvedRoute = lazy(() => loadResolved().then((m) => ({ default: m.ResolvedRoute })));
if (typeof localStorage !== 'undefined' && localStorage.getItem('token')) {
  void loadResolved().catch(() => undefined);
  void loadSignedIn().catch(() => undefined);
  void prepareSignedInSession().catch(() => undefined);
}

const fullScreenSpinner = (
  <div className="grid min-h-dvh place-items-center bg-page">
    <Spinner />
  </div>
);

/** Resolves the location against the registry: layout, access check, lazy screen. */
export function App() {
  const location = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const page = resolvePublicPath(location.pathname);
  if (page)
    return (
      <BlankLayout>
        <ScreenOutlet route={page} />
      </BlankLayout>
    );
  return (
    <LoadBoundary resetKey="routes" fallback={<LoadFailed fullScreen />}>
      <Suspense fallback={fullScreenSpinner}>
        <ResolvedRoute spinner={fullScreenSpinner} />
      </Suspense>
    </LoadBoundary>
  );
}
