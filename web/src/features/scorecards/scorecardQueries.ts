import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hiringQueries } from '../hiring/queries';
import {
  fetchAgreement,
  fetchCompanySettings,
  fetchScorecards,
  fetchVacancyScorecards,
  saveScorecard,
  updateCompanySettings,
} from './scorecardsApi';

const R = hiringQueries.recruiter;

/** Issue 20's scorecards and agreement, under the recruiter's key (sign-out forgets them). */
export const scorecardQueries = {
  scorecards: (applicationId: string) =>
    queryOptions({
      queryKey: [...R, 'scorecards', applicationId] as const,
      queryFn: ({ signal }) => fetchScorecards(applicationId, signal),
    }),
  /** Every vacancy's scorecard table. */
  allVacancyScorecards: [...R, 'vacancyScorecards'] as const,
  vacancyScorecards: (vacancyId: string) =>
    queryOptions({
      queryKey: [...R, 'vacancyScorecards', vacancyId] as const,
      queryFn: () => fetchVacancyScorecards(vacancyId),
    }),
  /** Every candidate list: a scorecard or an opened analysis unlocks Clara's score in them ("Evaluación a ciegas"). */
  candidateLists: hiringQueries.candidateLists,
  /** The company's "Evaluación a ciegas" setting. */
  settings: () => queryOptions({ queryKey: [...R, 'companySettings'] as const, queryFn: fetchCompanySettings }),
  /** Every agreement report (the company's and each vacancy's). */
  agreements: [...R, 'agreement'] as const,
  agreement: (vacancyId: string | null) =>
    queryOptions({
      queryKey: [...R, 'agreement', vacancyId ?? 'company'] as const,
      queryFn: () => fetchAgreement(vacancyId),
    }),
};

export const useScorecards = (applicationId: string) => useQuery(scorecardQueries.scorecards(applicationId));
export const useVacancyScorecards = (vacancyId: string) => useQuery(scorecardQueries.vacancyScorecards(vacancyId));
export const useAgreement = (vacancyId: string | null) => useQuery(scorecardQueries.agreement(vacancyId));

/** A saved scorecard: the candidate's scorecards, the vacancies' tables and the agreement reports. */
export function useSaveScorecard(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveScorecard>[1]) => saveScorecard(applicationId, input),
    onSettled: () =>
      Promise.all(
        [
          scorecardQueries.scorecards(applicationId).queryKey,
          scorecardQueries.allVacancyScorecards,
          scorecardQueries.agreements,
          scorecardQueries.candidateLists,
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

export const useCompanySettings = () => useQuery(scorecardQueries.settings());

/** The owner turns "Evaluación a ciegas" on or off: every list and report reads it. */
export function useUpdateCompanySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSettled: () => client.invalidateQueries({ queryKey: R }),
  });
}
