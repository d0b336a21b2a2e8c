import { z } from 'zod';
import { CONSENT_ERRORS, CONSENT_NOTICE, PRACTICE_TERMS } from './consent';
import { CANDIDATE_LINK_ERRORS, CANDIDATE_TOKEN_PATTERN } from './rights';
import { APP_CHECK_ERRORS } from './appCheck';

/** The notice version a candidate accepted: only the current one. */
export const consentVersionField = z.literal(CONSENT_NOTICE.version, { error: CONSENT_ERRORS.outdatedNotice });

/** The practice terms version sent with a new practice (optional: older clients). */
export const termsVersionField = z.literal(PRACTICE_TERMS.version, { error: CONSENT_ERRORS.outdatedNotice }).optional();

/** A consent as stored: which notice, when (epoch seconds). */
export const consentRecord = (version: string, acceptedAt: number) => ({ version, acceptedAt });

/** The candidate's emailed token (body of the candidate-data calls; never in a URL the server sees). */
export const candidateTokenBody = z.object({
  token: z.string().regex(CANDIDATE_TOKEN_PATTERN, { error: CANDIDATE_LINK_ERRORS.invalidLink }),
});
export const candidateMediaBody = candidateTokenBody.extend({
  mediaId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: CANDIDATE_LINK_ERRORS.invalidLink }),
});
export const applicationParams = z.object({ applicationId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });

/** POST /api/app-check-emulator/exchange (local stack only): the debug token the web app was built with. */
export const appCheckExchangeBody = z.object({
  debugToken: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, { error: APP_CHECK_ERRORS.wrongDebugToken }),
});
