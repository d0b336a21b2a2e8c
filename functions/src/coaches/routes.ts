import type { Router } from 'express';
import {
  COACH_CHATS,
  COACH_LIMITS,
  COACH_TEXTS,
  coachApiPaths,
  coachChatSchema,
  coachHistorySchema,
  generateCoachCodeSchema,
  type ChatMessage,
  type CoachChat,
  type CoachChatInput,
  type CoachChatResponse,
  type CoachHistoryInput,
  type CoachHistoryResponse,
  type GenerateCoachCodeResponse,
} from '@clara/domain';
import { endpoint } from '../http/endpoint';
import { limit } from '../trust/rateLimit';
import { ApiError, notFound } from '../http/errors';
import type { ConversationTurn } from '../ai/types';
import { registerJobDescRoutes } from '../jobdesc/routes';
import { coachAgent, coachGreeting } from './agent';
import { getCoach, listCoaches } from './coachesRepo';
import { personaFor } from './personas';
import { appendCoachExchange, createCoachSession, getCoachSession } from './sessions';

export function registerCoachesRoutes(router: Router): void {
  /** The /coachdigital catalogue. */
  router.get('/coaches', endpoint({ handle: async () => ({ coaches: await listCoaches() }) }));

  /** One coach, for its chat page's header and info modal. */
  router.get(
    '/coaches/:id',
    endpoint({
      handle: async ({ params }) => {
        const coach = /^[a-z0-9-]{1,64}$/.test(params.id) ? await getCoach(params.id) : null;
        if (!coach) throw notFound(COACH_TEXTS.coachNotFound);
        return { coach };
      },
    }),
  );

  router.post(
    '/generate-code-coach',
    limit('COACH_SESSIONS'),
    endpoint({
      body: generateCoachCodeSchema,
      handle: async ({ body }): Promise<GenerateCoachCodeResponse> => {
        const { persona } = await chattableCoach(body.coach);
        return { chatSessionId: await createCoachSession(body.coach, coachGreeting(persona)) };
      },
    }),
  );

  for (const chat of COACH_CHATS) registerCoachChat(router, chat);

  registerJobDescRoutes(router);
}

/** The two routes of one coach chat (/api/chatHistoryBolivar, /api/chatBolivar, ...). */
function registerCoachChat(router: Router, chat: CoachChat): void {
  const paths = coachApiPaths(chat.coachName);
  router.post(paths.history, endpoint({ body: coachHistorySchema, handle: ({ body }) => coachHistory(chat, body) }));
  router.post(paths.chat, endpoint({ body: coachChatSchema, handle: ({ body }) => coachChatTurn(chat, body) }));
}

async function coachHistory(chat: CoachChat, body: CoachHistoryInput): Promise<CoachHistoryResponse> {
  const session = await sessionOfRoute(chat, body);
  if (!session) return { chatSessionExists: false, chatHistory: [] };
  return { chatSessionExists: true, chatHistory: session.chatHistory };
}

/** The user's message and the coach's reply, appended to the session together. */
async function coachChatTurn(chat: CoachChat, body: CoachChatInput): Promise<CoachChatResponse> {
  const session = await sessionOfRoute(chat, body);
  if (!session) throw notFound(COACH_TEXTS.sessionNotFound);
  if (session.userMessageCount >= COACH_LIMITS.userMessagesPerSession) throw new ApiError(429, COACH_TEXTS.tooManyMessages);
  const { persona } = await chattableCoach(chat.coachId);

  const userMessage: ChatMessage = { text: body.message, type: 'user', timestamp: Date.now() };
  const turns: ConversationTurn[] = [...session.chatHistory, userMessage]
    .filter((m) => !m.isError)
    .map((m) => ({ role: m.type === 'user' ? 'user' : 'assistant', text: m.text }));
  let replyText: string;
  try {
    replyText = (await coachAgent().reply(persona, turns)).text;
  } catch (error) {
    console.error('coach reply failed', error);
    throw new ApiError(503, COACH_TEXTS.aiUnavailable);
  }
  const reply: ChatMessage = { text: replyText, type: 'system', timestamp: Math.max(Date.now(), userMessage.timestamp + 1) };
  const chatHistory = await appendCoachExchange(session.id, session.chatHistory.length, [userMessage, reply]);
  return { chatHistory };
}

/**
 * The session a history or chat body names, if it is a conversation with the route's coach (else null).
 * The body's `coach` must be the coach of the route (/api/chatBolivar speaks only for Bolívar): else 400.
 */
async function sessionOfRoute(chat: CoachChat, body: CoachHistoryInput) {
  if (body.coach !== chat.coachId) throw new ApiError(400, COACH_TEXTS.coachMismatch, { coach: COACH_TEXTS.coachMismatch });
  const session = await getCoachSession(body.chatSessionId);
  return session && session.coachId === chat.coachId ? session : null;
}

/** A coach that exists, is available and has a persona; else 404 / 403. */
async function chattableCoach(coachId: string) {
  const coach = await getCoach(coachId);
  if (!coach) throw notFound(COACH_TEXTS.coachNotFound);
  const persona = personaFor(coachId);
  if (!coach.available || !persona) throw new ApiError(403, COACH_TEXTS.coachUnavailable);
  return { coach, persona };
}
