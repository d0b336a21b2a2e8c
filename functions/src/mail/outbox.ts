/**
 * Data access for `outbox/{id}` (COMMON decision 7): one document per email, written before it is sent
 * ({to, kind, subject, text, html, companyId, applicationId, status, attempts, lastError, createdAt,
 * updatedAt, sentAt, createdAtMs}). Functions only: the rules deny every client.
 */
import type { OutboxRecord, OutboxStatus } from '@clara/domain';
import { storedOutboxSchema } from '@clara/domain/mail/documents';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { log } from '../platform/log';
import { storedConverter } from '../platform/stored';

export const OUTBOX = 'outbox';
export const outbox = () => db().collection(OUTBOX);

/** The one reader of `outbox/{id}`: every read parses the document with its schema from domain. */
export const outboxDocs = storedConverter(OUTBOX, storedOutboxSchema, (id, { createdAtMs, body, ...value }) => ({
  record: { id, ...value },
  /** Milliseconds of creation, for ordering. */
  createdMs: createdAtMs ?? value.createdAt * 1000,
  /** A webhook delivery's JSON text (kept out of the record, which lists show). */
  body: body ?? '',
}));
export type StoredOutbox = ReturnType<typeof outboxDocs.parse>;

/** The record of an outbox document just written (its data as written). */
export const outboxFromDoc = (id: string, data: DocumentData): OutboxRecord => outboxDocs.parse(id, data).record;

export async function getOutboxRecord(id: string): Promise<OutboxRecord | null> {
  return outboxDocs.read(await outbox().doc(id).get())?.record ?? null;
}

/** The emails about one application, oldest first (its webhook deliveries are not emails: left out). */
export async function listApplicationEmails(applicationId: string): Promise<OutboxRecord[]> {
  const snapshot = await outbox().where('applicationId', '==', applicationId).get();
  return snapshot.docs
    .map((doc) => outboxDocs.fromFirestore(doc))
    .filter(({ record }) => record.channel !== 'webhook')
    .sort((a, b) => a.createdMs - b.createdMs)
    .map(({ record }) => record);
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
  return snapshot.docs.map((doc) => outboxDocs.read(doc).record).filter((record) => record.status === 'scheduled');
}

/** Issue 23: drops emails written ahead that are still waiting (an interview moved or cancelled: its reminders). */
export async function cancelScheduledEmails(ids: readonly string[]): Promise<void> {
  for (const id of ids)
    await db()
      .runTransaction(async (tx) => {
        const ref = outbox().doc(id);
        if (outboxDocs.read(await tx.get(ref))?.record.status === 'scheduled') tx.delete(ref);
      })
      .catch((error: unknown) => log.error('outbox: could not cancel a scheduled email', { id, error }));
}

/** Emails in one status, for the retry (bounded). */
export async function listByStatus(status: OutboxStatus, limit: number): Promise<OutboxRecord[]> {
  const snapshot = await outbox().where('status', '==', status).limit(limit).get();
  return snapshot.docs.map((doc) => outboxDocs.fromFirestore(doc).record);
}
