/**
 * `GET /api/agreement?vacancyId=`: "Acuerdo de Clara con tu equipo", computed here with the shared domain
 * function `computeAgreement` over the company's (or one vacancy's) submitted scorecards and Clara's analyses.
 * Only blind scorecards are compared; the others are counted apart (issue 31).
 */
import { computeAgreement, type Scorecard } from '@clara/domain';
import { companyScoresBlind } from './access';
import { loadCandidates } from './candidates';
import { scorecards, submittedScorecards } from './store';
import { requireVacancy } from './vacancy';

/**
 * Scorecards one computation reads at most: the newest by submission (ordered by `submittedAt`, which also leaves
 * out the documents that only record an opened analysis; composite indexes in firestore.indexes.json).
 */
export const MAX_SCORECARDS = 5000;

export async function getAgreement(companyId: string, vacancyId?: string) {
  if (vacancyId) await requireVacancy(companyId, vacancyId);
  let query = scorecards().where('companyId', '==', companyId);
  if (vacancyId) query = query.where('vacancyId', '==', vacancyId);
  const [all, blindSetting] = await Promise.all([
    submittedScorecards(query.orderBy('submittedAt', 'desc').limit(MAX_SCORECARDS)),
    companyScoresBlind(companyId),
  ]);
  const byApplication = new Map<string, Scorecard[]>();
  for (const scorecard of all)
    byApplication.set(scorecard.applicationId, [...(byApplication.get(scorecard.applicationId) ?? []), scorecard]);
  const candidates = await loadCandidates(companyId, [...byApplication.keys()]);
  const agreement = computeAgreement(
    candidates.map((candidate) => {
      const theirs = byApplication.get(candidate.applicationId) ?? [];
      return {
        clara: candidate.clara,
        members: theirs.filter((scorecard) => scorecard.blind).map((scorecard) => scorecard.ratings),
        notBlind: theirs.filter((scorecard) => !scorecard.blind).length,
        // Issue 30: paired per skill of the rubric the interview was taken with, scored as that rubric scores.
        skills: candidate.skills,
        rubricVersion: candidate.rubricVersion,
      };
    }),
  );
  return { vacancyId: vacancyId ?? null, blindSetting, ...agreement };
}
