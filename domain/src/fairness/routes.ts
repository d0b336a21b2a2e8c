/** The fairness routes (issue 33): the candidate's voluntary answers and the company's setting. */
import { z } from 'zod';
import { defineRoute } from '../common/route';
import { SELF_ID_DIMENSIONS, SELF_ID_TIMINGS, selfIdentificationAnswersSchema } from './selfIdentification';
import { FAIRNESS_STAGES } from './monitor';
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
  access: { action: 'settings' },
  response: fairnessSettingsSchema,
});
export const updateFairnessSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/fairness/settings',
  auth: 'company',
  access: { action: 'settings' },
  body: fairnessSettingsSchema,
  response: fairnessSettingsSchema,
});

const rate = z.number().nullable();
const groupFiguresSchema = z.object({
  groups: z.partialRecord(z.enum(SELF_ID_DIMENSIONS), z.string()),
  applications: z.number(),
  reached: z.record(z.enum(FAIRNESS_STAGES), z.number()),
  share: z.number(),
  selectionRate: rate,
  impactRatio: rate,
  flagged: z.boolean(),
  scored: z.number(),
  scoredShare: z.number(),
  scoringRate: rate,
  scoringImpactRatio: rate,
  scoringFlagged: z.boolean(),
  excluded: z.enum(['unknown', 'small']).nullable(),
  scoringExcluded: z.enum(['unknown', 'small']).nullable(),
});
export const fairnessReportSchema = z.object({
  applications: z.number(),
  selected: z.number(),
  scored: z.number(),
  medianScore: z.number().nullable(),
  flagged: z.boolean(),
  dimensions: z.array(
    z.object({ dimensions: z.array(z.enum(SELF_ID_DIMENSIONS)).readonly(), rows: z.array(groupFiguresSchema) }),
  ),
});
/** The monitor of a vacancy or of the whole company, with the name it is about. */
export const fairnessAnswerSchema = z.object({ title: z.string(), report: fairnessReportSchema });

/** "Equidad" of one vacancy: the owner only (a recruiter 403, another company's vacancy 404). */
export const vacancyFairnessRoute = defineRoute({
  method: 'GET',
  path: '/api/fairness/vacancy/:vacancyId',
  auth: 'company',
  access: { action: 'report', target: { kind: 'vacancy', from: 'params', field: 'vacancyId' } },
  params: z.object({ vacancyId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) }),
  invalidParams: 404,
  response: fairnessAnswerSchema,
});
/** "Equidad" of every vacancy of the company together. */
export const companyFairnessRoute = defineRoute({
  method: 'GET',
  path: '/api/fairness/company',
  auth: 'company',
  access: { action: 'report' },
  response: fairnessAnswerSchema,
});
