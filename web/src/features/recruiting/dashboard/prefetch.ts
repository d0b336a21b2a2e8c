import { queryClient } from '../../../platform/query';
import { peopleQueries } from '../people/peopleQueries';
import { recruitingQueries } from '../shared/queries';

/**
 * Issue 34: /dashboard's first reads, started by its route loader while the page's chunk loads, in two rounds:
 * the member's company, then (a company known) its vacancies, the assistant's code and the review requests at
 * once, instead of one after the other as each component mounts. The page's queries then find them in the cache
 * or in flight. A member without a company is asked for one (CompanySetup): nothing more is read for them.
 */
export async function prefetchDashboard(): Promise<void> {
  const companies = await queryClient.fetchQuery(recruitingQueries.companyNames()).catch(() => []);
  if (companies.length === 0) return;
  void queryClient.prefetchQuery(recruitingQueries.vacancySummaries());
  void queryClient.prefetchQuery(recruitingQueries.jobDescCode());
  void queryClient.prefetchQuery(peopleQueries.reviewRequests());
}
