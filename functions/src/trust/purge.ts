/**
 * The scheduled purge (issue 10): practice interviews (and their media) whose `expiresAt` has passed
 * (created + CLARA_PRACTICE_RETENTION_DAYS, default 30), and the applications of vacancies closed for longer
 * than CLARA_CLOSED_VACANCY_RETENTION_MONTHS (default 12; a vacancy's `closedAt` is set when it is closed).
 * Dashboard counts are computed from the remaining documents, so they are right after every deletion. An
 * application goes with everything about it (applicationErasure.ts), emails included.
 */
import { PRACTICE_INTERVIEWS, nowSeconds } from '@clara/domain';
import { db } from '../platform/firebase';
import { findSession } from '../interview/sessions';
import { eraseInterview } from './practiceData';
import { eraseApplicationData } from './applicationErasure';
import { closedVacancyRetentionMonths } from './settings';
import { deleteVacancyWithdrawals } from './withdrawals';

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
      await eraseApplicationData(application);
      erased += 1;
    }
    await deleteVacancyWithdrawals(vacancy.id);
  }
  return erased;
}

/** The scheduled function's handler (tests call it with their own `now`). */
export async function purgeExpiredData(now = nowSeconds()): Promise<PurgeReport> {
  return { practiceInterviews: await purgePractice(now), applications: await purgeClosedVacancies(now) };
}
