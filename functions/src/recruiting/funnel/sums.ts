/**
 * Issue 23: the funnel's sums (domain/src/recruiting/funnel), kept in `funnel_stats/{id}` per company, scope (the
 * whole company or one vacancy) and period (a month of application, `YYYY-MM`, or `all`), changed with atomic
 * increments in the same transaction as the history change they count, like the vacancy counters. A report
 * reads one document per month of its period. Erasing a candidate leaves their (anonymous) counts.
 */
import {
  contributionChange,
  emptySums,
  monthKey,
  type FunnelApplication,
  type FunnelStage,
  type FunnelSums,
} from '@clara/domain';
import { FieldValue, type DocumentData, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../../platform/firebase';

export const funnelStats = () => db().collection('funnel_stats');

/** The scope of a vacancy, or of the whole company (null). */
export const scopeKey = (vacancyId: string | null) => (vacancyId ? `v_${vacancyId}` : 'company');
export const statsId = (companyId: string, vacancyId: string | null, period: string) =>
  `${companyId}__${scopeKey(vacancyId)}__${period}`;

/** The sums as increments (nested maps merge): one per leaf that moves. */
function increments(change: FunnelSums): DocumentData {
  const out: DocumentData = {};
  const inc = (value: number) => FieldValue.increment(value);
  const map = (source: Record<string, number>) => {
    const target: DocumentData = {};
    for (const [key, value] of Object.entries(source)) if (value) target[key] = inc(value);
    return target;
  };
  if (change.applications) out.applications = inc(change.applications);
  out.bySource = map(change.bySource);
  out.reached = map(change.reached);
  out.dropped = map(change.dropped);
  out.hire = map(change.hire);
  out.stays = Object.fromEntries(Object.entries(change.stays).map(([stage, bins]) => [stage, map(bins)]));
  return out;
}

const isEmpty = (change: FunnelSums) =>
  !change.applications &&
  ![change.bySource, change.reached, change.dropped, change.hire, ...Object.values(change.stays)].some(
    (map) => Object.keys(map).length,
  );

/**
 * Records a history change of one application (`before` null: a new application) in its company's and its
 * vacancy's sums, for its month of application and for all time. Writes only (increments, merged).
 */
export function recordFunnelChange(
  writer: Transaction | WriteBatch,
  application: { companyId: string; vacancyId: string },
  before: FunnelApplication | null,
  after: FunnelApplication,
): void {
  if (!application.companyId) return;
  const change = contributionChange(before, after);
  if (isEmpty(change)) return;
  const fields = increments(change);
  for (const vacancyId of [application.vacancyId || null, null])
    for (const period of [monthKey(after.createdAt), 'all']) {
      const ref = funnelStats().doc(statsId(application.companyId, vacancyId, period));
      (writer as WriteBatch).set(
        ref,
        { companyId: application.companyId, scope: scopeKey(vacancyId), period, ...fields },
        { merge: true },
      );
    }
}

const counts = (value: unknown): Record<string, number> =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );

/** The stored sums of one document (missing: empty). */
export function sumsFromDoc(data: DocumentData | undefined): FunnelSums {
  if (!data) return emptySums();
  return {
    applications: typeof data.applications === 'number' ? data.applications : 0,
    bySource: counts(data.bySource),
    reached: counts(data.reached),
    dropped: counts(data.dropped),
    hire: counts(data.hire),
    stays: Object.fromEntries(
      Object.entries((data.stays ?? {}) as Record<string, unknown>).map(([stage, bins]) => [stage, counts(bins)]),
    ) as Partial<Record<FunnelStage, Record<string, number>>>,
  };
}

/** The sums as plain values (a backfill's `set`). */
export const sumsAsDoc = (sums: FunnelSums): DocumentData => ({ ...sums });
