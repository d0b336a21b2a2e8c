/**
 * Issue 34: deliveries are signed by the Standard Webhooks scheme (https://www.standardwebhooks.com), so a
 * receiver verifies them with that project's libraries instead of by hand: `webhook-id` (the delivery's id, the
 * same on every attempt and on "Reenviar"), `webhook-timestamp` (unix seconds of this attempt) and
 * `webhook-signature`: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed with the base64 part of
 * the `whsec_…` secret; during a rotation one such signature per secret in force, separated by a space.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_HEADERS } from '@clara/domain';

/** A new signing secret: 32 random bytes in standard base64, prefixed `whsec_` as Standard Webhooks has it. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The HMAC key of a secret: its base64 part decoded. (Secrets made before issue 34 are base64url; Node reads
 * both, a receiver's library only the standard alphabet, so those endpoints should rotate their secret.)
 */
const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/** One `v1,<base64>` signature of a delivery with one secret. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three Standard Webhooks headers of a delivery, signed with each of `secrets` (the current one first). */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: secrets.map((secret) => sign(secret, id, timestamp, body)).join(' '),
  };
}
