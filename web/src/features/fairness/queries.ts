import { queryOptions } from '@tanstack/react-query';
import { companyFairnessRoute, vacancyFairnessRoute } from '@clara/domain/fairness/routes';
import { vacancySummariesRoute } from '@clara/domain/recruiting/pipeline/routes';
import { callCompanyApi } from '../../platform/companySession';

/** The fairness feature's one factory of query options (under ['recruiting']: sign-out removes it). */
export const fairnessQueries = {
  report: (vacancyId: string | null) =>
    queryOptions({
      queryKey: ['recruiting', 'fairness', vacancyId ?? 'company'] as const,
      queryFn: () =>
        vacancyId
          ? callCompanyApi(vacancyFairnessRoute, { params: { vacancyId } })
          : callCompanyApi(companyFairnessRoute),
    }),
  vacancies: () =>
    queryOptions({
      queryKey: ['recruiting', 'fairness', 'vacancies'] as const,
      queryFn: () => callCompanyApi(vacancySummariesRoute),
    }),
};
