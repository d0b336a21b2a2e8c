import { describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, WEBHOOK_BACKOFF_SECONDS, type OutboxRecord } from '@clara/domain';
import { dueForRetry } from '../mail/policy';
import { webhookChannel } from './channel';

const record = (overrides: Partial<OutboxRecord>): OutboxRecord => ({
  id: 'd1',
  to: '',
  kind: 'applicationReceived',
  subject: '',
  text: '',
  html: '',
  companyId: 'c1',
  applicationId: null,
  status: 'failed',
  attempts: 1,
  lastError: 'El receptor respondió 500.',
  createdAt: 1000,
  updatedAt: 1000,
  sentAt: null,
  channel: 'webhook',
  nextAttemptAt: null,
  ...overrides,
});

describe('webhook backoff on the shared outbox', () => {
  it('waits 1 min, 5 min, 30 min, 2 h after the 1st to 4th failures, then gives up', () => {
    const waits = [1, 2, 3, 4].map(
      (attempts) => webhookChannel.failureFields(new Error('x'), attempts, 0).nextAttemptAt,
    );
    expect(waits).toEqual([...WEBHOOK_BACKOFF_SECONDS]);
    expect(webhookChannel.failureFields(new Error('x'), 5, 0)).toMatchObject({
      attempts: MAIL_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
  });

  it('the retry takes a failed delivery only once its backoff passed; an email (no backoff) at every run', () => {
    const failed = record({ nextAttemptAt: 1060 });
    expect(dueForRetry(failed, 1059)).toBe(false);
    expect(dueForRetry(failed, 1060)).toBe(true);
    expect(dueForRetry(record({ channel: 'mail', nextAttemptAt: null }), 1001)).toBe(true);
    expect(dueForRetry(record({ attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: 0 }), 5000)).toBe(false);
  });
});
