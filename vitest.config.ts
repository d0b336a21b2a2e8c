import { defineConfig } from 'vitest/config';

// `npm run test:rules` alone: the security-rules tests in an emulator of their own (stack/rules-tests.ts). Within
// `npm test` they are stack tests, on the run's own official Firestore emulator.
const rulesTests = process.env.CLARA_RULES_TESTS === '1';

/**
 * `npm test` runs two projects:
 * - unit: domain rules, function services, web logic and the embedded Firestore, in-process;
 * - stack: integration (HTTP), browser (Chromium) and security-rules tests against one local stack started by the
 *   global setup (the rules tests only where it runs Google's Firestore emulator).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: [
            'domain/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'stack/**/*.test.ts',
          ],
          testTimeout: 20_000,
          // One module graph per worker, not per file: the files share zod, the domain, the SDKs and the Spanish word
          // list instead of importing them 80 times. Safe because unit tests restore what they change (env, globals,
          // timers); a file using vi.mock resets the modules before importing what it tests (CONTRIBUTING, "Running one
          // test"), so another file's cached copy is not used; the suite passes in shuffled file orders too.
          isolate: false,
          // Both cores: vitest's default for a run is one worker fewer than the cores, one on this machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'stack',
          environment: 'node',
          // After the unit tests, so the two do not compete for the machine's two cores.
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts', 'tests/browser/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          // A worker's files share the packages they load; each file's changes are undone after it
          // (tests/support/fileIsolation.ts).
          isolate: false,
          setupFiles: [
            'tests/support/sharedStackReady.ts',
            'tests/support/closedConnections.ts',
            'tests/support/fileIsolation.ts',
          ],
          // firebase-admin in the tests must not look for the cloud metadata server (offline machine).
          env: { METADATA_SERVER_DETECTION: 'none' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a user would wait for (the app taking over, a list loading): its default
          // second is a timed assertion on a loaded 2-core machine (CI failed on firstView.test.ts that way).
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // Three files at once on two cores: a stack test spends part of its time waiting for the browser, the
          // functions and the emulators, and with two the cores were idle 14 % of the run (85.8 % busy, 618 s);
          // with three they were busy 94 % and the project took 564 s.
          maxWorkers: 3,
        },
      },
      ...(rulesTests
        ? [
            {
              test: {
                name: 'rules',
                environment: 'node' as const,
                include: ['tests/rules/**/*.test.ts'],
                testTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
