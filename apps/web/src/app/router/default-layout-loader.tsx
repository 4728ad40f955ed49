import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Spinner } from '../../shared/ui/spinner';
import { LoadFailed } from '../shell/load-failed';
import { loadLayout } from './load-default-layout';
import { LoadBoundary } from './screen-outlet';

const DefaultLayout = lazy(loadLayout);

const fullScreenSpinner = (
  <div className="grid min-h-dvh place-items-center bg-page" data-testid="layout-loading">
    <Spinner />
  </div>
);

/**
 * The default layout, lazily. Until `ready` (the signed-in user's permissions are known) only the
 * loader shows, so neither a menu nor a screen appears as if everything were allowed; the layout's
 * code loads meanwhile.
 */
export function DefaultLayoutLoader({ children, ready = true }: { children: ReactNode; ready?: boolean }) {
  useEffect(() => {
    if (!ready) void loadLayout().catch(() => undefined);
  }, [ready]);
  if (!ready) return fullScreenSpinner;
  return (
    <LoadBoundary resetKey="default-layout" fallback={<LoadFailed fullScreen />}>
      <Suspense fallback={fullScreenSpinner}>
        <DefaultLayout>{children}</DefaultLayout>
      </Suspense>
    </LoadBoundary>
  );
}
