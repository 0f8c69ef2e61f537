import { defineConfig } from 'vitest/config';

/**
 * Two tiers: unit+integration beside the code, and browser tests that drive the built app in Chromium. Both
 * refuse any connection or DNS lookup that is not loopback (src/server/testing/loopback-only.setup.ts).
 */
export default defineConfig({
  test: {
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
