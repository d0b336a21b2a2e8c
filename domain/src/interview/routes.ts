/** The interview API (SPEC §7). Anonymous by design: the 36-character code is the credential. */
import { defineRoute, FILE_RESPONSE } from '../common/route';
import { CHAT_SESSION_ADDRESS } from './routeAddresses';
import {
  analyzeChatBody,
  chatMediaBody,
  chatMessageBody,
  chatSessionParams,
  checkSessionQuery,
  generateCodeBody,
  generatePracticeBody,
  interviewConsentBody,
  practiceMediaParams,
  realtimeCallBody,
  startPredefinedBody,
  submitFeedbackBody,
} from './api';
import {
  analyzeChatResponseSchema,
  chatResponseSchema,
  chatStreamEventSchema,
  realtimeCallEventSchema,
  chatSessionResponseSchema,
  checkSessionResponseSchema,
  consentResponseSchema,
  feedbackResponseSchema,
  practiceDeletedSchema,
  practiceExportSchema,
  predefinedInterviewsSchema,
  startSessionResponseSchema,
} from './responses';
import {
  accommodationAnswerBody,
  accommodationApplicationParams,
  accommodationIdParams,
  accommodationRequestBody,
  accommodationSchema,
  accommodationStateSchema,
  aiNoticeBody,
  applicationAccommodationsSchema,
  candidateAccommodationSchema,
  interviewCodeBody,
  noticeAcknowledgedSchema,
} from './accommodationSchemas';

export const predefinedInterviewsRoute = defineRoute({
  method: 'GET',
  path: '/api/predefined-interviews',
  auth: 'none',
  response: predefinedInterviewsSchema,
});
export const checkSessionRoute = defineRoute({
  method: 'GET',
  path: '/api/check-session',
  auth: 'none',
  query: checkSessionQuery,
  response: checkSessionResponseSchema,
});
export const chatSessionRoute = defineRoute({
  ...CHAT_SESSION_ADDRESS,
  auth: 'none',
  params: chatSessionParams,
  response: chatSessionResponseSchema,
});
export const chatRoute = defineRoute({
  method: 'POST',
  path: '/api/chat',
  auth: 'none',
  body: chatMessageBody,
  response: chatResponseSchema,
  pool: 'ai',
});
/**
 * The same message as POST /api/chat, with Clara's reply streamed as it is generated (NDJSON events,
 * domain/src/interview/stream.ts; the answer of the last event is chatResponseSchema's). Called at the `api`
 * function's own URL (CORS), because Hosting buffers rewritten responses.
 */
export const chatStreamRoute = defineRoute({
  method: 'POST',
  path: '/api/chat-stream',
  auth: 'none',
  body: chatMessageBody,
  response: chatResponseSchema,
  events: chatStreamEventSchema,
  pool: 'ai',
});
/**
 * A real-time voice interview's call (issue 31): the browser's SDP offer; the server makes the SDP exchange with
 * the Realtime API (the API key never leaves it), joins the call through the sideband WebSocket and records the
 * transcript. The answer streams (NDJSON, RealtimeCallEvent in stream.ts): the SDP answer first, each turn as it
 * is stored, and the interview as it ended (the last event's answer is chatResponseSchema's). Called at the
 * `realtime` function's own URL (client-config.json's `realtimeFunctionUrl`: its timeout holds an interview).
 * 503 without an OpenAI key.
 */
export const realtimeCallRoute = defineRoute({
  method: 'POST',
  path: '/api/realtime-call',
  auth: 'none',
  body: realtimeCallBody,
  response: chatResponseSchema,
  events: realtimeCallEventSchema,
});
/** The candidate ends a real-time interview: it finishes as a text interview does (status, Evaluar, emails). */
export const realtimeEndRoute = defineRoute({
  method: 'POST',
  path: '/api/realtime-end',
  auth: 'none',
  body: analyzeChatBody,
  response: chatResponseSchema,
});
export const chatMediaRoute = defineRoute({
  method: 'POST',
  path: '/api/chat-media',
  auth: 'none',
  body: chatMediaBody,
  response: chatResponseSchema,
  pool: 'ai',
});
export const analyzeChatRoute = defineRoute({
  method: 'POST',
  path: '/api/analyze-chat',
  auth: 'none',
  body: analyzeChatBody,
  response: analyzeChatResponseSchema,
  pool: 'ai',
});

