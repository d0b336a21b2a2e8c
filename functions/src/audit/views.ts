import type { Caller } from '../platform/auth';
import { db } from '../platform/firebase';
import { auditWithin, memberActor, type AuditInputNamed } from './log';

/**
 * Issue 31: a view is recorded by the call that serves what was seen (a candidate's CV, their interview's
 * transcript), before it answers: when the entry cannot be written the call fails and nothing is served. The
 * browser reports nothing (the old `POST /api/candidate-views` is gone).
 */
export async function recordServedView(
  companyId: string,
  caller: Caller,
  kind: 'candidate.cvViewed' | 'candidate.transcriptViewed',
  candidate: NonNullable<AuditInputNamed['candidate']>,
  action: string,
): Promise<void> {
  const batch = db().batch();
  auditWithin(batch, companyId, { actor: memberActor(caller), kind, candidate, action });
  await batch.commit();
}
