import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findOfficialEmulator, officialEmulatorEnv } from './firestoreBackend';
import { reservePorts } from './ports';
import { ROOT } from './stack';

/**
 * `npm run test:rules`: the security-rules tests (tests/rules) alone, inside a Google Firestore emulator of their
 * own evaluating the repository's firestore.rules, on reserved ports, in its own run directory. (`npm test` runs
 * them as stack tests on its stack's emulator.)
 */
const official = findOfficialEmulator();
if ('missing' in official) {
  console.log(`No se pueden ejecutar las pruebas de reglas de seguridad: ${official.missing}.`);
  process.exit(1);
}
const block = await reservePorts(3);
const [firestorePort, hubPort, loggingPort] = block.ports as [number, number, number];
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
block.release();
process.exit(result.status ?? 1);
