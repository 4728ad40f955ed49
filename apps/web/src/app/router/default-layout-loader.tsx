import i18next from 'i18next';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '../../shared/ui/spinner';
import { LoadFailed } from '../shell/load-failed';
import { withRetry } from './lazy-retry';
import { shellNamespaces } from './route-table';
import { LoadBoundary } from './screen-outlet';

// The shell (sidebar, header, customizer, voice, Radix, React Query) stays out of the sign-in page.
let layout: Promise<{ default: ComponentType<{ children: ReactNode }> }> | null = null;
const loadLayout = () =>
  (layout ??= withRetry(() => Promise.all([import('../layouts/default-layout'), i18next.loadNamespaces([...shellNamespaces])])).then(
    ([m]) => ({ default: m.DefaultLayout }),
  ));
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
