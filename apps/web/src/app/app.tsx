import { useEffect } from 'react';
import { useLocation } from '../shared/lib/router';
import { prepareSignedInSession } from '../shared/lib/session';
import { Spinner } from '../shared/ui/spinner';
import { signedInLoader } from './router/load-signed-in';
import { moduleLoader, useLoaded } from './router/module-loader';
import { resolvePublicPath } from './router/public-routes';
import { LoadBoundary, ScreenOutlet } from './router/screen-outlet';
import { BlankLayout } from './shell/blank-layout';
import { LoadFailed } from './shell/load-failed';

// Every module's routes and what resolves them: not needed by the public pages, so not on the
// sign-in page's 100 KB budget. With tokens present they start loading at once, before the first
// render, with the signed-in frame; each starts more of the first screen as it arrives (ADR 0135).
const resolvedRouteLoader = moduleLoader(() => import('./router/resolved-route').then((m) => m.ResolvedRoute));
if (typeof localStorage !== 'undefined' && localStorage.getItem('token')) {
  void resolvedRouteLoader.load().catch(() => undefined);
  void signedInLoader.load().catch(() => undefined);
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
      <Routes />
    </LoadBoundary>
  );
}

/** Every module's routes once their code is in (state, not Suspense: router/module-loader.ts). */
function Routes() {
  const { value: ResolvedRoute, failed } = useLoaded(resolvedRouteLoader);
  if (failed) return <LoadFailed fullScreen />;
  return ResolvedRoute ? <ResolvedRoute spinner={fullScreenSpinner} /> : fullScreenSpinner;
}
