import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_TOLERANCE_SECONDS } from '@clara/domain';

/** A new endpoint's signing secret: 32 random bytes, prefixed so it is recognisable in a receiver's config. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The `Clara-Signature` header of a body sent at `timestamp` (unix seconds): `t=<timestamp>,v1=<hex>`. */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'expired';

/**
 * What a receiver checks (and the tests do): the header's HMAC over `<t>.<body>` with the secret, compared in
 * constant time, and `t` within the tolerance of `now`, so a captured delivery cannot be replayed later.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  now: number,
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return 'malformed';
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(parts.v1!, 'hex'))) return 'mismatch';
  return Math.abs(now - timestamp) > tolerance ? 'expired' : 'valid';
}
