import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api';

/**
 * GET /api/coaches, cached under one key for every page that lists the digital twins (the /coachdigital
 * catalogue, the analysis page's suggestions, which `select` the available ones). The route definitions (with
 * zod) load on the first call, not with the page.
 */
export const coachesListQuery = () =>
  queryOptions({
    queryKey: ['coaches', 'list'] as const,
    queryFn: async () => {
      const { coachesRoute } = await import('@clara/domain/coaches/routes');
      return (await callApi(coachesRoute, { timeoutMs: 45_000 })).coaches;
    },
  });
