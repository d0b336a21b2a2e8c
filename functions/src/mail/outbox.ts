/**
 * Data access for `outbox/{id}` (COMMON decision 7): one document per email, written before it is sent
 * ({to, kind, subject, text, html, companyId, applicationId, status, attempts, lastError, createdAt,
 * updatedAt, sentAt, createdAtMs}). Functions only: the rules deny every client.
 */
import {
  OUTBOX_STATUSES,
  MAIL_KINDS,
  type MailAttachment,
  type MailKind,
  type OutboxRecord,
  type OutboxStatus,
} from '@clara/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';

export const OUTBOX = 'outbox';
export const outbox = () => db().collection(OUTBOX);

const isStatus = (value: unknown): value is OutboxStatus => (OUTBOX_STATUSES as readonly unknown[]).includes(value);
const isKind = (value: unknown): value is MailKind => (MAIL_KINDS as readonly unknown[]).includes(value);
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

export function outboxFromDoc(id: string, data: DocumentData): OutboxRecord {
  return {
    id,
    to: String(data.to ?? ''),
    kind: isKind(data.kind) ? data.kind : 'applicationReceived',
    subject: String(data.subject ?? ''),
    text: String(data.text ?? ''),
    html: String(data.html ?? ''),
    companyId: typeof data.companyId === 'string' ? data.companyId : null,
    applicationId: typeof data.applicationId === 'string' ? data.applicationId : null,
    status: isStatus(data.status) ? data.status : 'queued',
    attempts: numberOr(data.attempts, 0),
    lastError: typeof data.lastError === 'string' ? data.lastError : null,
    createdAt: numberOr(data.createdAt, 0),
    updatedAt: numberOr(data.updatedAt, 0),
    sentAt: typeof data.sentAt === 'number' ? data.sentAt : null,
    channel: data.channel === 'webhook' ? 'webhook' : 'mail',
    nextAttemptAt: typeof data.nextAttemptAt === 'number' ? data.nextAttemptAt : null,
    sendAt: typeof data.sendAt === 'number' ? data.sendAt : null,
    attachments: Array.isArray(data.attachments) ? (data.attachments as MailAttachment[]) : [],
  };
}

export async function getOutboxRecord(id: string): Promise<OutboxRecord | null> {
  const snapshot = await outbox().doc(id).get();
  const data = snapshot.data();
  return data ? outboxFromDoc(snapshot.id, data) : null;
}

/** The emails about one application, oldest first (its webhook deliveries are not emails: left out). */
export async function listApplicationEmails(applicationId: string): Promise<OutboxRecord[]> {
  const snapshot = await outbox().where('applicationId', '==', applicationId).get();
  const order = (data: DocumentData) =>
    typeof data.createdAtMs === 'number' ? data.createdAtMs : numberOr(data.createdAt, 0) * 1000;
  return snapshot.docs
    .filter((doc) => doc.get('channel') !== 'webhook')
    .sort((a, b) => order(a.data()) - order(b.data()))
    .map((doc) => outboxFromDoc(doc.id, doc.data()));
}

/** Erases every email (and webhook delivery) about an application (the candidate withdrew, or the company erased them). */
export async function deleteApplicationEmails(applicationId: string): Promise<number> {
  const snapshot = await outbox().where('applicationId', '==', applicationId).get();
  const batch = db().batch();
  for (const doc of snapshot.docs) batch.delete(doc.ref);
  if (!snapshot.empty) await batch.commit();
  return snapshot.size;
}

/**
 * Issue 23: emails written ahead (reminders) whose time has come, earliest first (bounded). One range on `sendAt`,
 * which is cleared once an attempt is made, so only the ones still waiting are found (a single-field index).
 */
export async function listDueScheduled(now: number, limit: number): Promise<OutboxRecord[]> {
  const snapshot = await outbox().where('sendAt', '<=', now).orderBy('sendAt').limit(limit).get();
  return snapshot.docs
    .map((doc) => outboxFromDoc(doc.id, doc.data()))
    .filter((record) => record.status === 'scheduled');
}

/** Issue 23: drops emails written ahead that are still waiting (an interview moved or cancelled: its reminders). */
export async function cancelScheduledEmails(ids: readonly string[]): Promise<void> {
  for (const id of ids)
    await db()
      .runTransaction(async (tx) => {
        const ref = outbox().doc(id);
        const snapshot = await tx.get(ref);
        if (snapshot.get('status') === 'scheduled') tx.delete(ref);
      })
      .catch((error: unknown) => console.error('outbox: could not cancel', id, error));
}

/** Emails in one status, for the retry (bounded). */
export async function listByStatus(status: OutboxStatus, limit: number): Promise<OutboxRecord[]> {
  const snapshot = await outbox().where('status', '==', status).limit(limit).get();
  return snapshot.docs.map((doc) => outboxFromDoc(doc.id, doc.data()));
}
