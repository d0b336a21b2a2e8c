/**
 * The scheduled purge (issue 10): practice interviews (and their media) whose `expiresAt` has passed
 * (created + CLARA_PRACTICE_RETENTION_DAYS, default 30), and the applications of vacancies closed for longer
 * than CLARA_CLOSED_VACANCY_RETENTION_MONTHS (default 12; a vacancy's `closedAt` is set when it is closed).
 * Dashboard counts are computed from the remaining documents, so they are right after every deletion.
 */
import { PRACTICE_INTERVIEWS, PRACTICE_SHARES, nowSeconds } from '@clara/domain';
import { db } from '../platform/firebase';
import { findSession } from '../interview/sessions';
import { eraseInterview } from './practiceData';
import { closedVacancyRetentionMonths } from './settings';

const BATCH = 100;

export interface PurgeReport {
  practiceInterviews: number;
  applications: number;
}

async function purgePractice(now: number): Promise<number> {
  const expired = await db().collection(PRACTICE_INTERVIEWS).where('expiresAt', '<=', now).limit(BATCH).get();
  let erased = 0;
  for (const doc of expired.docs) {
    const located = await findSession(doc.id);
    if (located?.data.isPractice) {
      await eraseInterview(located);
      erased += 1;
    }
  }
  return erased;
}

async function purgeClosedVacancies(now: number): Promise<number> {
  const cutoff = now - closedVacancyRetentionMonths() * 30 * 86_400;
  const closed = await db().collection('vacancies').where('status', '==', 'Cerrada').get();
  let erased = 0;
  for (const vacancy of closed.docs) {
    const closedAt = vacancy.get('closedAt');
    if (typeof closedAt !== 'number' || closedAt > cutoff) continue;
    const applications = await db().collection('applications').where('vacancyId', '==', vacancy.id).get();
    for (const application of applications.docs) {
      const code = String(application.get('interviewId') ?? '').split('/')[1];
      const interview = code ? await findSession(code) : null;
      if (interview && !interview.data.isPractice) await eraseInterview(interview);
      const keys = await db().collection('application_keys').where('applicationId', '==', application.id).get();
      const batch = db().batch();
      for (const key of keys.docs) batch.delete(key.ref);
      batch.delete(db().collection('interview_assignments').doc(application.id));
      // A practice report shared with the application lives and dies with it (issue 12).
      const shareId = application.get('practiceReport')?.shareId;
      if (typeof shareId === 'string') batch.delete(db().collection(PRACTICE_SHARES).doc(shareId));
      batch.delete(application.ref);
      await batch.commit();
      erased += 1;
    }
  }
  return erased;
}

/** The scheduled function's handler (tests call it with their own `now`). */
export async function purgeExpiredData(now = nowSeconds()): Promise<PurgeReport> {
  return { practiceInterviews: await purgePractice(now), applications: await purgeClosedVacancies(now) };
}
