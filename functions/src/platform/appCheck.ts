/**
 * App Check (issues 10 and 21): enforced when `CLARA_APP_CHECK=enforce` is set on the function. Then every API
 * call must carry a valid `X-Firebase-AppCheck` token (the web app sends one when it is built with
 * `VITE_APP_CHECK_SITE_KEY`, web/src/platform/appCheck.ts; docs/operations.md, "App Check"); without one it answers 401.
 * Off by default. Verification needs Google: firebase-admin checks the token's signature against App Check's
 * public keys at https://firebaseappcheck.googleapis.com/v1/jwks (no emulator exists for App Check). The local
 * stack has its own exchange and tokens instead (platform/appCheckEmulator.ts), accepted only under the emulator.
 */
import type { RequestHandler } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import { COMMON_ERRORS, type ApiErrorBody } from '@clara/domain';
import { APP_CHECK_EMULATOR_EXCHANGE, APP_CHECK_HEADER } from '@clara/domain/trust/appCheck';
import { config } from './config';
import { db } from './firebase';
import { verifyEmulatorToken } from './appCheckEmulator';

export { APP_CHECK_HEADER };

/** Open without a token: the health check, and the local stack's exchange that gives one (404 when deployed). */
const OPEN_PATHS: readonly string[] = ['/api/health', APP_CHECK_EMULATOR_EXCHANGE.path];

export const requireAppCheck: RequestHandler = (req, res, next) => {
  if (!config.trust.appCheckEnforced() || OPEN_PATHS.includes(req.path)) return next();
  const token = req.header(APP_CHECK_HEADER);
  const refuse = () => void res.status(401).json({ error: COMMON_ERRORS.appCheckRequired } satisfies ApiErrorBody);
  if (!token) return refuse();
  // The local stack's own tokens (platform/appCheckEmulator.ts): only under the emulator with its debug token.
  if (verifyEmulatorToken(token, config.trust.appCheckEmulatorDebugToken())) return next();
  db(); // initialises the admin app
  getAppCheck()
    .verifyToken(token)
    .then(() => next(), refuse);
};
