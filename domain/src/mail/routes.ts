/** The company's calls about a candidate's emails (issue 11). */
import { z } from 'zod';
import { defineRoute } from '../common/route';
import { applicationParams } from '../trust/api';
import { resendEmailBody, resendInvitationBody } from './api';
import { MAIL_KINDS, OUTBOX_STATUSES, type CandidateEmail } from './outbox';

export const candidateEmailSchema: z.ZodType<CandidateEmail> = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const applicationEmailsRoute = defineRoute({
  method: 'GET',
  path: '/api/application-emails/:applicationId',
  auth: 'company',
  params: applicationParams,
  invalidParams: 404,
  response: z.array(candidateEmailSchema),
});
export const resendEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/resend-email',
  auth: 'company',
  body: resendEmailBody,
  response: candidateEmailSchema,
});
export const resendInvitationRoute = defineRoute({
  method: 'POST',
  path: '/api/resend-invitation',
  auth: 'company',
  body: resendInvitationBody,
  response: candidateEmailSchema,
});
