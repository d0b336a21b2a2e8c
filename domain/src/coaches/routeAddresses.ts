/**
 * Method and path of the coaches' routes a page reads as it opens, without their schemas (zod): `routes.ts` builds
 * the definitions from them; the web calls them with `callRoute` (web/src/platform/api.ts), which loads the
 * definition only where answers are checked.
 */
export const COACHES_ADDRESS = { method: 'GET', path: '/api/coaches' } as const;
