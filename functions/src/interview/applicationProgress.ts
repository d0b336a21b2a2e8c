/**
 * The one write the interview feature makes to `applications/{id}` (owned by recruiting): when a company
 * interview finishes, an application still in Entrevista moves to Evaluar with a history entry
 * (DECISIONS.md). Only `status` and `statusHistory` are written.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { PRODUCT, type InterviewSessionDocument, type StatusHistoryEntry } from '@clara/domain';
import { db } from '../platform/firebase';
import { config } from '../platform/config';
import { safely, sendAnalysisReady } from '../recruiting/emails';

export const COMPLETION_NOTE = `Entrevista con ${PRODUCT.name} completada`;

const applicationRef = (applicationId: string) => db().collection('applications').doc(applicationId);

export function readApplication(tx: Transaction, applicationId: string): Promise<DocumentSnapshot> {
  return tx.get(applicationRef(applicationId));
}

/** Writes the move when the application exists and is still in Entrevista; answers whether it did. */
export function moveToEvaluar(tx: Transaction, application: DocumentSnapshot, date: number): boolean {
  if (!application.exists || application.get('status') !== 'Entrevista') return false;
  // COMMON decision 2: an entry of its own (id; by null: Clara), appended to the history read in `tx`.
  const entry: StatusHistoryEntry = { id: randomUUID(), status: 'Evaluar', date, notes: COMPLETION_NOTE, by: null };
  const history: unknown[] = Array.isArray(application.get('statusHistory')) ? application.get('statusHistory') : [];
  tx.update(application.ref, { status: 'Evaluar', statusHistory: [...history, entry] });
  return true;
}

/** After the move to Evaluar committed: "interview finished, analysis ready" to the company's members. */
export async function notifyInterviewFinished(session: InterviewSessionDocument): Promise<void> {
  const origin = config.site.publicOrigin() ?? session.publicOrigin;
  if (!session.applicationId || !origin) return;
  await safely('analysis ready', () => sendAnalysisReady(session.applicationId!, origin));
}
