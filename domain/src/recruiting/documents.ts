/**
 * Schemas of recruiting's stored documents, which the functions parse every read of these collections with
 * (functions/src/platform/stored.ts). Lenient where older documents legitimately lack a field (defaults as the
 * readers before them assumed), strict on types: a field of the wrong type fails the read, naming the field.
 */
import { z } from 'zod';
import { storedMillis, storedSeconds } from '../common/stored';
import { ASSIGNABLE_ROLES, MEMBER_ROLES } from '../common/access';
import { chatMessageSchema } from '../interview/responses';
import { storedDesignSchema } from '../analysis/design';
import { vacancyInputSchema } from './schemas';
import { sourceOf } from './careers/model';
import { APPLICATION_STATUSES, VACANCY_STATUSES, vacancyStatusOf } from '../hiring/status';
import { RECOMMENDATIONS } from '../scorecards/model';
import { FUNNEL_STAGES, type FunnelSums } from './funnel/model';
import { BOOKING_STATUSES, LOCATION_KINDS, type Availability } from '../scheduling/model';
import { ratingsSchema } from '../scorecards/schemas';
import { storedScreeningSchema, screeningField } from './screeningSchemas';
import { payRangeSchema } from './payRangeSchemas';

const text = z.string().default('');

/** COMMON decision 2's history entry; older entries lack `id` and `by`. */
export const storedStatusEntrySchema = z.object({
  id: z.string().optional(),
  status: z.enum(APPLICATION_STATUSES),
  date: storedSeconds,
  notes: text,
  by: z.object({ uid: z.string(), email: text }).nullable().optional(),
});

/** Issue 30: an application's CV file, as its document names it. */
export const storedCvFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  totalChunks: z.number(),
});
export type StoredCvFile = z.output<typeof storedCvFileSchema>;

/** `applications/{id}/cv_chunks/{fileId}-{index}`: one piece of the file's base64 text. */
export const storedCvChunkSchema = z.object({
  fileId: z.string(),
  chunkIndex: z.number(),
  data: z.string(),
});
export const CV_CHUNKS_SUBCOLLECTION = 'cv_chunks';

/**
 * `cv_uploads/{fileId}`: a CV file whose chunks are written and whose application is not yet committed. The
 * application's transaction deletes it; one left behind (the function ended between the two) is how the purge
 * finds the chunks no application names.
 */
export const CV_UPLOADS = 'cv_uploads';
export const storedCvUploadSchema = z.object({
  applicationId: z.string(),
  fileId: z.string(),
  createdAt: storedSeconds,
});

