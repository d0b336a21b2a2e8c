import type { Auth, User } from 'firebase/auth';
import { loadClientConfig } from './config';
import { firebaseApp } from './firebaseApp';
import { localStore } from './storage';

const SIGNED_IN_HINT = 'clara.signedIn';
let pending: Promise<Auth> | undefined;

/** Firebase Auth, created on first need (sign-in pages, the dashboard, company calls). */
export function firebaseAuth(): Promise<Auth> {
  pending ??= (async () => {
    const [authSdk, app, config] = await Promise.all([import('firebase/auth'), firebaseApp(), loadClientConfig()]);
    const auth = authSdk.getAuth(app);
    if (config.emulators?.authUrl) authSdk.connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
    authSdk.onAuthStateChanged(auth, (user) => rememberSignedIn(Boolean(user)));
    return auth;
  })();
  return pending;
}

/** Step 1 of the navigation guard: wait until the authentication state is known. */
export async function currentUser(): Promise<User | null> {
  const auth = await firebaseAuth();
  await auth.authStateReady();
  return auth.currentUser;
}

/**
 * A hint kept beside Firebase's own persistence so that public pages can tell "certainly signed out"
 * without loading the Auth SDK; when the hint says signed in, the guard still asks Firebase.
 */
export function maybeSignedIn(): boolean {
  return localStore.get(SIGNED_IN_HINT) === '1';
}

/** Without storage the guard loads Auth whenever it must ask. */
function rememberSignedIn(signedIn: boolean): void {
  if (signedIn) localStore.set(SIGNED_IN_HINT, '1');
  else localStore.remove(SIGNED_IN_HINT);
}
