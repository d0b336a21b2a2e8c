import type { Router } from 'express';
import {
  answerReviewRoute,
  applicationReviewsRoute,
  candidateCommentRoute,
  candidateReviewsRoute,
  interviewReviewRequestRoute,
  linkReviewRequestRoute,
  reviewRequestsRoute,
} from '@clara/domain/reviews/routes';
import { register } from '../http/register';
import { publicOriginOf } from '../platform/origin';
import { limit } from '../platform/rateLimit';
import {
  addCandidateComment,
  answerReview,
  candidateReviews,
  getApplicationReviews,
  listReviewRequests,
  requestReviewByInterview,
  requestReviewByLink,
} from './service';

/** The candidate's request for a human review and their context comments (issue 20). */
export function registerReviewRoutes(router: Router): void {
  // The candidate's token routes share the candidate-data bound (a token cannot be guessed at volume).
  const candidateData = { before: [limit('CANDIDATE_DATA')] };
  register(
    router,
    linkReviewRequestRoute,
    ({ body, req }) => requestReviewByLink(body.token, body.comment, publicOriginOf(req)),
    candidateData,
  );
  // The code alone reaches this one: bounded per client like the other public calls that send email.
  register(
    router,
    interviewReviewRequestRoute,
    ({ body, req }) => requestReviewByInterview(body.code, body.comment, publicOriginOf(req)),
    { before: [limit('CONTACT_MESSAGES')] },
  );
  register(router, candidateReviewsRoute, ({ body }) => candidateReviews(body.token), candidateData);
  register(router, candidateCommentRoute, ({ body }) => addCandidateComment(body.token, body.text), candidateData);
  register(router, reviewRequestsRoute, ({ companyId, query }) => listReviewRequests(companyId, query.status));
  register(router, applicationReviewsRoute, ({ companyId, params }) =>
    getApplicationReviews(companyId, params.applicationId),
  );
  register(router, answerReviewRoute, ({ companyId, caller, params, body }) =>
    answerReview(companyId, caller, params.id, body.answer),
  );
}
