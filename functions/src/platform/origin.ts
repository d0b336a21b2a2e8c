import type { Request } from 'express';
import { config } from './config';

/** The configured public origin, or the one the request came through (Hosting sets x-forwarded-host). */
export function publicOriginOf(req: Request): string {
  return config.site.publicOrigin() ?? `${req.protocol}://${req.header('x-forwarded-host') ?? req.header('host')}`;
}
