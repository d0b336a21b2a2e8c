import type { Router } from 'express';
import {
  analyzeChatBody,
  chatMediaBody,
  chatMessageBody,
  chatSessionParams,
  practiceMediaParams,
  checkSessionQuery,
  generateCodeBody,
  generatePracticeBody,
  interviewConsentBody,
  startPredefinedBody,
  submitFeedbackBody,
} from '@clara/domain';
import { endpoint } from '../http/endpoint';
import { limit } from '../trust/rateLimit';
import { deletePractice, exportPractice, sendPracticeMedia } from '../trust/practiceData';
import { analyzeSession } from './analysisService';
import { sendChatMessage } from './chatService';
import { sendChatMedia } from './mediaService';
import { listPredefinedInterviews } from './predefinedInterviews';
import { checkSession, getChatSession, recordInterviewConsent, startCustomInterview, startPractice, startPredefinedInterview, submitFeedback } from './sessionService';

/** The interview API (SPEC §7). Anonymous by design: the 36-character code is the credential. */
export function registerInterviewRoutes(router: Router): void {
  router.get('/predefined-interviews', endpoint({ handle: listPredefinedInterviews }));

  router.get('/check-session', endpoint({ query: checkSessionQuery, handle: ({ query }) => checkSession(query.chatSessionId) }));

  router.get('/chat/:chatSessionId', endpoint({ params: chatSessionParams, handle: ({ params }) => getChatSession(params.chatSessionId) }));

  router.post('/chat', endpoint({ body: chatMessageBody, handle: ({ body }) => sendChatMessage(body.chatSessionId, body.message) }));

  router.post('/chat-media', endpoint({ body: chatMediaBody, handle: ({ body }) => sendChatMedia(body) }));

  router.post(
    '/analyze-chat',
    endpoint({
      body: analyzeChatBody,
      handle: async ({ body }) => {
        const answer = await analyzeSession(body.chatSessionId);
        // The code holder of a company interview learns that it is analysed, not the analysis.
        return answer.isPractice ? answer.result : { status: answer.result.status, hasAnalysis: true };
      },
    }),
  );

  router.post(
    '/start-predefined-interview',
    limit('PRACTICE_SESSIONS'),
    endpoint({ body: startPredefinedBody, handle: ({ body }) => startPredefinedInterview(body.interview) }),
  );

  router.post('/generate-code', limit('PRACTICE_SESSIONS'), endpoint({ body: generateCodeBody, handle: ({ body }) => startCustomInterview(body) }));

  router.post('/generate-practice', limit('PRACTICE_SESSIONS'), endpoint({ body: generatePracticeBody, handle: ({ body }) => startPractice(body.interviewFocus, body.termsVersion, body.competency) }));

  router.post('/interview-consent', endpoint({ body: interviewConsentBody, status: 201, handle: ({ body }) => recordInterviewConsent(body.chatSessionId, body.version) }));

  // Issue 10: the practice holder downloads (JSON of the text; media as their own files) and deletes it by code.
  router.get('/interview-export/:chatSessionId', endpoint({ params: chatSessionParams, handle: ({ params }) => exportPractice(params.chatSessionId) }));
  router.get(
    '/interview-export/:chatSessionId/media/:mediaId',
    endpoint({
      params: practiceMediaParams,
      handle: async ({ params, res }) => {
        await sendPracticeMedia(params.chatSessionId, params.mediaId, res);
        return undefined;
      },
    }),
  );
  router.delete('/interview/:chatSessionId', endpoint({ params: chatSessionParams, handle: ({ params }) => deletePractice(params.chatSessionId) }));

  router.post(
    '/submit-feedback',
    endpoint({ body: submitFeedbackBody, status: 201, handle: ({ body }) => submitFeedback(body.chatSessionId, body.feedback) }),
  );
}
