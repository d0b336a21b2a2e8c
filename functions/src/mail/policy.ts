/** Which outbox documents (emails, webhook deliveries) an attempt may take (pure: the retry's logic, tested directly). */
import {
  MAIL_MAX_ATTEMPTS,
  MAIL_QUEUED_GRACE_SECONDS,
  MAIL_SENDING_STALE_SECONDS,
  type OutboxRecord,
} from '@clara/domain';

/** The send right after the action: only a queued email nobody has tried yet. */
export const firstAttempt = (record: OutboxRecord): boolean => record.status === 'queued' && record.attempts === 0;

/** Issue 23: an email written ahead (a reminder) whose time has come. */
export const dueScheduled = (record: OutboxRecord, now: number): boolean =>
  record.status === 'scheduled' && record.attempts < MAIL_MAX_ATTEMPTS && (record.sendAt ?? 0) <= now;

/**
 * The scheduled retry: a failed email with attempts left; a queued one whose immediate send did not happen
 * (older than the grace); an attempt left `sending` for too long (its instance died). Sent and refused
 * emails are final.
 */
export function dueForRetry(record: OutboxRecord, now: number): boolean {
  if (record.attempts >= MAIL_MAX_ATTEMPTS) return false;
  switch (record.status) {
    case 'failed':
      // A webhook delivery waits out its backoff; an email is tried at every run.
      return record.nextAttemptAt == null || now >= record.nextAttemptAt;
    case 'queued':
      return now - record.createdAt >= MAIL_QUEUED_GRACE_SECONDS;
    case 'sending':
      return now - record.updatedAt >= MAIL_SENDING_STALE_SECONDS;
    default:
      return false;
  }
}
