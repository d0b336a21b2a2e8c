import { redirect } from 'react-router-dom';
import { currentUser, maybeSignedIn } from './auth';

/** Navigation guard, SPEC §2: wait for the auth state; protected routes need a user, else /login. */
export async function requireSignedIn(): Promise<null> {
  const user = await currentUser();
  if (!user) throw redirect('/login');
  return null;
}

/** Navigation guard, SPEC §2 step 2: a signed-in visitor opening / goes to /dashboard. */
export async function redirectSignedInToDashboard(): Promise<null> {
  // Without the hint the visitor is certainly signed out: the landing page then never loads the Auth SDK.
  if (!maybeSignedIn()) return null;
  if (await currentUser()) throw redirect('/dashboard');
  return null;
}
