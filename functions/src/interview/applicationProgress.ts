/**
 * The one write the interview feature makes to `applications/{id}` (owned by recruiting): when a company
 * interview finishes, an application still in Entrevista moves to Evaluar with a history entry
 * (DECISIONS.md). Only `status` and `statusHistory` are written.
 */
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { PRODUCT, type StatusHistoryEntry } from '@clara/domain';
import { db } from '../platform/firebase';

export const COMPLETION_NOTE = `Entrevista con ${PRODUCT.name} completada`;

const applicationRef = (applicationId: string) => db().collection('applications').doc(applicationId);

export function readApplication(tx: Transaction, applicationId: string): Promise<DocumentSnapshot> {
  return tx.get(applicationRef(applicationId));
}

/** Writes the move when the application exists and is still in Entrevista; answers whether it did. */
export function moveToEvaluar(tx: Transaction, application: DocumentSnapshot, date: number): boolean {
  if (!application.exists || application.get('status') !== 'Entrevista') return false;
  const entry: StatusHistoryEntry = { status: 'Evaluar', date, notes: COMPLETION_NOTE };
  tx.update(application.ref, { status: 'Evaluar', statusHistory: FieldValue.arrayUnion(entry) });
  return true;
}
