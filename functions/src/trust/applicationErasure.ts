/**
 * Erasing an application and everything about its candidate (issue 10): the interview (page document,
 * private document, assignment), its media, the emails sent about it, the candidate's link, the duplicate
 * key, a practice report shared with it, and the application itself. Used by the candidate's withdrawal, the company's erase and the purge.
 */
import { interviewCodeFromRef, nowSeconds, PRACTICE_SHARES, RECRUITING_ERRORS, type Withdrawal } from '@clara/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { NotFoundError } from '@clara/domain/common/failures';
import { deleteApplicationEmails } from '../mail/outbox';
import { db } from '../platform/firebase';
import { findSession } from '../interview/sessions';
import { deleteCandidateLinks } from './candidateLinks';
import { eraseInterview } from './practiceData';
import { recordWithdrawal } from './withdrawals';

const applications = () => db().collection('applications');

/** Erases everything about the application; `line` leaves the company a withdrawal line (no personal data). */
async function eraseApplicationSnapshot(application: DocumentSnapshot, line: Withdrawal['by'] | null): Promise<void> {
  const id = application.id;
  const code = interviewCodeFromRef(String(application.get('interviewId') ?? '') || null);
  const interview = code ? await findSession(code) : null;
  if (interview && !interview.data.isPractice) await eraseInterview(interview);
  await deleteApplicationEmails(id);
  await deleteCandidateLinks(id);
  const keys = await db().collection('application_keys').where('applicationId', '==', id).get();
  const batch = db().batch();
  for (const key of keys.docs) batch.delete(key.ref);
  batch.delete(db().collection('interview_assignments').doc(id));
  // A practice report shared with the application lives and dies with it (issue 12).
  const shareId = (application.get('practiceReport') as { shareId?: unknown } | undefined)?.shareId;
  if (typeof shareId === 'string') batch.delete(db().collection(PRACTICE_SHARES).doc(shareId));
  batch.delete(application.ref);
  if (line) {
    recordWithdrawal(batch, id, {
      companyId: String(application.get('companyId') ?? ''),
      vacancyId: String(application.get('vacancyId') ?? ''),
      date: nowSeconds(),
      by: line,
    });
  }
  await batch.commit();
}

/** The purge: erases without leaving a line (the vacancy's lines go with it). */
export const eraseApplicationData = (application: DocumentSnapshot) => eraseApplicationSnapshot(application, null);

/** The candidate withdraws (their emailed link) or the company erases them: a line is left where they were. */
export async function eraseApplication(applicationId: string, companyId: string, by: Withdrawal['by']): Promise<void> {
  const application = await applications().doc(applicationId).get();
  if (!application.exists || application.get('companyId') !== companyId)
    throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  await eraseApplicationSnapshot(application, by);
}
