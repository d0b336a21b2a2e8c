/**
 * A vacancy's counters (`vacancies/{id}.counts`, issue 11): changed with atomic increments in the same
 * transaction or batch as the change they count, so the vacancy list reads no application. Vacancies from
 * before the counters (`countersVersion` missing) are counted once, in one transaction, on their first read.
 */
import { APPLICATION_STATUSES, type ApplicationStatus } from '@clara/domain';
import { candidateSearchPrefixes, candidateStatusRank } from '@clara/domain/recruiting/pipeline/keys';
import { emptyVacancyCounts, type VacancyCounts } from '@clara/domain/recruiting/pipeline/model';
import { storedApplicationListingSchema, storedVacancyCountersSchema } from '@clara/domain/recruiting/documents';
import { FieldValue, type DocumentData, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { aggregateOf, storedConverter } from '../platform/stored';
import { applicationDocs, applications as applicationsOf } from '../company/documents';
import { shapedQuery, type QueryShape } from './queryShapes';

export const COUNTERS_VERSION = 1;

/** The counting of a vacancy from before the counters (single-field equality: no composite index needed). */
export const LEGACY_APPLICATIONS_SHAPE = {
  collection: 'applications',
  equals: ['vacancyId'],
  orderBy: [],
} as const satisfies QueryShape;
export const LEGACY_WITHDRAWALS_SHAPE = {
  collection: 'withdrawals',
  equals: ['vacancyId'],
  orderBy: [],
} as const satisfies QueryShape;

const vacancyRef = (vacancyId: string) => db().collection('vacancies').doc(vacancyId);

export interface CountsChange {
  applications?: number;
  interviews?: number;
  withdrawals?: number;
  byStatus?: Partial<Record<ApplicationStatus, number>>;
}

/** The fields a vacancy of new counters starts with (createVacancy). */
export const initialCountersFields = () => ({ counts: emptyVacancyCounts(), countersVersion: COUNTERS_VERSION });

/** The counters' part of the vacancy document for a change: one increment per counter that moves (null: none). */
export function countsUpdate(change: CountsChange): { counts: DocumentData } | null {
  const counts: DocumentData = {};
  const byStatus: DocumentData = {};
  const add = (target: DocumentData, key: string, by: number | undefined) => {
    if (by) target[key] = FieldValue.increment(by);
  };
  add(counts, 'applications', change.applications);
  add(counts, 'interviews', change.interviews);
  add(counts, 'withdrawals', change.withdrawals);
  for (const [status, by] of Object.entries(change.byStatus ?? {})) add(byStatus, status, by);
  if (Object.keys(byStatus).length) counts.byStatus = byStatus;
  return Object.keys(counts).length ? { counts } : null;
}

/**
 * Writes the change to the vacancy's counters in `writer` (a transaction or a batch); nothing when nothing moves.
 * Merged, not updated: an application whose vacancy document is missing still changes (the counters then go to
 * a document without a company, which no list shows).
 */
export function changeCounts(writer: Transaction | WriteBatch, vacancyId: string, change: CountsChange): void {
  const fields = countsUpdate(change);
  // An application stored without its vacancy (older test data) has no counters to move.
  if (!fields || !vacancyId) return;
  // Both writers have the same set(ref, data, options); TypeScript cannot call a union of overloads.
  (writer as WriteBatch).set(vacancyRef(vacancyId), fields, { merge: true });
}

/** A status move: one less in `from`, one more in `to` (nothing when equal). */
export function statusMove(from: ApplicationStatus, to: ApplicationStatus): CountsChange {
  return from === to ? {} : { byStatus: { [from]: -1, [to]: 1 } };
}

/** A counter as the lists show it: a whole number, never below zero. */
const count = (value: number | undefined): number => (value !== undefined && value > 0 ? Math.floor(value) : 0);

/**
 * A vacancy document's counters (`vacancyCountsDocs.read(snapshot)`), or null when the vacancy predates them
 * (then `backfillVacancyCounts`) or does not exist.
 */
export const vacancyCountsDocs = storedConverter(
  'vacancies',
  storedVacancyCountersSchema,
  (_id, { countersVersion, counts }): VacancyCounts | null => {
    if (countersVersion !== COUNTERS_VERSION) return null;
    const byStatus = emptyVacancyCounts().byStatus;
    for (const status of APPLICATION_STATUSES) byStatus[status] = count(counts.byStatus[status]);
    return {
      applications: count(counts.applications),
      interviews: count(counts.interviews),
      withdrawals: count(counts.withdrawals),
      byStatus,
    };
  },
);

/** What the backfill checks of an application's stored form (storedApplicationListingSchema). */
const applicationListingDocs = storedConverter(
  'applications',
  storedApplicationListingSchema,
  (_id, { createdAt, searchPrefixes }) => ({ createdAtInSeconds: createdAt, hasSearchPrefixes: !!searchPrefixes }),
);

/** The fields that keep an application findable in its vacancy's pages (status rank, search prefixes). */
export function applicationListingFields(application: { status: ApplicationStatus; name: string; email: string }) {
  return {
    statusRank: candidateStatusRank(application.status),
    searchPrefixes: candidateSearchPrefixes(application.name, application.email),
  };
}

/**
 * Counts a vacancy from before the counters from its applications and withdrawal lines, and gives its
 * applications their listing fields, in one transaction (a racing change waits or retries); answers the counts.
 */
export async function backfillVacancyCounts(vacancyId: string): Promise<VacancyCounts> {
  return db().runTransaction(async (tx) => {
    const vacancy = await tx.get(vacancyRef(vacancyId));
    const current = vacancyCountsDocs.read(vacancy);
    if (current || !vacancy.exists) return current ?? emptyVacancyCounts();
    const applications = await tx.get(shapedQuery(applicationsOf(), LEGACY_APPLICATIONS_SHAPE, { vacancyId }));
    const withdrawals = await tx.get(
      shapedQuery(db().collection('withdrawals'), LEGACY_WITHDRAWALS_SHAPE, { vacancyId }).count(),
    );
    const counts = emptyVacancyCounts();
    counts.withdrawals = aggregateOf(withdrawals).count;
    for (const doc of applications.docs) {
      const application = applicationDocs.read(doc);
      const stored = applicationListingDocs.read(doc);
      const { status } = application;
      counts.applications += 1;
      counts.byStatus[status] += 1;
      if (application.interviewId) counts.interviews += 1;
      const listing = applicationListingFields({ status, name: application.name, email: application.email });
      // Dates stored as Timestamps become seconds, like every new application's: the cursor compares numbers.
      const createdAt = stored.createdAtInSeconds ? undefined : application.createdAt;
      if (application.statusRank !== listing.statusRank || !stored.hasSearchPrefixes || createdAt !== undefined)
        tx.update(doc.ref, { ...listing, ...(createdAt === undefined ? {} : { createdAt }) });
    }
    tx.update(vacancy.ref, { counts, countersVersion: COUNTERS_VERSION });
    return counts;
  });
}
