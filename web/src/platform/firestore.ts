import type { Firestore } from 'firebase/firestore/lite';
import { loadClientConfig } from './config';
import { firebaseApp } from './firebaseApp';

let pending: Promise<Firestore> | undefined;

/** The browser's Firestore: the lite (REST) SDK, read-only by the security model; loaded on first need. */
export function liteFirestore(): Promise<Firestore> {
  pending ??= (async () => {
    const [lite, app, config] = await Promise.all([
      import('firebase/firestore/lite'),
      firebaseApp(),
      loadClientConfig(),
    ]);
    const db = lite.getFirestore(app);
    const { firestoreHost, firestorePort } = config.emulators ?? {};
    if (firestoreHost && firestorePort) lite.connectFirestoreEmulator(db, firestoreHost, firestorePort);
    return db;
  })();
  return pending;
}

/**
 * Reads one document by path segments, through `parse` (the collection's browser reader: a stored schema, or a
 * zod-free reader where zod is not in the page's chunk); null when it does not exist.
 */
export async function readDocument<T>(
  parse: (data: unknown) => T,
  ...segments: [string, ...string[]]
): Promise<(T & { id: string }) | null> {
  const [{ doc, getDoc }, db] = await Promise.all([import('firebase/firestore/lite'), liteFirestore()]);
  const snapshot = await getDoc(doc(db, segments.join('/')));
  return snapshot.exists() ? { ...parse(snapshot.data()), id: snapshot.id } : null;
}
