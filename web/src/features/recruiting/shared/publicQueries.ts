import { queryOptions } from '@tanstack/react-query';
import { fetchCareersPage, fetchPublicVacancy } from './publicApi';

/**
 * The public recruiting pages' server data (no sign-in, no Firebase): apart from ./queries.ts so those pages
 * load nothing of the recruiter's. Under `['recruitingPublic']`: a recruiter's action neither refreshes nor
 * forgets it.
 */
export const publicRecruitingQueries = {
  all: ['recruitingPublic'] as const,

  /** The public vacancy of /job/{id}. */
  vacancy: (id: string) =>
    queryOptions({ queryKey: ['recruitingPublic', 'vacancy', id] as const, queryFn: () => fetchPublicVacancy(id) }),

  /** Issue 23: a company's careers page /empleo/{slug}. */
  careers: (slug: string) =>
    queryOptions({ queryKey: ['recruitingPublic', 'careers', slug] as const, queryFn: () => fetchCareersPage(slug) }),
};
