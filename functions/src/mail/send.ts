/**
 * The one mail path (COMMON decision 7). `sendEmail` bounds the recipient, writes the outbox document, then
 * sends it right away; a failure is recorded on the document (status failed, lastError) and never thrown:
 * an email never fails the action that caused it. The scheduled retry (retry.ts) tries failed ones again.
 */
import { log } from '../platform/log';
import { createHash } from 'node:crypto';
import {
  MAIL_ERRORS,
  nowSeconds,
  type MailContent,
  type MailAttachment,
  type MailKind,
  type OutboxRecord,
  type OutboxStatus,
} from '@clara/domain';
import { config } from '../platform/config';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { consumeBound } from '../platform/rateLimit';
import { getOutboxRecord, outbox, outboxDocs, outboxFromDoc } from './outbox';
import { firstAttempt } from './policy';
import { channelFor, mailChannel, type OutboxChannel } from './channels';

export interface EmailInput extends MailContent {
  /** The outbox document's id when the caller reserved it (a rejection records it before sending); else a new one. */
  id?: string;
  to: string;
  kind: MailKind;
  companyId?: string | null;
  applicationId?: string | null;
  /** Issue 23: files attached (an interview's .ics), kept in the outbox document until sent. */
  attachments?: MailAttachment[];
  /** Issue 23: send at this time (epoch seconds) instead of now: written `scheduled`, sent by the retry. */
  sendAt?: number | null;
  /** The caller already counted this email against the recipient's bound (`takeRecipientBound`). */
  boundTaken?: true;
}

const recipientKey = (to: string) =>
  `mail__${createHash('sha256').update(to.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

/** Counts one email to `to` against the per-recipient bound; false when it is reached. */
export async function takeRecipientBound(to: string, now = nowSeconds()): Promise<boolean> {
  return (await consumeBound(recipientKey(to), config.trust.limits().EMAILS_PER_RECIPIENT, now)).allowed;
}

/** Writes the email's outbox document (refused when the recipient's bound is reached) and sends it. */
export async function sendEmail(input: EmailInput, now = nowSeconds()): Promise<OutboxRecord> {
  const allowed = input.boundTaken ?? (await takeRecipientBound(input.to, now));
  const ref = input.id ? outbox().doc(input.id) : outbox().doc();
  const record = {
    to: input.to,
    kind: input.kind,
    subject: input.subject,
    text: input.text,
    html: input.html,
    companyId: input.companyId ?? null,
    applicationId: input.applicationId ?? null,
    status: (allowed ? (input.sendAt ? 'scheduled' : 'queued') : 'refused') satisfies OutboxStatus,
    attachments: input.attachments ?? [],
    sendAt: allowed && input.sendAt ? input.sendAt : null,
    attempts: 0,
    lastError: allowed ? null : MAIL_ERRORS.recipientBound,
    createdAt: now,
    updatedAt: now,
    sentAt: null,
    /** Orders emails written in the same second (listing). */
    createdAtMs: Date.now(),
  };
  await ref.create(record);
  if (!allowed || record.status === 'scheduled') return outboxFromDoc(ref.id, record);
  await deliver(ref.id, firstAttempt);
  return (await getOutboxRecord(ref.id)) ?? outboxFromDoc(ref.id, record);
}

/**
 * One attempt at an outbox document (an email or, issue 23, a webhook delivery), if `eligible` says it may be
 * taken: claimed in a transaction (status sending, attempts + 1) so two attempts never send it twice, then sent
 * through its channel (one of `channels`; a document of another channel is not taken) and marked sent or failed. A channel that cannot send (emails without SMTP_URL) leaves it
 * queued. Answers the resulting status, or null when the document was not taken.
 */
export async function deliver(
  id: string,
  eligible: (record: OutboxRecord) => boolean,
  channels: readonly OutboxChannel[] = [mailChannel],
  onClaim?: (tx: Transaction) => void,
): Promise<OutboxStatus | null> {
  const ref = outbox().doc(id);
  const claimed = await db().runTransaction(async (tx) => {
    const stored = outboxDocs.read(await tx.get(ref));
    if (!stored) return null;
    const channel = channelFor(stored.record, channels);
    if (!channel?.configured() || !eligible(stored.record)) return null;
    const attempts = stored.record.attempts + 1;
    tx.update(ref, { status: 'sending', attempts, updatedAt: nowSeconds() });
    // What the caller records of this attempt (issue 31: a redelivery's audit entry), with the claim or not at all.
    onClaim?.(tx);
    return { stored: { ...stored, record: { ...stored.record, attempts } }, channel };
  });
  if (!claimed) return null;
  const { stored, channel } = claimed;
  const { record } = stored;
  try {
    const sent = await channel.send(stored);
    // Once sent, the body is not needed any more, and it may hold a credential (a sign-in link, a personal
    // data link, an interview code) or personal data: only the envelope stays, for the lists.
    await ref.update({
      ...channel.clearedOnSuccess,
      ...sent,
      status: 'sent',
      lastError: null,
      nextAttemptAt: null,
      sendAt: null,
      sentAt: nowSeconds(),
      updatedAt: nowSeconds(),
    });
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error('outbox delivery failed', {
      outboxId: id,
      kind: record.channel === 'webhook' ? 'webhook' : record.kind,
      error: message,
    });
    // The document may be gone meanwhile (the candidate withdrew): nothing to record then.
    await ref
      .update({
        ...channel.failureFields(error, record.attempts, nowSeconds()),
        status: 'failed',
        sendAt: null,
        lastError: message.slice(0, 500),
        updatedAt: nowSeconds(),
      })
      .catch(() => undefined);
    return 'failed';
  }
}
