/**
 * Erasing an application and everything about its candidate (issue 10): the interview (page document,
 * private document, assignment), its media, the emails sent about it, the candidate's link, the duplicate
 * key, a practice report shared with it, its CV file, and the application itself. Used by the candidate's withdrawal, the company's erase and the purge.
 */
import { interviewCodeFromRef, nowSeconds, PRACTICE_SHARES, RECRUITING_ERRORS, type Withdrawal } from '@clara/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { NotFoundError } from '@clara/domain/common/failures';
import { deleteApplicationEmails } from '../mail/outbox';
import { db } from '../platform/firebase';
import { findSession } from '../sessions/sessions';
import { deleteCandidateLinks } from '../company/candidateLinks';
import { deleteApplicationBookings } from '../scheduling/store';
import { eraseInterview } from './practiceData';
import { recordWithdrawal } from '../recruiting/withdrawals';
import { changeCounts, type CountsChange } from '../recruiting/vacancyCounts';
import { applicationDocs, applications } from '../recruiting/applications';
import type { StoredApplicationDocument } from '@clara/domain/recruiting/documents';
import { deleteApplicationScorecards } from '../scorecards/store';
import { deleteApplicationReviews } from '../reviews/store';
import { deleteApplicationAccommodations } from '../interview/accommodations';
import { deleteRejection } from '../recruiting/statusEmails';
import { deleteApplicationCvFiles } from '../recruiting/cvFiles';
import { safely } from '../recruiting/emails';
import { emitApplicationErased } from '../webhooks/events';
import { deleteSelfIdentification } from '../fairness/selfIdentification';
import { syncFairness } from '../fairness/counts';
import { auditWithin, type AuditInput } from '../audit/log';
import {
  erasePersonRecord,
  forgetPersonIfGone,
  personApplications,
  personKeyOf,
  requireCompanyApplication,
} from '../recruiting/person/service';

/** Who erased the application and from which call: recorded in the transaction that deletes it (issue 31). */
export type ErasureAudit = Pick<AuditInput, 'actor' | 'kind' | 'action'>;

/**
 * Erases everything about the application; `line` leaves the company a withdrawal line (no personal data); `audit`
 * its entry, naming the candidate, written with the application's deletion (a racing erase that finds it gone
 * writes none).
 */
async function eraseApplicationSnapshot(
  application: DocumentSnapshot,
  line: Withdrawal['by'] | null,
  audit?: ErasureAudit,
): Promise<void> {
  const id = application.id;
  const code = interviewCodeFromRef(applicationDocs.read(application)?.interviewId ?? null);
  const interview = code ? await findSession(code) : null;
  if (interview && !interview.data.isPractice) await eraseInterview(interview);
  await deleteApplicationEmails(id);
  await deleteCandidateLinks(id);
  await deleteApplicationBookings(id);
  // Issue 20: the team's scorecards, the review requests and the candidate's comments go with the application
  // (issue 32: and the record of their rejection email; issue 33: the accommodation requests).
  await Promise.all([
    deleteApplicationScorecards(id),
    deleteApplicationReviews(id),
    deleteApplicationAccommodations(id),
    deleteRejection(id),
  ]);
  // Issue 30: the CV file's chunks (under the application's document, which its own deletion leaves behind).
  await deleteApplicationCvFiles(id);
  const keys = await db().collection('application_keys').where('applicationId', '==', id).get();
  // The application, its keys and the vacancy's counters go in one transaction: a racing erase of the same
  // application finds it gone and changes nothing, so the counters move once.
  const erased = await db().runTransaction(async (tx) => {
    const current = applicationDocs.read(await tx.get(application.ref));
    if (!current) return null;
    const vacancyId = current.vacancyId;
    const vacancy = vacancyId ? await tx.get(db().collection('vacancies').doc(vacancyId)) : null;
    for (const key of keys.docs) tx.delete(key.ref);
    tx.delete(db().collection('interview_assignments').doc(id));
    // A practice report shared with the application lives and dies with it (issue 12).
    const shareId = current.practiceReport?.shareId;
    if (shareId) tx.delete(db().collection(PRACTICE_SHARES).doc(shareId));
    tx.delete(application.ref);
    if (line) {
      recordWithdrawal(tx, id, {
        companyId: current.companyId,
        vacancyId,
        date: nowSeconds(),
        by: line,
      });
    }
    if (vacancy?.exists) changeCounts(tx, vacancyId, erasedCounts(current, line !== null));
    if (audit)
      auditWithin(tx, current.companyId, {
        ...audit,
        candidate: { applicationId: id, name: current.name, vacancyId: vacancyId || null },
      });
    return current;
  });
  // Issue 34: the company's integrations hear of it (once: a racing erase found it gone and returned null).
  if (erased)
    await safely('webhook application.erased', () =>
      emitApplicationErased(
        {
          applicationId: id,
          companyId: erased.companyId,
          vacancyId: erased.vacancyId,
          candidateId: erased.candidateId,
        },
        line ?? 'retention',
      ),
    );
  // Issue 33: its contribution leaves the fairness counters, and its voluntary answers go with it.
  await syncFairness(id);
  await deleteSelfIdentification(id);
  // Issue 32: the person's own document (their tags) goes with the last of their applications in the company.
  if (erased) await forgetPersonIfGone(erased.companyId, personKeyOf(erased));
}

/** What erasing the application takes off its vacancy's counters (and the withdrawal line it leaves). */
function erasedCounts(application: StoredApplicationDocument, leavesLine: boolean): CountsChange {
  return {
    applications: -1,
    byStatus: { [application.status]: -1 },
    interviews: application.interviewId ? -1 : 0,
    withdrawals: leavesLine ? 1 : 0,
  };
}

/** The purge: erases without leaving a line (the vacancy's lines go with it). */
export const eraseApplicationData = (application: DocumentSnapshot) => eraseApplicationSnapshot(application, null);

/** The candidate withdraws (their emailed link) or the company erases them: a line is left where they were. */
export async function eraseApplication(
  applicationId: string,
  companyId: string,
  by: Withdrawal['by'],
  audit: ErasureAudit,
): Promise<void> {
  const application = await applications().doc(applicationId).get();
  if (applicationDocs.read(application)?.companyId !== companyId)
    throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  await eraseApplicationSnapshot(application, by, audit);
}

/**
 * Issue 32: the company erases the whole person behind an application: every application of theirs in the company
 * (same normalised email), each with everything about it (interview, media, CV chunks, scorecards, notes, emails,
 * bookings) and its audit entry in its deletion's transaction, then the person's own document (tags). Answers
 * how many applications were erased.
 */
export async function erasePerson(companyId: string, applicationId: string, audit: ErasureAudit): Promise<number> {
  const application = await requireCompanyApplication(companyId, applicationId);
  const all = await personApplications(application);
  for (const other of all) {
    const snapshot = await applications().doc(other.id).get();
    if (snapshot.exists) await eraseApplicationSnapshot(snapshot, 'company', audit);
  }
  await erasePersonRecord(companyId, personKeyOf(application));
  return all.length;
}
