import type { FirebaseApp } from 'firebase/app';
import { loadClientConfig } from './config';

let pending: Promise<FirebaseApp> | undefined;

/** The Firebase app, created on first need; the SDK chunk is loaded only then. */
export function firebaseApp(): Promise<FirebaseApp> {
  pending ??= (async () => {
    const [{ initializeApp }, config] = await Promise.all([import('firebase/app'), loadClientConfig()]);
    return initializeApp(config.firebase);
  })();
  return pending;
}
