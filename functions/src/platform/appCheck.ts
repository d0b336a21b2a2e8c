/**
 * App Check (issues 10 and 21): enforced when `CLARA_APP_CHECK=enforce` is set on the function. Then every API
 * call must carry a valid `X-Firebase-AppCheck` token (the web app sends one when it is built with
 * `VITE_APP_CHECK_SITE_KEY`, web/src/platform/appCheck.ts; README "App Check"); without one it answers 401.
 * Off by default. Verification needs Google: firebase-admin checks the token's signature against App Check's
 * public keys at https://firebaseappcheck.googleapis.com/v1/jwks (no emulator exists for App Check), so only the
 * refusals can be exercised offline.
 */
import type { RequestHandler } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import { COMMON_ERRORS, type ApiErrorBody } from '@clara/domain';
import { config } from './config';
import { db } from './firebase';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export const requireAppCheck: RequestHandler = (req, res, next) => {
  if (!config.trust.appCheckEnforced() || req.path === '/api/health') return next();
  const token = req.get(APP_CHECK_HEADER);
  const refuse = () => void res.status(401).json({ error: COMMON_ERRORS.appCheckRequired } satisfies ApiErrorBody);
  if (!token) return refuse();
  db(); // initialises the admin app
  getAppCheck()
    .verifyToken(token)
    .then(() => next(), refuse);
};
