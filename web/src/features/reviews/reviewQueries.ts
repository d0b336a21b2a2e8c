import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hiringQueries } from '../hiring/queries';
import { answerReview, fetchApplicationReviews, fetchReviewRequests } from './reviewsApi';

const R = hiringQueries.recruiter;

/** Issue 20's review requests, under the recruiter's key (sign-out forgets them). */
export const reviewQueries = {
  /** The company's open review requests: the dashboard's list and every candidate's badge share this one query. */
  reviewRequests: () =>
    queryOptions({ queryKey: [...R, 'reviewRequests'] as const, queryFn: fetchReviewRequests, staleTime: 30_000 }),
  /** Every application's reviews. */
  allApplicationReviews: [...R, 'applicationReviews'] as const,
  applicationReviews: (applicationId: string) =>
    queryOptions({
      queryKey: [...R, 'applicationReviews', applicationId] as const,
      queryFn: ({ signal }) => fetchApplicationReviews(applicationId, signal),
    }),
};

export const useReviewRequests = () => useQuery(reviewQueries.reviewRequests());
export const useApplicationReviews = (applicationId: string) =>
  useQuery(reviewQueries.applicationReviews(applicationId));

/** An answered review: the open requests (list and badges) and the candidates' reviews. */
export function useAnswerReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) => answerReview(id, answer),
    onSettled: () =>
      Promise.all(
        [reviewQueries.reviewRequests().queryKey, reviewQueries.allApplicationReviews].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
