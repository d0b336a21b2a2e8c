import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs two projects:
 * - unit: domain rules, function services, web logic and the embedded Firestore, in-process;
 * - stack: integration (HTTP) and browser (Chromium) tests against one local stack started by the global setup.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'stack/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'stack',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
