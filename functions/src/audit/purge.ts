/**
 * Issue 20: the audit log's retention. Entries older than CLARA_AUDIT_RETENTION_MONTHS (default 12, never under
 * 6) are erased by the scheduled purge, as one of its bounded steps (PURGE_STEPS in trust/purge.ts); issue 33: a
 * company whose retention profile asks for longer (Perú 3 years, California 4) keeps its entries that long.
 */
import { auditCutoff, auditRetentionMonths, nowSeconds } from '@clara/domain';
import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { config } from '../platform/config';
import { StoredDataError } from '@clara/domain/common/failures';
import { deleteAll, sweep, type PurgeStep } from '../platform/purgeSteps';
import { companyRetentionCutoffs } from '../company/retention';
import { auditDocs, auditLog } from './log';

/** The purge step for a retention in months (the configured one unless given). */
export function auditRetentionStep(months?: number): PurgeStep {
  return {
    name: 'auditEntries',
    run: (context) => {
      const configured = auditRetentionMonths(months ?? config.people.auditRetentionMonths());
      const cutoffOf = companyRetentionCutoffs(context.now, configured);
      const expired = async (docs: Array<QueryDocumentSnapshot<DocumentData>>) => {
        const past: typeof docs = [];
        for (const doc of docs) {
          let stored;
          try {
            ({ stored } = auditDocs.read(doc));
          } catch (error) {
            // Unreadable (logged by the converter): kept, since its company's longer retention cannot be known, and
            // passed over, so one malformed entry no longer stops every later run at the same place.
            if (error instanceof StoredDataError) continue;
            throw error;
          }
          if (stored.at < (await cutoffOf(stored.companyId))) past.push(doc);
        }
        return deleteAll(past);
      };
      // Every profile keeps at least the configured months: the query reads only what is past those.
      return sweep(auditLog().where('at', '<', auditCutoff(context.now, configured)).orderBy('at'), context, expired);
    },
  };
}

export const AUDIT_RETENTION_STEP = auditRetentionStep();

/** Runs the step alone, to the end (tests; a one-off clean-up). Answers how many entries it erased. */
export async function purgeAuditLog(now = nowSeconds(), months?: number): Promise<number> {
  const outcome = await auditRetentionStep(months).run({ now, batchSize: 200, hasTime: () => true });
  return outcome.erased;
}
