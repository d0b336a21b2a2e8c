import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { samplePdf } from '../functions/src/recruiting/testing/cvSamples';

/**
 * Loads emulator-data/: `firestore/*.json` maps document paths to data ({"__timestamp": ISO} marks a
 * Timestamp), `auth/users.json` lists accounts. Written through firebase-admin, so the same seed works
 * on the embedded and on the official Firestore emulator.
 */
export interface SeedUser {
  uid: string;
  email: string;
  password: string;
  displayName?: string;
}

export function readSeedDocuments(dataDir: string): Record<string, Record<string, unknown>> {
  const dir = join(dataDir, 'firestore');
  const documents: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    Object.assign(documents, JSON.parse(readFileSync(join(dir, file), 'utf8')));
  }
  return documents;
}

export function readSeedUsers(dataDir: string): SeedUser[] {
  return JSON.parse(readFileSync(join(dataDir, 'auth', 'users.json'), 'utf8')) as SeedUser[];
}

export async function loadSeed(app: App, dataDir: string): Promise<{ documents: number; users: number }> {
  const db = getFirestore(app);
  const documents = Object.entries(readSeedDocuments(dataDir));
  for (let i = 0; i < documents.length; i += 400) {
    const batch = db.batch();
    for (const [path, data] of documents.slice(i, i + 400))
      batch.set(db.doc(path), revive(data) as Record<string, unknown>);
    await batch.commit();
  }
  await seedCvFiles(db, readSeedDocuments(dataDir));
  const users = readSeedUsers(dataDir);
  const auth = getAuth(app);
  for (const user of users) await auth.createUser(user);
  return { documents: documents.length, users: users.length };
}

/** A seed value as stored: `{"__timestamp": ISO}` becomes a Timestamp. */
export function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.__timestamp === 'string') return Timestamp.fromDate(new Date(record.__timestamp));
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, revive(inner)]));
  }
  return value;
}

/**
 * Issue 30: the demo applications whose CV came as a file. The PDF is made at seed time from the application's
 * text (no binary in emulator-data/) and stored as the functions store one: its chunk under the application, and
 * the application's `cvFile`.
 */
export const SEED_CV_FILES = [{ applicationId: 'app-nueva', name: 'CV Sofía Ramírez Torres.pdf' }] as const;

/** The PDF of a seeded application's CV: its text, wrapped to the page. */
export function seedCvPdf(cv: string): Buffer {
  const lines = cv.split('\n').flatMap((line) => line.match(/.{1,85}(\s|$)|\S+/g) ?? ['']);
  return samplePdf(lines.map((line) => line.trim()));
}

async function seedCvFiles(db: Firestore, documents: Record<string, Record<string, unknown>>): Promise<void> {
  for (const { applicationId, name } of SEED_CV_FILES) {
    const application = documents[`applications/${applicationId}`];
    if (!application) throw new Error(`emulator-data no contiene applications/${applicationId}`);
    const pdf = seedCvPdf(String(application.cv ?? ''));
    const fileId = `seed-cv-${applicationId}`;
    // One chunk: the file is a few kilobytes (MEDIA_CHUNK_CHARS is 700 000 characters).
    await db.doc(`applications/${applicationId}/cv_chunks/${fileId}-0`).set({
      fileId,
      chunkIndex: 0,
      data: pdf.toString('base64'),
    });
    await db.doc(`applications/${applicationId}`).update({
      cvFile: { fileId, name, mimeType: 'application/pdf', sizeBytes: pdf.length, totalChunks: 1 },
    });
  }
}
