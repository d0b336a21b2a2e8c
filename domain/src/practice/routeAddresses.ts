/**
 * Method and path of the practice routes the analysis page reads once the report shows, without their schemas
 * (zod): `routes.ts` builds the definitions from them; the web calls them with `callRoute` (web/src/platform/api.ts).
 */
export const PRACTICE_SHARES_ADDRESS = { method: 'GET', path: '/api/practice/:chatSessionId/shares' } as const;
