/**
 * Data access for `review_requests/{id}` (a candidate's request for a human review, and the company's written
 * answer) and `candidate_comments/{id}` (context the candidate added to their analysis). Both belong to an
 * application and are erased with it; no client reads them.
 */
import { nowSeconds, reviewOverdue, type CandidateComment, type ReviewRequest } from '@clara/domain';
import type { z } from 'zod';
import { storedCandidateCommentSchema, storedReviewRequestSchema } from '@clara/domain/reviews/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

export const reviewRequests = () => db().collection('review_requests');
export const candidateComments = () => db().collection('candidate_comments');

export const reviewDocs = storedConverter('review_requests', storedReviewRequestSchema);
type StoredReviewRequest = z.output<typeof storedReviewRequestSchema>;
const commentDocs = storedConverter(
  'candidate_comments',
  storedCandidateCommentSchema,
  (id, { text, createdAt }): CandidateComment => ({ id, text, createdAt }),
);

/** The API's review request for a stored one; `overdue` as of `now`. */
export function reviewOf(id: string, stored: StoredReviewRequest, now = nowSeconds()): ReviewRequest {
  const { answer, companyId: _companyId, ...request } = stored;
  return {
    id,
    ...request,
    overdue: reviewOverdue(request, now),
    answer: answer ? { text: answer.text, at: answer.at, by: { uid: answer.byUid, email: answer.byEmail } } : null,
  };
}

const byDate = <T extends { requestedAt?: number; createdAt?: number }>(a: T, b: T) =>
  (a.requestedAt ?? a.createdAt ?? 0) - (b.requestedAt ?? b.createdAt ?? 0);

export async function applicationRequests(applicationId: string): Promise<ReviewRequest[]> {
  const snapshot = await reviewRequests().where('applicationId', '==', applicationId).get();
  return snapshot.docs.map((doc) => reviewOf(doc.id, reviewDocs.read(doc))).sort(byDate);
}

export async function applicationComments(applicationId: string): Promise<CandidateComment[]> {
  const snapshot = await candidateComments().where('applicationId', '==', applicationId).get();
  return snapshot.docs.map((doc) => commentDocs.read(doc)).sort(byDate);
}

/** Erases an application's requests and comments (with the application). */
export async function deleteApplicationReviews(applicationId: string): Promise<void> {
  const [requests, comments] = await Promise.all([
    reviewRequests().where('applicationId', '==', applicationId).get(),
    candidateComments().where('applicationId', '==', applicationId).get(),
  ]);
  const docs = [...requests.docs, ...comments.docs];
  if (docs.length === 0) return;
  const batch = db().batch();
  for (const doc of docs) batch.delete(doc.ref);
  await batch.commit();
}
