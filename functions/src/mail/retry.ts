/**
 * The scheduled retry of the outbox (index.ts `mailRetry`; tests call `retryOutbox` directly): emails and
 * webhook deliveries alike (each channel says whether it can send; `deliver` skips those that cannot).
 */
import { nowSeconds, type OutboxStatus } from '@clara/domain';
import { listByStatus } from './outbox';
import { dueForRetry } from './policy';
import { deliver } from './send';
import { mailChannel, type OutboxChannel } from './channels';
import { mailConfigured } from './transport';

/** Emails looked at per status and run: a run stays short; the next one takes the rest. */
const BATCH = 100;

export interface RetryReport {
  sent: number;
  failed: number;
}

/** `channels`: what it may send (index.ts passes the emails' and the webhooks'); other documents wait. */
export async function retryOutbox(
  now = nowSeconds(),
  channels: readonly OutboxChannel[] = [mailChannel],
): Promise<RetryReport> {
  const report: RetryReport = { sent: 0, failed: 0 };
  for (const status of ['failed', 'queued', 'sending'] satisfies OutboxStatus[]) {
    for (const record of await listByStatus(status, BATCH)) {
      if (!dueForRetry(record, now)) continue;
      // Without SMTP_URL an email stays queued: no claim is even tried (a webhook delivery needs no SMTP).
      if (record.channel !== 'webhook' && !mailConfigured()) continue;
      const result = await deliver(record.id, (current) => dueForRetry(current, now), channels);
      if (result === 'sent') report.sent += 1;
      if (result === 'failed') report.failed += 1;
    }
  }
  return report;
}
