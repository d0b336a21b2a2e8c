/** Stored shapes of the fairness collections (issue 33), read in the functions through their converters. */
import { z } from 'zod';
import { DEFAULT_SELF_ID_TIMING, SELF_ID_TIMINGS, selfIdentificationAnswersSchema } from './selfIdentification';
import { FAIRNESS_STAGES } from './monitor';

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
  /** What the application last added to the monitor's counters (null: nothing yet). */
  counted: z
    .object({ profile: z.string(), stage: z.number().int(), score: z.number().nullable() })
    .nullable()
    .default(null),
});
export type StoredSelfIdentification = z.output<typeof storedSelfIdentificationSchema>;

/** `fairness_settings/{companyId}`: when the company asks; companies without one ask after the application. */
export const storedFairnessSettingsSchema = z.object({
  selfIdentificationTiming: z.enum(SELF_ID_TIMINGS).default(DEFAULT_SELF_ID_TIMING),
});

const counter = z.number().int();
const storedProfileCountsSchema = z.object({
  stages: z.partialRecord(z.enum(FAIRNESS_STAGES), counter).default({}),
  scores: z.record(z.string(), counter).default({}),
});

/**
 * `fairness_counts/{vacancyId}` and `fairness_counts/company-{companyId}`: the monitor's counters per profile
 * (monitor.ts), moved by increments as applications move; never read by a browser (firestore.rules).
 */
export const storedFairnessCountsSchema = z.object({
  companyId: z.string(),
  profiles: z.record(z.string(), storedProfileCountsSchema).default({}),
});
