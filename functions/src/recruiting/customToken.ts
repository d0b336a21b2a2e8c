import { log } from '../platform/log';
import { RECRUITING_ERRORS, type CustomTokenResponse } from '@clara/domain';
import { InternalError, UnauthenticatedError } from '@clara/domain/common/failures';
import { adminAuth } from '../platform/firebase';
import { companyNamesFor } from '../company/companies';

/**
 * `POST /api/get-custom-token` (SPEC §6): exchanges a valid Firebase ID token for a custom token of the same
 * user; the client signs in again with it before company calls.
 *
 * Locally the Auth emulator accepts the unsigned custom tokens firebase-admin makes when
 * FIREBASE_AUTH_EMULATOR_HOST is set. In production the function's runtime service account must be able to
 * sign blobs: grant it "Service Account Token Creator" (roles/iam.serviceAccountTokenCreator, permission
 * iam.serviceAccounts.signBlob) on itself, and enable the IAM Service Account Credentials API.
 */
export async function exchangeForCustomToken(idToken: string): Promise<CustomTokenResponse> {
  let uid: string;
  try {
    uid = (await adminAuth().verifyIdToken(idToken)).uid;
  } catch {
    throw new UnauthenticatedError(RECRUITING_ERRORS.invalidIdToken);
  }
  try {
    // Issue 34: the member's companies come with the token, so the dashboard does not ask for them after it (when
    // they cannot be read, the web asks GET /api/company-names as before).
    const [customToken, companies] = await Promise.all([
      adminAuth().createCustomToken(uid),
      companyNamesFor(uid).catch((error: unknown) => {
        log.warn('company names not read with the custom token', { error });
        return undefined;
      }),
    ]);
    return { customToken, ...(companies ? { companies } : {}) };
  } catch (error) {
    log.error('createCustomToken failed', { error });
    throw new InternalError(RECRUITING_ERRORS.customTokenFailed);
  }
}
