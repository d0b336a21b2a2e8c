import type { Caller } from '../platform/auth';
import { db } from '../platform/firebase';
import { auditWithin, memberActor, type AuditInput } from './log';

/**
 * Issue 31: a read is recorded by the call that serves it (a candidate's CV, their interview's transcript, an
 * export, the candidate's own data), before it answers: when the entry cannot be written the call fails and
 * nothing is served. A read writes nothing else, so its entry is its only write.
 */
export async function recordServed(companyId: string, input: AuditInput): Promise<void> {
  const batch = db().batch();
  auditWithin(batch, companyId, input);
  await batch.commit();
}

/** A member's view of a candidate's CV or transcript (the browser reports nothing: `POST /api/candidate-views` is gone). */
export async function recordServedView(
  companyId: string,
  caller: Caller,
  kind: 'candidate.cvViewed' | 'candidate.transcriptViewed',
  candidate: NonNullable<AuditInput['candidate']>,
  action: string,
  detail?: string,
): Promise<void> {
  await recordServed(companyId, {
    actor: memberActor(caller),
    kind,
    candidate,
    action,
    ...(detail === undefined ? {} : { detail }),
  });
}
