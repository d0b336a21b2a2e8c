import { z } from 'zod';
import { CONSENT_ERRORS, CONSENT_NOTICE, PRACTICE_TERMS } from './consent';

/** The notice version a candidate accepted: only the current one. */
export const consentVersionField = z.literal(CONSENT_NOTICE.version, { error: CONSENT_ERRORS.outdatedNotice });

/** The practice terms version sent with a new practice (optional: older clients). */
export const termsVersionField = z.literal(PRACTICE_TERMS.version, { error: CONSENT_ERRORS.outdatedNotice }).optional();

/** A consent as stored: which notice, when (epoch seconds). */
export const consentRecord = (version: string, acceptedAt: number) => ({ version, acceptedAt });
