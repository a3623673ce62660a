import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts so unit tests do not load the Start plugin.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      { test: { name: 'model', include: ['tests/model/**/*.test.ts'], environment: 'node', globalSetup: ['tests/model/support/summary.ts'] } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A shopper's step waits on the shop's server and the platform: a poll gives them the time a busy
          // machine needs (a CI runner's two cores shared with the servers), instead of vitest's 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // The fault matrix: every backend fault target × failure mode against the production build (npm run test:reliability).
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
