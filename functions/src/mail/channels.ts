/**
 * Issue 23: what the outbox sends through. An outbox document is an email (`channel` missing or 'mail') or a
 * webhook delivery ('webhook'); `deliver` (send.ts) claims, sends, records and retries both the same way, and
 * asks the channel only how to send one and what to store afterwards.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import type { OutboxChannelName, OutboxRecord } from '@clara/domain';
import type { StoredOutbox } from './outbox';
import { mailConfigured, sendThroughSmtp } from './transport';

/**
 * A channel is passed to `deliver` and `retryOutbox` by whoever sends through it (webhooks pass theirs; index.ts
 * passes every channel to the scheduled retry): the outbox is below the features that use it and imports none.
 */
export interface OutboxChannel {
  /** The outbox documents it sends: those whose `channel` is this name (missing means 'mail'). */
  name: OutboxChannelName;
  /** Whether it can send at all now (emails need SMTP_URL; without it they stay queued). */
  configured(): boolean;
  /** Sends the document; answers fields to store with the success; rejects with the failure. */
  send(stored: StoredOutbox): Promise<DocumentData>;
  /** Cleared once sent: the body may hold personal data or a credential; the envelope stays for the lists. */
  clearedOnSuccess: DocumentData;
  /** Fields to store with a failure (a response status, the next attempt's time). */
  failureFields(error: unknown, attempts: number, now: number): DocumentData;
}

export const mailChannel: OutboxChannel = {
  name: 'mail',
  configured: mailConfigured,
  send: async ({ record }) => {
    await sendThroughSmtp(record);
    return {};
  },
  // Attachments (an interview's .ics) name the candidate and the time: cleared like the body.
  clearedOnSuccess: { text: '', html: '', attachments: [] },
  failureFields: () => ({}),
};

/** The channel among `channels` that sends this document, if any. */
export const channelFor = (record: OutboxRecord, channels: readonly OutboxChannel[]): OutboxChannel | undefined =>
  channels.find((channel) => channel.name === (record.channel ?? 'mail'));
