import type { Router } from 'express';
import {
  analyzeChatRoute,
  chatMediaRoute,
  chatRoute,
  chatSessionRoute,
  chatStreamRoute,
  checkSessionRoute,
  generateCodeRoute,
  generatePracticeRoute,
  interviewConsentRoute,
  predefinedInterviewsRoute,
  realtimeEndRoute,
  realtimeCallRoute,
  startPredefinedInterviewRoute,
  submitFeedbackRoute,
  accommodationRequestRoute,
  aiNoticeRoute,
  answerAccommodationRoute,
  applicationAccommodationsRoute,
  interviewAccommodationsRoute,
  interviewResumeRoute,
} from '@clara/domain/interview/routes';
import { CHAT_STREAM_CONTENT_TYPE, type ChatStreamEvent, type RealtimeCallEvent } from '@clara/domain/interview/stream';
import type { ChatResponse } from '@clara/domain';
import { register } from '../http/register';
import { reply } from '../http/reply';
import { limit } from '../platform/rateLimit';
import { analyzeSession } from './analysisService';
import { sendChatMessage } from './chatService';
import { sendChatMedia } from './mediaService';
import { runRealtimeCall } from './realtimeService';
import { hangUpRealtimeInterview } from './realtimeTranscript';
import { listPredefinedInterviews } from './predefinedInterviews';
import { publicOriginOf } from '../platform/origin';
import {
  acknowledgeAiNotice,
  answerAccommodation,
  applicationAccommodations,
  interviewAccommodations,
  requestAccommodation,
  resumeInterview,
} from './accommodations';
import {
  checkSession,
  getChatSession,
  recordInterviewConsent,
  startCustomInterview,
  startPractice,
  startPredefinedInterview,
  submitFeedback,
} from './sessionService';

/** The interview API (SPEC §7), as defined in domain/src/interview/routes.ts. */
export function registerInterviewRoutes(router: Router): void {
  register(router, predefinedInterviewsRoute, () => listPredefinedInterviews());
  register(router, checkSessionRoute, ({ query }) => checkSession(query.chatSessionId), {
    before: [limit('SESSION_CHECKS')],
  });
  register(router, chatSessionRoute, ({ params }) => getChatSession(params.chatSessionId));
  const chatMessages = { before: [limit('CHAT_MESSAGES')] };
  register(router, chatRoute, ({ body }) => sendChatMessage(body), chatMessages);
  // The same service with the same input, its reply streamed (docs/architecture.md, "Streamed replies").
  register(
    router,
    chatStreamRoute,
    ({ body }) =>
      reply.stream<ChatStreamEvent, ChatResponse>({
        contentType: CHAT_STREAM_CONTENT_TYPE,
        produce: ({ write, signal }) =>
          sendChatMessage(body, { onDelta: (text) => write({ type: 'delta', text }), signal }),
        last: (answer) => ({ type: 'done', answer }),
        failed: (error) => ({ type: 'error', error }),
      }),
    chatMessages,
  );
  register(router, chatMediaRoute, ({ body }) => sendChatMedia(body), chatMessages);
  // A real-time interview's transcript, turn by turn, and its end (docs/architecture.md, "Real-time voice interviews").
  register(router, realtimeEndRoute, ({ body }) => hangUpRealtimeInterview(body.chatSessionId), chatMessages);
  register(
    router,
    analyzeChatRoute,
    async ({ body }) => {
      const answer = await analyzeSession(body.chatSessionId);
      // The code holder of a company interview learns that it is analysed, not the analysis.
      return answer.isPractice ? answer.result : { status: answer.result.status, hasAnalysis: true as const };
    },
    { before: [limit('ANALYSES')] },
  );

  const practiceSessions = { before: [limit('PRACTICE_SESSIONS')] };
  register(
    router,
    startPredefinedInterviewRoute,
    ({ body }) => startPredefinedInterview(body.interview),
    practiceSessions,
  );
  register(router, generateCodeRoute, ({ body }) => startCustomInterview(body), practiceSessions);
  register(
    router,
    generatePracticeRoute,
    ({ body }) => startPractice(body.interviewFocus, body.termsVersion, body.competency),
    practiceSessions,
  );

  // A real-time voice interview costs like many messages: bounded with the sessions a client starts.
  // A real-time call (issue 31): the server makes the SDP exchange, joins the call and records it; the answer
  // streams while the call lasts (served by the `realtime` function, whose timeout holds an interview).
  register(
    router,
    realtimeCallRoute,
    ({ body }) =>
      reply.stream<RealtimeCallEvent, ChatResponse>({
        contentType: CHAT_STREAM_CONTENT_TYPE,
        produce: (events) => runRealtimeCall(body, events),
        last: (answer) => ({ type: 'done', answer }),
        failed: (error) => ({ type: 'error', error }),
      }),
    practiceSessions,
  );
  register(router, interviewConsentRoute, ({ body }) => recordInterviewConsent(body.chatSessionId, body.version));
  register(router, submitFeedbackRoute, ({ body }) => submitFeedback(body.chatSessionId, body.feedback));

  // Issue 33: the AI notice, accommodations and a human alternative. The code's reads and light writes are bounded
  // like a session check; a request emails the company's team, bounded like the other public calls that email.
  const sessionChecks = { before: [limit('SESSION_CHECKS')] };
  register(
    router,
    interviewAccommodationsRoute,
    ({ params }) => interviewAccommodations(params.chatSessionId),
    sessionChecks,
  );
  register(router, aiNoticeRoute, ({ body }) => acknowledgeAiNotice(body.chatSessionId, body.version), sessionChecks);
  register(router, interviewResumeRoute, ({ body }) => resumeInterview(body.chatSessionId), sessionChecks);
  register(router, accommodationRequestRoute, ({ body, req }) => requestAccommodation(body, publicOriginOf(req)), {
    before: [limit('CONTACT_MESSAGES')],
  });
  register(router, applicationAccommodationsRoute, ({ companyId, params }) =>
    applicationAccommodations(companyId, params.applicationId),
  );
  register(router, answerAccommodationRoute, ({ companyId, caller, params, body }) =>
    answerAccommodation(companyId, caller, params.id, body.decision, body.message),
  );
}
