/**
 * App Check in the local stack (issue 21). firebase-tools has no App Check emulator: the SDK would exchange a
 * debug token with Google, and firebase-admin verifies tokens only against Google's keys. So under the Functions
 * emulator, with CLARA_APP_CHECK_DEBUG_TOKEN set (`config.trust.appCheckEmulatorDebugToken`, '' anywhere else), the
 * `api` function answers the exchange itself: the web app built with that debug token posts it to
 * POST /api/app-check-emulator/exchange and gets a short-lived token (a JWT, HS256) signed with a key derived
 * from the debug token, which `requireAppCheck` verifies locally. Deployed, the exchange answers 404 and a
 * token of this kind is refused like any other App Check did not sign.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CHECK_EMULATOR_TTL_SECONDS, APP_CHECK_ERRORS } from '@clara/domain/trust/appCheck';
import { ForbiddenError, NotFoundError } from '@clara/domain/common/failures';
import { config } from './config';

const ISSUER = 'clara-app-check-emulator';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const keyOf = (debugToken: string): Buffer => createHash('sha256').update(`${ISSUER}\0${debugToken}`).digest();
const sign = (input: string, debugToken: string): Buffer =>
  createHmac('sha256', keyOf(debugToken)).update(input).digest();
const sameBytes = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A token for the local stack, valid APP_CHECK_EMULATOR_TTL_SECONDS from `now` (epoch seconds). */
export function mintEmulatorToken(debugToken: string, now = nowSeconds()): string {
  const payload = { iss: ISSUER, iat: now, exp: now + APP_CHECK_EMULATOR_TTL_SECONDS };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${sign(input, debugToken).toString('base64url')}`;
}

/** Whether `token` was minted by this stack's exchange (same debug token) and has not expired. */
export function verifyEmulatorToken(token: string, debugToken: string, now = nowSeconds()): boolean {
  if (!debugToken) return false;
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0 || header !== HEADER) return false;
  if (!sameBytes(Buffer.from(signature, 'base64url'), sign(`${header}.${payload}`, debugToken))) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown; exp?: unknown };
    return claims.iss === ISSUER && typeof claims.exp === 'number' && claims.exp > now;
  } catch {
    return false;
  }
}

/** POST /api/app-check-emulator/exchange: 404 outside the local stack, 403 for another debug token. */
export function exchangeDebugToken(debugToken: string): { token: string; ttlMillis: number } {
  const configured = config.trust.appCheckEmulatorDebugToken();
  if (!configured) throw new NotFoundError(APP_CHECK_ERRORS.emulatorOnly);
  const given = createHash('sha256').update(debugToken).digest();
  if (!sameBytes(given, createHash('sha256').update(configured).digest()))
    throw new ForbiddenError(APP_CHECK_ERRORS.wrongDebugToken);
  return { token: mintEmulatorToken(configured), ttlMillis: APP_CHECK_EMULATOR_TTL_SECONDS * 1000 };
}
