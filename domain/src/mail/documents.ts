/** Schema of `outbox/{id}` as the functions read it (platform/stored.ts); kept apart so outbox.ts stays zod-free. */
import { z } from 'zod';
import { MAIL_KINDS, OUTBOX_CHANNELS, OUTBOX_STATUSES, type MailKind } from './outbox';

/**
 * An email or (issue 23, `channel: 'webhook'`) a webhook delivery. A delivery's `kind` is 'webhook', which is no
 * email kind: it reads as the first kind, as before (the channel tells them apart).
 */
export const storedOutboxSchema = z.object({
  to: z.string().default(''),
  kind: z
    .union([z.enum(MAIL_KINDS), z.literal('webhook')])
    .transform((kind): MailKind => (kind === 'webhook' ? MAIL_KINDS[0] : kind)),
  subject: z.string().default(''),
  text: z.string().default(''),
  html: z.string().default(''),
  companyId: z.string().nullable().default(null),
  applicationId: z.string().nullable().default(null),
  status: z.enum(OUTBOX_STATUSES).default('queued'),
  attempts: z.number().default(0),
  lastError: z.string().nullable().default(null),
  createdAt: z.number().default(0),
  /** Milliseconds, to order emails written within one second; absent on older ones. */
  createdAtMs: z.number().optional(),
  updatedAt: z.number().default(0),
  sentAt: z.number().nullable().default(null),
  channel: z.enum(OUTBOX_CHANNELS).default('mail'),
  nextAttemptAt: z.number().nullable().default(null),
  /** A webhook delivery's event, endpoint and the receiver's last answer (issue 23). */
  event: z.string().optional(),
  endpointId: z.string().optional(),
  responseStatus: z.number().nullable().optional(),
  /** A webhook delivery's JSON text, until sent. */
  body: z.string().optional(),
  /** Issue 23: an email written ahead is sent at this time; its attachments (an interview's .ics) until sent. */
  sendAt: z.number().nullable().default(null),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).default([]),
});

/** Issue 32: `companies/{companyId}/email_templates/{kind}`: a template the company saved. */
export const storedEmailTemplateSchema = z.object({
  subject: z.string(),
  body: z.string(),
  updatedAt: z.number().default(0),
  updatedBy: z.string().nullable().default(null),
});

/**
 * Issue 32: `rejections/{applicationId}`: the one rejection email of a person for a vacancy (an application is one
 * person and one vacancy). `cancelled` when the company cancelled it before it left: then another may be sent.
 */
export const storedRejectionSchema = z.object({
  companyId: z.string(),
  /** The email's outbox document; null when the move marked the person as spam (then none is ever sent). */
  outboxId: z.string().nullable(),
  spam: z.boolean().default(false),
  createdAt: z.number(),
  sendAt: z.number().nullable().default(null),
  cancelled: z.boolean().default(false),
});
