/** Schemas of `review_requests/{id}` and `candidate_comments/{id}` as the functions read them (platform/stored.ts). */
import { z } from 'zod';
import { REVIEW_SOURCES, REVIEW_STATUSES } from './model';

export const storedReviewRequestSchema = z.object({
  companyId: z.string(),
  applicationId: z.string(),
  vacancyId: z.string().default(''),
  candidateName: z.string().default(''),
  source: z.enum(REVIEW_SOURCES).default('link'),
  comment: z.string().default(''),
  requestedAt: z.number().default(0),
  dueAt: z.number().default(0),
  status: z.enum(REVIEW_STATUSES).default('open'),
  answer: z
    .object({ text: z.string(), at: z.number(), byUid: z.string().default(''), byEmail: z.string().default('') })
    .nullable()
    .default(null),
});

export const storedCandidateCommentSchema = z.object({
  applicationId: z.string(),
  text: z.string(),
  createdAt: z.number().default(0),
});
