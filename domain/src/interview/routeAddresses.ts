/**
 * The method and path of interview routes that a page reads on its critical path, without their schemas (zod):
 * `routes.ts` builds the definitions from them, and the web calls them with `callRoute` (web/src/platform/api.ts),
 * which loads the definition only where answers are checked (development and tests).
 */
export const CHAT_SESSION_ADDRESS = { method: 'GET', path: '/api/chat/:chatSessionId' } as const;
