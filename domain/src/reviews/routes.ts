/** The candidate's request for a human review, and their context comments (issue 20). */
import { candidateTokenBody } from '../trust/api';
import { defineRoute } from '../common/route';
import { applicationIdParams } from '../common/ids';
import {
  answerReviewSchema,
  applicationReviewsSchema,
  candidateCommentOutSchema,
  candidateAnalysisSchema,
  candidateCommentSchema,
  candidateReviewsSchema,
  interviewReviewRequestSchema,
  linkReviewRequestSchema,
  reviewCreatedSchema,
  reviewIdParams,
  reviewListQuerySchema,
  reviewListSchema,
  reviewRequestSchema,
} from './schemas';

// The candidate's side: their emailed link's token in the body, or the finished interview's code.
export const linkReviewRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/candidate-review-request',
  auth: 'none',
  body: linkReviewRequestSchema,
  response: reviewCreatedSchema,
  status: 201,
});
export const interviewReviewRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/interview-review-request',
  auth: 'none',
  body: interviewReviewRequestSchema,
  response: reviewCreatedSchema,
  status: 201,
});
export const candidateReviewsRoute = defineRoute({
  method: 'POST',
  path: '/api/candidate-reviews',
  auth: 'none',
  body: candidateTokenBody,
  response: candidateReviewsSchema,
});
export const candidateCommentRoute = defineRoute({
  method: 'POST',
  path: '/api/candidate-analysis-comment',
  auth: 'none',
  body: candidateCommentSchema,
  response: candidateCommentOutSchema,
  status: 201,
});
/** Issue 31: the candidate reads Clara's analysis of their interview; the company sees that they did. */
export const candidateAnalysisRoute = defineRoute({
  method: 'POST',
  path: '/api/candidate-analysis',
  auth: 'none',
  body: candidateTokenBody,
  response: candidateAnalysisSchema,
});

// The company's side.
export const reviewRequestsRoute = defineRoute({
  method: 'GET',
  path: '/api/review-requests',
  auth: 'company',
  access: { action: 'report' },
  query: reviewListQuerySchema,
  response: reviewListSchema,
});
export const applicationReviewsRoute = defineRoute({
  method: 'GET',
  path: '/api/application/:applicationId/reviews',
  auth: 'company',
  access: { action: 'view', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationIdParams,
  invalidParams: 404,
  response: applicationReviewsSchema,
});
export const answerReviewRoute = defineRoute({
  method: 'POST',
  path: '/api/review-requests/:id/answer',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'reviewRequest', from: 'params', field: 'id' } },
  params: reviewIdParams,
  invalidParams: 404,
  body: answerReviewSchema,
  response: reviewRequestSchema,
});
