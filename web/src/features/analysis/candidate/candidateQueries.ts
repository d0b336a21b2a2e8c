import { queryOptions } from '@tanstack/react-query';
import { candidateAnalysisRoute } from '@clara/domain/reviews/routes';
import { callApi } from '../../../platform/api';

/** `/mi-analisis`'s server data: the analysis its token opens (issue 31). */
export const candidateAnalysisQueries = {
  analysis: (token: string) =>
    queryOptions({
      queryKey: ['analysis', 'candidateAnalysis', token] as const,
      queryFn: () => callApi(candidateAnalysisRoute, { body: { token } }),
      // Each read is recorded for the company: once per visit.
      staleTime: Infinity,
    }),
};
