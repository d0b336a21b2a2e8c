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
  fetchPerson,
  addPersonToVacancy,
  searchPeople,
  erasePerson,
  savePersonTags,
  fetchAuditPage,
  type AuditFilters,
} from './peopleApi';

const R = recruitingQueries.recruiter;

/** Issue 32's person views and issue 20's audit log, under the recruiter's key (sign-out forgets them). */
export const peopleQueries = {
  /** Every candidate list: a person's tags show in their rows. */
  candidateLists: recruitingQueries.candidateLists,
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

export const usePerson = (applicationId: string) => useQuery(peopleQueries.person(applicationId));
export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(peopleQueries.audit(filters));

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
