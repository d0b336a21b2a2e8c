/**
 * App Check's shared names (issue 21), zod-free: the web reads them on every API call's path.
 *
 * The local stack has no App Check service to exchange a debug token with (firebase-tools has no App Check
 * emulator), so under the Functions emulator only the `api` function answers the exchange itself: the web, built
 * with a debug token and running on the emulators, posts that token to `APP_CHECK_EMULATOR_EXCHANGE` and sends the
 * short-lived token it gets, which the function verifies with its local key. Deployed, the route answers 404 and
 * only tokens App Check signed are accepted (docs/operations.md, "App Check").
 */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export const APP_CHECK_EMULATOR_EXCHANGE = { method: 'POST', path: '/api/app-check-emulator/exchange' } as const;

/** How long a token of the local exchange lasts (App Check's own last between 30 minutes and 7 days). */
export const APP_CHECK_EMULATOR_TTL_SECONDS = 30 * 60;

export const APP_CHECK_ERRORS = {
  /** The exchange of the local stack got another debug token than the one it was started with (403). */
  wrongDebugToken: 'El token de depuración de App Check no es el configurado en el entorno local.',
  /** The exchange outside the Functions emulator, or without a debug token configured (404). */
  emulatorOnly: 'El intercambio local de App Check solo existe en el entorno local con un token de depuración.',
} as const;
