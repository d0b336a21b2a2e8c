import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruitingKeys } from '../shared/queries';
import {
  answerReview,
  fetchAgreement,
  fetchApplicationReviews,
  fetchAuditPage,
  fetchReviewRequests,
  fetchScorecards,
  fetchVacancyScorecards,
  saveScorecard,
  type AuditFilters,
} from './peopleApi';

/** Issue 20's server data, under 'recruiting' (sign-out forgets it; every recruiting mutation refreshes it). */
export const peopleKeys = {
  scorecards: (applicationId: string) => [...recruitingKeys.all, 'scorecards', applicationId] as const,
  vacancyScorecards: (vacancyId: string) => [...recruitingKeys.all, 'vacancyScorecards', vacancyId] as const,
  agreement: (vacancyId: string | null) => [...recruitingKeys.all, 'agreement', vacancyId ?? 'company'] as const,
  reviewRequests: [...recruitingKeys.all, 'reviewRequests'] as const,
  applicationReviews: (applicationId: string) => [...recruitingKeys.all, 'applicationReviews', applicationId] as const,
  audit: (filters: AuditFilters) => [...recruitingKeys.all, 'audit', filters] as const,
};

export const useScorecards = (applicationId: string) =>
  useQuery({ queryKey: peopleKeys.scorecards(applicationId), queryFn: () => fetchScorecards(applicationId) });

export const useVacancyScorecards = (vacancyId: string) =>
  useQuery({ queryKey: peopleKeys.vacancyScorecards(vacancyId), queryFn: () => fetchVacancyScorecards(vacancyId) });

export const useAgreement = (vacancyId: string | null) =>
  useQuery({ queryKey: peopleKeys.agreement(vacancyId), queryFn: () => fetchAgreement(vacancyId) });

/** The company's open review requests: the dashboard's list and every candidate's badge share this one query. */
export const useReviewRequests = () =>
  useQuery({ queryKey: peopleKeys.reviewRequests, queryFn: fetchReviewRequests, staleTime: 30_000 });

export const useApplicationReviews = (applicationId: string) =>
  useQuery({
    queryKey: peopleKeys.applicationReviews(applicationId),
    queryFn: () => fetchApplicationReviews(applicationId),
  });

export const useAuditLog = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: peopleKeys.audit(filters),
    queryFn: ({ pageParam }) => fetchAuditPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Saving a scorecard or answering a review refreshes every recruiting query (scorecards, agreement, lists). */
function useRefreshing<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: recruitingKeys.all }) });
}

export const useSaveScorecard = (applicationId: string) =>
  useRefreshing((input: Parameters<typeof saveScorecard>[1]) => saveScorecard(applicationId, input));

export const useAnswerReview = () =>
  useRefreshing(({ id, answer }: { id: string; answer: string }) => answerReview(id, answer));
