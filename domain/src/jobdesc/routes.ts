/** The job-description assistant's API (SPEC §7), gated by a company access code (SPEC §6, DECISIONS). */
import { z } from 'zod';
import { defineRoute } from '../common/route';
import { chatMessageSchema } from '../interview/responses';
import { jobDescMessageSchema, verifyJobCodeSchema } from './jobdesc';
import type { JobDescChatResponse, JobDescReplyResponse, JobDescVacancyResponse } from './model';

const chatResponse: z.ZodType<JobDescChatResponse> = z.object({
  chatHistory: z.array(chatMessageSchema),
  isChatActive: z.boolean(),
  canCreateVacancy: z.boolean(),
  vacancyId: z.string().nullable(),
  description: z.string().nullable(),
});
const replyResponse: z.ZodType<JobDescReplyResponse> = z.object({
  message: chatMessageSchema,
  isChatActive: z.boolean(),
  description: z.string().optional(),
});
const vacancyResponse: z.ZodType<JobDescVacancyResponse> = z.object({ vacancyId: z.string() });

/** The code is the body: a missing one is 400, a wrong one 403. */
export const verifyJobCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/verify-job-code',
  auth: 'none',
  body: verifyJobCodeSchema,
  response: z.object({ valid: z.literal(true) }),
});
/** The code is the path: a wrong one is 403. */
export const jobDescriptionChatRoute = defineRoute({
  method: 'GET',
  path: '/api/get-job-description-chat/:accessCode',
  auth: 'none',
  response: chatResponse,
});
export const createJobDescriptionRoute = defineRoute({
  method: 'POST',
  path: '/api/create-job-description',
  auth: 'accessCode',
  body: jobDescMessageSchema,
  response: replyResponse,
});
/** DECISIONS: the assistant's output becomes a vacancy of the code's company, once; a repeat answers that one (201 too). */
export const jobDescriptionToVacancyRoute = defineRoute({
  method: 'POST',
  path: '/api/job-description-to-vacancy',
  auth: 'accessCode',
  response: vacancyResponse,
  status: 201,
});