/** `applications/{id}`: what the candidate submitted, where it is in the pipeline, its interview. */
export const storedApplicationSchema = z.object({
  companyId: z.string(),
  /** '' when stored without its vacancy (older test data: recruiting/vacancyCounts.ts moves no counters then). */
  vacancyId: text,
  candidateId: text,
  name: text,
  email: text,
  phoneNumber: text,
  countryCode: text,
  linkedin: text,
  cv: text,
  /** Issue 23: 'directo' when absent or not a source. */
  source: z.string().nullable().optional().transform(sourceOf),
  status: z.enum(APPLICATION_STATUSES).default('Nueva'),
  statusHistory: z.array(storedStatusEntrySchema).default([]),
  /** 'company_interviews/<code>'; '' and null: none yet. */
  interviewId: z
    .string()
    .nullable()
    .optional()
    .transform((value) => value || null),
  createdAt: storedSeconds.optional().transform((value) => value ?? 0),
  /** Issue 12: a practice report shared with it; `shareId` stays on the server. */
  practiceReport: z
    .object({ shareId: z.string().optional(), status: z.enum(['shared', 'withdrawn']) })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  /** The notice the candidate accepted when applying (issue 10); absent on applications from before. */
  consent: z.object({ version: z.string(), acceptedAt: z.number() }).nullable().optional(),
  /** The listing's order key (issue 11), derived from `status`; absent on applications not yet backfilled. */
  statusRank: z.number().optional(),
  /** Issue 30: the answers to the vacancy's screening questions; absent when it had none. */
  screening: storedScreeningSchema,
  /**
   * Issue 30: the CV as a file (its chunks under `applications/{id}/cv_chunks/{fileId}-{index}`); absent or null:
   * the CV was pasted.
   */
  cvFile: storedCvFileSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type StoredApplicationDocument = z.output<typeof storedApplicationSchema>;

/** `vacancies/{id}`; SPEC §3: a missing status counts as No Activa. Counters are read by vacancyCounts. */
export const storedVacancySchema = z.object({
  companyId: z.string(),
  title: text,
  description: text,
  status: z
    .enum(VACANCY_STATUSES)
    .optional()
    .transform((value) => vacancyStatusOf(value)),
  createdAt: storedSeconds.optional().transform((value) => value ?? 0),
  workplaceType: text,
  employeeLocation: text,
  country: text,
  jobType: text,
  comments: text,
  /**
   * Issue 30: the interview design (skills, own questions, rubric version); absent or null: the default six.
   * Read as undefined then, so vacancies without design answer exactly as before.
   */
  design: storedDesignSchema.nullish().transform((value) => value ?? undefined),
  /** Issue 30: absent on vacancies from before (no questions, no range, no closing date). */
  screening: screeningField,
  payRange: payRangeSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  closingDate: text,
});
export type StoredVacancyDocument = z.output<typeof storedVacancySchema>;

/**
 * `companies/{id}`: the name and owner given at registration, the assistant's code (DECISIONS), the careers
 * profile (issue 23). Companies registered before the profile lack its fields.
 */
export const storedCompanySchema = z.object({
  name: text,
  ownerUid: text,
  jobAccessCode: z.string().nullable().optional(),
  slug: text,
  website: text,
  description: text,
  logoVersion: z.number().optional(),
  /** Issue 32: applications without a decision this many days are closed (missing or null: never). */
  autoCloseDays: z.number().nullable().default(null),
  /** "Evaluación a ciegas" (issue 31); absent: on (`blindScoringOf`). */
  blindScoring: z.boolean().optional(),
  /** Issue 33: the retention profile (`retentionProfileOf`: absent, the EU one). */
  retentionProfile: z.string().optional(),
});
export type StoredCompanyDocument = z.output<typeof storedCompanySchema>;

/**
 * `vacancy_design_versions/{vacancyId}_{rubricVersion}` (issue 33): each rubric version of a vacancy's design as
 * last saved, so the works-council sheet shows what changed against the previous version.
 */
export const storedDesignVersionSchema = storedDesignSchema.extend({
  companyId: z.string(),
  vacancyId: z.string(),
  savedAt: storedSeconds,
});

/** `company_slugs/{slug}`: the company holding the careers page's slug (issue 23). */
export const storedCompanySlugSchema = z.object({ companyId: z.string() });

/** `company_logos/{companyId}`: the logo as base64 (issue 23). */
export const storedCompanyLogoSchema = z.object({ mimeType: z.string(), data: z.string() });

/** `users/{uid}`: the company a recruiter belongs to (one per account). */
export const storedUserSchema = z.object({
  companyId: z.string(),
  email: text,
  /** Absent on profiles from before the team (issue 20). */
  joinedAt: z.number().optional(),
  /**
   * Issue 32: the member's role; absent on profiles from before roles (the company's ownerUid says who owns it,
   * everyone else was a recruiter).
   */
  role: z.enum(MEMBER_ROLES).optional(),
  /** A hiring manager's assigned vacancies. */
  vacancyIds: z.array(z.string()).default([]),
});

/** `team_invitations/{id}`: a pending invitation (accepting or revoking deletes it). */
export const storedInvitationSchema = z.object({
  companyId: z.string(),
  email: z.string(),
  invitedBy: text,
  createdAt: z.number().default(0),
  /** Issue 32: invitations from before roles join as recruiters. */
  role: z.enum(ASSIGNABLE_ROLES).default('recruiter'),
  vacancyIds: z.array(z.string()).default([]),
});

/** Chats from before one chat per description lack the newer fields: defaults as the reader before assumed. */
/** `job_description_chats/{id}`: one description being written or written. */
export const storedJobDescChatSchema = z.object({
  companyId: z.string(),
  /** Milliseconds (a Timestamp since chats were many per code, seconds before). */
  createdAt: storedMillis.optional().transform((value) => value ?? 0),
  /** Milliseconds, the order key of descriptions made within one second (absent on older chats). */
  createdAtMs: z.number().optional(),
  chatHistory: z.array(chatMessageSchema).default([]),
  isChatActive: z.boolean().default(true),
  userMessageCount: z.number().default(0),
  vacancyDraft: vacancyInputSchema.nullable().default(null),
  vacancyId: z.string().nullable().default(null),
  vacancyState: z.enum(['none', 'creating', 'created']).default('none'),
});

/**
 * `scorecards/{applicationId}__{uid}` (issue 20): a member's scorecard of a candidate, or, without `submittedAt`,
 * only the record that the member opened Clara's analysis before scoring (`analysisSeenAt`). A submitted one
 * carries its ratings and recommendation.
 */
export const storedScorecardSchema = z
  .object({
    companyId: z.string(),
    vacancyId: text,
    applicationId: z.string(),
    authorUid: z.string(),
    authorEmail: text,
    ratings: ratingsSchema.optional(),
    /** The rubric version rated (issue 30); absent on scorecards made on the default six competencies. */
    rubricVersion: z.string().optional(),
    recommendation: z.enum(RECOMMENDATIONS).optional(),
    note: text,
    submittedAt: z.number().optional(),
    updatedAt: z.number().optional(),
    analysisSeenAt: z.number().nullable().default(null),
    sawAnalysisFirst: z.boolean().default(false),
    /**
     * Made blind (issue 31): the company scored blind and the author had not opened the analysis, fixed by the
     * first submission. Absent on scorecards submitted before the setting: blind unless they saw the analysis.
     */
    blind: z.boolean().optional(),
  })
  .superRefine((scorecard, context) => {
    if (scorecard.submittedAt === undefined) return;
    for (const field of ['ratings', 'recommendation'] as const)
      if (scorecard[field] === undefined)
        context.addIssue({ code: 'custom', path: [field], message: `${field}: a submitted scorecard has it` });
  });
export type StoredScorecardDocument = z.output<typeof storedScorecardSchema>;

/** A counter as increments leave it: a number (a missing one is 0). */
const storedCount = z.number().default(0);
const stageCounts = z.partialRecord(z.enum(FUNNEL_STAGES), storedCount);
const binCounts = z.record(z.string(), storedCount);

/**
 * `funnel_stats/{companyId}__{scope}__{period}` (issue 23): the funnel's sums, changed by increments of their
 * leaves (a document only some changes reached lacks the others: empty).
 */
export const storedFunnelSumsSchema = z.object({
  applications: storedCount,
  bySource: binCounts.default({}),
  reached: stageCounts.default({}),
  dropped: stageCounts.default({}),
  hire: binCounts.default({}),
  stays: z.partialRecord(z.enum(FUNNEL_STAGES), binCounts).default({}),
}) satisfies z.ZodType<FunnelSums, unknown>;

/** `funnel_stats/{companyId}__meta`: the version of the sums' meaning the company's sums were computed with. */
export const storedFunnelMetaSchema = z.object({ version: z.number().optional() });

/**
 * A vacancy's counters (`vacancies/{id}` `counts` and `countersVersion`, issue 11), read apart from the vacancy:
 * vacancies from before the counters lack both (then they are counted once).
 */
export const storedVacancyCountersSchema = z.object({
  countersVersion: z.number().optional(),
  counts: z
    .object({
      applications: storedCount,
      interviews: storedCount,
      withdrawals: storedCount,
      byStatus: z.record(z.string(), storedCount).default({}),
    })
    .default({ applications: 0, interviews: 0, withdrawals: 0, byStatus: {} }),
});

/**
 * What the counters' backfill checks of an application beyond `storedApplicationSchema`: whether its date is
 * stored as epoch seconds already (older ones hold a Timestamp) and whether it has its search prefixes.
 */
export const storedApplicationListingSchema = z.object({
  createdAt: z.unknown().transform((value) => typeof value === 'number'),
  searchPrefixes: z.array(z.string()).optional(),
});

const interviewerSchema = z.object({ uid: z.string(), email: text });
/** A time zone as stored; '' reads as UTC, as the reader before assumed. */
const storedTimeZone = z
  .string()
  .default('')
  .transform((zone) => zone || 'UTC');

/**
 * `interview_bookings/{id}` (issue 23): one proposed interview of one candidate. `tokenHash`, `mode`,
 * `interviewerUids` and `updatedAt` are for queries and writes, not read back here.
 */
export const storedBookingSchema = z.object({
  companyId: text,
  vacancyId: text,
  applicationId: text,
  candidateName: text,
  candidateEmail: text,
  vacancyTitle: text,
  companyName: text,
  status: z.enum(BOOKING_STATUSES).default('proposed'),
  interviewers: z.array(interviewerSchema).default([]),
  durationMinutes: z.number().default(60),
  locationKind: z.enum(LOCATION_KINDS).default('place'),
  location: text,
  slots: z.array(z.number()).default([]),
  startAt: z.number().nullable().default(null),
  timeZone: storedTimeZone,
  candidateTimeZone: z.string().nullable().default(null),
  notes: text,
  sequence: z.number().default(0),
  reminderIds: z.array(z.string()).default([]),
  createdAt: z.number().default(0),
  createdBy: interviewerSchema.default({ uid: '', email: '' }),
});

/** `interview_availability/{uid}`: a member's weekly hours, within their company. */
export const storedAvailabilitySchema = z.object({
  companyId: z.string(),
  timeZone: storedTimeZone,
  weekdays: z.array(z.number()).default([]),
  from: text,
  to: text,
}) satisfies z.ZodType<Availability & { companyId: string }, unknown>;

/**
 * Issue 32: `companies/{companyId}/people/{personKey}`, what the company keeps about one person (the key is their
 * applications' `candidateId`): their tags, and their name and email normalised for the company-wide search.
 */
export const storedPersonSchema = z.object({
  companyId: z.string(),
  personKey: z.string(),
  name: text,
  email: text,
  tags: z.array(z.string()).default([]),
  /** The tags' keys (lower-case, accent-free), for `array-contains`. */
  tagKeys: z.array(z.string()).default([]),
  /** Epoch seconds. */
  updatedAt: z.number().optional(),
});
export type StoredPersonDocument = z.output<typeof storedPersonSchema>;
