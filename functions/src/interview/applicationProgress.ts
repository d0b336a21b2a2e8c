/**
 * The one write the interview feature makes to `applications/{id}` (owned by recruiting): when a company
 * interview finishes, an application still in Entrevista moves to Evaluar with a history entry
 * (DECISIONS.md), through recruiting's `writeStatusChange` (status, rank, history and the vacancy's counters).
 */
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { PRODUCT, type InterviewSessionDocument } from '@clara/domain';
import { config } from '../platform/config';
import { safely, sendAnalysisReady } from '../recruiting/emails';
import { historyEntry, writeStatusChange } from '../recruiting/applications';
import { applicationDocs, applicationOf, applications } from '../company/documents';
import { emitInterviewFinished } from '../webhooks/events';
import { syncFairness } from '../fairness/counts';

export const COMPLETION_NOTE = `Entrevista con ${PRODUCT.name} completada`;

const applicationRef = (applicationId: string) => applications().doc(applicationId);

export function readApplication(tx: Transaction, applicationId: string): Promise<DocumentSnapshot> {
  return tx.get(applicationRef(applicationId));
}

/** Writes the move when the application exists and is still in Entrevista; answers whether it did. */
export function moveToEvaluar(tx: Transaction, application: DocumentSnapshot, date: number): boolean {
  const stored = applicationDocs.read(application);
  if (stored?.status !== 'Entrevista') return false;
  // COMMON decision 2: an entry of its own (id; by null: Clara), appended to the history read in `tx`.
  // Through recruiting's writeStatusChange (COMMON decision 9): the vacancy's counters move with it.
  writeStatusChange(tx, applicationOf(stored), historyEntry('Evaluar', COMPLETION_NOTE, null, date));
  return true;
}

/** After the move to Evaluar committed: "interview finished, analysis ready" to the company's members. */
export async function notifyInterviewFinished(session: InterviewSessionDocument, code: string): Promise<void> {
  const origin = config.site.publicOrigin() ?? session.publicOrigin;
  if (!session.applicationId || !origin) return;
  await safely('analysis ready', () => sendAnalysisReady(session.applicationId!, origin));
  // Issue 23: the company's webhooks hear it too.
  await safely('webhooks interview finished', () => emitInterviewFinished(session.applicationId!, code));
  // Issue 33: the move to Evaluar and Clara's score reach the fairness counters.
  await syncFairness(session.applicationId);
}
