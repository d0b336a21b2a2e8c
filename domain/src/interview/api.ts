/** Request schemas and response shapes of the interview API (SPEC §7), shared by the functions and the web. */
import { z } from 'zod';
import { fieldMessages, oneOf, optionalText, requiredText } from '../common/api';
import { CHAT_MESSAGE_MAX_CHARS, FEEDBACK_VALUES, INTERVIEW_CODE_LENGTH } from '../constants';
import type { AnalysisResult } from '../analysis/result';
import { hasBase64Payload } from './media';
import { answerInputSchema } from '../analysis/integritySchemas';
import { consentVersionField, termsVersionField } from '../trust/api';
import { INTERVIEW_ERRORS } from './texts';
import { COMPETENCIES, type CompetencyId } from '../analysis/rubric';
import { INTERVIEW_FOCUSES, PRACTICE_FOCUS, type InterviewLabel, type InterviewStatus } from './session';
import { MEDIA_TYPES, type ChatMessage } from '../chat/messages';

const CODE_PATTERN = new RegExp(`^[A-Za-z0-9-]{${INTERVIEW_CODE_LENGTH}}$`);

/** Whether a text has the shape of an interview code (36 characters, letters, digits and hyphens). */
export function isInterviewCodeShape(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/** The 36-character interview code (the session id, `chatSessionId`). */
export const chatSessionIdField = z
  .string({ error: INTERVIEW_ERRORS.codeRequired })
  .trim()
  .min(1, { error: INTERVIEW_ERRORS.codeRequired })
  .regex(CODE_PATTERN, { error: INTERVIEW_ERRORS.invalidCode });

/** The client's idea of the status; accepted for SPEC §7 compatibility and ignored (the server's is authoritative). */
const clientStatus = z.string().max(40).optional();

/** GET /api/check-session?chatSessionId= */
export const checkSessionQuery = z.object({ chatSessionId: chatSessionIdField });

/** GET /api/chat/{chatSessionId} (path parameter). */
export const chatSessionParams = z.object({ chatSessionId: chatSessionIdField });

/** GET /api/interview-export/{code}/media/{mediaId} */
export const practiceMediaParams = z.object({
  chatSessionId: chatSessionIdField,
  mediaId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'El identificador de la grabación no es válido.' }),
});

/** POST /api/chat */
export const chatMessageBody = z.object({
  message: requiredText('mensaje', CHAT_MESSAGE_MAX_CHARS),
  chatSessionId: chatSessionIdField,
  status: clientStatus,
  /** How the answer was written (the web app reports it; other clients may not: then it is unknown). */
  input: answerInputSchema.optional(),
});
export type ChatMessageInput = z.infer<typeof chatMessageBody>;

/** POST /api/chat-media: `mediaData` is a data URL (`data:audio/webm;base64,…`); SPEC §5 bounds. */
export const chatMediaBody = z.object({
  mediaData: z
    .string({ error: INTERVIEW_ERRORS.invalidMediaData })
    .refine(hasBase64Payload, { error: INTERVIEW_ERRORS.invalidMediaData }),
  mediaType: z.enum(MEDIA_TYPES, { error: INTERVIEW_ERRORS.invalidMediaType }),
  mimeType: z
    .string()
    .trim()
    .max(100, { error: INTERVIEW_ERRORS.invalidMimeType })
    .regex(/^(audio|video)\/[\w.+-]+(\s*;.*)?$/i, { error: INTERVIEW_ERRORS.invalidMimeType })
    .optional(),
  /** Seconds; null or missing means unknown (0). */
  duration: z
    .number({ error: INTERVIEW_ERRORS.invalidDuration })
    .min(0, { error: INTERVIEW_ERRORS.invalidDuration })
    .max(14_400, { error: INTERVIEW_ERRORS.invalidDuration })
    .nullish()
    .transform((value) => value ?? 0),
  chatSessionId: chatSessionIdField,
  status: clientStatus,
});
export type ChatMediaInput = z.infer<typeof chatMediaBody>;

/** POST /api/analyze-chat */
export const analyzeChatBody = z.object({ chatSessionId: chatSessionIdField });

/** An SDP offer is a few kilobytes; this bounds what the server forwards to the Realtime API. */
export const REALTIME_SDP_MAX_CHARS = 20_000;

