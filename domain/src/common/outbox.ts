/**
 * The statuses of an outbox document, the one list for both of its channels (mail/ and webhooks/ in domain):
 * queued: written, not sent yet; sending: an attempt is under way; sent; failed: the last attempt failed (the
 * scheduled retry tries again up to its channel's attempts); refused: an email not sent because the recipient's
 * bound was reached (never retried; a resend is a new email); scheduled (issue 23): an email written to be sent at
 * `sendAt` (an interview's reminder), sent then by the scheduled retry.
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'refused', 'scheduled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
