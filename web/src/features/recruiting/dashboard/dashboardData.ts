import { useQueryClient } from '@tanstack/react-query';
import type { VacancySummary } from '@clara/domain/recruiting/pipeline/model';
import type { Vacancy } from '@clara/domain/recruiting/types';
import {
  describeFailure,
  recruitingKeys,
  useCompanyNames,
  useLoadedCandidates,
  useVacancySummaries,
} from '../shared/queries';

export type DashboardData =
  | { state: 'loading' }
  | { state: 'needsCompany' }
  /** SPEC §8: the failure's message, shown instead of the vacancies (company name and vacancies cleared). */
  | { state: 'error'; error: string }
  | {
      state: 'ready';
      companyName: string;
      /** The vacancy list: each vacancy with its counters (issue 11: no applications read). */
      summaries: VacancySummary[];
      /** The same vacancies with the candidates loaded so far (opened vacancies' pages), for the modals. */
      vacancies: Vacancy[];
    };

/** What the dashboard shows: its company's vacancies, or why not; `retry` reloads both. */
export function useDashboardData(): DashboardData & { retry: () => void } {
  const client = useQueryClient();
  const companies = useCompanyNames();
  const company = companies.data?.[0];
  const summaries = useVacancySummaries(company !== undefined);
  const loaded = useLoadedCandidates();
  const retry = () => void client.invalidateQueries({ queryKey: recruitingKeys.all });

  // Retrying after a failure shows the spinner, as the first load does.
  if ((companies.isError || summaries.isError) && (companies.isFetching || summaries.isFetching))
    return { state: 'loading', retry };
  if (companies.isError || summaries.isError)
    return { state: 'error', error: describeFailure(companies.error ?? summaries.error), retry };
  if (companies.isPending) return { state: 'loading', retry };
  if (!company) return { state: 'needsCompany', retry };
  if (summaries.isPending) return { state: 'loading', retry };
  const vacancies = summaries.data.map(({ counts: _counts, ...vacancy }) => ({
    ...vacancy,
    applications: loaded.get(vacancy.id)?.applications ?? [],
    withdrawals: loaded.get(vacancy.id)?.withdrawals ?? [],
  }));
  return { state: 'ready', companyName: company.name, summaries: summaries.data, vacancies, retry };
}
