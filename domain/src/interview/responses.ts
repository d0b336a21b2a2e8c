/** Response schemas of the interview API (and the chat message other chats share). */
import { z } from 'zod';
import type { AnalysisResult } from '../analysis/result';
import type {
  ChatSessionResponse,
  CheckSessionResponse,
  ChatResponse,
  AnalyzeChatResponse,
  StartSessionResponse,
} from './api';
import type { PredefinedInterview } from './predefined';
import type { ChatStreamEvent, RealtimeCallEvent } from './stream';
import { INTERVIEW_STATUSES } from './session';
import { MEDIA_TYPES, type ChatMessage } from '../chat/messages';

export const chatMessageSchema: z.ZodType<ChatMessage> = z.object({
  text: z.string(),
  type: z.enum(['user', 'system']),
  timestamp: z.number(),
  isError: z.boolean().optional(),
  mediaType: z.enum(MEDIA_TYPES).optional(),
  mediaId: z.string().optional(),
  transcription: z.string().optional(),
  mimeType: z.string().optional(),
  duration: z.number().optional(),
  sizeMB: z.number().optional(),
  isLarge: z.boolean().optional(),
  storeMethod: z.enum(['inline', 'chunked']).optional(),
  totalChunks: z.number().optional(),
  encoding: z.literal('base64').optional(),
  input: z
    .object({
      source: z.enum(['keyboard', 'voice', 'media']),
      pasted: z.boolean().optional(),
      pastedChars: z.number().optional(),
      answerChars: z.number().optional(),
      typingMs: z.number().optional(),
    })
    .optional(),
  turnId: z.string().optional(),
});

const interviewStatus = z.enum(INTERVIEW_STATUSES);

/**
 * A stored analysis: an object the analysis pages read with `parseAnalysis` (which also accepts older shapes),
 * so only its being an object is checked here.
 */
const analysisSchema = z.custom<AnalysisResult>(
  (value) => typeof value === 'object' && value !== null,
  'Se esperaba un análisis.',
);

export const predefinedInterviewsSchema: z.ZodType<PredefinedInterview[]> = z.array(
  z.object({ id: z.string(), Entrevista: z.string(), Descripción: z.string() }),
);

export const checkSessionResponseSchema: z.ZodType<CheckSessionResponse> = z.object({
  chatSessionExists: z.boolean(),
  isPractice: z.boolean(),
  status: interviewStatus.optional(),
});

export const chatSessionResponseSchema: z.ZodType<ChatSessionResponse> = z.object({
  chatSessionId: z.string(),
  chatHistory: z.array(chatMessageSchema),
  status: interviewStatus,
  // As stored: an object, or JSON text (SPEC §3), which the analysis page parses and reports when it cannot.
  analysis: z.union([analysisSchema, z.string()]).nullable(),
  hasAnalysis: z.boolean(),
  isPractice: z.boolean(),
  practice: z
    .object({
      label: z.object({ kind: z.enum(['practice', 'predefined', 'custom']), title: z.string() }).optional(),
      date: z.number().optional(),
      score: z.number().optional(),
      expiresAt: z.number().nullable().optional(),
    })
    .optional(),
  realtime: z.boolean().optional(),
});

export const chatResponseSchema: z.ZodType<ChatResponse> = z.object({
  chatHistory: z.array(chatMessageSchema),
  status: interviewStatus,
  mediaId: z.string().optional(),
});

/** POST /api/chat-stream's events, one per NDJSON line (stream.ts). */
export const chatStreamEventSchema: z.ZodType<ChatStreamEvent> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), answer: chatResponseSchema }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);

/** POST /api/realtime-call's events, one per NDJSON line (stream.ts). */
export const realtimeCallEventSchema: z.ZodType<RealtimeCallEvent> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('answer'), sdp: z.string() }),
  z.object({ type: z.literal('turn'), answer: chatResponseSchema }),
  z.object({ type: z.literal('done'), answer: chatResponseSchema }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);

/** POST /api/analyze-chat: the practice holder's analysis; a company code's holder learns only that it is analysed. */
export const analyzeChatResponseSchema: z.ZodType<
  AnalyzeChatResponse | { status: AnalyzeChatResponse['status']; hasAnalysis: true }
> = z.union([
  z.object({ analysis: analysisSchema, score: z.number(), status: interviewStatus }),
  z.object({ status: interviewStatus, hasAnalysis: z.literal(true) }),
]);

export const startSessionResponseSchema: z.ZodType<StartSessionResponse> = z.object({
  chatSessionId: z.string(),
  newChatSession: z.literal(true),
});

export const consentResponseSchema = z.object({ version: z.string(), acceptedAt: z.number() });
export const feedbackResponseSchema = z.object({ ok: z.literal(true) });

/** GET /api/interview-export/{code}: the practice interview's text as JSON; each recording is its own file. */
export const practiceExportSchema = z.looseObject({
  code: z.string(),
  exportedAt: z.number(),
  chatHistory: z.array(chatMessageSchema),
  media: z.array(z.object({ mediaId: z.string(), file: z.string() })),
});
export const practiceDeletedSchema = z.object({ deleted: z.literal(true) });
