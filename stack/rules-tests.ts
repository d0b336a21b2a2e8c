import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { officialEmulatorAvailable } from './firestoreBackend';
import { ROOT } from './stack';

/**
 * `npm run test:rules`: the security-rules tests, inside the official Firestore emulator.
 * With --if-available (the end of `npm test`) a machine without that emulator gets one line saying why, not a failure.
 */
if (!officialEmulatorAvailable()) {
  const optional = process.argv.includes('--if-available');
  console.log(
    `${optional ? 'Security-rules tests not run' : 'Cannot run the security-rules tests'}: ${RULES_SKIPPED_REASON()}`,
  );
  process.exit(optional ? 0 : 1);
}
const result = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'firebase'),
  ['emulators:exec', '--only', 'firestore', '--project', 'demo-clara-rules', 'npx vitest run --project rules'],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CLARA_RULES_TESTS: '1' } },
);
process.exit(result.status ?? 1);

function RULES_SKIPPED_REASON(): string {
  return 'they need the official Firestore emulator (Java 21+ and its jar, downloaded by firebase-tools), which this machine lacks.';
}
