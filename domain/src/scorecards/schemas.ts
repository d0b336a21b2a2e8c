/** The scorecards' and the agreement's request and response schemas (issue 20). */
import { z } from 'zod';
import { optionalText } from '../common/api';
import { RATING_MAX, RATING_MIN } from '../analysis/rubric';
import { idField } from '../common/ids';
import { RECOMMENDATIONS, SCORECARD_ERRORS, SCORECARD_NOTE_MAX } from './model';
import { RETENTION_PROFILES, RETENTION_TEXTS } from '../trust/retention';

/** A skill id: a default competency's, a catalogue skill's or a company's own (`propia-…`). */
const SKILL_ID = /^[a-z0-9-]{1,60}$/;
const ratingField = z
  .number({ error: SCORECARD_ERRORS.ratings })
  .int({ error: SCORECARD_ERRORS.ratings })
  .min(RATING_MIN, { error: SCORECARD_ERRORS.ratings })
  .max(RATING_MAX, { error: SCORECARD_ERRORS.ratings });

/** Ratings by skill id (which ones the interview's rubric needs is checked by the server). */
export const ratingsSchema = z
  .record(z.string(), ratingField, { error: SCORECARD_ERRORS.ratings })
  .superRefine((ratings, context) => {
    // Checked here rather than by the record's key schema, whose failure zod words in English.
    if (Object.keys(ratings).some((id) => !SKILL_ID.test(id)))
      context.addIssue({ code: 'custom', message: SCORECARD_ERRORS.unknownCompetency });
  });

/** `PUT /api/application/{id}/scorecard`: the caller's own scorecard, created or edited. */
export const scorecardInputSchema = z.object({
  ratings: ratingsSchema,
  recommendation: z.enum(RECOMMENDATIONS, { error: SCORECARD_ERRORS.recommendation }),
  note: optionalText('nota', SCORECARD_NOTE_MAX),
});
export type ScorecardInput = z.output<typeof scorecardInputSchema>;

/**
 * `GET|PUT /api/company-settings`: the company's "Evaluación a ciegas" (issue 31) and its retention profile
 * (issue 33). A PUT changes the fields it sends.
 */
export const companySettingsSchema = z.object({
  blindScoring: z.boolean({ error: 'Indica si la evaluación a ciegas está activada (sí o no).' }),
  retentionProfile: z.enum(RETENTION_PROFILES, { error: RETENTION_TEXTS.invalid }),
});
export type CompanySettings = z.output<typeof companySettingsSchema>;
/** A change of one setting or both; an empty change is refused (nothing to save). */
export const companySettingsUpdateSchema = companySettingsSchema
  .partial()
  .refine((update) => update.blindScoring !== undefined || update.retentionProfile !== undefined, {
    error: 'Indica el ajuste que cambias: la evaluación a ciegas o el perfil de conservación.',
  });
export type CompanySettingsUpdate = z.output<typeof companySettingsUpdateSchema>;

/** `GET /api/agreement?vacancyId=`: one vacancy, or the whole company without it. */
export const agreementQuerySchema = z.object({ vacancyId: idField('vacante').optional() });

const ratingsOut = z.record(z.string(), z.number());

const scorecardSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  anchors: z.object({ 1: z.string(), 3: z.string(), 5: z.string() }),
});

export const scorecardSchema = z.object({
  applicationId: z.string(),
  author: z.object({ uid: z.string(), email: z.string() }),
  ratings: ratingsOut,
  rubricVersion: z.string(),
  recommendation: z.enum(RECOMMENDATIONS),
  note: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  sawAnalysisFirst: z.boolean(),
  blind: z.boolean(),
});

const teamAverageSchema = z.object({
  scorecards: z.number(),
  ratings: ratingsOut,
  score: z.number().nullable(),
  recommendations: z.object({ advance: z.number(), doubts: z.number(), reject: z.number() }),
});

export const scorecardsViewSchema = z.object({
  skills: z.array(scorecardSkillSchema),
  rubricVersion: z.string(),
  interviewCode: z.string().nullable(),
  mine: scorecardSchema.nullable(),
  analysisSeen: z.boolean(),
  revealed: z.boolean(),
  blindSetting: z.boolean(),
  clara: z.object({ code: z.string(), score: z.number().nullable(), ratings: ratingsOut }).nullable(),
  team: z.array(scorecardSchema),
  average: teamAverageSchema.nullable(),
});

export const saveScorecardResponseSchema = z.object({ created: z.boolean(), scorecard: scorecardSchema });

export const vacancyScorecardsSchema = z.object({
  vacancyId: z.string(),
  rows: z.array(
    z.object({
      applicationId: z.string(),
      count: z.number(),
      revealed: z.boolean(),
      team: z.array(scorecardSchema),
      average: teamAverageSchema.nullable(),
    }),
  ),
});

const intervalSchema = z.tuple([z.number(), z.number()]).readonly().nullable();

const figuresSchema = z.object({
  pairs: z.number(),
  exact: z.number().nullable(),
  withinOne: z.number().nullable(),
  kappa: z.number().nullable(),
  kappaInterval: intervalSchema,
});

export const agreementSchema = z.object({
  vacancyId: z.string().nullable(),
  /** The company's "Evaluación a ciegas" now (off: new scorecards are not blind and do not count). */
  blindSetting: z.boolean(),
  scorecards: z.number(),
  notBlind: z.number(),
  candidates: z.number(),
  overall: figuresSchema,
  byCompetency: z.array(figuresSchema.extend({ competency: z.string(), name: z.string() })),
  scoreCorrelation: z.object({ candidates: z.number(), r: z.number().nullable(), interval: intervalSchema }),
});
