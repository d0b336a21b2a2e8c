/**
 * The candidate's request for a human review (issue 20). The candidate asks from their emailed link or at the
 * end of a company interview (its code: the answer only ever goes to the application's own address, so whoever
 * holds the code learns nothing by asking); the company's team is emailed, sees the request on the candidate and
 * in the dashboard's list, and answers in writing; the answer is emailed to the candidate. One open request per
 * application at a time.
 */
import {
  CANDIDATE_COMMENTS_MAX,
  RECRUITING_ERRORS,
  REVIEW_ERRORS,
  formatIsoUtc,
  nowSeconds,
  reviewAnsweredEmail,
  reviewDueAt,
  reviewRequestedEmail,
  type CandidateComment,
  type ReviewRequest,
  type ReviewSource,
} from '@clara/domain';
import { ConflictError, NotFoundError } from '@clara/domain/common/failures';
import { answerReviewRoute } from '@clara/domain/reviews/routes';
import { actionOf, auditWithin, CANDIDATE_ACTOR, memberActor } from '../audit/log';
import { sendEmail } from '../mail/send';
import { companyRecipients } from '../mail/recipients';
import type { Caller } from '../platform/auth';
import { config } from '../platform/config';
import { db } from '../platform/firebase';
import { applicationDocs, applications, namesOf } from '../company/documents';
import { requireCandidateLink } from '../company/candidateLinks';
import { findSession, privateDocs } from '../sessions/sessions';
import {
  applicationComments,
  applicationRequests,
  candidateComments,
  reviewDocs,
  reviewOf,
  reviewRequests,
} from './store';

interface Target {
  applicationId: string;
  companyId: string;
}

/** The candidate's application through their link's token (404 when the link opens nothing). */
async function targetOfToken(token: string): Promise<Target> {
  return requireCandidateLink(token);
}

/** The application of a finished company interview (404 for a practice or an unknown code; 409 before its end). */
async function targetOfInterview(code: string): Promise<Target> {
  const located = await findSession(code);
  const internal = located && !located.data.isPractice ? privateDocs.read(await located.privateRef.get()) : null;
  if (!located || !internal || internal.applicationId === undefined)
    throw new NotFoundError(RECRUITING_ERRORS.interviewNotFound);
  if (located.data.status !== 'Finished') throw new ConflictError(REVIEW_ERRORS.interviewNotFinished);
  return { applicationId: internal.applicationId, companyId: internal.companyId ?? '' };
}

