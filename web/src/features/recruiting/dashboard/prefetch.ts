import { queryClient } from '../../../platform/query';
import { recruitingQueries } from '../shared/queries';
import { teamQuery } from '../shared/role';

/**
 * Issue 34: /dashboard's first reads, started by its route loader while the page's chunk loads instead of one after
 * the other as components mount: the member's company, then (a company known) its vacancies and the team (the
 * member's role) at once. What depends on the role (the assistant's code, the review requests) is asked by the page
 * once the role is known, so no member is sent a refusal. A member without a company is asked for one
 * (CompanySetup): nothing more is read for them.
 */
export async function prefetchDashboard(): Promise<void> {
  const companies = await queryClient.fetchQuery(recruitingQueries.companyNames()).catch(() => []);
  if (companies.length === 0) return;
  void queryClient.prefetchQuery(recruitingQueries.vacancySummaries());
  void queryClient.prefetchQuery(teamQuery());
}
