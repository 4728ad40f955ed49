import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // jsdom tests that render a whole screen take 1-6 s on a loaded 2-core machine; the default
      // 5 s timed out correct tests there (issue 8). A longer limit only delays a failing test.
      testTimeout: 20_000,
      env: { TZ: process.env.TZ ?? 'UTC' },
    },
  }),
);
