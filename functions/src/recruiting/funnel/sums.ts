/**
 * Issue 23: the funnel's sums (domain/src/recruiting/funnel), kept in `funnel_stats/{id}` per company, scope (the
 * whole company or one vacancy) and period (a month of application, `YYYY-MM`, or `all`), changed with atomic
 * increments in the same transaction as the history change they count, like the vacancy counters. A report
 * reads one document per month of its period. Erasing a candidate leaves their (anonymous) counts.
 */
import { randomInt } from 'node:crypto';
import { contributionChange, monthKey, type FunnelApplication, type FunnelSums } from '@clara/domain';
import { storedFunnelMetaSchema, storedFunnelSumsSchema } from '@clara/domain/recruiting/documents';
import { FieldValue, type DocumentData, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../../platform/firebase';
import { storedConverter } from '../../platform/stored';

const FUNNEL_STATS = 'funnel_stats';
export const funnelStats = () => db().collection(FUNNEL_STATS);
/** A sums document; the company's meta document (`{companyId}__meta`) has its own. */
export const sumsDocs = storedConverter(FUNNEL_STATS, storedFunnelSumsSchema);
export const funnelMetaDocs = storedConverter(FUNNEL_STATS, storedFunnelMetaSchema);

/** The scope of a vacancy, or of the whole company (null). */
export const scopeKey = (vacancyId: string | null) => (vacancyId ? `v_${vacancyId}` : 'company');
export const statsId = (companyId: string, vacancyId: string | null, period: string) =>
  `${companyId}__${scopeKey(vacancyId)}__${period}`;

/**
 * Issue 34: the company-wide sums (every status change of every vacancy writes them) are spread over this many
 * shard documents `{statsId}__s{n}`, like the limits' counters (platform/rateLimit.ts), so a busy company never
 * contends on one document that sustains about one write a second; a vacancy's own sums stay one document. A
 * report adds the shards and the unsharded document (a backfill's, or increments from before the shards).
 */
export const FUNNEL_SHARDS = 8;
export const shardIds = (id: string) => Array.from({ length: FUNNEL_SHARDS }, (_, shard) => `${id}__s${shard}`);
/** The documents whose sum is the sums of `statsId(companyId, vacancyId, period)`. */
export const sumsDocIds = (companyId: string, vacancyId: string | null, period: string): string[] => {
  const id = statsId(companyId, vacancyId, period);
  return vacancyId ? [id] : [id, ...shardIds(id)];
};

/**
 * The sums as increments (nested maps merge): one per leaf that moves. A map with nothing that moves is left out:
 * a merged `set` replaces a field given as an empty map, and would wipe the counts already under it.
 */
function increments(change: FunnelSums): DocumentData {
  const out: DocumentData = {};
  const inc = (value: number) => FieldValue.increment(value);
  const map = (source: Record<string, number>): DocumentData | undefined => {
    const moving = Object.entries(source).filter(([, value]) => value);
    return moving.length ? Object.fromEntries(moving.map(([key, value]) => [key, inc(value)])) : undefined;
  };
  const put = (field: string, value: DocumentData | undefined) => {
    if (value && Object.keys(value).length) out[field] = value;
  };
  if (change.applications) out.applications = inc(change.applications);
  put('bySource', map(change.bySource));
  put('reached', map(change.reached));
  put('dropped', map(change.dropped));
  put('hire', map(change.hire));
  const stays: DocumentData = {};
  for (const [stage, bins] of Object.entries(change.stays)) {
    const moving = map(bins);
    if (moving) stays[stage] = moving;
  }
  put('stays', stays);
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
      const id = statsId(application.companyId, vacancyId, period);
      const ref = funnelStats().doc(vacancyId ? id : `${id}__s${randomInt(FUNNEL_SHARDS)}`);
      (writer as WriteBatch).set(
        ref,
        { companyId: application.companyId, scope: scopeKey(vacancyId), period, ...fields },
        { merge: true },
      );
    }
}

/** The sums as plain values (a backfill's `set`). */
export const sumsAsDoc = (sums: FunnelSums): DocumentData => ({ ...sums });
