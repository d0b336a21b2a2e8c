/**
 * The company's view of the emails about one of its candidates (issue 11): listed on the candidate, failed
 * ones resent, and the interview invitation resent on demand. Bounded: per recipient (every email) and
 * per application (invitation resends a day).
 */
import { MAIL_ERRORS, nowSeconds, RECRUITING_ERRORS, type CandidateEmail, type OutboxRecord } from '@clara/domain';
import { ConflictError, NotFoundError, TooManyError } from '@clara/domain/common/failures';
import { getOutboxRecord, listApplicationEmails, outbox } from '../mail/outbox';
import { deliver, takeRecipientBound } from '../mail/send';
import { firstAttempt } from '../mail/policy';
import { consumeBound } from '../platform/rateLimit';
import { config } from '../platform/config';
import { applicationDocs, applications } from '../company/documents';
import { sendInterviewInvitation } from './emails';

const view = (record: OutboxRecord): CandidateEmail => ({
  id: record.id,
  kind: record.kind,
  status: record.status,
  attempts: record.attempts,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

async function requireApplication(companyId: string, applicationId: string) {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  return application;
}

/** GET /api/application-emails/{applicationId}: every email about the candidate, oldest first (no bodies). */
export async function listCandidateEmails(companyId: string, applicationId: string): Promise<CandidateEmail[]> {
  await requireApplication(companyId, applicationId);
  return (await listApplicationEmails(applicationId)).map(view);
}

/** POST /api/resend-email: a failed (or refused) email about the candidate, sent again as it was. */
export async function resendEmail(companyId: string, applicationId: string, emailId: string): Promise<CandidateEmail> {
  await requireApplication(companyId, applicationId);
  const record = await getOutboxRecord(emailId);
  if (
    !record ||
    record.channel === 'webhook' ||
    record.applicationId !== applicationId ||
    record.companyId !== companyId
  )
    throw new NotFoundError(MAIL_ERRORS.emailNotFound);
  if (record.status !== 'failed' && record.status !== 'refused') throw new ConflictError(MAIL_ERRORS.notResendable);
  if (!(await takeRecipientBound(record.to))) throw new TooManyError(MAIL_ERRORS.recipientBound);
  await outbox().doc(emailId).update({ status: 'queued', attempts: 0, lastError: null, updatedAt: nowSeconds() });
  await deliver(emailId, firstAttempt);
  return view((await getOutboxRecord(emailId))!);
}

/** POST /api/resend-invitation: the interview invitation again (at most INVITATION_RESENDS a day). */
export async function resendInvitation(
  companyId: string,
  applicationId: string,
  origin: string,
): Promise<CandidateEmail> {
  const application = await requireApplication(companyId, applicationId);
  if (!application.interviewId) throw new ConflictError(MAIL_ERRORS.noInterview);
  const bound = await consumeBound(`resend__${applicationId}`, config.trust.limits().INVITATION_RESENDS, nowSeconds());
  if (!bound.allowed) throw new TooManyError(MAIL_ERRORS.resendBound);
  const sent = await sendInterviewInvitation(applicationId, origin);
  if (!sent) throw new ConflictError(MAIL_ERRORS.noInterview);
  if (sent.status === 'refused') throw new TooManyError(MAIL_ERRORS.recipientBound);
  return view(sent);
}
