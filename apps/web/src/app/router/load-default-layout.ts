import i18next from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { withRetry } from './lazy-retry';
import { shellNamespaces } from './route-table';

// The shell (sidebar, header, customizer, voice, Radix, React Query) stays out of the sign-in page.
let layout: Promise<{ default: ComponentType<{ children: ReactNode }> }> | null = null;
/** The layout's code and the shell's strings, once per page load (started at boot with tokens: resolved-route.tsx). */
export const loadLayout = () =>
  (layout ??= withRetry(() => Promise.all([import('../layouts/default-layout'), i18next.loadNamespaces([...shellNamespaces])])).then(
    ([m]) => ({ default: m.DefaultLayout }),
  ));
