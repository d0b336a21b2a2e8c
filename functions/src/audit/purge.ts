/**
 * Issue 20: the audit log's retention. Entries older than CLARA_AUDIT_RETENTION_MONTHS (default 12, never under
 * 6) are erased by the scheduled purge, as one of its bounded steps (PURGE_STEPS in trust/purge.ts).
 */
import { auditCutoff, nowSeconds } from '@clara/domain';
import { config } from '../platform/config';
import { deleteAll, sweep, type PurgeStep } from '../platform/purgeSteps';
import { auditLog } from './log';

/** The purge step for a retention in months (the configured one unless given). */
export function auditRetentionStep(months?: number): PurgeStep {
  return {
    name: 'auditEntries',
    run: (context) =>
      sweep(
        auditLog()
          .where('at', '<', auditCutoff(context.now, months ?? config.people.auditRetentionMonths()))
          .orderBy('at'),
        context,
        deleteAll,
      ),
  };
}

export const AUDIT_RETENTION_STEP = auditRetentionStep();

/** Runs the step alone, to the end (tests; a one-off clean-up). Answers how many entries it erased. */
export async function purgeAuditLog(now = nowSeconds(), months?: number): Promise<number> {
  const outcome = await auditRetentionStep(months).run({ now, batchSize: 200, hasTime: () => true });
  return outcome.erased;
}
