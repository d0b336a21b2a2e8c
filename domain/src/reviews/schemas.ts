import { z } from 'zod';
import type { AnalysisResult } from '../analysis/result';
import type { ChatMessage } from '../chat/messages';
import { optionalText, requiredText } from '../common/api';
import { chatSessionIdField } from '../interview/api';
import { candidateTokenBody } from '../trust/api';
import { REVIEW_ANSWER_MAX, REVIEW_COMMENT_MAX, REVIEW_ERRORS, REVIEW_SOURCES, REVIEW_STATUSES } from './model';

/** From the candidate's emailed link: the token travels in the body. */
export const linkReviewRequestSchema = candidateTokenBody.extend({
  comment: optionalText('comentario', REVIEW_COMMENT_MAX),
});
/** From the end of a company interview: its code. */
export const interviewReviewRequestSchema = z.object({
  code: chatSessionIdField,
  comment: optionalText('comentario', REVIEW_COMMENT_MAX),
});
export const candidateCommentSchema = candidateTokenBody.extend({
  text: requiredText('comentario', REVIEW_COMMENT_MAX),
});
export const answerReviewSchema = z.object({ answer: requiredText('respuesta', REVIEW_ANSWER_MAX) });
export const reviewListQuerySchema = z.object({
  status: z.enum(['open', 'all'], { error: 'Filtro de solicitudes no válido.' }).optional(),
});
export const reviewIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: REVIEW_ERRORS.notFound }),
});

export const reviewRequestSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  vacancyId: z.string(),
  candidateName: z.string(),
  source: z.enum(REVIEW_SOURCES),
  comment: z.string(),
  requestedAt: z.number(),
  dueAt: z.number(),
  status: z.enum(REVIEW_STATUSES),
  overdue: z.boolean(),
  answer: z
    .object({ text: z.string(), at: z.number(), by: z.object({ uid: z.string(), email: z.string() }) })
    .nullable(),
});
export const candidateCommentOutSchema = z.object({ id: z.string(), text: z.string(), createdAt: z.number() });

export const reviewCreatedSchema = z.object({ id: z.string(), dueAt: z.number(), deadlineDays: z.number() });
export const reviewListSchema = z.object({ deadlineDays: z.number(), requests: z.array(reviewRequestSchema) });
export const applicationReviewsSchema = z.object({
  requests: z.array(reviewRequestSchema),
  comments: z.array(candidateCommentOutSchema),
});
/** What the candidate's page shows of their requests (without who answered) and comments. */
export const candidateReviewsSchema = z.object({
  deadlineDays: z.number(),
  requests: z.array(
    z.object({
      id: z.string(),
      comment: z.string(),
      requestedAt: z.number(),
      dueAt: z.number(),
      status: z.enum(REVIEW_STATUSES),
      answer: z.object({ text: z.string(), at: z.number() }).nullable(),
    }),
  ),
  comments: z.array(candidateCommentOutSchema),
});

/**
 * Issue 31: what the candidate reads of Clara's analysis of their interview (`POST /api/candidate-analysis`):
 * the analysis itself (score, ratings with their quotes, integrity signals), the rubric it was made with and who
 * decides; before it exists, a Spanish state. Never the team's scorecards nor its notes.
 */
const anchorsSchema = z.object({ 1: z.string(), 3: z.string(), 5: z.string() });
export const candidateAnalysisSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending'), message: z.string() }),
  z.object({
    state: z.literal('ready'),
    analysis: z.custom<AnalysisResult>(
      (value) => typeof value === 'object' && value !== null && typeof (value as AnalysisResult).score === 'number',
    ),
    rubric: z.object({
      version: z.string(),
      skills: z.array(z.object({ name: z.string(), description: z.string(), anchors: anchorsSchema })),
    }),
    decision: z.string(),
    /** Their own interview, for the quotes to point at their answers. */
    chatHistory: z.array(
      z.custom<ChatMessage>(
        (value) => typeof value === 'object' && value !== null && typeof (value as ChatMessage).text === 'string',
      ),
    ),
  }),
]);
export type CandidateAnalysis = z.output<typeof candidateAnalysisSchema>;