/**
 * POST /api/realtime-call: the browser's WebRTC SDP offer for a real-time voice interview. The server makes the
 * SDP exchange with the Realtime API itself and joins the call (the sideband), so it records the transcript;
 * the browser never writes a turn.
 */
export const realtimeCallBody = z.object({
  chatSessionId: chatSessionIdField,
  sdp: requiredText('oferta SDP', REALTIME_SDP_MAX_CHARS).refine((sdp) => sdp.startsWith('v=0'), {
    error: INTERVIEW_ERRORS.invalidSdp,
  }),
});
export type RealtimeCallInput = z.infer<typeof realtimeCallBody>;

/** POST /api/start-predefined-interview: `interview` is the predefined interview (as listed) or its id. */
export const startPredefinedBody = z.object({
  interview: z.union(
    [
      z.string().trim().min(1).max(200),
      z.looseObject({ id: z.string().trim().min(1).max(200) }).transform((value) => value.id),
    ],
    { error: INTERVIEW_ERRORS.predefinedRequired },
  ),
});

/** POST /api/generate-code: the custom interview of the wizard (SPEC §3 Custom interview input). */
export const generateCodeBody = z.object({
  jobDescription: requiredText('descripción del puesto', 8000),
  candidateCV: optionalText('perfil del candidato', 8000),
  interviewFocus: oneOf('enfoque de la entrevista', INTERVIEW_FOCUSES),
});
export type GenerateCodeInput = z.infer<typeof generateCodeBody>;

/** POST /api/generate-practice: interviewFocus 'practice' (default) or one of the wizard's focuses. */
export const generatePracticeBody = z.object({
  /** The /terms disclaimer the candidate accepted (recorded with the interview). */
  termsVersion: termsVersionField,
  interviewFocus: z
    .enum([PRACTICE_FOCUS, ...INTERVIEW_FOCUSES], { error: INTERVIEW_ERRORS.invalidPracticeFocus })
    .optional()
    .transform((value) => value ?? PRACTICE_FOCUS),
  /** "Practica otra vez": a practice focused on this competency of the rubric (issue 12). */
  competency: z
    .enum(COMPETENCIES.map((competency) => competency.id) as [CompetencyId, ...CompetencyId[]], {
      error: INTERVIEW_ERRORS.invalidCompetency,
    })
    .optional(),
});

/** POST /api/interview-consent: the candidate accepted the notice on the code-entry screen (issue 10). */
export const interviewConsentBody = z.object({ chatSessionId: chatSessionIdField, version: consentVersionField });

/** POST /api/submit-feedback */
export const submitFeedbackBody = z.object({
  chatSessionId: chatSessionIdField,
  feedback: z.enum(FEEDBACK_VALUES, { error: fieldMessages.oneOf('feedback', FEEDBACK_VALUES) }),
});

// Response shapes.

export interface CheckSessionResponse {
  chatSessionExists: boolean;
  isPractice: boolean;
  /** Present when the session exists. */
  status?: InterviewStatus;
}

export interface ChatSessionResponse {
  chatSessionId: string;
  chatHistory: ChatMessage[];
  status: InterviewStatus;
  /** The stored analysis (an object, or JSON text, SPEC §3), or null. Parse with `parseAnalysis`. */
  analysis: AnalysisResult | string | null;
  hasAnalysis: boolean;
  isPractice: boolean;
  /** A practice's label, date, score and expiry, what "Mi práctica" remembers of it (absent for company ones). */
  practice?: { label?: InterviewLabel; date?: number; score?: number; expiresAt?: number | null };
  /** The server can hold a real-time voice interview (an OpenAI key is configured); absent: it cannot. */
  realtime?: boolean;
}

/** POST /api/chat and POST /api/chat-media. */
export interface ChatResponse {
  chatHistory: ChatMessage[];
  status: InterviewStatus;
  /** The media id of an upload (chat-media only). */
  mediaId?: string;
}

export interface AnalyzeChatResponse {
  analysis: AnalysisResult;
  score: number;
  status: InterviewStatus;
}

export interface StartSessionResponse {
  chatSessionId: string;
  newChatSession: true;
}
