import { startTransition, useEffect, useState } from 'react';
import { withRetry } from './lazy-retry';

/**
 * Code loaded once per page load, rendered through state instead of React.lazy and Suspense
 * (ADR 0143). React holds back the content of a Suspense boundary that has shown its fallback
 * until 300 ms after the fallback appeared (its fallback throttling); the frame, the route
 * resolver and the screen each suspended once on the first screen, so it waited about 300 ms
 * after its code had arrived. The arrival is rendered as a transition, in slices that leave the
 * main thread free between them, as the Suspense retry was: an ordinary update would render the
 * whole screen in one long task.
 */
export type ModuleLoader<T> = {
  /** Starts the load (once; a failed load, after its retry, is started again by the next call). */
  load: () => Promise<T>;
  /** The value once it has arrived, else undefined: render it directly. */
  loaded: () => T | undefined;
};

export function moduleLoader<T>(importer: () => Promise<T>): ModuleLoader<T> {
  let started: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () =>
      (started ??= withRetry(importer).then(
        (arrived) => (value = arrived),
        (error: unknown) => {
          started = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

export type Loaded<T> = { value: T | undefined; failed: boolean };

/**
 * The loader's value, undefined while it loads, `failed` when it could not be loaded (the error
 * is logged). A value that has arrived is there at the first render. The loader must be the same
 * object across renders; give the component a key to start over with another one.
 */
export function useLoaded<T>(loader: ModuleLoader<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(() => ({ value: loader.loaded(), failed: false }));
  const waiting = state.value === undefined && !state.failed;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    loader.load().then(
      (value) => {
        if (current) startTransition(() => setState({ value, failed: false }));
      },
      (error: unknown) => {
        console.error('failed to load a screen', error);
        if (current) setState({ value: undefined, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, waiting]);
  return state;
}
