import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';

/**
 * Where the rules tests find Google's Firestore emulator: inside `npm test`, the run's own stack (one emulator for
 * the whole run, a project id of their own so their documents and rules touch nothing else); alone
 * (`npm run test:rules`), the emulator stack/rules-tests.ts started and named in FIRESTORE_EMULATOR_HOST.
 */
function emulatorHost(): string | null {
  if (process.env.CLARA_RULES_TESTS === '1') return process.env.FIRESTORE_EMULATOR_HOST ?? null;
  const stack = inject('stack');
  return stack?.firestoreBackend === 'official' ? stack.firestoreHost : null;
}

/** False on the embedded fallback, which does not evaluate firestore.rules (the global setup says so once). */
export const rulesEvaluated = emulatorHost() !== null;

/** The repository's firestore.rules loaded for `projectId` in the emulator. */
export async function rulesEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  // Every refused request is a test passing: the SDK's warning for each would bury the run's output.
  setLogLevel('silent');
  const [host, port] = (emulatorHost() ?? '').split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
}
