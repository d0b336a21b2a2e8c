/**
 * The scheduled purge (issues 10 and 21): everything past its retention, however large the backlog.
 * - practice interviews (and their media) whose `expiresAt` has passed (created + CLARA_PRACTICE_RETENTION_DAYS,
 *   default 30), and those stored without `expiresAt` once their `createdAt` is that old;
 * - the applications of vacancies closed for longer than CLARA_CLOSED_VACANCY_RETENTION_MONTHS (default 12; a
 *   vacancy's `closedAt` is set when it is closed), each with everything about it (applicationErasure.ts); issue
 *   33: longer when the company's retention profile asks for it (Perú 3 years, California 4: company/retention.ts);
 * - per-client limit counters whose window has ended (`rate_limits`);
 * - emails in the outbox older than CLARA_OUTBOX_RETENTION_DAYS (default 180), whatever their status;
 * - the chunks of CV files whose application was never committed, an hour after their upload (recruiting/cvFiles.ts).
 * Each step works in bounded batches (purgeSteps.ts) within the run's time budget; what is left is erased by the
 * next run. Dashboard counts are computed from the remaining documents, so they are right after every deletion.
 */
import { PRACTICE_INTERVIEWS, nowSeconds } from '@clara/domain';
import { z } from 'zod';
import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { storedSessionSchema } from '@clara/domain/interview/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';
import { findSession } from '../sessions/sessions';
import { eraseInterview } from './practiceData';
import { eraseApplicationData } from './applicationErasure';
import { vacancyDocs } from '../company/documents';
import { companyRetentionCutoffs } from '../company/retention';
import { RATE_LIMITS_COLLECTION } from '../platform/rateLimit';
import { config } from '../platform/config';
import { deleteAll, sweep, type PurgeContext, type PurgeStep } from '../platform/purgeSteps';
import { deleteVacancyWithdrawals } from '../recruiting/withdrawals';
import { eraseUnfinishedUploads, unfinishedUploads } from '../recruiting/cvFiles';
import { AUDIT_RETENTION_STEP } from '../audit/purge';

/** The purge function's timeout (index.ts) is 540 s: the steps stop starting batches after this. */
export const PURGE_BUDGET_MS = 420_000;
const BATCH_SIZE = 100;
const DAY = 86_400;

type Docs = Array<QueryDocumentSnapshot<DocumentData>>;

/** Erases the practices among `docs` (a document of `interviews` that is no practice is left alone). */
async function erasePractices(docs: Docs): Promise<number> {
  let erased = 0;
  for (const doc of docs) {
    const located = await findSession(doc.id);
    if (located?.data.isPractice) {
      await eraseInterview(located);
      erased += 1;
    }
  }
  return erased;
}

const expiredPractices: PurgeStep = {
  name: 'practiceInterviews',
  run: (context) =>
    sweep(
      db().collection(PRACTICE_INTERVIEWS).where('expiresAt', '<=', context.now).orderBy('expiresAt'),
      context,
      erasePractices,
    ),
};

/**
 * Practices stored without `expiresAt`: their creation date decides (those with one wait for it; `null` means
 * never, as the demo seed's practices have it).
 */
/** A practice page's expiry alone: the step picks by it before reading whole sessions. */
const practiceExpiryDocs = storedConverter(PRACTICE_INTERVIEWS, storedSessionSchema.pick({ expiresAt: true }));

const practicesWithoutExpiry: PurgeStep = {
  name: 'practiceInterviewsWithoutExpiry',
  run: (context) =>
    sweep(
      db()
        .collection(PRACTICE_INTERVIEWS)
        .where('createdAt', '<=', context.now - config.trust.practiceRetentionDays() * DAY)
        .orderBy('createdAt'),
      context,
      (docs) => erasePractices(docs.filter((doc) => practiceExpiryDocs.read(doc).expiresAt === undefined)),
    ),
};

/** Erases a closed vacancy's applications a batch at a time, then its withdrawal lines; false if time ran out. */
async function eraseVacancyApplications(vacancyId: string, context: PurgeContext, count: (n: number) => void) {
  const applications = db().collection('applications').where('vacancyId', '==', vacancyId);
  for (;;) {
    if (!context.hasTime()) return false;
    const batch = await applications.limit(context.batchSize).get();
    for (const application of batch.docs) await eraseApplicationData(application);
    count(batch.size);
    if (batch.size < context.batchSize) break;
  }
  await deleteVacancyWithdrawals(vacancyId);
  return true;
}

