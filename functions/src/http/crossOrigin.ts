import type { RequestHandler } from 'express';
import { config } from '../platform/config';

/**
 * CORS for the routes the browser calls at the `api` function's own URL rather than through Hosting (the
 * streamed chat: Hosting buffers rewritten responses). They are anonymous and use no cookies, so no
 * credentials are allowed; the origin allowed is CLARA_PUBLIC_ORIGIN when set, else the caller's own.
 * Preflights are answered here, before App Check (a preflight carries no token).
 */
export const allowCrossOrigin: RequestHandler = (req, res, next) => {
  const origin = req.header('origin');
  if (origin) {
    res.set({
      'Access-Control-Allow-Origin': config.site.publicOrigin() ?? origin,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type, X-Firebase-AppCheck',
      'Access-Control-Max-Age': '3600',
      Vary: 'Origin',
    });
  }
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
};
