import type { Request } from 'express';
import { ACCESS_CODE_HEADER, isAccessCodeFormat, JOBDESC_TEXTS, normalizeAccessCode } from '@clara/domain';
import { ForbiddenError, UnauthenticatedError } from '@clara/domain/common/failures';
import { limiterOf } from '../platform/rateLimit';
import { findAccessCode, type AccessCode } from './accessCodes';

/** The assistant's gate (SPEC §6, DECISIONS): a company access code, in the path or in the access-code header. */

/**
 * A known, active access code; anything else is 403 'Código inválido, por favor verifica'. Wrong codes are
 * counted per client IP (issue 10): over the bound that client waits (429); the code itself is never locked.
 */
export async function requireAccessCode(req: Request, raw: string): Promise<AccessCode> {
  const limiter = limiterOf(req);
  await limiter.check('WRONG_ACCESS_CODES', req);
  const code = normalizeAccessCode(raw);
  const access = isAccessCodeFormat(code) ? await findAccessCode(code) : null;
  if (!access || !access.active) {
    await limiter.hit('WRONG_ACCESS_CODES', req);
    throw new ForbiddenError(JOBDESC_TEXTS.invalidCode);
  }
  return access;
}

/** The code sent in the access-code header: 401 when missing, else as requireAccessCode. */
export function accessFromHeader(req: Request): Promise<AccessCode> {
  const value = req.header(ACCESS_CODE_HEADER)?.trim();
  if (!value) throw new UnauthenticatedError(JOBDESC_TEXTS.missingCode);
  return requireAccessCode(req, value);
}
