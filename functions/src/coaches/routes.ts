import { log } from '../platform/log';
import type { Router } from 'express';
import {
  COACH_CHATS,
  COACH_LIMITS,
  COACH_TEXTS,
  type ChatMessage,
  type CoachChat,
  type CoachChatInput,
  type CoachChatResponse,
  type CoachHistoryInput,
  type CoachHistoryResponse,
} from '@clara/domain';
import { COACH_CHAT_ROUTES, coachesRoute, coachRoute, generateCoachCodeRoute } from '@clara/domain/coaches/routes';
import { register } from '../http/register';
import { limit } from '../platform/rateLimit';
import {
  ForbiddenError,
  NotFoundError,
  TooManyError,
  UnavailableError,
  ValidationError,
} from '@clara/domain/common/failures';
import type { ConversationTurn } from '../ai/types';
import { registerJobDescRoutes } from '../jobdesc/routes';
import { coachAgent, coachGreeting } from './agent';
import { getCoach, listCoaches } from './coachesRepo';
import { personaFor } from './personas';
import { appendCoachExchange, createCoachSession, getCoachSession } from './sessions';

/** The coaches API, as defined in domain/src/coaches/routes.ts. */
export function registerCoachesRoutes(router: Router): void {
  register(router, coachesRoute, async () => ({ coaches: await listCoaches() }));
  register(router, coachRoute, async ({ params }) => {
    const coach = await getCoach(params.id);
    if (!coach) throw new NotFoundError(COACH_TEXTS.coachNotFound);
    return { coach };
  });
  register(
    router,
    generateCoachCodeRoute,
    async ({ body }) => {
      const { persona } = await chattableCoach(body.coach);
      return { chatSessionId: await createCoachSession(body.coach, coachGreeting(persona)) };
    },
    { before: [limit('COACH_SESSIONS')] },
  );

  for (const chat of COACH_CHATS) {
    const routes = COACH_CHAT_ROUTES[chat.coachName];
    register(router, routes.history, ({ body }) => coachHistory(chat, body));
    register(router, routes.chat, ({ body }) => coachChatTurn(chat, body), { before: [limit('COACH_MESSAGES')] });
  }

  registerJobDescRoutes(router);
}

async function coachHistory(chat: CoachChat, body: CoachHistoryInput): Promise<CoachHistoryResponse> {
  const session = await sessionOfRoute(chat, body);
  if (!session) return { chatSessionExists: false, chatHistory: [] };
  return { chatSessionExists: true, chatHistory: session.chatHistory };
}

/** The user's message and the coach's reply, appended to the session together. */
async function coachChatTurn(chat: CoachChat, body: CoachChatInput): Promise<CoachChatResponse> {
  const session = await sessionOfRoute(chat, body);
  if (!session) throw new NotFoundError(COACH_TEXTS.sessionNotFound);
  if (session.userMessageCount >= COACH_LIMITS.userMessagesPerSession)
    throw new TooManyError(COACH_TEXTS.tooManyMessages);
  const { persona } = await chattableCoach(chat.coachId);

  const userMessage: ChatMessage = { text: body.message, type: 'user', timestamp: Date.now() };
  const turns: ConversationTurn[] = [...session.chatHistory, userMessage]
    .filter((m) => !m.isError)
    .map((m) => ({ role: m.type === 'user' ? 'user' : 'assistant', text: m.text }));
  let replyText: string;
  try {
    replyText = (await coachAgent().reply(persona, turns)).text;
  } catch (error) {
    log.error('coach reply failed', { error });
    throw new UnavailableError(COACH_TEXTS.aiUnavailable);
  }
  const reply: ChatMessage = {
    text: replyText,
    type: 'system',
    timestamp: Math.max(Date.now(), userMessage.timestamp + 1),
  };
  const chatHistory = await appendCoachExchange(session.id, session.chatHistory.length, [userMessage, reply]);
  return { chatHistory };
}

/**
 * The session a history or chat body names, if it is a conversation with the route's coach (else null).
 * The body's `coach` must be the coach of the route (/api/chatBolivar speaks only for Bolívar): else 400.
 */
async function sessionOfRoute(chat: CoachChat, body: CoachHistoryInput) {
  if (body.coach !== chat.coachId)
    throw new ValidationError(COACH_TEXTS.coachMismatch, { coach: COACH_TEXTS.coachMismatch });
  const session = await getCoachSession(body.chatSessionId);
  return session && session.coachId === chat.coachId ? session : null;
}

/** A coach that exists, is available and has a persona; else 404 / 403. */
async function chattableCoach(coachId: string) {
  const coach = await getCoach(coachId);
  if (!coach) throw new NotFoundError(COACH_TEXTS.coachNotFound);
  const persona = personaFor(coachId);
  if (!coach.available || !persona) throw new ForbiddenError(COACH_TEXTS.coachUnavailable);
  return { coach, persona };
}
