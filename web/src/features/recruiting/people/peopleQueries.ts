import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { recruitingQueries } from '../shared/queries';
import { cancelReadsOf, refreshAfterApplicationChange } from '../shared/applicationMutations';
import type { Person } from '@clara/domain/recruiting/person/model';
import {
  answerReview,
  fetchAgreement,
  fetchApplicationReviews,
  fetchCompanySettings,
  fetchPerson,
  addPersonToVacancy,
  searchPeople,
  erasePerson,
  savePersonTags,
  updateCompanySettings,
  fetchAuditPage,
  fetchReviewRequests,
  fetchScorecards,
  fetchVacancyScorecards,
  saveScorecard,
  type AuditFilters,
} from './peopleApi';

const R = recruitingQueries.recruiter;

/** Issue 20's server data, under the recruiter's key (sign-out forgets it). */
export const peopleQueries = {
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
  candidateLists: [...R, 'candidates'] as const,
  /** The company's "Evaluación a ciegas" setting. */
  settings: () => queryOptions({ queryKey: [...R, 'companySettings'] as const, queryFn: fetchCompanySettings }),
  /** Every agreement report (the company's and each vacancy's). */
  agreements: [...R, 'agreement'] as const,
  agreement: (vacancyId: string | null) =>
    queryOptions({
      queryKey: [...R, 'agreement', vacancyId ?? 'company'] as const,
      queryFn: () => fetchAgreement(vacancyId),
    }),
  /** The company's open review requests: the dashboard's list and every candidate's badge share this one query. */
  reviewRequests: () =>
    queryOptions({ queryKey: [...R, 'reviewRequests'] as const, queryFn: fetchReviewRequests, staleTime: 30_000 }),
  /** Every application's reviews. */
  allApplicationReviews: [...R, 'applicationReviews'] as const,
  applicationReviews: (applicationId: string) =>
    queryOptions({
      queryKey: [...R, 'applicationReviews', applicationId] as const,
      queryFn: ({ signal }) => fetchApplicationReviews(applicationId, signal),
    }),
  /** Issue 32: every person view (a status move, a tag or a new application changes them). */
  allPeople: recruitingQueries.allPeople,
  person: (applicationId: string) =>
    queryOptions({
      queryKey: [...recruitingQueries.allPeople, applicationId] as const,
      queryFn: ({ signal }) => fetchPerson(applicationId, signal),
    }),
  /** «Buscar candidatos»: one search's answer (under allPeople: a tag, a move or a new application changes it). */
  search: (q: string) =>
    queryOptions({ queryKey: [...R, 'person', 'search', q] as const, queryFn: () => searchPeople(q) }),
  audit: (filters: AuditFilters) =>
    infiniteQueryOptions({
      queryKey: [...R, 'audit', filters] as const,
      queryFn: ({ pageParam }) => fetchAuditPage(filters, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
};

export const useScorecards = (applicationId: string) => useQuery(peopleQueries.scorecards(applicationId));
export const useVacancyScorecards = (vacancyId: string) => useQuery(peopleQueries.vacancyScorecards(vacancyId));
export const useAgreement = (vacancyId: string | null) => useQuery(peopleQueries.agreement(vacancyId));
export const useReviewRequests = () => useQuery(peopleQueries.reviewRequests());
export const useApplicationReviews = (applicationId: string) =>
  useQuery(peopleQueries.applicationReviews(applicationId));
export const usePerson = (applicationId: string) => useQuery(peopleQueries.person(applicationId));
export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(peopleQueries.audit(filters));

/** A saved scorecard: the candidate's scorecards, the vacancies' tables and the agreement reports. */
export function useSaveScorecard(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveScorecard>[1]) => saveScorecard(applicationId, input),
    onSettled: () =>
      Promise.all(
        [
          peopleQueries.scorecards(applicationId).queryKey,
          peopleQueries.allVacancyScorecards,
          peopleQueries.agreements,
          peopleQueries.candidateLists,
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/** An answered review: the open requests (list and badges) and the candidates' reviews. */
export function useAnswerReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) => answerReview(id, answer),
    onSettled: () =>
      Promise.all(
        [peopleQueries.reviewRequests().queryKey, peopleQueries.allApplicationReviews].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useCompanySettings = () => useQuery(peopleQueries.settings());

/** The owner turns "Evaluación a ciegas" on or off: every list and report reads it. */
export function useUpdateCompanySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSettled: () => client.invalidateQueries({ queryKey: R }),
  });
}

/**
 * Issue 32: the company erases the whole person: each of their vacancies' lists and the counters are refreshed;
 * `forget` drops the erased applications' own queries once the view showing them is closed (dropped while it is
 * open, its queries would be fetched again and answer 404).
 */
export function useErasePerson() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ applicationId, person }: { applicationId: string; person: Person }) => {
      await cancelReadsOf(
        client,
        person.applications.map((app) => app.applicationId),
      );
      return erasePerson(applicationId);
    },
    onSettled: (_answer, _error, { person }) =>
      Promise.all(
        [...new Set(person.applications.map((app) => app.vacancyId))].map((vacancyId) =>
          refreshAfterApplicationChange(
            client,
            vacancyId,
            person.applications.map((app) => app.applicationId),
          ),
        ),
      ),
  });
  const forget = (person: Person) => {
    const ids = person.applications.map((app) => app.applicationId);
    client.removeQueries({ predicate: (query) => ids.some((id) => query.queryKey.includes(id)) });
  };
  return { mutation, forget };
}

/** Issue 32: the person's tags: every person view (the same person is behind several) and the candidate rows. */
export function useSavePersonTags(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) => savePersonTags(applicationId, tags),
    onSettled: () =>
      Promise.all(
        [peopleQueries.allPeople, peopleQueries.candidateLists].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Issue 32: «Añadir a otra vacante»: every person view, and the lists and counters of the vacancy added to. */
export function useAddToVacancy(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vacancyId: string) => addPersonToVacancy(applicationId, vacancyId),
    onSettled: (_answer, _error, vacancyId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: peopleQueries.allPeople }),
        refreshAfterApplicationChange(client, vacancyId),
      ]),
  });
}
