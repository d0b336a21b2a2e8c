import {
  addSums,
  contributionOf,
  emptySums,
  funnelReport,
  monthKey,
  nowSeconds,
  periodKeys,
  type FunnelPeriod,
  type FunnelReport,
  type FunnelSums,
} from '@clara/domain';
import { db } from '../../platform/firebase';
import { applicationFromDoc, applications, funnelApplicationOf } from '../applications';
import { getCompanyVacancy } from '../vacancies';
import { funnelMetaDocs, funnelStats, shardIds, statsId, sumsAsDoc, sumsDocIds, sumsDocs } from './sums';

/**
 * Bumped when the sums' meaning changes, or stored sums are known wrong: the company's sums are then computed again
 * from its histories. 2: status moves had wiped the sources and stages counted before them (an empty map merged).
 */
export const FUNNEL_VERSION = 2;
const metaRef = (companyId: string) => funnelStats().doc(`${companyId}__meta`);

/**
 * A company from before the funnel (no meta document) gets its sums computed once from its applications'
 * histories, in one transaction, and written over whatever increments reached them meanwhile.
 */
async function ensureBackfilled(companyId: string): Promise<void> {
  const meta = funnelMetaDocs.read(await metaRef(companyId).get());
  if (meta?.version === FUNNEL_VERSION) return;
  await db().runTransaction(async (tx) => {
    const again = funnelMetaDocs.read(await tx.get(metaRef(companyId)));
    if (again?.version === FUNNEL_VERSION) return;
    const snapshot = await tx.get(applications().where('companyId', '==', companyId));
    const sums = new Map<string, FunnelSums>();
    const bump = (id: string, application: ReturnType<typeof funnelApplicationOf>) =>
      sums.set(id, addSums(sums.get(id) ?? emptySums(), contributionOf(application)));
    for (const doc of snapshot.docs) {
      const stored = applicationFromDoc(doc);
      const application = funnelApplicationOf(stored);
      for (const vacancyId of [stored.vacancyId || null, null])
        for (const period of [monthKey(application.createdAt), 'all'])
          bump(statsId(companyId, vacancyId, period), application);
    }
    for (const [id, value] of sums) {
      const [, scope, period] = id.split('__');
      tx.set(funnelStats().doc(id), { companyId, scope, period, ...sumsAsDoc(value) });
      // The company-wide shards' increments are in these sums already.
      if (scope === 'company') for (const shard of shardIds(id)) tx.delete(funnelStats().doc(shard));
    }
    tx.set(metaRef(companyId), { companyId, version: FUNNEL_VERSION, backfilledAt: nowSeconds() });
  });
}

/**
 * `GET /api/funnel`: the company's (or one of its vacancies') funnel over the period's months of application.
 * Reads the meta document, the vacancy when one is asked for, and one sums document per month (or the
 * all-time one), with the company-wide one's shards (sums.ts): never the applications, except once for a company from before the funnel.
 */
export async function getFunnel(
  companyId: string,
  vacancyId: string | undefined,
  period: FunnelPeriod,
): Promise<FunnelReport & { period: FunnelPeriod; vacancyId: string | null }> {
  if (vacancyId) await getCompanyVacancy(companyId, vacancyId);
  await ensureBackfilled(companyId);
  const refs = periodKeys(period, nowSeconds()).flatMap((key) =>
    sumsDocIds(companyId, vacancyId ?? null, key).map((id) => funnelStats().doc(id)),
  );
  const docs = await db().getAll(...refs);
  const sums = docs.reduce((total, doc) => addSums(total, sumsDocs.read(doc) ?? emptySums()), emptySums());
  return { period, vacancyId: vacancyId ?? null, ...funnelReport(sums) };
}
