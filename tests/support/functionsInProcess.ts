import { afterAll, beforeAll } from 'vitest';
import { adminDb, closeAdmin, stack } from './stack';

/**
 * For tests that run functions code in this process against the stack's Firestore. The functions' db() takes
 * the default app: it is made here, before the test's own admin app. Import the functions' modules after this.
 */
export async function connectFunctionsInProcess(): Promise<void> {
  process.env.FIRESTORE_EMULATOR_HOST = stack().firestoreHost;
  process.env.GCLOUD_PROJECT = stack().projectId;
  const { getApps, initializeApp } = await import('firebase-admin/app');
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: stack().projectId });
  adminDb();
}

/** Closes the functions' Firestore client and the test's admin app. */
export async function disconnectFunctionsInProcess(): Promise<void> {
  const { getApps } = await import('firebase-admin/app');
  if (getApps().some((app) => app.name === '[DEFAULT]')) {
    const { db } = await import('../../functions/src/platform/firebase');
    await db().terminate();
  }
  await closeAdmin();
}

/**
 * For tests that run the functions' mail code in this process (the outbox retry, auto-close): connects it to the
 * stack's Firestore and points SMTP_URL at the stack's mail catcher for the file, restoring both after.
 */
export function useFunctionsInProcessWithMail(): void {
  const previousSmtp = process.env.SMTP_URL;
  beforeAll(async () => {
    await connectFunctionsInProcess();
    process.env.SMTP_URL = stack().mailSmtpUrl;
  });
  afterAll(async () => {
    if (previousSmtp === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = previousSmtp;
    await disconnectFunctionsInProcess();
  });
}
