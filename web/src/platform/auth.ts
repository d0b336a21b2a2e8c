import type { Auth, User } from 'firebase/auth';
import { loadClientConfig } from './config';
import { firebaseApp } from './firebaseApp';
import { rememberSignedIn } from './signedInHint';

let pending: Promise<Auth> | undefined;

/** Firebase Auth, created on first need (sign-in pages, the dashboard, company calls). */
export function firebaseAuth(): Promise<Auth> {
  pending ??= (async () => {
    const [authSdk, app, config] = await Promise.all([import('firebase/auth'), firebaseApp(), loadClientConfig()]);
    const auth = authSdk.getAuth(app);
    if (config.emulators?.authUrl)
      authSdk.connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
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

export { maybeSignedIn } from './signedInHint';
