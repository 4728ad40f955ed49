import i18next from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { moduleLoader } from './module-loader';
import { shellNamespaces } from './route-table';

// The shell (sidebar, header, customizer, voice, Radix, React Query) stays out of the sign-in page.
type Layout = ComponentType<{ children: ReactNode }>;

/** The layout's code and the shell's strings, once per page load (started at boot with tokens: resolved-route.tsx). */
export const layoutLoader = moduleLoader<Layout>(() =>
  Promise.all([import('../layouts/default-layout'), i18next.loadNamespaces([...shellNamespaces])]).then(([m]) => m.DefaultLayout),
);
