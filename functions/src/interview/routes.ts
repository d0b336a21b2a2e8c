import type { Router } from 'express';
import {
  analyzeChatBody,
  chatMediaBody,
  chatMessageBody,
  chatSessionParams,
  checkSessionQuery,
  describeZodError,
  generateCodeBody,
  generatePracticeBody,
  startPredefinedBody,
  submitFeedbackBody,
} from '@clara/domain';
import type { z } from 'zod';
import { ApiError } from '../http/errors';
import { endpoint } from '../http/endpoint';
import { analyzeSession } from './analysisService';
import { sendChatMessage } from './chatService';
import { sendChatMedia } from './mediaService';
import { listPredefinedInterviews } from './predefinedInterviews';
import { checkSession, getChatSession, startCustomInterview, startPractice, startPredefinedInterview, submitFeedback } from './sessionService';

/** Path parameters are parsed with the shared schema too (400 `{error, fields}`). */
function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) {
    const body = describeZodError(parsed.error);
    throw new ApiError(400, body.error, body.fields);
  }
  return parsed.data;
}

/** The interview API (SPEC §7). Anonymous by design: the 36-character code is the credential. */
export function registerInterviewRoutes(router: Router): void {
  router.get('/predefined-interviews', endpoint({ handle: listPredefinedInterviews }));

  router.get('/check-session', endpoint({ query: checkSessionQuery, handle: ({ query }) => checkSession(query.chatSessionId) }));

  router.get(
    '/chat/:chatSessionId',
    endpoint({ handle: ({ params }) => getChatSession(parseParams(chatSessionParams, params).chatSessionId) }),
  );

  router.post('/chat', endpoint({ body: chatMessageBody, handle: ({ body }) => sendChatMessage(body.chatSessionId, body.message) }));

  router.post('/chat-media', endpoint({ body: chatMediaBody, handle: ({ body }) => sendChatMedia(body) }));

  router.post('/analyze-chat', endpoint({ body: analyzeChatBody, handle: ({ body }) => analyzeSession(body.chatSessionId) }));

  router.post(
    '/start-predefined-interview',
    endpoint({ body: startPredefinedBody, handle: ({ body }) => startPredefinedInterview(body.interview) }),
  );

  router.post('/generate-code', endpoint({ body: generateCodeBody, handle: ({ body }) => startCustomInterview(body) }));

  router.post('/generate-practice', endpoint({ body: generatePracticeBody, handle: ({ body }) => startPractice(body.interviewFocus) }));

  router.post(
    '/submit-feedback',
    endpoint({ body: submitFeedbackBody, status: 201, handle: ({ body }) => submitFeedback(body.chatSessionId, body.feedback) }),
  );
}
