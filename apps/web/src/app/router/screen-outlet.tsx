import { Component, createElement, Suspense, use, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import type { ScreenRoute } from '../../shared/lib/registry';
import { ScreenContext } from '../../shared/lib/screen-context';
import { getSettingsStore } from '../../shared/lib/settings';
import { LoadFailed } from '../shell/load-failed';
import { Spinner } from '../../shared/ui/spinner';
import { forgetScreen, loadedScreen, screenPromise } from './screen-preload';

type BoundaryProps = { children: ReactNode; resetKey: string; fallback?: ReactNode; onError?: () => void };

/** Shows the load failure (after the retry) with a reload offer instead of a blank screen. */
export class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('failed to load a screen', error);
    this.props.onError?.();
  }
  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    if (this.state.failed) return this.props.fallback ?? <LoadFailed />;
    return this.props.children;
  }
}

function LoadedScreen({ route }: { route: ScreenRoute }) {
  // The promise is cached per route, so the component's identity is stable across renders.
  return createElement(loadedScreen(route) ?? use(screenPromise(route)));
}

/** Sets the page title from the screen's name (title, separator, brand suffix). */
function usePageTitle(route: ScreenRoute) {
  const [namespace] = route.title.split(':');
  const { t, ready } = useTranslation(namespace);
  const title = ready ? t(route.title) : '';
  useEffect(() => {
    getSettingsStore().getState().setPageTitle(title);
  }, [title]);
}

/** The lazily loaded screen of a route, with its page title, loading state and failure state. */
export function ScreenOutlet({ route }: { route: ScreenRoute }) {
  usePageTitle(route);
  return (
    <ScreenContext value={route}>
      <LoadBoundary resetKey={route.id} onError={() => forgetScreen(route)}>
        {/* A screen tall while the screen's code loads, with padding, not margin: a margin would
            collapse through the layout's route container and move it when the screen arrives, and a
            short placeholder would let the footer show, then jump (layout shifts). */}
        <Suspense
          fallback={
            <div className="min-h-dvh pt-24">
              <Spinner className="mx-auto" />
            </div>
          }
        >
          <LoadedScreen route={route} />
        </Suspense>
      </LoadBoundary>
    </ScreenContext>
  );
}
