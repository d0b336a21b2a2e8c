import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findOfficialEmulator, officialEmulatorEnv } from './firestoreBackend';
import { freePort } from './ports';
import { ROOT } from './stack';

/**
 * `npm run test:rules` (and the end of `npm test`): the security-rules tests (tests/rules), inside Google's
 * Firestore emulator evaluating the repository's firestore.rules. On free ports, in its own run directory.
 * With --if-available a machine without that emulator gets one line saying why, not a failure.
 */
const official = findOfficialEmulator();
if ('missing' in official) {
  const optional = process.argv.includes('--if-available');
  console.log(
    `${optional ? 'Pruebas de reglas de seguridad no ejecutadas' : 'No se pueden ejecutar las pruebas de reglas de seguridad'}: ${official.missing}.`,
  );
  process.exit(optional ? 0 : 1);
}
const [firestorePort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
const runDir = join(ROOT, '.stack', `rules-${firestorePort}`);
rmSync(runDir, { recursive: true, force: true });
mkdirSync(runDir, { recursive: true });
const at = (port: number) => ({ host: '127.0.0.1', port });
writeFileSync(
  join(runDir, 'firebase.json'),
  JSON.stringify({
    firestore: { rules: join(ROOT, 'firestore.rules') },
    emulators: { firestore: at(firestorePort), hub: at(hubPort), logging: at(loggingPort), ui: { enabled: false } },
  }),
);
const result = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'firebase'),
  [
    'emulators:exec',
    '--only',
    'firestore',
    '--project',
    'demo-clara-rules',
    '--config',
    join(runDir, 'firebase.json'),
    'npx vitest run --project rules',
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...officialEmulatorEnv(official, runDir), CLARA_RULES_TESTS: '1' },
  },
);
rmSync(runDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
