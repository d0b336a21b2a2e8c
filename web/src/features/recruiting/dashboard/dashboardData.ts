import { useQueryClient } from '@tanstack/react-query';
import type { Vacancy } from '@clara/domain/recruiting/types';
import { describeFailure, recruitingKeys, useCompanyNames, useVacancies } from '../shared/queries';

export type DashboardData =
  | { state: 'loading' }
  | { state: 'needsCompany' }
  /** SPEC §8: the failure's message, shown instead of the vacancies (company name and vacancies cleared). */
  | { state: 'error'; error: string }
  | { state: 'ready'; companyName: string; vacancies: Vacancy[] };

/** What the dashboard shows: its company's vacancies, or why not; `retry` reloads both. */
export function useDashboardData(): DashboardData & { retry: () => void } {
  const client = useQueryClient();
  const companies = useCompanyNames();
  const company = companies.data?.[0];
  const vacancies = useVacancies(company !== undefined);
  const retry = () => void client.invalidateQueries({ queryKey: recruitingKeys.all });

  // Retrying after a failure shows the spinner, as the first load does.
  if ((companies.isError || vacancies.isError) && (companies.isFetching || vacancies.isFetching))
    return { state: 'loading', retry };
  if (companies.isError || vacancies.isError)
    return { state: 'error', error: describeFailure(companies.error ?? vacancies.error), retry };
  if (companies.isPending) return { state: 'loading', retry };
  if (!company) return { state: 'needsCompany', retry };
  if (vacancies.isPending) return { state: 'loading', retry };
  return { state: 'ready', companyName: company.name, vacancies: vacancies.data, retry };
}
