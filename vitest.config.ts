import { defineConfig } from 'vitest/config';

/**
 * Two tiers: unit+integration beside the code, and browser tests that drive the built app in Chromium. Both
 * refuse any connection or DNS lookup that is not loopback (src/server/testing/loopback-only.setup.ts).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on the 2-core machines CI runs on.
    // Most integration tests wait on PostgreSQL, ffmpeg or a loopback fake, so three workers overlap those waits
    // (unit step 411 s → 259 s measured on an idle 2-core machine). The browser tests stay one file at a time.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['src/server/testing/global-setup.ts'],
          setupFiles: ['src/server/testing/loopback-only.setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['src/server/testing/loopback-only.setup.ts'],
        },
      },
    ],
  },
});
