/** The coaches API (SPEC §7): the /coachdigital catalogue and one history + chat route pair per coach chat. */
import { z } from 'zod';
import { defineRoute } from '../common/route';
import { COACHES_ADDRESS } from './routeAddresses';
import { chatMessageSchema } from '../interview/responses';
import { coachChatSchema, coachHistorySchema, generateCoachCodeSchema } from './coach';
import {
  COACH_TEXTS,
  type Coach,
  type CoachChatResponse,
  type CoachHistoryResponse,
  type CoachName,
  type GenerateCoachCodeResponse,
} from './model';

export const coachSchema: z.ZodType<Coach> = z.object({
  id: z.string(),
  image: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  labels: z.array(z.string()),
  price: z.number(),
  available: z.boolean(),
  coachaddress: z.string(),
  disclaimer: z.string(),
  description: z.string(),
});
const historyResponse: z.ZodType<CoachHistoryResponse> = z.object({
  chatSessionExists: z.boolean(),
  chatHistory: z.array(chatMessageSchema),
});
const chatResponse: z.ZodType<CoachChatResponse> = z.object({ chatHistory: z.array(chatMessageSchema) });
const generateCodeResponse: z.ZodType<GenerateCoachCodeResponse> = z.object({ chatSessionId: z.string() });

export const coachesRoute = defineRoute({
  ...COACHES_ADDRESS,
  auth: 'none',
  response: z.object({ coaches: z.array(coachSchema) }),
});
/** One coach, for its chat page's header and info modal; an ill-formed id names no coach (404). */
export const coachRoute = defineRoute({
  method: 'GET',
  path: '/api/coaches/:id',
  auth: 'none',
  params: z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/, { error: COACH_TEXTS.coachNotFound }) }),
  invalidParams: 404,
  response: z.object({ coach: coachSchema }),
});
export const generateCoachCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/generate-code-coach',
  auth: 'none',
  body: generateCoachCodeSchema,
  response: generateCodeResponse,
});

// One history and one chat route per coach chat (SPEC §7 names them after the coach).
const history = <P extends `/api/${string}`>(path: P) =>
  defineRoute({ method: 'POST', path, auth: 'none', body: coachHistorySchema, response: historyResponse });
const chat = <P extends `/api/${string}`>(path: P) =>
  defineRoute({ method: 'POST', path, auth: 'none', body: coachChatSchema, response: chatResponse, pool: 'ai' });

export const chatHistoryBolivarRoute = history('/api/chatHistoryBolivar');
export const chatBolivarRoute = chat('/api/chatBolivar');
export const chatHistoryMarketerRoute = history('/api/chatHistoryMarketer');
export const chatMarketerRoute = chat('/api/chatMarketer');

/** Each coach chat's routes, by the `coachName` of COACH_CHATS. */
export const COACH_CHAT_ROUTES = {
  Bolivar: { history: chatHistoryBolivarRoute, chat: chatBolivarRoute },
  Marketer: { history: chatHistoryMarketerRoute, chat: chatMarketerRoute },
} as const satisfies Record<CoachName, { history: unknown; chat: unknown }>;
