/** Issue 33: the company's retention profile, as the purge reads it (one read per company and run). */
import { retentionCutoff, retentionMonthsFor, retentionProfileOf } from '@clara/domain';
import { companyDocs, companyRef } from './documents';

/**
 * A reader of each company's cutoff for `configuredMonths` at `now` (epoch seconds): what is older is past its
 * retention, the longer of the company's profile and the configured months. Each company is read once.
 */
export function companyRetentionCutoffs(now: number, configuredMonths: number) {
  const cutoffs = new Map<string, Promise<number>>();
  return (companyId: string): Promise<number> => {
    let cutoff = cutoffs.get(companyId);
    if (!cutoff) {
      cutoff = companyRef(companyId)
        .get()
        .then((snapshot) => {
          const profile = retentionProfileOf(companyDocs.read(snapshot)?.retentionProfile);
          return retentionCutoff(now, retentionMonthsFor(profile, configuredMonths));
        });
      cutoffs.set(companyId, cutoff);
    }
    return cutoff;
  };
}
