import { z } from 'zod';
import { optionalText } from '../common/api';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ERRORS,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  type CreatedWebhookEndpoint,
  type RotatedWebhookSecret,
  type WebhookEndpoint,
} from './model';

/** https, or http to 127.0.0.1 (the server accepts that one only against the local stack). */
const urlField = z
  .string({ error: WEBHOOK_ERRORS.url })
  .trim()
  .max(WEBHOOK_LIMITS.url, { error: WEBHOOK_ERRORS.url })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        if (url.username || url.password) return false;
        return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1');
      } catch {
        return false;
      }
    },
    { error: WEBHOOK_ERRORS.url },
  );

export const webhookInputSchema = z.object({
  url: urlField,
  description: optionalText('descripción', WEBHOOK_LIMITS.description),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_ERRORS.events }))
    .min(1, { error: WEBHOOK_ERRORS.events })
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  includeCv: z.boolean().optional().default(false),
});
export type WebhookInput = z.output<typeof webhookInputSchema>;

export const webhookIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: WEBHOOK_ERRORS.notFound }),
});

const deliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  responseStatus: z.number().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

const endpointObject = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  includeCv: z.boolean(),
  createdAt: z.number(),
  previousSecretUntil: z.number().nullable(),
  lastDelivery: deliverySchema.nullable(),
});
export const webhookEndpointSchema: z.ZodType<WebhookEndpoint> = endpointObject;
/** The endpoint as created: with its signing secret, shown this once. */
export const createdWebhookSchema: z.ZodType<CreatedWebhookEndpoint> = endpointObject.extend({ secret: z.string() });
export const deliveriesSchema = z.array(deliverySchema);
export const rotatedSecretSchema: z.ZodType<RotatedWebhookSecret> = z.object({
  secret: z.string(),
  previousSecretUntil: z.number(),
});

export const deliveryParams = webhookIdParams.extend({
  deliveryId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: WEBHOOK_ERRORS.deliveryNotFound }),
});
