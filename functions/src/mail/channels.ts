/**
 * Issue 23: what the outbox sends through. An outbox document is an email (`channel` missing or 'mail') or a
 * webhook delivery ('webhook'); `deliver` (send.ts) claims, sends, records and retries both the same way, and
 * asks the channel only how to send one and what to store afterwards.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import type { OutboxRecord } from '@clara/domain';
import { mailConfigured, sendThroughSmtp } from './transport';

export interface OutboxChannel {
  /** Whether it can send at all now (emails need SMTP_URL; without it they stay queued). */
  configured(): boolean;
  /** Sends the document; answers fields to store with the success; rejects with the failure. */
  send(record: OutboxRecord, data: DocumentData): Promise<DocumentData>;
  /** Cleared once sent: the body may hold personal data or a credential; the envelope stays for the lists. */
  clearedOnSuccess: DocumentData;
  /** Fields to store with a failure (a response status, the next attempt's time). */
  failureFields(error: unknown, attempts: number, now: number): DocumentData;
}

export const mailChannel: OutboxChannel = {
  configured: mailConfigured,
  send: async (record) => {
    await sendThroughSmtp(record);
    return {};
  },
  clearedOnSuccess: { text: '', html: '' },
  failureFields: () => ({}),
};
