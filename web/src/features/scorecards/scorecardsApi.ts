import {
  agreementRoute,
  companySettingsRoute,
  saveScorecardRoute,
  scorecardsRoute,
  updateCompanySettingsRoute,
  vacancyScorecardsRoute,
} from '@clara/domain/scorecards/routes';
import type { Recommendation } from '@clara/domain/scorecards/model';
import type { CompetencyId } from '@clara/domain/analysis/rubric';
import { callCompanyApi } from '../../platform/companySession';

/** Issue 20's company calls: scorecards and Clara's agreement with the team. */
export const fetchScorecards = (applicationId: string, signal?: AbortSignal) =>
  callCompanyApi(scorecardsRoute, { params: { applicationId }, signal });

export const saveScorecard = (
  applicationId: string,
  input: { ratings: Partial<Record<CompetencyId, number>>; recommendation: Recommendation; note: string },
) => callCompanyApi(saveScorecardRoute, { params: { applicationId }, body: input });

export const fetchVacancyScorecards = (vacancyId: string) =>
  callCompanyApi(vacancyScorecardsRoute, { params: { id: vacancyId } });

export const fetchAgreement = (vacancyId: string | null) =>
  callCompanyApi(agreementRoute, { query: vacancyId ? { vacancyId } : {} });

/** Issue 31: "Evaluación a ciegas". */
export const fetchCompanySettings = () => callCompanyApi(companySettingsRoute, {});
export const updateCompanySettings = (settings: { blindScoring: boolean }) =>
  callCompanyApi(updateCompanySettingsRoute, { body: settings });
