import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// Initialised on first use, not at cold start: a request that needs neither pays for neither.
let app: App | undefined;
let firestore: Firestore | undefined;

function adminApp(): App {
  app ??= getApps()[0] ?? initializeApp();
  return app;
}

export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(adminApp());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}
