import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { stack } from './stack';

/**
 * Firestore as the browser reads it: firebase/firestore/lite (REST, through the front that mirrors
 * firestore.rules), configured from the same /client-config.json the web app fetches from Hosting. Set up
 * before the file's tests and deleted after them; answers a getter for use inside the tests.
 */
export function useBrowserFirestore(): () => Firestore {
  let app: FirebaseApp | undefined;
  let db: Firestore | undefined;
  beforeAll(async () => {
    // Refused reads are what many of these tests expect: no SDK log line for each.
    setLogLevel('silent');
    const config = await (await fetch(`${stack().url}/client-config.json`)).json();
    app = initializeApp(config.firebase, `browser-${randomUUID()}`);
    db = getFirestore(app);
    connectFirestoreEmulator(db, config.emulators.firestoreHost, config.emulators.firestorePort);
  });
  afterAll(async () => {
    if (app) await deleteApp(app);
  });
  return () => {
    if (!db) throw new Error('The browser Firestore is set up in beforeAll: read it inside a test.');
    return db;
  };
}
