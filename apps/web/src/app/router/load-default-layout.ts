import i18next from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { withRetry } from './lazy-retry';
import { shellNamespaces } from './route-table';

// The shell (sidebar, header, customizer, voice, Radix, React Query) stays out of the sign-in page.
type Layout = ComponentType<{ children: ReactNode }>;
let layout: Promise<{ default: Layout }> | null = null;
let loaded: Layout | null = null;

/** The layout's code and the shell's strings, once per page load (started at boot with tokens: resolved-route.tsx). */
export const loadLayout = () =>
  (layout ??= withRetry(() => Promise.all([import('../layouts/default-layout'), i18next.loadNamespaces([...shellNamespaces])])).then(
    ([m]) => {
      loaded = m.DefaultLayout;
      return { default: m.DefaultLayout };
    },
  ));

/**
 * The layout once its code and strings are in, else null. Rendering it directly, not through
 * React.lazy, keeps React from suspending on what has arrived already: a revealed Suspense
 * boundary waits up to 300 ms (React's fallback throttling), which the first screen paid.
 */
export const loadedLayout = (): Layout | null => loaded;
