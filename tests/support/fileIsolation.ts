/**
 * The stack project runs its files without a process each (`isolate: false` in vitest.config.ts): a worker loads
 * firebase-admin, the web SDK and playwright-core once instead of once per file. What a file changes that the next
 * one would see is undone after its last hook (setup files' hooks run outermost): the environment variables it set
 * (FIRESTORE_EMULATOR_HOST of its own stack, SMTP_URL), the Firebase apps it left (the functions' default app of an
 * in-process run, whose Firestore keeps its settings), and the modules it loaded from this repository, so the next
 * file's helpers point at the shared stack again and the functions' code starts from nothing. Packages under
 * node_modules stay loaded: they are what the worker is spared.
 */
import { afterAll, vi } from 'vitest';
import { deleteApp as deleteAdminApp, getApps as getAdminApps } from 'firebase-admin/app';
import { deleteApp as deleteWebApp, getApps as getWebApps } from 'firebase/app';

const environment = { ...process.env };

afterAll(async () => {
  for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key];
  Object.assign(process.env, environment);
  await Promise.all([...getAdminApps().map(deleteAdminApp), ...getWebApps().map(deleteWebApp)]);
  vi.resetModules();
});