/** A vacancy's closing date alone (`closedAt`, set when it is closed; the query selects only those set). */
const closedAtDocs = storedConverter('vacancies', z.object({ closedAt: z.number() }));

/** Applications of vacancies closed long ago (`closedAt` is null again when a vacancy reopens). */
const closedVacancies: PurgeStep = {
  name: 'applications',
  run: async (context) => {
    const months = config.trust.closedVacancyRetentionMonths();
    const cutoff = context.now - months * 30 * DAY;
    const profileCutoff = companyRetentionCutoffs(context.now, months);
    let erased = 0;
    let interrupted = false;
    const vacancies = db().collection('vacancies').where('closedAt', '<=', cutoff).orderBy('closedAt');
    const swept = await sweep(vacancies, context, async (docs) => {
      for (const vacancy of docs) {
        const stored = vacancyDocs.fromFirestore(vacancy);
        if (interrupted || stored.status !== 'Cerrada') continue;
        // The profile's retention, when longer than the configured one, counts from the closing too.
        if (closedAtDocs.read(vacancy).closedAt > Math.min(cutoff, await profileCutoff(stored.companyId))) continue;
        interrupted = !(await eraseVacancyApplications(vacancy.id, context, (n) => (erased += n)));
      }
      return 0;
    });
    return { erased, done: swept.done && !interrupted };
  },
};

const expiredCounters: PurgeStep = {
  name: 'rateLimitCounters',
  run: (context) =>
    sweep(
      db().collection(RATE_LIMITS_COLLECTION).where('expiresAt', '<=', context.now).orderBy('expiresAt'),
      context,
      deleteAll,
    ),
};

const oldEmails: PurgeStep = {
  name: 'outboxEmails',
  run: (context) =>
    sweep(
      db()
        .collection('outbox')
        .where('createdAt', '<=', context.now - config.trust.outboxRetentionDays() * DAY)
        .orderBy('createdAt'),
      context,
      deleteAll,
    ),
};

/** Issue 32: a bulk action's ledger (its candidates' ids and outcomes) matters for retries, not after a week. */
export const BULK_LEDGER_RETENTION_DAYS = 7;
const oldBulkLedgers: PurgeStep = {
  name: 'bulkLedgers',
  run: (context) =>
    sweep(
      db()
        .collection('bulk_requests')
        .where('createdAt', '<=', context.now - BULK_LEDGER_RETENTION_DAYS * DAY)
        .orderBy('createdAt'),
      context,
      deleteAll,
    ),
};

/** A CV file whose application was never committed (the function ended between the two): its chunks go. */
const unfinishedCvUploads: PurgeStep = {
  name: 'unfinishedCvUploads',
  run: (context) => sweep(unfinishedUploads(context.now), context, eraseUnfinishedUploads),
};

/** The purge's steps, in order. Another retention is one more entry here (see purgeSteps.ts). */
export const PURGE_STEPS: readonly PurgeStep[] = [
  expiredPractices,
  practicesWithoutExpiry,
  closedVacancies,
  expiredCounters,
  oldEmails,
  oldBulkLedgers,
  unfinishedCvUploads,
  // Issue 20: audit entries past CLARA_AUDIT_RETENTION_MONTHS (never under 6).
  AUDIT_RETENTION_STEP,
];

export interface PurgeReport {
  /** Erased per step, by the step's name. */
  erased: Record<string, number>;
  /** False when the time budget ended first: the next run continues. */
  finished: boolean;
}

export interface PurgeOptions {
  steps?: readonly PurgeStep[];
  batchSize?: number;
  /** Whether another batch may start (default: within PURGE_BUDGET_MS of the start). */
  hasTime?: () => boolean;
}

/** The scheduled function's handler (tests call it with their own `now`, batch size and budget). */
export async function purgeExpiredData(now = nowSeconds(), options: PurgeOptions = {}): Promise<PurgeReport> {
  const started = Date.now();
  const context: PurgeContext = {
    now,
    batchSize: options.batchSize ?? BATCH_SIZE,
    hasTime: options.hasTime ?? (() => Date.now() - started < PURGE_BUDGET_MS),
  };
  const report: PurgeReport = { erased: {}, finished: true };
  for (const step of options.steps ?? PURGE_STEPS) {
    if (!context.hasTime()) {
      report.finished = false;
      break;
    }
    const outcome = await step.run(context);
    report.erased[step.name] = (report.erased[step.name] ?? 0) + outcome.erased;
    if (!outcome.done) report.finished = false;
  }
  return report;
}
