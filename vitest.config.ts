import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contracts = fileURLToPath(new URL('./packages/contracts/src', import.meta.url));
const alias = [{ find: /^@hcims\/contracts(?:\/(.*))?$/, replacement: `${contracts}/$1/index.ts` }];

export default defineConfig({
  test: {
    env: { TZ: process.env.TZ ?? 'UTC' },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/src/**/*.api.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: ['apps/server/src/test/setup-api.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // expect.poll waits for a condition the page reaches after a click, a reload or a
          // refetch; its default of 1 s failed correct tests on a loaded machine (issue 8: the
          // session list after a reload, the page title after a language change). A longer wait
          // only delays a failing test.
          expect: { poll: { timeout: 10_000 } },
          // Two files at once: each has its own server, database copy and Chromium, and one file
          // alone leaves a core idle while it waits on the browser and the server.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
