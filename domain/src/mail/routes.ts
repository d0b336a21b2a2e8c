/** The company's calls about a candidate's emails (issue 11). */
import { z } from 'zod';
import { defineRoute } from '../common/route';
import { applicationParams } from '../trust/api';
import {
  autoCloseBody,
  cancelRejectionBody,
  emailTemplateBody,
  resendEmailBody,
  resendInvitationBody,
  templateKindParams,
  templatePreviewBody,
} from './api';
import { TEMPLATE_KINDS } from './templates';
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
  access: { action: 'view', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationParams,
  invalidParams: 404,
  response: z.array(candidateEmailSchema),
});
export const resendEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/resend-email',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'application', from: 'body', field: 'applicationId' } },
  body: resendEmailBody,
  response: candidateEmailSchema,
});
export const resendInvitationRoute = defineRoute({
  method: 'POST',
  path: '/api/resend-invitation',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'application', from: 'body', field: 'applicationId' } },
  body: resendInvitationBody,
  response: candidateEmailSchema,
});

/** Issue 32: one of the company's templates as the settings page shows it. */
export const emailTemplateSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  subject: z.string(),
  body: z.string(),
  /** Saved by the company (false: Clara's default). */
  custom: z.boolean(),
});
export type EmailTemplateView = z.output<typeof emailTemplateSchema>;
export const templatePreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The candidate whose data filled it; null: sample data (the company has no candidate yet). */
  candidateName: z.string().nullable(),
});

export const emailTemplatesRoute = defineRoute({
  method: 'GET',
  path: '/api/email-templates',
  auth: 'company',
  access: { action: 'settings' },
  response: z.array(emailTemplateSchema),
});
export const saveEmailTemplateRoute = defineRoute({
  method: 'PUT',
  path: '/api/email-templates/:kind',
  auth: 'company',
  access: { action: 'settings' },
  params: templateKindParams,
  invalidParams: 404,
  body: emailTemplateBody,
  response: emailTemplateSchema,
});
export const resetEmailTemplateRoute = defineRoute({
  method: 'DELETE',
  path: '/api/email-templates/:kind',
  auth: 'company',
  access: { action: 'settings' },
  params: templateKindParams,
  invalidParams: 404,
  response: emailTemplateSchema,
});
export const previewEmailTemplateRoute = defineRoute({
  method: 'POST',
  path: '/api/email-templates/:kind/preview',
  auth: 'company',
  access: { action: 'settings' },
  params: templateKindParams,
  invalidParams: 404,
  body: templatePreviewBody,
  response: templatePreviewSchema,
});
export const cancelRejectionRoute = defineRoute({
  method: 'POST',
  path: '/api/cancel-rejection',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'application', from: 'body', field: 'applicationId' } },
  body: cancelRejectionBody,
  response: z.object({ cancelled: z.literal(true) }),
});
/** Issue 32: a feedback paragraph for the rejection, drafted from the analysis of the candidate's company interview. */
export const rejectionFeedbackRoute = defineRoute({
  method: 'GET',
  path: '/api/rejection-feedback/:applicationId',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationParams,
  invalidParams: 404,
  response: z.object({ paragraph: z.string().nullable() }),
});
/** Issue 32: the company's auto-close of applications without a decision. */
export const autoCloseRoute = defineRoute({
  method: 'GET',
  path: '/api/auto-close',
  auth: 'company',
  access: { action: 'settings' },
  response: autoCloseBody,
});
export const saveAutoCloseRoute = defineRoute({
  method: 'PUT',
  path: '/api/auto-close',
  auth: 'company',
  access: { action: 'settings' },
  body: autoCloseBody,
  response: autoCloseBody,
});
