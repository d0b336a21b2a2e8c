import { describe, expect, it } from 'vitest';
import {
  MAIL_MAX_ATTEMPTS,
  MAIL_QUEUED_GRACE_SECONDS,
  MAIL_SENDING_STALE_SECONDS,
  type OutboxRecord,
} from '@clara/domain';
import { dueForRetry, dueScheduled, firstAttempt } from './policy';

const NOW = 1_800_000_000;
const record = (over: Partial<OutboxRecord>): OutboxRecord => ({
  id: 'x',
  to: 'ana@example.com',
  kind: 'applicationReceived',
  subject: 's',
  text: 't',
  html: 'h',
  companyId: null,
  applicationId: null,
  status: 'queued',
  attempts: 0,
  lastError: null,
  createdAt: NOW,
  updatedAt: NOW,
  sentAt: null,
  ...over,
});

describe('the outbox retry policy', () => {
  it('retries a failed email until it has used its attempts', () => {
    expect(dueForRetry(record({ status: 'failed', attempts: 1 }), NOW)).toBe(true);
    expect(dueForRetry(record({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS - 1 }), NOW)).toBe(true);
    expect(dueForRetry(record({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS }), NOW)).toBe(false);
  });

  it('leaves a just-queued email to its immediate send, and takes it once the grace has passed', () => {
    expect(dueForRetry(record({ status: 'queued' }), NOW + MAIL_QUEUED_GRACE_SECONDS - 1)).toBe(false);
    expect(dueForRetry(record({ status: 'queued' }), NOW + MAIL_QUEUED_GRACE_SECONDS)).toBe(true);
  });

  it('takes an attempt left sending only when it is stale', () => {
    expect(dueForRetry(record({ status: 'sending', attempts: 1 }), NOW + 10)).toBe(false);
    expect(dueForRetry(record({ status: 'sending', attempts: 1 }), NOW + MAIL_SENDING_STALE_SECONDS)).toBe(true);
  });

  it('never retries sent or refused emails', () => {
    expect(dueForRetry(record({ status: 'sent', attempts: 1 }), NOW + 86_400)).toBe(false);
    expect(dueForRetry(record({ status: 'refused' }), NOW + 86_400)).toBe(false);
  });

  it('sends right away only an email nobody tried', () => {
    expect(firstAttempt(record({}))).toBe(true);
    expect(firstAttempt(record({ attempts: 1 }))).toBe(false);
    expect(firstAttempt(record({ status: 'failed', attempts: 1 }))).toBe(false);
  });

  it('sends an email written ahead (a reminder) only once its time has come, and never by the first attempt', () => {
    const reminder = record({ status: 'scheduled', sendAt: NOW + 3600 });
    expect(firstAttempt(reminder)).toBe(false);
    expect(dueForRetry(reminder, NOW + 7200)).toBe(false);
    expect(dueScheduled(reminder, NOW)).toBe(false);
    expect(dueScheduled(reminder, NOW + 3600)).toBe(true);
    expect(dueScheduled({ ...reminder, status: 'sent' }, NOW + 3600)).toBe(false);
  });
});
