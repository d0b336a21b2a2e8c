/**
 * Data access for `review_requests/{id}` (a candidate's request for a human review, and the company's written
 * answer) and `candidate_comments/{id}` (context the candidate added to their analysis). Both belong to an
 * application and are erased with it; no client reads them.
 */
import { nowSeconds, reviewOverdue, type CandidateComment, type ReviewRequest } from '@clara/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../../platform/firebase';

export const reviewRequests = () => db().collection('review_requests');
export const candidateComments = () => db().collection('candidate_comments');

export function reviewFromDoc(id: string, data: DocumentData, now = nowSeconds()): ReviewRequest {
  const status = data.status === 'answered' ? 'answered' : 'open';
  const dueAt = Number(data.dueAt ?? 0);
  const answer = data.answer as { text?: unknown; at?: unknown; byUid?: unknown; byEmail?: unknown } | null;
  return {
    id,
    applicationId: String(data.applicationId ?? ''),
    vacancyId: String(data.vacancyId ?? ''),
    candidateName: String(data.candidateName ?? ''),
    source: data.source === 'interview' ? 'interview' : 'link',
    comment: String(data.comment ?? ''),
    requestedAt: Number(data.requestedAt ?? 0),
    dueAt,
    status,
    overdue: reviewOverdue({ status, dueAt }, now),
    answer: answer
      ? {
          text: String(answer.text ?? ''),
          at: Number(answer.at ?? 0),
          by: { uid: String(answer.byUid ?? ''), email: String(answer.byEmail ?? '') },
        }
      : null,
  };
}

export const commentFromDoc = (id: string, data: DocumentData): CandidateComment => ({
  id,
  text: String(data.text ?? ''),
  createdAt: Number(data.createdAt ?? 0),
});

const byDate = <T extends { requestedAt?: number; createdAt?: number }>(a: T, b: T) =>
  (a.requestedAt ?? a.createdAt ?? 0) - (b.requestedAt ?? b.createdAt ?? 0);

export async function applicationRequests(applicationId: string): Promise<ReviewRequest[]> {
  const snapshot = await reviewRequests().where('applicationId', '==', applicationId).get();
  return snapshot.docs.map((doc) => reviewFromDoc(doc.id, doc.data())).sort(byDate);
}

export async function applicationComments(applicationId: string): Promise<CandidateComment[]> {
  const snapshot = await candidateComments().where('applicationId', '==', applicationId).get();
  return snapshot.docs.map((doc) => commentFromDoc(doc.id, doc.data())).sort(byDate);
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
