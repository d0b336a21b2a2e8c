/** The fairness routes (issue 33): the candidate's voluntary answers and the company's setting. */
import { z } from 'zod';
import { defineRoute } from '../common/route';
import { SELF_ID_TIMINGS, selfIdentificationAnswersSchema } from './selfIdentification';
import { FAIRNESS_ERRORS } from './texts';

/** The self-identification token or the candidate's data link token (both 43 base64url characters). */
const tokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: FAIRNESS_ERRORS.invalidLink });

export const selfIdentificationBody = z.object({ token: tokenField, answers: selfIdentificationAnswersSchema });

/** The candidate sends (or changes) their answers; the token travels in the body, never in a URL. */
export const submitSelfIdentificationRoute = defineRoute({
  method: 'POST',
  path: '/api/self-identification',
  auth: 'none',
  body: selfIdentificationBody,
  response: z.object({ saved: z.literal(true) }),
});

export const fairnessSettingsSchema = z.object({ selfIdentificationTiming: z.enum(SELF_ID_TIMINGS) });
export type FairnessSettings = z.output<typeof fairnessSettingsSchema>;

export const fairnessSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/fairness/settings',
  auth: 'company',
  response: fairnessSettingsSchema,
});
export const updateFairnessSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/fairness/settings',
  auth: 'company',
  body: fairnessSettingsSchema,
  response: fairnessSettingsSchema,
});
