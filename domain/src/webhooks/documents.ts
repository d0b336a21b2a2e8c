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
  createdAt: z.number().default(0),
});
