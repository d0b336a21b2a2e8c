/**
 * Data access for `scorecards/{applicationId}__{uid}`: one per member and candidate, so a second scorecard of the
 * same member is the same document. A document without `submittedAt` only records that the member opened Clara's
 * analysis before scoring (`analysisSeenAt`); it is not a scorecard.
 */
import { RUBRIC_VERSION, type Scorecard } from '@clara/domain';
import { storedScorecardSchema, type StoredScorecardDocument } from '@clara/domain/recruiting/documents';
import type { Query } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

export const SCORECARDS = 'scorecards';
export const scorecards = () => db().collection(SCORECARDS);
export const scorecardRef = (applicationId: string, uid: string) => scorecards().doc(`${applicationId}__${uid}`);
export const scorecardDocs = storedConverter(SCORECARDS, storedScorecardSchema);

/** The scorecard a stored document holds; null when it only records that its author opened the analysis. */
export function scorecardOf(stored: StoredScorecardDocument | null): Scorecard | null {
  if (stored?.submittedAt === undefined || !stored.ratings || !stored.recommendation) return null;
  return {
    applicationId: stored.applicationId,
    author: { uid: stored.authorUid, email: stored.authorEmail },
    ratings: { ...stored.ratings },
    // Scorecards made before issue 30 rated the default six competencies.
    rubricVersion: stored.rubricVersion ?? RUBRIC_VERSION,
    recommendation: stored.recommendation,
    note: stored.note,
    createdAt: stored.submittedAt,
    updatedAt: stored.updatedAt ?? stored.submittedAt,
    sawAnalysisFirst: stored.sawAnalysisFirst,
    blind: stored.blind ?? !stored.sawAnalysisFirst,
  };
}

/** The submitted scorecards a query finds, oldest first. */
export async function submittedScorecards(query: Query): Promise<Scorecard[]> {
  const snapshot = await query.get();
  return snapshot.docs
    .map((doc) => scorecardOf(scorecardDocs.read(doc)))
    .filter((scorecard): scorecard is Scorecard => scorecard !== null)
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
