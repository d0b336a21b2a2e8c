import { queryOptions } from '@tanstack/react-query';
import { candidateDataRoute } from '@clara/domain/trust/routes';
import { callApi } from '../../platform/api';

/** `/mis-datos#<token>`: what the company holds of the candidate, read with their link's token. */
export const candidateDataQueries = {
  data: (token: string) =>
    queryOptions({
      queryKey: ['trust', 'candidateData', token] as const,
      queryFn: () => callApi(candidateDataRoute, { body: { token } }),
    }),
};
