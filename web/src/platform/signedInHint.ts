import { localStore } from './storage';

const SIGNED_IN_HINT = 'clara.signedIn';

/**
 * A hint kept beside Firebase's own persistence so that public pages can tell "certainly signed out"
 * without loading the Auth SDK (or, on the prerendered pages, the app); when the hint says signed in, the
 * guard still asks Firebase.
 */
export function maybeSignedIn(): boolean {
  return localStore.get(SIGNED_IN_HINT) === '1';
}

/** Without storage the guard loads Auth whenever it must ask. */
export function rememberSignedIn(signedIn: boolean): void {
  if (signedIn) localStore.set(SIGNED_IN_HINT, '1');
  else localStore.remove(SIGNED_IN_HINT);
}
