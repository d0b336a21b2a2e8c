import { signInWithCustomToken, signOut } from 'firebase/auth';
import { COMMON_ERRORS } from '@clara/domain/common/errors';
import type { RouteSpec } from '@clara/domain/common/route';
import { getCustomTokenRoute } from '@clara/domain/recruiting/routes';
import type { MemberCompany } from '@clara/domain/recruiting/types';
import { ApiRequestError, callApi, type CallArgs, type CallOptions, type CallResult } from './api';
import { currentUser, firebaseAuth } from './auth';

/**
 * SPEC §6: before company calls, the identity token is exchanged through the server for a custom token and
 * the client signs in again with it. Done once per signed-in user and page load; later calls reuse it.
 */
let exchange: { uid: string; done: Promise<void> } | undefined;
/** Issue 34: the member's companies the exchange answered with, until the first read of them takes them. */
let exchangedCompanies: MemberCompany[] | undefined;
/** Bumped on sign-out, so an exchange still in flight never signs the user back in. */
let generation = 0;

async function exchangeCustomToken(uid: string, idToken: string): Promise<void> {
  const started = generation;
  const { customToken, companies } = await callApi(getCustomTokenRoute, { body: { idToken } });
  if (!customToken) throw new ApiRequestError(500, 'No se recibió el token de sesión.');
  const auth = await firebaseAuth();
  if (started !== generation || auth.currentUser?.uid !== uid)
    throw new ApiRequestError(401, COMMON_ERRORS.unauthenticated);
  await signInWithCustomToken(auth, customToken);
  if (started !== generation) {
    // Signed out while the exchange ran: undo it.
    await signOut(auth);
    throw new ApiRequestError(401, COMMON_ERRORS.unauthenticated);
  }
  exchangedCompanies = companies;
}

/**
 * The member's companies as the exchange answered them, once (a later read asks `GET /api/company-names`: they may
 * have changed); undefined when the exchange did not carry them or they were taken. None is not taken at its word:
 * an account signed in to accept a team invitation or to register its company has one right after.
 */
export async function takeExchangedCompanies(): Promise<MemberCompany[] | undefined> {
  await companyToken();
  const companies = exchangedCompanies;
  exchangedCompanies = undefined;
  return companies?.length ? companies : undefined;
}

/** The bearer token for company calls, after the custom-token re-sign-in. */
export async function companyToken(): Promise<string> {
  const user = await currentUser();
  if (!user) throw new ApiRequestError(401, COMMON_ERRORS.unauthenticated);
  if (exchange?.uid !== user.uid) {
    const done = user.getIdToken().then((idToken) => exchangeCustomToken(user.uid, idToken));
    exchange = { uid: user.uid, done };
    done.catch(() => {
      if (exchange?.done === done) exchange = undefined;
    });
  }
  await exchange.done;
  const signedIn = (await firebaseAuth()).currentUser;
  if (!signedIn) throw new ApiRequestError(401, COMMON_ERRORS.unauthenticated);
  return signedIn.getIdToken();
}

/** A call of a route that needs a token (auth 'company' or 'user'): `callApi` with the recruiter's bearer token. */
export async function callCompanyApi<R extends RouteSpec>(route: R, ...[options]: CallArgs<R>): Promise<CallResult<R>> {
  const withToken = { ...options, token: await companyToken() } as CallOptions<R>;
  return callApi(route, ...([withToken] as CallArgs<R>));
}

/** Forget the exchange (sign-out). */
export function resetCompanySession(): void {
  exchange = undefined;
  exchangedCompanies = undefined;
  generation += 1;
}
