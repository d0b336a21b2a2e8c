/**
 * `GET /api/agreement?vacancyId=`: "Acuerdo de Clara con tu equipo", computed here with the shared domain
 * function `computeAgreement` over the company's (or one vacancy's) submitted scorecards and Clara's analyses.
 */
import { computeAgreement, type Scorecard } from '@clara/domain';
import { loadCandidates } from './candidates';
import { scorecards, submittedScorecards } from './store';
import { requireVacancy } from './vacancy';

/** Scorecards one computation reads at most (newest kept when a company has more). */
const MAX_SCORECARDS = 5000;

export async function getAgreement(companyId: string, vacancyId?: string) {
  if (vacancyId) await requireVacancy(companyId, vacancyId);
  let query = scorecards().where('companyId', '==', companyId);
  if (vacancyId) query = query.where('vacancyId', '==', vacancyId);
  const all = await submittedScorecards(query.limit(MAX_SCORECARDS));
  const byApplication = new Map<string, Scorecard[]>();
  for (const scorecard of all)
    byApplication.set(scorecard.applicationId, [...(byApplication.get(scorecard.applicationId) ?? []), scorecard]);
  const candidates = await loadCandidates(companyId, [...byApplication.keys()]);
  const agreement = computeAgreement(
    candidates.map((candidate) => ({
      clara: candidate.clara,
      members: (byApplication.get(candidate.applicationId) ?? []).map((scorecard) => scorecard.ratings),
    })),
  );
  return { vacancyId: vacancyId ?? null, ...agreement };
}
