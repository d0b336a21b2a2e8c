import { queryOptions } from '@tanstack/react-query';
import { COACHES_ADDRESS } from '@clara/domain/coaches/routeAddresses';
import { callRoute } from './api';

/**
 * GET /api/coaches, cached under one key for every page that lists the digital twins (the /coachdigital
 * catalogue, the analysis page's suggestions, which `select` the available ones). Read by the route's address
 * (issue 21): its definition (with zod) loads only where answers are checked, never on the way to the list.
 */
export const coachesListQuery = () =>
  queryOptions({
    queryKey: ['coaches', 'list'] as const,
    queryFn: async () => {
      const definition = async () => (await import('@clara/domain/coaches/routes')).coachesRoute;
      return (await callRoute(COACHES_ADDRESS, definition, { timeoutMs: 45_000 })).coaches;
    },
  });