// New sessions (limited per client)
export const startPredefinedInterviewRoute = defineRoute({
  method: 'POST',
  path: '/api/start-predefined-interview',
  auth: 'none',
  body: startPredefinedBody,
  response: startSessionResponseSchema,
});
export const generateCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/generate-code',
  auth: 'none',
  body: generateCodeBody,
  response: startSessionResponseSchema,
});
export const generatePracticeRoute = defineRoute({
  method: 'POST',
  path: '/api/generate-practice',
  auth: 'none',
  body: generatePracticeBody,
  response: startSessionResponseSchema,
});

export const interviewConsentRoute = defineRoute({
  method: 'POST',
  path: '/api/interview-consent',
  auth: 'none',
  body: interviewConsentBody,
  response: consentResponseSchema,
  status: 201,
});
export const submitFeedbackRoute = defineRoute({
  method: 'POST',
  path: '/api/submit-feedback',
  auth: 'none',
  body: submitFeedbackBody,
  response: feedbackResponseSchema,
  status: 201,
});

// Issue 10: the practice holder downloads its interview (JSON of the text; media as their own files) and deletes it.
export const practiceExportRoute = defineRoute({
  method: 'GET',
  path: '/api/interview-export/:chatSessionId',
  auth: 'none',
  params: chatSessionParams,
  response: practiceExportSchema,
});
export const practiceMediaRoute = defineRoute({
  method: 'GET',
  path: '/api/interview-export/:chatSessionId/media/:mediaId',
  auth: 'none',
  params: practiceMediaParams,
  response: FILE_RESPONSE,
});
export const deletePracticeRoute = defineRoute({
  method: 'DELETE',
  path: '/api/interview/:chatSessionId',
  auth: 'none',
  params: chatSessionParams,
  response: practiceDeletedSchema,
});

// Issue 33: the AI notice acknowledged, accommodations and a human alternative (interview/accommodations.ts).
/**
 * What the interview page shows of its notice, pause and requests (404 an unknown code; a practice: its notice
 * only, never paused, no requests).
 */
export const interviewAccommodationsRoute = defineRoute({
  method: 'GET',
  path: '/api/interview/:chatSessionId/accommodations',
  auth: 'none',
  params: chatSessionParams,
  response: accommodationStateSchema,
});
/** The AI notice acknowledged before the first turn, on a company interview or a practice (issue 33). */
export const aiNoticeRoute = defineRoute({
  method: 'POST',
  path: '/api/interview-ai-notice',
  auth: 'none',
  body: aiNoticeBody,
  response: noticeAcknowledgedSchema,
  status: 201,
});
/** The candidate asks for an adjustment or a person; the company's members are emailed; audited. */
export const accommodationRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/interview-accommodation',
  auth: 'none',
  body: accommodationRequestBody,
  response: candidateAccommodationSchema,
  status: 201,
});
/** A paused interview goes on (the same code). */
export const interviewResumeRoute = defineRoute({
  method: 'POST',
  path: '/api/interview-resume',
  auth: 'none',
  body: interviewCodeBody,
  response: accommodationStateSchema,
});
// The company's side.
export const applicationAccommodationsRoute = defineRoute({
  method: 'GET',
  path: '/api/application/:applicationId/accommodations',
  auth: 'company',
  access: { action: 'view', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: accommodationApplicationParams,
  invalidParams: 404,
  response: applicationAccommodationsSchema,
});
/** Accepted or declined, with a message emailed to the candidate; audited. */
export const answerAccommodationRoute = defineRoute({
  method: 'POST',
  path: '/api/accommodation-requests/:id/answer',
  auth: 'company',
  access: { action: 'manage' },
  params: accommodationIdParams,
  invalidParams: 404,
  body: accommodationAnswerBody,
  response: accommodationSchema,
});
