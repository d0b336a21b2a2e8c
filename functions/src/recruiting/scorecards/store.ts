/**
 * Data access for `scorecards/{applicationId}__{uid}`: one per member and candidate, so a second scorecard of the
 * same member is the same document. A document without `submittedAt` only records that the member opened Clara's
 * analysis before scoring (`analysisSeenAt`); it is not a scorecard.
 */
import type { Recommendation, Scorecard } from '@clara/domain';
import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db } from '../../platform/firebase';

export const SCORECARDS = 'scorecards';
export const scorecards = () => db().collection(SCORECARDS);
export const scorecardRef = (applicationId: string, uid: string) => scorecards().doc(`${applicationId}__${uid}`);

export const isSubmitted = (data: DocumentData | undefined): boolean => typeof data?.submittedAt === 'number';

export function scorecardFromDoc(data: DocumentData): Scorecard {
  return {
    applicationId: String(data.applicationId),
    author: { uid: String(data.authorUid), email: String(data.authorEmail ?? '') },
    ratings: { ...(data.ratings as Scorecard['ratings']) },
    recommendation: data.recommendation as Recommendation,
    note: String(data.note ?? ''),
    createdAt: Number(data.submittedAt),
    updatedAt: Number(data.updatedAt ?? data.submittedAt),
    sawAnalysisFirst: data.sawAnalysisFirst === true,
  };
}

/** The submitted scorecards a query finds, oldest first. */
export async function submittedScorecards(query: Query): Promise<Scorecard[]> {
  const snapshot = await query.get();
  return snapshot.docs
    .map((doc) => doc.data())
    .filter(isSubmitted)
    .map(scorecardFromDoc)
    .sort((a, b) => a.createdAt - b.createdAt);
}

export const applicationScorecards = (companyId: string, applicationId: string) =>
  submittedScorecards(scorecards().where('applicationId', '==', applicationId).where('companyId', '==', companyId));

/** Erases every scorecard of an application (with the application). */
export async function deleteApplicationScorecards(applicationId: string): Promise<void> {
  const snapshot = await scorecards().where('applicationId', '==', applicationId).get();
  if (snapshot.empty) return;
  const batch = db().batch();
  for (const doc of snapshot.docs) batch.delete(doc.ref);
  await batch.commit();
}
