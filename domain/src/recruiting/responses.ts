/** Response schemas of the recruiting API: what the web checks answers against in development and tests. */
import { z } from 'zod';
import { CANDIDATE_EMAIL_OUTCOMES } from '../mail/templates';
import { designResponseSchema, ownQuestionAnswerSchema } from '../analysis/design';
import { integritySignalSchema } from '../analysis/integritySchemas';
import type { VacancyComparison } from '../analysis/comparison';
import type {
  Application,
  CompanyInterviewAnalysis,
  CustomTokenResponse,
  MemberCompany,
  DuplicateCheckResponse,
  PublicVacancy,
  StartInterviewResponse,
  StatusHistoryEntry,
  SubmitApplicationResponse,
  Vacancy,
  Withdrawal,
} from './types';
import { APPLICATION_STATUSES, VACANCY_STATUSES } from '../hiring/status';
import type { InterviewSummary } from '../hiring/interviews';
import { MEMBER_ROLES } from '../common/access';
import { payRangeSchema } from './payRangeSchemas';
import { SCREENING_KINDS } from './screening';
import { screeningQuestionViewSchema, screeningResultSchema } from './screeningSchemas';

const seconds = z.number();
const nullableSeconds = z.number().nullable();

export const memberCompanySchema: z.ZodType<MemberCompany> = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
});

export const statusHistoryEntrySchema: z.ZodType<StatusHistoryEntry> = z.object({
  id: z.string().optional(),
  status: z.enum(APPLICATION_STATUSES),
  date: seconds,
  notes: z.string(),
  by: z.object({ uid: z.string(), email: z.string() }).nullish(),
});

const interviewSummarySchema: z.ZodType<InterviewSummary> = z.object({
  id: z.string(),
  status: z.string(),
  interviewDate: nullableSeconds,
  createdAt: nullableSeconds,
  score: z.union([z.number(), z.string()]).nullable(),
  overall: z.string(),
  interviewerId: z.string(),
  transcription: z.string(),
  hasTranscript: z.boolean().optional(),
  feedback: z.string(),
  integritySignals: z.array(integritySignalSchema),
  claraHidden: z.boolean().optional(),
  candidateAnalysisViewedAt: nullableSeconds.optional(),
});

export const applicationSchema: z.ZodType<Application> = z.object({
  id: z.string(),
  candidateId: z.string(),
  vacancyId: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string(),
  linkedin: z.string(),
  cv: z.string(),
  hasCv: z.boolean().optional(),
  status: z.enum(APPLICATION_STATUSES),
  statusHistory: z.array(statusHistoryEntrySchema),
  interviewId: z.string().nullable(),
  createdAt: seconds,
  interviews: z.array(interviewSummarySchema),
  candidate: z.object({ name: z.string(), email: z.string() }),
  practiceReport: z.enum(['shared', 'withdrawn']).nullish(),
  screening: screeningResultSchema.nullish(),
  cvFile: z.object({ name: z.string(), mimeType: z.string(), sizeBytes: z.number() }).nullish(),
  tags: z.array(z.string()).optional(),
});

export const withdrawalSchema: z.ZodType<Withdrawal> = z.object({
  id: z.string(),
  vacancyId: z.string(),
  date: seconds,
  by: z.enum(['candidate', 'company']),
});

/** A vacancy's own fields, without its applications. */
export const vacancyFieldsSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(VACANCY_STATUSES),
  createdAt: seconds,
  workplaceType: z.string(),
  employeeLocation: z.string(),
  country: z.string(),
  jobType: z.string(),
  comments: z.string(),
  design: designResponseSchema.nullable().optional(),
  screening: z.array(screeningQuestionViewSchema).optional(),
  payRange: payRangeSchema.nullish(),
  closingDate: z.string().optional(),
});

export const vacancySchema: z.ZodType<Vacancy> = vacancyFieldsSchema.extend({
  applications: z.array(applicationSchema),
  withdrawals: z.array(withdrawalSchema).optional(),
});

export const publicVacancySchema: z.ZodType<PublicVacancy> = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  jobType: z.string(),
  workplaceType: z.string(),
  employeeLocation: z.string(),
  country: z.string(),
  description: z.string(),
  acceptingApplications: z.boolean(),
  companySlug: z.string().optional(),
  payRange: payRangeSchema.nullish(),
  closingDate: z.string().optional(),
  screening: z
    .array(
      z.object({ id: z.string(), prompt: z.string(), kind: z.enum(SCREENING_KINDS), options: z.array(z.string()) }),
    )
    .optional(),
});

export const companyInterviewAnalysisSchema: z.ZodType<CompanyInterviewAnalysis> = z.object({
  code: z.string(),
  status: z.string(),
  interviewDate: nullableSeconds,
  analysis: z.unknown(),
  score: z.union([z.number(), z.string()]).nullable(),
  overall: z.string(),
  ownQuestions: z.array(ownQuestionAnswerSchema).optional(),
});

export const vacancyComparisonSchema: z.ZodType<VacancyComparison> = z.object({
  vacancyId: z.string(),
  skills: z.array(z.object({ id: z.string(), name: z.string() })),
  rows: z.array(
    z.object({
      code: z.string(),
      applicationId: z.string(),
      candidateName: z.string(),
      status: z.string(),
      score: z.number().nullable(),
      ratings: z.record(z.string(), z.number()),
      analyser: z
        .object({ kind: z.enum(['builtin', 'model']), model: z.string().optional(), fallback: z.boolean().optional() })
        .nullable(),
      interviewDate: nullableSeconds,
      candidateQuestions: z.array(z.object({ question: z.string(), date: seconds })),
      integritySignals: z.array(integritySignalSchema),
      claraHidden: z.boolean().optional(),
    }),
  ),
});

export const customTokenResponseSchema: z.ZodType<CustomTokenResponse> = z.object({
  customToken: z.string(),
  companies: z.array(memberCompanySchema).optional(),
});
export const startInterviewResponseSchema: z.ZodType<StartInterviewResponse> = z.object({
  interviewId: z.string(),
  code: z.string(),
  created: z.boolean(),
});
export const duplicateCheckResponseSchema: z.ZodType<DuplicateCheckResponse> = z.object({ exists: z.boolean() });
export const submitApplicationResponseSchema: z.ZodType<SubmitApplicationResponse> = z.object({
  applicationId: z.string(),
  /** Issue 33: opens the voluntary self-identification now; null when the company asks after the decision. */
  selfIdentificationToken: z.string().nullable().optional(),
});
export const idResponseSchema = z.object({ id: z.string() });
export const statusUpdateResponseSchema = z.object({
  entry: statusHistoryEntrySchema,
  /** Issue 32: what became of the email asked for with the move (null: none asked). */
  candidateEmail: z.enum(CANDIDATE_EMAIL_OUTCOMES).nullable(),
});
