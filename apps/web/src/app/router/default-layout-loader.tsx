import { createElement, useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '../../shared/ui/spinner';
import { LoadFailed } from '../shell/load-failed';
import { loadedLayout, loadLayout } from './load-default-layout';
import { LoadBoundary } from './screen-outlet';

const fullScreenSpinner = (
  <div className="grid min-h-dvh place-items-center bg-page" data-testid="layout-loading">
    <Spinner />
  </div>
);

/**
 * The default layout, lazily. Until `ready` (the signed-in user's permissions are known) only the
 * loader shows, so neither a menu nor a screen appears as if everything were allowed; the layout's
 * code loads meanwhile. The loader is state, not a Suspense fallback: React holds back the reveal
 * of a Suspense boundary for up to 300 ms (fallback throttling), which the first screen after
 * sign-in paid in full (ADR 0135).
 */
export function DefaultLayoutLoader({ children, ready = true }: { children: ReactNode; ready?: boolean }) {
  const [layout, setLayout] = useState(loadedLayout);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (layout) return;
    let current = true;
    loadLayout().then(
      (m) => current && setLayout(() => m.default),
      (error: unknown) => {
        console.error('failed to load a screen', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [layout]);
  if (failed) return <LoadFailed fullScreen />;
  if (!ready || !layout) return fullScreenSpinner;
  return (
    <LoadBoundary resetKey="default-layout" fallback={<LoadFailed fullScreen />}>
      {createElement(layout, null, children)}
    </LoadBoundary>
  );
}
