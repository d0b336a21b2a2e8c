import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, callApi, closeAdmin, stack } from '../../support/stack';

afterAll(closeAdmin);

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const SCRIPT = join(ROOT, 'stack', 'create-jobdesc-code.ts');

async function script(...args: string[]) {
  const env = { ...process.env };
  delete env.FIRESTORE_EMULATOR_HOST;
  try {
    const { stdout, stderr } = await run(TSX, [SCRIPT, ...args, '--emulator', stack().firestoreHost], {
      cwd: ROOT,
      env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? 1, stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' };
  }
}

describe('stack/create-jobdesc-code.ts', () => {
  it('creates a working access code for a company and can deactivate it', async () => {
    const created = await script('--company', 'demo-company');
    expect(created.code).toBe(0);
    const code = /: (JD-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})$/m.exec(created.stdout)?.[1];
    expect(code, created.stdout).toBeTruthy();
    expect(created.stdout).toContain('Talento Andino S.A.');
    expect((await adminDb().collection('job_access_codes').doc(code!).get()).data()).toMatchObject({
      companyId: 'demo-company',
      active: true,
    });
    expect((await callApi('/verify-job-code', { body: { accessCode: code } })).status).toBe(200);

    const deactivated = await script('--deactivate', code!.toLowerCase());
    expect(deactivated.code).toBe(0);
    expect((await callApi('/verify-job-code', { body: { accessCode: code } })).status).toBe(403);
  });

  it('takes a chosen code, refuses a duplicate and an unknown company', async () => {
    const chosen = `EQUIPO-${Date.now().toString(36).toUpperCase()}`;
    expect(
      (await script('--company', 'demo-company', '--code', chosen.toLowerCase(), '--label', 'Equipo de ventas')).code,
    ).toBe(0);
    expect((await adminDb().collection('job_access_codes').doc(chosen).get()).get('label')).toBe('Equipo de ventas');
    const duplicate = await script('--company', 'demo-company', '--code', chosen);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('Ese código ya existe');
    const unknown = await script('--company', 'no-such-company');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No existe la empresa companies/no-such-company');
    expect((await script()).code).toBe(1);
  });
});
