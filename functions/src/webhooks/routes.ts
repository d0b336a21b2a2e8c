import type { Router } from 'express';
import {
  createWebhookRoute,
  deleteWebhookRoute,
  redeliverWebhookRoute,
  rotateWebhookSecretRoute,
  testWebhookRoute,
  webhookDeliveriesRoute,
  webhooksRoute,
} from '@clara/domain/webhooks/routes';
import { actionOf } from '../audit/log';
import { register } from '../http/register';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliverWebhook,
  rotateWebhookSecret,
  testWebhook,
} from './service';

/** Issue 23: the company's webhooks. */
export function registerWebhookRoutes(router: Router): void {
  register(router, webhooksRoute, ({ companyId }) => listWebhooks(companyId));
  register(router, createWebhookRoute, ({ companyId, caller, body }) =>
    createWebhook(companyId, caller, body, actionOf(createWebhookRoute)),
  );
  register(router, deleteWebhookRoute, async ({ companyId, caller, params }) => {
    await deleteWebhook(companyId, caller, params.id, actionOf(deleteWebhookRoute));
    return {};
  });
  register(router, testWebhookRoute, ({ companyId, caller, params }) =>
    testWebhook(companyId, caller, params.id, actionOf(testWebhookRoute)),
  );
  register(router, rotateWebhookSecretRoute, ({ companyId, caller, params }) =>
    rotateWebhookSecret(companyId, caller, params.id, actionOf(rotateWebhookSecretRoute)),
  );
  register(router, redeliverWebhookRoute, ({ companyId, caller, params }) =>
    redeliverWebhook(companyId, caller, params.id, params.deliveryId, actionOf(redeliverWebhookRoute)),
  );
  register(router, webhookDeliveriesRoute, ({ companyId, params }) => listDeliveries(companyId, params.id));
}
