import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyStartPlugin } from './early-start-plugin.ts';

const contracts = fileURLToPath(new URL('../../packages/contracts/src', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyStartPlugin()],
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
        context.hostType === 'html' ||
        /(^|\/)(sign-in-page|default-layout|resolved-route|dashboard-page|prefetch-dashboard|employees-list-query)-/.test(file)
          ? deps
          : [],
    },
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // The libraries every page needs in one long-cached chunk (fewer, larger files than the
        // default split: a few hundred bytes less for the sign-in page, which is at its budget).
        // What the entry imports in one chunk (left alone, the bundler gave a dozen of its modules,
        // shared with lazy screens, a file each); React Query in one; the first screen after
        // sign-in in one (ADR 0137). Neither of the last two is on the sign-in page.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|i18next|zustand)[\\/]/, priority: 4 },
            { name: 'index', tags: ['$initial'], priority: 3 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]|src[\\/]shared[\\/]lib[\\/]query-client\.ts$/, priority: 2 },
            // The first screen after sign-in in one file: the route resolver, the signed-in frame,
            // the default layout and the dashboard, with what they import and the groups above
            // leave (ADR 0137): fewer requests queued on the six connections HTTP/1.1 allows.
            {
              name: 'first-screen',
              test: /src[\\/](app[\\/]router[\\/](resolved-route|signed-in-screen|load-default-layout|route-table)|app[\\/]layouts[\\/]default-layout|shared[\\/]lib[\\/]session[\\/]session-refresh|modules[\\/]workspace[\\/]pages[\\/]dashboard-page)\.tsx?$/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api/ws': { target: 'ws://127.0.0.1:3000', ws: true }, '/api': 'http://127.0.0.1:3000' } },
});
