/** Schemas of the interview's stored documents, parsed at every read in the functions (platform/stored.ts). */
import { z } from 'zod';
import type { AnalysisResult } from '../analysis/result';
import { storedSeconds } from '../common/stored';
import type { InterviewContext } from './context';
import type { MediaChunk, MediaRecord } from './media';
import { chatMessageSchema } from './responses';
import { MEDIA_TYPES, type CandidateQuestion } from '../chat/messages';
import {
  INTERVIEW_STATUSES,
  INTERVIEWER_ID,
  REALTIME_ENDINGS,
  type ConsentRecord,
  type InterviewLabel,
  type InterviewSessionDocument,
} from './session';

/** `media/{mediaId}`: inline media carries `mediaData`; chunked media its `totalChunks` chunks. */
export const storedMediaSchema: z.ZodType<MediaRecord> = z.object({
  mediaType: z.enum(MEDIA_TYPES),
  mimeType: z.string(),
  storeMethod: z.enum(['inline', 'chunked']),
  mediaData: z.string().optional(),
  totalChunks: z.number().int().min(0).default(1),
  duration: z.number().default(0),
  sizeMB: z.number().default(0),
  transcription: z.string().default(''),
  encoding: z.literal('base64').default('base64'),
  createdAt: z.number().optional(),
});

/** `media/{mediaId}/chunks/{chunkIndex}`. */
export const storedMediaChunkSchema: z.ZodType<MediaChunk> = z.object({
  chunkIndex: z.number().int().min(0),
  data: z.string(),
  mediaId: z.string(),
});

/**
 * A media record as the browser reads it (web/src/features/interview/media): any field may be missing in old or odd
 * documents, and a field of another type reads as missing (the player then says the media is unavailable).
 */
export const browserMediaSchema: z.ZodType<Partial<MediaRecord>> = z.object({
  mediaType: z.enum(MEDIA_TYPES).optional().catch(undefined),
  mimeType: z.string().optional().catch(undefined),
  storeMethod: z.enum(['inline', 'chunked']).optional().catch(undefined),
  mediaData: z.string().optional().catch(undefined),
  totalChunks: z.number().int().min(0).optional().catch(undefined),
  duration: z.number().optional().catch(undefined),
  sizeMB: z.number().optional().catch(undefined),
  transcription: z.string().optional().catch(undefined),
  encoding: z.literal('base64').optional().catch(undefined),
  createdAt: z.number().optional().catch(undefined),
});

/** A chunk as the browser reads it (web/src/features/interview/media): older chunks lack `mediaId`, some `chunkIndex`. */
export const browserMediaChunkSchema = z.object({
  chunkIndex: z.number().int().min(0).optional(),
  data: z.string().default(''),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const CONTEXT_KINDS: readonly unknown[] = ['practice', 'predefined', 'custom', 'company'];

/**
 * An interview session as the functions read it: its page document (`interviews/{code}` or
 * `company_interviews/{code}`) merged with `interview_private/{code}`. Older sessions lack many fields (the
 * defaults are what the reader before this one assumed). The scalar fields, the chat and the company links are
 * checked here; the context is checked by its kind, the analysis where it is read (`parseAnalysis`: it may be an
 * object or JSON text, SPEC §3), the label, consent and candidate questions by their shape as objects.
 */
export const storedSessionSchema = z.object({
  status: z.enum(INTERVIEW_STATUSES).default('Not Started'),
  isPractice: z.boolean().default(true),
  createdAt: storedSeconds.optional().transform((value) => value ?? 0),
  interviewDate: storedSeconds.nullable().default(null),
  updatedAt: storedSeconds.optional(),
  chatHistory: z.array(chatMessageSchema).default([]),
  context: z
    .custom<InterviewContext>((value) => isRecord(value) && CONTEXT_KINDS.includes(value.kind), {
      message: 'context: a kind of interview is expected',
    })
    .default({ kind: 'practice' }),
  interviewerId: z.string().default(INTERVIEWER_ID),
  analysis: z
    .custom<AnalysisResult | null>((value) => value === null || isRecord(value) || typeof value === 'string')
    .default(null),
  /** SPEC §3 allows a score stored as text; it reads as none. */
  score: z
    .union([z.number(), z.string()])
    .nullable()
    .default(null)
    .transform((value) => (typeof value === 'number' ? value : null)),
  overall: z.string().nullable().default(null),
  transcription: z.string().default(''),
  feedback: z.enum(['Si', 'No']).nullable().default(null),
  mediaIds: z.array(z.string()).default([]),
  label: z.custom<InterviewLabel>(isRecord).optional(),
  expiresAt: z.number().nullable().optional(),
  candidateQuestions: z.array(z.custom<CandidateQuestion>(isRecord)).optional(),
  consent: z.custom<ConsentRecord>(isRecord).nullable().optional(),
  publicOrigin: z.string().optional(),
  companyId: z.string().optional(),
  vacancyId: z.string().optional(),
  applicationId: z.string().optional(),
  candidateId: z.string().optional(),
  candidateAnalysisViewedAt: z.number().optional(),
  realtime: z
    .object({ callId: z.string(), startedAt: z.number(), endedBy: z.enum(REALTIME_ENDINGS).optional() })
    .optional(),
  paused: z.boolean().optional(),
  aiNotice: z.object({ version: z.string(), acknowledgedAt: z.number() }).nullable().optional(),
  adjustments: z
    .object({ timeFactor: z.number().optional(), textOnly: z.boolean().optional(), captions: z.boolean().optional() })
    .optional(),
}) satisfies z.ZodType<InterviewSessionDocument, unknown>;

/** `predefined_interviews/{id}`: a catalogue interview (SPEC's field names, in Spanish). */
export const storedPredefinedInterviewSchema = z.object({
  Entrevista: z.string().default(''),
  Descripción: z.string().default(''),
});

/** A practice's link to one share of its report (`practiceShares`, issue 12: practice/shares.ts in the functions). */
export const storedShareLinkSchema = z.object({ shareId: z.string(), sharedAt: z.number() });

/**
 * `interview_private/{code}` read alone, by the readers that need only what it holds (the company, vacancy and
 * application ids, a company interview's analysis and candidate questions, the context, consent, the links to a
 * practice report's shares): the session's schema without the fields every page document holds, plus the links.
 */
export const storedInterviewPrivateSchema = storedSessionSchema
  .omit({ status: true, chatHistory: true, createdAt: true, updatedAt: true, interviewDate: true })
  .extend({ practiceShares: z.array(storedShareLinkSchema).default([]) });
export type StoredInterviewPrivate = z.output<typeof storedInterviewPrivateSchema>;
