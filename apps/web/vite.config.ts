import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { isShellIcon } from './shell-icons.ts';

const contracts = fileURLToPath(new URL('../../packages/contracts/src', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Compile the shared contracts from source; no separate build step for the browser.
    alias: [{ find: /^@hcims\/contracts(?:\/(.*))?$/, replacement: `${contracts}/$1/index.ts`.replace('//', '/') }],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // The sign-in page has a 100 KB gzip budget. No modulepreload polyfill (every supported
    // browser preloads modules natively), and preload lists only where the first paint needs them
    // (index.html, the sign-in screen, the default layout, and for the first screen after sign-in
    // the signed-in route resolver, the dashboard at / and its data: ADR 0135): every lazy
    // screen's list of chunks otherwise sits in the route tables all pages load (~1 KB). Other
    // screens fetch their chunks as they parse. With no per-screen preload lists, all CSS goes in one file (cssCodeSplit).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file: string, deps: string[], context: { hostType: 'html' | 'js' }) =>
        context.hostType === 'html' || /(^|\/)(sign-in-page|default-layout|resolved-route|dashboard-page|prefetch-dashboard)-/.test(file)
          ? deps
          : [],
    },
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // The libraries every page needs in one long-cached chunk (fewer, larger files than the
        // default split: a few hundred bytes less for the sign-in page, which is at its budget).
        // What the entry imports in one chunk (left alone, the bundler gave a dozen of its modules,
        // shared with lazy screens, a file each); React Query in one, the default layout's own
        // icons in one (shell-icons.ts), the workspace's queries in one: fewer files for every page
        // and for the first screen after sign-in (ADR 0135), none of the last three on the sign-in
        // page.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|i18next|zustand)[\\/]/, priority: 4 },
            { name: 'index', tags: ['$initial'], priority: 3 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]|src[\\/]shared[\\/]lib[\\/]query-client\.ts$/, priority: 2 },
            { name: 'shell-icons', test: isShellIcon, priority: 1, includeDependenciesRecursively: false },
            // What the header and the workspace screens share (feeds, realtime, the dashboard's query).
            {
              name: 'workspace-api',
              test: /src[\\/]modules[\\/]workspace[\\/]api[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api/ws': { target: 'ws://127.0.0.1:3000', ws: true }, '/api': 'http://127.0.0.1:3000' } },
});
