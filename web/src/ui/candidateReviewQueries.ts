import { queryOptions } from '@tanstack/react-query';
import { candidateReviewsRoute } from '@clara/domain/reviews/routes';
import { callApi } from '../platform/api';

/** The candidate's review requests and their answers, read with their link's token (CandidateReviewSection). */
export const candidateReviewQueries = {
  reviews: (token: string) =>
    queryOptions({
      queryKey: ['trust', 'candidateReviews', token] as const,
      queryFn: () => callApi(candidateReviewsRoute, { body: { token } }),
    }),
};
