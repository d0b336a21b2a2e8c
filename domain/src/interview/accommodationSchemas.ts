/** Issue 33: the accommodation requests' request and response schemas, and the AI notice's acknowledgment. */
import { z } from 'zod';
import { optionalText, requiredText } from '../common/api';
import { chatSessionIdField } from './api';
import {
  ACCOMMODATION_ANSWER_MAX,
  ACCOMMODATION_COMMENT_MAX,
  ACCOMMODATION_DECISIONS,
  ACCOMMODATION_ERRORS,
  ACCOMMODATION_KINDS,
  ACCOMMODATION_STATUSES,
  AI_NOTICE,
  type AccommodationRequest,
  type CandidateAccommodationRequest,
  type InterviewAccommodationState,
} from './accommodations';
import { CONSENT_ERRORS } from '../trust/consent';

const kindField = z.enum(ACCOMMODATION_KINDS, { error: ACCOMMODATION_ERRORS.invalidKind });

/** POST /api/interview-accommodation: what the candidate asks for, and whether the interview waits. */
export const accommodationRequestBody = z.object({
  chatSessionId: chatSessionIdField,
  kinds: z
    .array(kindField, { error: ACCOMMODATION_ERRORS.kindsRequired })
    .min(1, { error: ACCOMMODATION_ERRORS.kindsRequired })
    .max(ACCOMMODATION_KINDS.length, { error: ACCOMMODATION_ERRORS.kindsRequired })
    .transform((kinds) => [...new Set(kinds)]),
  comment: optionalText('comentario', ACCOMMODATION_COMMENT_MAX),
  wait: z.boolean({ error: ACCOMMODATION_ERRORS.waitRequired }),
});
export type AccommodationRequestInput = z.infer<typeof accommodationRequestBody>;

/** POST /api/interview-resume and GET /api/interview/{code}/accommodations. */
export const interviewCodeBody = z.object({ chatSessionId: chatSessionIdField });

/** POST /api/interview-ai-notice: the version of AI_NOTICE the candidate acknowledged. */
export const aiNoticeBody = z.object({
  chatSessionId: chatSessionIdField,
  version: z.literal(AI_NOTICE.version, { error: CONSENT_ERRORS.outdatedNotice }),
});

/** POST /api/accommodation-requests/{id}/answer */
export const accommodationAnswerBody = z.object({
  decision: z.enum(ACCOMMODATION_DECISIONS, { error: ACCOMMODATION_ERRORS.decisionRequired }),
  message: requiredText('mensaje', ACCOMMODATION_ANSWER_MAX),
});

export const accommodationIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: ACCOMMODATION_ERRORS.notFound }),
});
export const accommodationApplicationParams = z.object({
  applicationId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: ACCOMMODATION_ERRORS.notFound }),
});

const answerSchema = z.object({
  decision: z.enum(ACCOMMODATION_DECISIONS),
  message: z.string(),
  at: z.number(),
});

export const candidateAccommodationSchema: z.ZodType<CandidateAccommodationRequest> = z.object({
  id: z.string(),
  kinds: z.array(z.enum(ACCOMMODATION_KINDS)),
  comment: z.string(),
  wait: z.boolean(),
  requestedAt: z.number(),
  status: z.enum(ACCOMMODATION_STATUSES),
  answer: answerSchema.nullable(),
});

export const accommodationStateSchema: z.ZodType<InterviewAccommodationState> = z.object({
  noticeAcknowledged: z.boolean(),
  paused: z.boolean(),
  requests: z.array(candidateAccommodationSchema),
  adjustments: z.object({ realtimeMinutes: z.number(), textOnly: z.boolean(), captions: z.boolean() }),
});

export const accommodationSchema: z.ZodType<AccommodationRequest> = z.object({
  id: z.string(),
  applicationId: z.string(),
  vacancyId: z.string(),
  candidateName: z.string(),
  kinds: z.array(z.enum(ACCOMMODATION_KINDS)),
  comment: z.string(),
  wait: z.boolean(),
  requestedAt: z.number(),
  status: z.enum(ACCOMMODATION_STATUSES),
  answer: answerSchema.extend({ by: z.object({ uid: z.string(), email: z.string() }) }).nullable(),
});

export const applicationAccommodationsSchema = z.object({ requests: z.array(accommodationSchema) });
export const noticeAcknowledgedSchema = z.object({ version: z.string(), acknowledgedAt: z.number() });

/** `accommodation_requests/{id}` as the functions read it. */
export const storedAccommodationSchema = z.object({
  companyId: z.string(),
  applicationId: z.string(),
  vacancyId: z.string().default(''),
  candidateName: z.string().default(''),
  kinds: z.array(z.enum(ACCOMMODATION_KINDS)).default([]),
  comment: z.string().default(''),
  wait: z.boolean().default(false),
  requestedAt: z.number().default(0),
  status: z.enum(ACCOMMODATION_STATUSES).default('open'),
  answer: answerSchema
    .extend({ byUid: z.string().default(''), byEmail: z.string().default('') })
    .nullable()
    .default(null),
});
