/**
 * Issue 32: the email that goes with a status move. To Descartado, the rejection: one per person and vacancy (an
 * application), however often the status moves, recorded in `rejections/{applicationId}` in the move's own
 * transaction; optionally written ahead (`scheduled` in the outbox) and cancellable until it leaves; never to
 * someone the move marked as spam. Forward, the next step. The text is the company's template as the recruiter
 * edited it for this send; the email goes through the one outbox.
 */
import {
  interviewCodeFromRef,
  maySeeClara,
  nowSeconds,
  parseAnalysis,
  rejectionFeedback,
  RECRUITING_ERRORS,
  statusEmail,
  TEMPLATE_ERRORS,
  type ApplicationStatus,
  type CandidateEmailInput,
  type CandidateEmailOutcome,
} from '@clara/domain';
import { storedRejectionSchema } from '@clara/domain/mail/documents';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@clara/domain/common/failures';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';
import { applicationDocs, applications, namesOf, type StoredApplication } from '../company/documents';
import { getCompanyInterviewAnalysis } from './companyInterviews';
import { claraAccessFor } from '../scorecards/access';
import { outbox, outboxDocs } from '../mail/outbox';
import { sendEmail } from '../mail/send';
import { safely } from './emails';

const rejections = () => db().collection('rejections');
const rejectionDocs = storedConverter('rejections', storedRejectionSchema);

/** What the move's transaction decided to send, sent once it committed. */
export interface PlannedEmail {
  kind: 'rejection' | 'nextStep';
  outboxId: string;
  email: CandidateEmailInput;
  sendAt: number | null;
}

export interface EmailRequest {
  to: ApplicationStatus;
  email: CandidateEmailInput | undefined;
  spam: boolean;
}

/**
 * Inside the move's transaction, after its reads: the email to send (and the rejection's record written), or why
 * none goes. Reads `rejections/{id}`, so it must run before the transaction's first write.
 */
export async function planStatusEmail(
  tx: Transaction,
  application: StoredApplication,
  request: EmailRequest,
  now = nowSeconds(),
): Promise<{ outcome: CandidateEmailOutcome | null; planned: PlannedEmail | null; write: () => void }> {
  const none = { planned: null, write: () => undefined };
  if (request.to !== 'Descartado') {
    if (request.spam) throw new ValidationError(TEMPLATE_ERRORS.noCandidateEmail);
    if (!request.email) return { outcome: null, ...none };
    if (request.email.delayHours > 0) throw new ValidationError(TEMPLATE_ERRORS.noCandidateEmail);
    const planned = { kind: 'nextStep' as const, outboxId: outbox().doc().id, email: request.email, sendAt: null };
    return { outcome: 'sent', planned, write: () => undefined };
  }
  const ref = rejections().doc(application.id);
  const existing = rejectionDocs.read(await tx.get(ref));
  if (existing?.spam) return { outcome: request.email || request.spam ? 'spam' : null, ...none };
  if (request.spam) {
    const write = () =>
      tx.set(ref, {
        companyId: application.companyId,
        outboxId: null,
        spam: true,
        createdAt: now,
        sendAt: null,
        cancelled: false,
      });
    return { outcome: 'spam', planned: null, write };
  }
  if (!request.email) return { outcome: null, ...none };
  if (existing && !existing.cancelled) return { outcome: 'alreadySent', ...none };
  const delay = request.email.delayHours * 3600;
  const planned: PlannedEmail = {
    kind: 'rejection',
    outboxId: outbox().doc().id,
    email: request.email,
    sendAt: delay > 0 ? now + delay : null,
  };
  const write = () =>
    tx.set(ref, {
      companyId: application.companyId,
      outboxId: planned.outboxId,
      spam: false,
      createdAt: now,
      sendAt: planned.sendAt,
      cancelled: false,
    });
  return { outcome: planned.sendAt ? 'scheduled' : 'sent', planned, write };
}

/** After the move committed: the planned email through the one outbox (a failure is recorded there, never thrown). */
export async function sendPlannedEmail(application: StoredApplication, planned: PlannedEmail): Promise<void> {
  await safely(`status email ${planned.kind}`, async () => {
    const names = await namesOf(application.companyId, application.vacancyId);
    const content = statusEmail({ candidateName: application.name, ...names }, planned.email.template);
    await sendEmail({
      ...content,
      id: planned.outboxId,
      to: application.email,
      kind: planned.kind,
      companyId: application.companyId,
      applicationId: application.id,
      sendAt: planned.sendAt,
    });
  });
}

/**
 * Issue 30 meets issue 32: a knock-out that rejected the application on its own sent its rejection. Recorded in the
 * application's own transaction (the application is new: no earlier rejection exists), so a later move to
 * Descartado sends none. Answers the outbox id the email must be written with.
 */
export function recordKnockoutRejection(
  tx: Transaction,
  applicationId: string,
  companyId: string,
  now: number,
): string {
  const outboxId = outbox().doc().id;
  tx.set(rejections().doc(applicationId), {
    companyId,
    outboxId,
    spam: false,
    createdAt: now,
    sendAt: null,
    cancelled: false,
  });
  return outboxId;
}

/** `POST /api/cancel-rejection`: drops a rejection still waiting to leave; then another may be sent later. */
export async function cancelRejection(companyId: string, applicationId: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const ref = rejections().doc(applicationId);
    const rejection = rejectionDocs.read(await tx.get(ref));
    if (!rejection || rejection.companyId !== companyId) throw new NotFoundError(TEMPLATE_ERRORS.rejectionGone);
    const outboxRef = rejection.outboxId ? outbox().doc(rejection.outboxId) : null;
    const email = outboxRef ? outboxDocs.read(await tx.get(outboxRef))?.record : null;
    if (rejection.cancelled || !outboxRef || email?.status !== 'scheduled')
      throw new ConflictError(TEMPLATE_ERRORS.rejectionGone);
    tx.delete(outboxRef);
    tx.update(ref, { cancelled: true });
  });
}

/** Erasure: the rejection's record goes with the application. */
export async function deleteRejection(applicationId: string): Promise<void> {
  await rejections().doc(applicationId).delete();
}

/**
 * `GET /api/rejection-feedback/:applicationId`: the paragraph drafted from the analysis of the application's
 * company interview (two strengths, one piece of advice; never the score or the signals), or null without one.
 */
export async function draftRejectionFeedback(
  companyId: string,
  callerUid: string,
  applicationId: string,
): Promise<string | null> {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (!application || application.companyId !== companyId)
    throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  const code = interviewCodeFromRef(application.interviewId ?? null);
  if (!code) return null;
  // Issue 31: drafted from Clara's judgement, so only for a member who may see it (blind scoring).
  if (!maySeeClara(await claraAccessFor(companyId, callerUid), applicationId))
    throw new ForbiddenError(TEMPLATE_ERRORS.feedbackBlind);
  const { analysis } = await getCompanyInterviewAnalysis(companyId, code);
  const parsed = parseAnalysis(analysis);
  return parsed.ok ? rejectionFeedback(parsed.analysis) : null;
}
