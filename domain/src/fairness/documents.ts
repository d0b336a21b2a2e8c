/** Stored shapes of the fairness collections (issue 33), read in the functions through their converters. */
import { z } from 'zod';
import { DEFAULT_SELF_ID_TIMING, SELF_ID_TIMINGS, selfIdentificationAnswersSchema } from './selfIdentification';

/**
 * `self_identification/{applicationId}`: the candidate's voluntary answers (null until answered) and the hash of
 * the token that opens the form. Firestore rules deny every browser read; only the functions read it.
 */
export const storedSelfIdentificationSchema = z.object({
  companyId: z.string(),
  vacancyId: z.string(),
  tokenHash: z.string().nullable().default(null),
  answers: selfIdentificationAnswersSchema.nullable().default(null),
  answeredAt: z.number().nullable().default(null),
  /** A decision was made: with the "after the decision" timing, the candidate's data link opens the form. */
  decided: z.boolean().default(false),
});
export type StoredSelfIdentification = z.output<typeof storedSelfIdentificationSchema>;

/** `fairness_settings/{companyId}`: when the company asks; companies without one ask after the application. */
export const storedFairnessSettingsSchema = z.object({
  selfIdentificationTiming: z.enum(SELF_ID_TIMINGS).default(DEFAULT_SELF_ID_TIMING),
});
