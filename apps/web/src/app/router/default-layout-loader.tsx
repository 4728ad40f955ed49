import { createElement, type ReactNode } from 'react';
import { Spinner } from '../../shared/ui/spinner';
import { LoadFailed } from '../shell/load-failed';
import { layoutLoader } from './load-default-layout';
import { useLoaded } from './module-loader';
import { LoadBoundary } from './screen-outlet';

const fullScreenSpinner = (
  <div className="grid min-h-dvh place-items-center bg-page" data-testid="layout-loading">
    <Spinner />
  </div>
);

/**
 * The default layout, lazily. Until `ready` (the signed-in user's permissions are known) only the
 * loader shows, so neither a menu nor a screen appears as if everything were allowed; the layout's
 * code loads meanwhile. The loader is state, not a Suspense fallback (ADR 0135, module-loader.ts).
 */
export function DefaultLayoutLoader({ children, ready = true }: { children: ReactNode; ready?: boolean }) {
  const { value: layout, failed } = useLoaded(layoutLoader);
  if (failed) return <LoadFailed fullScreen />;
  if (!ready || !layout) return fullScreenSpinner;
  return (
    <LoadBoundary resetKey="default-layout" fallback={<LoadFailed fullScreen />}>
      {createElement(layout, null, children)}
    </LoadBoundary>
  );
}
