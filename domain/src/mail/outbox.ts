/**
 * The outbox (COMMON decision 7): one `outbox/{id}` document per email, written before it is sent.
 * Zod-free: the web imports the statuses and texts directly.
 */
import type { OutboxStatus } from '../common/outbox';

/** What an email is about. */
export const MAIL_KINDS = [
  'applicationReceived',
  'addedToVacancy',
  'interviewInvitation',
  'analysisReady',
  'teamInvitation',
  'reviewRequested',
  'reviewAnswered',
  // Issue 23: scheduling the human interviews.
  'interviewProposed',
  'interviewScheduled',
  'interviewCancelled',
  'interviewReminder',
  // Issue 32: the company's rejection and next-step emails.
  'rejection',
  'nextStep',
  // Issue 30: a knock-out screening answer rejected the application on its own (the company turned that on).
  'screeningRejection',
  // Issue 33: a candidate's request for an adjustment or a person (to the team), and the company's answer.
  'accommodationRequested',
  'accommodationAnswered',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

// The statuses of an outbox document (emails and webhook deliveries) live in common/, below both features.
export { OUTBOX_STATUSES, type OutboxStatus } from '../common/outbox';

/** Attempts of one email before the retry gives up on it. */
export const MAIL_MAX_ATTEMPTS = 5;
/** A queued email older than this is picked up by the retry (its immediate send did not happen). */
export const MAIL_QUEUED_GRACE_SECONDS = 120;
/** An attempt still `sending` after this is taken as lost (the instance died) and tried again. */
export const MAIL_SENDING_STALE_SECONDS = 600;
/** Per recipient: at most this many emails an hour (scaled like the per-client limits). */
export const MAIL_PER_RECIPIENT_PER_HOUR = 6;
/** Per application: at most this many invitation resends a day. */
export const MAIL_RESENDS_PER_DAY = 3;

export interface OutboxRecord {
  id: string;
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  companyId: string | null;
  applicationId: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  sentAt: number | null;
  /**
   * Issue 23: the outbox carries webhook deliveries too (`channel: 'webhook'`); missing means an email. Both are
   * claimed, sent and retried by the same code (functions/src/mail/send.ts, retry.ts).
   */
  channel?: OutboxChannelName;
  /** The earliest time of the next attempt (a webhook's backoff); null or missing: at the next retry run. */
  nextAttemptAt?: number | null;
  /** Issue 23: an email written ahead (status scheduled) is sent at this time; null once sent. */
  sendAt?: number | null;
  /** Issue 23: files sent with the email (an interview's .ics); cleared once sent. */
  attachments?: MailAttachment[];
}

/** A small text file attached to an email, stored in its outbox document until it is sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const OUTBOX_CHANNELS = ['mail', 'webhook'] as const;
export type OutboxChannelName = (typeof OUTBOX_CHANNELS)[number];

/** An email as the company sees it on its candidate (no body: the candidate's link stays out of the dashboard). */
export interface CandidateEmail {
  id: string;
  kind: MailKind;
  status: OutboxStatus;
  attempts: number;
  createdAt: number;
  updatedAt: number;
}

/** An email the company should act on: failed or refused (queued and sending are still under way). */
export const emailFailed = (email: Pick<CandidateEmail, 'status'>): boolean =>
  email.status === 'failed' || email.status === 'refused';
