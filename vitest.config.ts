import { defineConfig } from 'vitest/config';

/**
 * Two tiers: unit+integration beside the code, and browser tests that drive the built app in Chromium. Both
 * refuse any connection or DNS lookup that is not loopback (src/server/testing/loopback-only.setup.ts).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on the 2-core machines CI runs on.
    // Most integration tests wait on PostgreSQL, ffmpeg or a loopback fake, so three workers overlap those waits
    // (unit step 411 s → 259 s measured on an idle 2-core machine). The browser tests run two files at a time.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
          environment: 'node',
          // Test files share a worker's loaded modules instead of loading them afresh each (isolation cost
          // about 59% of the step: the whole project 709 s → 373 s side by side on a busy 2-core machine,
          // 362 s → 262 s on an idle one). Each file still opens its own database and app; the one file that
          // stubs a global restores it after each test, and the loopback guard installs itself once.
          isolate: false,
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
          // Each file starts its own server on its own data directory (tests/e2e/support/server.ts) and its own
          // Chromium, so two files run side by side; most of a browser test is waiting on the page (6 files:
          // 256 s one at a time, 200 s two at a time, on a machine already busy with other work).
          maxWorkers: 2,
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['src/server/testing/loopback-only.setup.ts'],
        },
      },
    ],
  },
});
