/**
 * App Check (issue 10): enforced when `CLARA_APP_CHECK=enforce` is set on the function. Then every API call
 * must carry a valid `X-Firebase-AppCheck` token (the web app sends one when its client config names a
 * reCAPTCHA Enterprise site key; README "App Check"); without one it answers 401. Off by default: the local
 * emulators cannot issue real App Check tokens, so this path cannot be exercised here.
 */
import type { RequestHandler } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import { COMMON_ERRORS, type ApiErrorBody } from '@clara/domain';
import { db } from '../platform/firebase';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export const appCheckEnforced = (): boolean => process.env.CLARA_APP_CHECK === 'enforce';

export const requireAppCheck: RequestHandler = (req, res, next) => {
  if (!appCheckEnforced() || req.path === '/api/health') return next();
  const token = req.get(APP_CHECK_HEADER);
  const refuse = () => void res.status(401).json({ error: COMMON_ERRORS.appCheckRequired } satisfies ApiErrorBody);
  if (!token) return refuse();
  db(); // initialises the admin app
  getAppCheck()
    .verifyToken(token)
    .then(() => next(), refuse);
};
