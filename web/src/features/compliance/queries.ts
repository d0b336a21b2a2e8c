import { queryOptions } from '@tanstack/react-query';
import { complianceOverviewRoute } from '@clara/domain/compliance/routes';
import { callCompanyApi } from '../../platform/companySession';

/** The compliance feature's one factory of query options (under ['recruiting']: sign-out removes it). */
export const complianceQueries = {
  overview: () =>
    queryOptions({
      queryKey: ['recruiting', 'compliance'] as const,
      queryFn: () => callCompanyApi(complianceOverviewRoute),
    }),
};
