import type { Router } from 'express';
import {
  createWebhookRoute,
  deleteWebhookRoute,
  testWebhookRoute,
  webhookDeliveriesRoute,
  webhooksRoute,
} from '@clara/domain/webhooks/routes';
import { register } from '../http/register';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, testWebhook } from './service';

/** Issue 23: the company's webhooks. */
export function registerWebhookRoutes(router: Router): void {
  register(router, webhooksRoute, ({ companyId }) => listWebhooks(companyId));
  register(router, createWebhookRoute, ({ companyId, caller, body }) => createWebhook(companyId, caller, body));
  register(router, deleteWebhookRoute, async ({ companyId, caller, params }) => {
    await deleteWebhook(companyId, caller, params.id);
    return {};
  });
  register(router, testWebhookRoute, ({ companyId, caller, params }) => testWebhook(companyId, caller, params.id));
  register(router, webhookDeliveriesRoute, ({ companyId, params }) => listDeliveries(companyId, params.id));
}
