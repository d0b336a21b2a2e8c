/**
 * Creates (or deactivates) an access code of the job-description assistant (DECISIONS: codes are per
 * company, stored in Firestore `job_access_codes/{code}` {companyId, active}).
 *
 *   npx tsx stack/create-jobdesc-code.ts --company demo-company [--code MI-CODIGO] [--label "texto"]
 *   npx tsx stack/create-jobdesc-code.ts --deactivate JD-XXXX-XXXX-XXXX
 *
 * Target: a running local stack when FIRESTORE_EMULATOR_HOST is set or --emulator host:port is given
 * (`npm start` uses 127.0.0.1:8080, project demo-clara); otherwise the real project from --project or
 * .firebaserc, with Application Default Credentials (`gcloud auth application-default login`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import {
  generateAccessCode,
  isAccessCodeFormat,
  JOB_ACCESS_CODES_COLLECTION,
  normalizeAccessCode,
} from '@clara/domain/jobdesc/jobdesc';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The local project id (DECISIONS), as in stack/stack.ts. */
const PROJECT_ID = 'demo-clara';

const USAGE = `Uso:
  npx tsx stack/create-jobdesc-code.ts --company <companyId> [--code <código>] [--label <texto>] [--emulator host:puerto] [--project <id>]
  npx tsx stack/create-jobdesc-code.ts --deactivate <código> [--emulator host:puerto] [--project <id>]`;

function defaultProject(): string {
  try {
    const rc = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as { projects?: Record<string, string> };
    return rc.projects?.default ?? PROJECT_ID;
  } catch {
    return PROJECT_ID;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      company: { type: 'string' },
      code: { type: 'string' },
      label: { type: 'string' },
      deactivate: { type: 'string' },
      emulator: { type: 'string' },
      project: { type: 'string' },
      'allow-missing-company': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || (!values.company && !values.deactivate)) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  if (values.emulator) process.env.FIRESTORE_EMULATOR_HOST = values.emulator;
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const projectId = values.project ?? (emulator ? PROJECT_ID : defaultProject());
  const app = initializeApp({ projectId }, `jobdesc-code-${Date.now()}`);
  const db = getFirestore(app);
  console.log(`Firestore: ${emulator ? `emulador ${emulator}` : 'proyecto real'} (${projectId})`);
  try {
    if (values.deactivate) {
      const code = normalizeAccessCode(values.deactivate);
      await db
        .collection(JOB_ACCESS_CODES_COLLECTION)
        .doc(code)
        .update({ active: false, deactivatedAt: FieldValue.serverTimestamp() });
      console.log(`Código desactivado: ${code}`);
      return;
    }
    const companyId = values.company!.trim();
    const company = await db.collection('companies').doc(companyId).get();
    if (!company.exists && !values['allow-missing-company']) {
      throw new Error(
        `No existe la empresa companies/${companyId}. Usa --allow-missing-company para crear el código de todos modos.`,
      );
    }
    const code = values.code ? normalizeAccessCode(values.code) : generateAccessCode();
    if (!isAccessCodeFormat(code)) throw new Error('El código debe tener de 4 a 64 letras, números o guiones.');
    await db
      .collection(JOB_ACCESS_CODES_COLLECTION)
      .doc(code)
      .create({
        companyId,
        active: true,
        ...(values.label ? { label: values.label } : {}),
        createdAt: FieldValue.serverTimestamp(),
      });
    console.log(
      `Código creado para ${company.exists ? `${company.get('name') ?? companyId} (${companyId})` : companyId}: ${code}`,
    );
  } finally {
    await deleteApp(app);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(/ALREADY_EXISTS/.test(message) ? 'Ese código ya existe; elige otro.' : message);
  process.exitCode = 1;
});
