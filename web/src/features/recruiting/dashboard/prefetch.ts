import { roleMay } from '@clara/domain/common/access';
import { queryClient } from '../../../platform/query';
import { recruitingQueries } from '../shared/queries';
import { reviewQueries } from '../../reviews/reviewQueries';
import { scorecardQueries } from '../../scorecards/scorecardQueries';

/**
 * Issue 34: /dashboard's first reads, started by its route loader while the page's chunk loads instead of one after
 * the other as components mount. The member's companies, with their role, come with the sign-in's exchange (no
 * request of their own), so everything else starts at once after it: the vacancies, and what the role may see (the
 * assistant's code; the review requests, the agreement and its setting), no member being sent a refusal. Two
 * rounds in all. A member without a company is asked for one (CompanySetup): nothing more is read for them.
 */
export async function prefetchDashboard(): Promise<void> {
  const companies = await queryClient.fetchQuery(recruitingQueries.companyNames()).catch(() => []);
  const role = companies[0]?.role;
  // An interviewer is sent to «Mis entrevistas»: nothing of the dashboard is read for them.
  if (!role || role === 'interviewer') return;
  void queryClient.prefetchQuery(recruitingQueries.vacancySummaries());
  if (roleMay(role, 'manage')) void queryClient.prefetchQuery(recruitingQueries.jobDescCode());
  if (roleMay(role, 'report')) {
    void queryClient.prefetchQuery(reviewQueries.reviewRequests());
    void queryClient.prefetchQuery(scorecardQueries.settings());
    void queryClient.prefetchQuery(scorecardQueries.agreement(null));
  }
}
