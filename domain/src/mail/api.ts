import { z } from 'zod';
import { AUTO_CLOSE_DAYS, TEMPLATE_KINDS, TEMPLATE_LIMITS, templateProblem } from './templates';

const id = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'Identificador inválido.' });

export const resendEmailBody = z.object({ applicationId: id, emailId: id });
export const resendInvitationBody = z.object({ applicationId: id });

/** Issue 32: a company's email template, checked when saved (an unknown `{variable}` is refused). */
export const emailTemplateBody = z
  .object({
    subject: z
      .string()
      .max(TEMPLATE_LIMITS.subject, { error: `El asunto admite hasta ${TEMPLATE_LIMITS.subject} caracteres.` }),
    body: z
      .string()
      .max(TEMPLATE_LIMITS.body, { error: `El mensaje admite hasta ${TEMPLATE_LIMITS.body} caracteres.` }),
  })
  .superRefine((template, ctx) => {
    const problem = templateProblem(template);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const templateKindParams = z.object({
  kind: z.enum(TEMPLATE_KINDS, { error: 'Esa plantilla no existe.' }),
});
/** The preview: with one of the company's candidates (their application), or with sample data. */
export const templatePreviewBody = z.object({
  template: emailTemplateBody,
  applicationId: id.optional(),
});
/** Issue 32: a rejection email written ahead, cancelled before it leaves. */
export const cancelRejectionBody = z.object({ applicationId: id });

/** Issue 32: how many days without a decision close an application (null: never). */
export const autoCloseBody = z.object({
  days: z
    .number({ error: 'Indica un número de días.' })
    .int({ error: 'Indica un número entero de días.' })
    .min(AUTO_CLOSE_DAYS.min, { error: `Al menos ${AUTO_CLOSE_DAYS.min} días.` })
    .max(AUTO_CLOSE_DAYS.max, { error: `Como mucho ${AUTO_CLOSE_DAYS.max} días.` })
    .nullable(),
});