async function createRequest(target: Target, source: ReviewSource, comment: string, origin: string) {
  const deadlineDays = config.people.reviewDeadlineDays();
  const now = nowSeconds();
  const applicationRef = applications().doc(target.applicationId);
  const ref = reviewRequests().doc();
  const application = await db().runTransaction(async (tx) => {
    const [snapshot, open] = await Promise.all([
      tx.get(applicationRef),
      tx.get(reviewRequests().where('applicationId', '==', target.applicationId).where('status', '==', 'open')),
    ]);
    const data = applicationDocs.read(snapshot);
    if (data?.companyId !== target.companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
    if (!open.empty) throw new ConflictError(REVIEW_ERRORS.alreadyOpen);
    tx.create(ref, {
      companyId: target.companyId,
      vacancyId: data.vacancyId,
      applicationId: target.applicationId,
      candidateName: data.name,
      source,
      comment,
      requestedAt: now,
      dueAt: reviewDueAt(now, deadlineDays),
      status: 'open',
      answer: null,
    });
    auditWithin(tx, target.companyId, {
      actor: CANDIDATE_ACTOR,
      kind: 'review.requested',
      candidate: { applicationId: target.applicationId, name: data.name, vacancyId: data.vacancyId },
      action: source === 'link' ? 'POST /api/candidate-review-request' : 'POST /api/interview-review-request',
    });
    return data;
  });
  const { vacancyId, name: candidateName } = application;
  const content = reviewRequestedEmail({
    ...(await namesOf(target.companyId, vacancyId)),
    candidateName,
    dueDate: formatIsoUtc(reviewDueAt(now, deadlineDays)).slice(0, 10),
    dashboardUrl: `${origin.replace(/\/$/, '')}/dashboard`,
  });
  for (const to of await companyRecipients(target.companyId))
    await sendEmail({
      ...content,
      to,
      kind: 'reviewRequested',
      companyId: target.companyId,
      applicationId: target.applicationId,
    });
  return { id: ref.id, dueAt: reviewDueAt(now, deadlineDays), deadlineDays };
}

export const requestReviewByLink = async (token: string, comment: string, origin: string) =>
  createRequest(await targetOfToken(token), 'link', comment, origin);

export const requestReviewByInterview = async (code: string, comment: string, origin: string) =>
  createRequest(await targetOfInterview(code), 'interview', comment, origin);

/** `POST /api/candidate-reviews`: the candidate's own requests (with the answers) and comments. */
export async function candidateReviews(token: string) {
  const { applicationId } = await targetOfToken(token);
  const [requests, comments] = await Promise.all([
    applicationRequests(applicationId),
    applicationComments(applicationId),
  ]);
  return {
    deadlineDays: config.people.reviewDeadlineDays(),
    requests: requests.map(({ id, comment, requestedAt, dueAt, status, answer }) => ({
      id,
      comment,
      requestedAt,
      dueAt,
      status,
      answer: answer ? { text: answer.text, at: answer.at } : null,
    })),
    comments,
  };
}

/** `POST /api/candidate-analysis-comment`: "quiero añadir contexto", shown to the company with the analysis. */
export async function addCandidateComment(token: string, text: string): Promise<CandidateComment> {
  const target = await targetOfToken(token);
  const ref = candidateComments().doc();
  const data = { companyId: target.companyId, applicationId: target.applicationId, text, createdAt: nowSeconds() };
  // The count, the comment and its audit entry in one transaction (issue 31).
  await db().runTransaction(async (tx) => {
    const [snapshot, existing] = await Promise.all([
      tx.get(applications().doc(target.applicationId)),
      tx.get(candidateComments().where('applicationId', '==', target.applicationId)),
    ]);
    const application = applicationDocs.read(snapshot);
    if (application?.companyId !== target.companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
    if (existing.size >= CANDIDATE_COMMENTS_MAX) throw new ConflictError(REVIEW_ERRORS.tooManyComments);
    tx.create(ref, data);
    auditWithin(tx, target.companyId, {
      actor: CANDIDATE_ACTOR,
      kind: 'review.commented',
      candidate: { applicationId: target.applicationId, name: application.name, vacancyId: application.vacancyId },
      action: 'POST /api/candidate-analysis-comment',
    });
  });
  return { id: ref.id, text: data.text, createdAt: data.createdAt };
}

/** `GET /api/review-requests`: the company's open requests (or all), overdue first, then by deadline. */
export async function listReviewRequests(companyId: string, status: 'open' | 'all' = 'open') {
  let query = reviewRequests().where('companyId', '==', companyId);
  if (status === 'open') query = query.where('status', '==', 'open');
  const snapshot = await query.limit(500).get();
  const requests = snapshot.docs
    .map((doc) => reviewOf(doc.id, reviewDocs.read(doc)))
    .sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open') || a.dueAt - b.dueAt);
  return { deadlineDays: config.people.reviewDeadlineDays(), requests };
}

/** `GET /api/application/{id}/reviews`: one candidate's requests and comments (another company's: 404). */
export async function getApplicationReviews(companyId: string, applicationId: string) {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  const [requests, comments] = await Promise.all([
    applicationRequests(applicationId),
    applicationComments(applicationId),
  ]);
  return { requests, comments };
}

/** `POST /api/review-requests/{id}/answer`: the written answer, stored and emailed to the candidate. */
export async function answerReview(
  companyId: string,
  caller: Caller,
  id: string,
  text: string,
): Promise<ReviewRequest> {
  const ref = reviewRequests().doc(id);
  const now = nowSeconds();
  const data = await db().runTransaction(async (tx) => {
    const current = reviewDocs.read(await tx.get(ref));
    if (current?.companyId !== companyId) throw new NotFoundError(REVIEW_ERRORS.notFound);
    if (current.status === 'answered') throw new ConflictError(REVIEW_ERRORS.alreadyAnswered);
    const answer = { text, at: now, byUid: caller.uid, byEmail: caller.email ?? '' };
    tx.update(ref, { status: 'answered', answer });
    auditWithin(tx, companyId, {
      actor: memberActor(caller),
      kind: 'review.answered',
      candidate: { applicationId: current.applicationId, name: current.candidateName, vacancyId: current.vacancyId },
      action: actionOf(answerReviewRoute),
    });
    return { ...current, status: 'answered' as const, answer };
  });
  const request = reviewOf(id, data, now);
  const application = applicationDocs.read(await applications().doc(request.applicationId).get());
  if (application?.email) {
    const content = reviewAnsweredEmail({
      ...(await namesOf(companyId, request.vacancyId)),
      candidateName: request.candidateName,
      answer: text,
    });
    await sendEmail({
      ...content,
      to: application.email,
      kind: 'reviewAnswered',
      companyId,
      applicationId: request.applicationId,
    });
  }
  return request;
}
