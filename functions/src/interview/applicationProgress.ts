/**
 * The one write the interview feature makes to `applications/{id}` (owned by recruiting): when a company
 * interview finishes, an application still in Entrevista moves to Evaluar with a history entry
 * (DECISIONS.md), through recruiting's `writeStatusChange` (status, rank, history and the vacancy's counters).
 */
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { PRODUCT, type AnalysisResult, type InterviewSessionDocument } from '@clara/domain';
import { auditWithin, SYSTEM_ACTOR } from '../audit/log';
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

/** What happened to a company interview in one transaction, for Clara's own audit entries (issue 31). */
export interface InterviewProgress {
  /** This write finished the interview. */
  finished: boolean;
  /** The analysis this write stores, if any. */
  analysis?: AnalysisResult | null;
  /** The call it came from, e.g. `POST /api/chat`. */
  action: string;
}

/**
 * Writes the move when the application exists and is still in Entrevista, and Clara's own audit entries
 * (interview finished, analysed, the fallback analyser used, the move) in the same transaction; answers whether
 * it moved.
 */
export function moveToEvaluar(
  tx: Transaction,
  application: DocumentSnapshot,
  date: number,
  progress: InterviewProgress,
): boolean {
  const stored = applicationDocs.read(application);
  if (!stored) return false;
  const candidate = { applicationId: stored.id, name: stored.name, vacancyId: stored.vacancyId };
  const entry = (kind: 'interview.finished' | 'interview.analysed' | 'interview.fallbackAnalyser', detail = '') =>
    auditWithin(tx, stored.companyId, { actor: SYSTEM_ACTOR, kind, candidate, action: progress.action, detail }, date);
  if (progress.finished) entry('interview.finished');
  if (progress.analysis) {
    entry('interview.analysed', `${progress.analysis.score}/100`);
    const analyser = progress.analysis.analyser;
    if (analyser?.fallback) entry('interview.fallbackAnalyser', analyser.model ?? '');
  }
  if (stored.status !== 'Entrevista') return false;
  // COMMON decision 2: an entry of its own (id; by null: Clara), appended to the history read in `tx`.
  // Through recruiting's writeStatusChange (COMMON decision 9): the vacancy's counters move with it.
  writeStatusChange(tx, applicationOf(stored), historyEntry('Evaluar', COMPLETION_NOTE, null, date), {
    actor: SYSTEM_ACTOR,
    action: progress.action,
  });
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
