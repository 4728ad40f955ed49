import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import type { ScreenRoute } from '../../shared/lib/registry';
import { ScreenContext } from '../../shared/lib/screen-context';
import { getSettingsStore } from '../../shared/lib/settings';
import { LoadFailed } from '../shell/load-failed';
import { Spinner } from '../../shared/ui/spinner';
import { useLoaded } from './module-loader';
import { forgetScreen, screenLoader } from './screen-preload';

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

/** The screen once its code is in; meanwhile a screen-tall spinner (state, not a Suspense fallback: ADR 0143). */
function LoadedScreen({ route }: { route: ScreenRoute }) {
  const { value: Screen, failed } = useLoaded(screenLoader(route));
  if (failed) return <LoadFailed />;
  if (!Screen)
    return (
      // Padding, not margin: a margin would collapse through the layout's route container and move
      // it when the screen arrives; a short placeholder would let the footer show, then jump.
      <div className="min-h-dvh pt-24">
        <Spinner className="mx-auto" />
      </div>
    );
  return <Screen />;
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
        <LoadedScreen key={route.id} route={route} />
      </LoadBoundary>
    </ScreenContext>
  );
}
