import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../../shared/lib/router';
import { hasToken, loadCurrentUserIfUnknown, SIGN_IN_PATH, sessionStore, useSignedIn } from '../../shared/lib/session';
import { BlankLayout } from '../shell/blank-layout';
import { LoadFailed } from '../shell/load-failed';
import { NotFoundPage } from '../shell/not-found-page';
import { layoutLoader } from './load-default-layout';
import { signedInLoader } from './load-signed-in';
import { useLoaded } from './module-loader';
import { resolvePath } from './route-table';
import { LoadBoundary, ScreenOutlet } from './screen-outlet';
import { preloadScreen } from './screen-preload';
import type { ScreenRoute } from '../../shared/lib/registry';

// Loaded at start when tokens are present (app.tsx). For a protected screen, GET /api/auth/me (the
// permissions the signed-in frame waits for), the default layout with its strings, and the screen
// itself start now, side by side, instead of one after the other (ADR 0135).
if (typeof window !== 'undefined' && hasToken()) {
  const first = resolvePath(window.location.pathname);
  if (first.kind === 'screen' && first.route.protected) {
    // In this order: the layout's many files would otherwise queue ahead of /me and the data.
    void loadCurrentUserIfUnknown();
    preloadScreen(first.route, sessionStore.getState().permissions);
    if (first.route.layout === 'default') void layoutLoader.load().catch(() => undefined);
  }
}

/** Any path but the public pages, against every module's routes: redirect, not found, sign-in first, or the screen. */
export function ResolvedRoute({ spinner }: { spinner: ReactNode }) {
  const location = useLocation();
  const signedIn = useSignedIn();
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
      <SignedIn route={route} spinner={spinner} />
    </LoadBoundary>
  );
}

/** The signed-in frame around the screen once its code is in (state, not Suspense: module-loader.ts). */
function SignedIn({ route, spinner }: { route: ScreenRoute; spinner: ReactNode }) {
  const { value: SignedInScreen, failed } = useLoaded(signedInLoader);
  if (failed) return <LoadFailed fullScreen />;
  return SignedInScreen ? <SignedInScreen route={route} /> : spinner;
}
