// Shared setup for this folder's tests: an embedded server plus a firebase-admin client on it.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { type EmbeddedFirestore, type EmbeddedFirestoreOptions, startEmbeddedFirestore } from './index.js';

export const PROJECT_ID = 'demo-embedded';

export interface AdminHarness {
  fs: EmbeddedFirestore;
  db: Firestore;
  stop(): Promise<void>;
}

export async function startWithAdmin(opts: Partial<EmbeddedFirestoreOptions> = {}): Promise<AdminHarness> {
  const fs = await startEmbeddedFirestore({ projectId: PROJECT_ID, ...opts });
  // firebase-admin reads the emulator host when the Firestore instance is created.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${fs.grpcPort}`;
  // Skips google-auth's probe of the GCE metadata server (a slow, noisy network call).
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeApp({ projectId: PROJECT_ID }, `test-${randomUUID()}`);
  const db = getFirestore(app);
  return {
    fs,
    db,
    async stop() {
      await db.terminate();
      await deleteApp(app);
      await fs.stop();
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
