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
      env: { TZ: process.env.TZ ?? 'UTC' },
      // jsdom renders of whole screens take 1-2 s on an idle 2-core machine and several times
      // that under load; the default 5 s failed whole-screen tests for time, not behaviour.
      testTimeout: 20_000,
    },
  }),
);
