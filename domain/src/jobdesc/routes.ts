/** The job-description assistant's API (SPEC §7), gated by a company access code (SPEC §6, DECISIONS). */
import { z } from 'zod';
import { defineRoute } from '../common/route';
import { chatMessageSchema } from '../interview/responses';
import { jobDescMessageSchema, jobDescToVacancySchema, verifyJobCodeSchema } from './jobdesc';
import type {
  JobDescChatResponse,
  JobDescCompanyCodeResponse,
  JobDescListResponse,
  JobDescReplyResponse,
  JobDescSummary,
  JobDescVacancyResponse,
} from './model';

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
const summary: z.ZodType<JobDescSummary> = z.object({
  id: z.string(),
  createdAt: z.number(),
  title: z.string(),
  vacancyId: z.string().nullable(),
  canCreateVacancy: z.boolean(),
});
const listResponse: z.ZodType<JobDescListResponse> = z.object({ descriptions: z.array(summary) });
const companyCodeResponse: z.ZodType<JobDescCompanyCodeResponse> = z.object({ accessCode: z.string() });

/** The code is the body: a missing one is 400, a wrong one 403. */
export const verifyJobCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/verify-job-code',
  auth: 'none',
  body: verifyJobCodeSchema,
  response: z.object({ valid: z.literal(true) }),
});
/** The code is the path: a wrong one is 403. Answers the code's open description (a greeting when none is begun). */
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
  pool: 'ai',
});
/**
 * DECISIONS: a finished description becomes a vacancy of the code's company, once; a repeat answers that one
 * (201 too). `chatId` names one of the company's descriptions (404 for another company's); without it, the
 * code's open one.
 */
export const jobDescriptionToVacancyRoute = defineRoute({
  method: 'POST',
  path: '/api/job-description-to-vacancy',
  auth: 'accessCode',
  body: jobDescToVacancySchema,
  response: vacancyResponse,
  status: 201,
});
/** The finished descriptions of the code's company, newest first, but the code's open one (shown as the chat). */
export const jobDescriptionsRoute = defineRoute({
  method: 'GET',
  path: '/api/jobdesc/descriptions',
  auth: 'accessCode',
  response: listResponse,
});
/**
 * 'Nueva descripción': once the open description is finished, the code's next message starts a new one.
 * Answers the code's open chat (unchanged when the open one is still being written, e.g. by another tab).
 */
export const newJobDescriptionRoute = defineRoute({
  method: 'POST',
  path: '/api/jobdesc/new-description',
  auth: 'accessCode',
  response: chatResponse,
});
/** The caller's company's access code (made once for a company registered before codes were per company). */
export const companyJobDescCodeRoute = defineRoute({
  method: 'GET',
  path: '/api/jobdesc/company-code',
  auth: 'company',
  access: { action: 'manage' },
  response: companyCodeResponse,
});
