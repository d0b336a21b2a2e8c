import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { VacancySummary } from '@clara/domain/recruiting/pipeline/model';
import { describeFailure } from '../../hiring/failures';
import { recruitingQueries } from '../shared/queries';

export type DashboardData =
  | { state: 'loading' }
  | { state: 'needsCompany' }
  /** SPEC §8: the failure's message, shown instead of the vacancies (company name and vacancies cleared). */
  | { state: 'error'; error: string }
  | {
      state: 'ready';
      companyName: string;
      /** The vacancy list: each vacancy with its counters (issue 11: candidates are read per vacancy, on opening it). */
      summaries: VacancySummary[];
    };

/** What the dashboard shows: its company's vacancies, or why not; `retry` reloads the recruiter's data. */
export function useDashboardData(): DashboardData & { retry: () => void } {
  const client = useQueryClient();
  const companies = useQuery(recruitingQueries.companyNames());
  const company = companies.data?.[0];
  // An interviewer's dashboard is «Mis entrevistas» (DashboardPage sends them there): no vacancies read for them.
  const summaries = useQuery({
    ...recruitingQueries.vacancySummaries(),
    enabled: company !== undefined && company.role !== 'interviewer',
  });
  const retry = () => void client.invalidateQueries({ queryKey: recruitingQueries.recruiter });

  // Retrying after a failure shows the spinner, as the first load does.
  if ((companies.isError || summaries.isError) && (companies.isFetching || summaries.isFetching))
    return { state: 'loading', retry };
  if (companies.isError) return { state: 'error', error: describeFailure(companies.error), retry };
  if (companies.isPending) return { state: 'loading', retry };
  // The company first: without one, the vacancies' refusal (prefetched with them) is not this page's failure.
  if (!company) return { state: 'needsCompany', retry };
  if (summaries.isError) return { state: 'error', error: describeFailure(summaries.error), retry };
  if (summaries.isPending) return { state: 'loading', retry };
  return { state: 'ready', companyName: company.name, summaries: summaries.data, retry };
}
