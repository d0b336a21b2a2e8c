/** Issue 23: the company's webhooks (every member reads them; the owner adds, removes and tests them). */
import { z } from 'zod';
import { defineRoute } from '../common/route';
import {
  createdWebhookSchema,
  deliveriesSchema,
  deliveryParams,
  rotatedSecretSchema,
  webhookEndpointSchema,
  webhookIdParams,
  webhookInputSchema,
} from './schemas';

export const webhooksRoute = defineRoute({
  method: 'GET',
  path: '/api/webhooks',
  auth: 'company',
  access: { action: 'settings' },
  response: z.array(webhookEndpointSchema),
});

export const createWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/webhooks',
  auth: 'company',
  access: { action: 'settings' },
  body: webhookInputSchema,
  response: createdWebhookSchema,
  status: 201,
});

export const deleteWebhookRoute = defineRoute({
  method: 'DELETE',
  path: '/api/webhooks/:id',
  auth: 'company',
  access: { action: 'settings' },
  params: webhookIdParams,
  invalidParams: 404,
  response: z.object({}),
});

/** Sends a `webhook.test` delivery through the outbox now; answers the delivery. */
export const testWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/webhooks/:id/test',
  auth: 'company',
  access: { action: 'settings' },
  params: webhookIdParams,
  invalidParams: 404,
  response: deliveriesSchema.element,
});

export const webhookDeliveriesRoute = defineRoute({
  method: 'GET',
  path: '/api/webhooks/:id/deliveries',
  auth: 'company',
  access: { action: 'settings' },
  params: webhookIdParams,
  invalidParams: 404,
  response: deliveriesSchema,
});

/** Issue 34: a new secret; the previous one keeps signing (a second signature) for a day. */
export const rotateWebhookSecretRoute = defineRoute({
  method: 'POST',
  path: '/api/webhooks/:id/rotate-secret',
  auth: 'company',
  access: { action: 'settings' },
  params: webhookIdParams,
  invalidParams: 404,
  response: rotatedSecretSchema,
});

/** Issue 34: "Reenviar": a failed delivery sent again now, with the same `webhook-id`. */
export const redeliverWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
  auth: 'company',
  access: { action: 'settings' },
  params: deliveryParams,
  invalidParams: 404,
  response: deliveriesSchema.element,
});
