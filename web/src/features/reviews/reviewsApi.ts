import { answerReviewRoute, applicationReviewsRoute, reviewRequestsRoute } from '@clara/domain/reviews/routes';
import { callCompanyApi } from '../../platform/companySession';

/** Issue 20's company calls: the review requests. */
export const fetchReviewRequests = () => callCompanyApi(reviewRequestsRoute, { query: { status: 'open' } });

export const fetchApplicationReviews = (applicationId: string, signal?: AbortSignal) =>
  callCompanyApi(applicationReviewsRoute, { params: { applicationId }, signal });

export const answerReview = (id: string, answer: string) =>
  callCompanyApi(answerReviewRoute, { params: { id }, body: { answer } });
