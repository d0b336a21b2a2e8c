/** Schema of `webhook_endpoints/{id}` as the functions read it (platform/stored.ts). */
import { z } from 'zod';
import { WEBHOOK_EVENTS } from './model';

export const storedEndpointSchema = z.object({
  companyId: z.string(),
  url: z.string(),
  description: z.string().default(''),
  events: z.array(z.enum(WEBHOOK_EVENTS)).default([]),
  includeCv: z.boolean().default(false),
  secret: z.string(),
  /** Issue 34: after a rotation, the secret it replaced, which still signs deliveries until `previousSecretUntil`. */
  previousSecret: z.string().nullable().default(null),
  previousSecretUntil: z.number().nullable().default(null),
  createdAt: z.number().default(0),
});
