import i18next from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../../shared/ui/spinner';
import { LoadFailed } from '../shell/load-failed';
import { withRetry } from './lazy-retry';
import { shellNamespaces } from './route-table';
import { LoadBoundary } from './screen-outlet';

// The shell (sidebar, header, customizer, voice, Radix, React Query) stays out of the sign-in page.
const DefaultLayout = lazy(() =>
  withRetry(() => Promise.all([import('../layouts/default-layout'), i18next.loadNamespaces([...shellNamespaces])])).then(([m]) => ({
    default: m.DefaultLayout,
  })),
);

export function DefaultLayoutLoader({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary resetKey="default-layout" fallback={<LoadFailed fullScreen />}>
      <Suspense
        fallback={
          <div className="grid min-h-dvh place-items-center bg-page">
            <Spinner />
          </div>
        }
      >
        <DefaultLayout>{children}</DefaultLayout>
      </Suspense>
    </LoadBoundary>
  );
}
