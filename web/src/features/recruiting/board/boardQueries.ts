import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { vacancyCandidatesRoute, vacancySummariesRoute } from '@clara/domain/recruiting/pipeline/routes';
import type { ApplicationStatus } from '@clara/domain/recruiting/status';
import { callCompanyApi } from '../../../platform/companySession';

// TEMPORARY until the scale branch's useVacancySummaries / useCandidatesPage land in shared/queries.ts.

export const useVacancySummaries = () =>
  useQuery({
    queryKey: ['recruiting', 'vacancySummaries'],
    queryFn: () => callCompanyApi(vacancySummariesRoute),
  });

export const useCandidatesPage = (vacancyId: string, filter: { status?: ApplicationStatus; search?: string }) =>
  useInfiniteQuery({
    queryKey: ['recruiting', 'candidates', vacancyId, filter],
    queryFn: ({ pageParam }) =>
      callCompanyApi(vacancyCandidatesRoute, {
        params: { id: vacancyId },
        query: { ...filter, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
