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
import { actionOf, memberActor, recordAudit } from '../audit/log';
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
  register(router, createWebhookRoute, async ({ companyId, caller, body }) => {
    const created = await createWebhook(companyId, caller, body);
    const action = actionOf(createWebhookRoute);
    await recordAudit(companyId, { actor: memberActor(caller), kind: 'webhook.created', action, detail: body.url });
    return created;
  });
  register(router, deleteWebhookRoute, async ({ companyId, caller, params }) => {
    await deleteWebhook(companyId, caller, params.id);
    const action = actionOf(deleteWebhookRoute);
    await recordAudit(companyId, { actor: memberActor(caller), kind: 'webhook.deleted', action, detail: params.id });
    return {};
  });
  register(router, testWebhookRoute, async ({ companyId, caller, params }) => {
    const delivery = await testWebhook(companyId, caller, params.id);
    const action = actionOf(testWebhookRoute);
    await recordAudit(companyId, { actor: memberActor(caller), kind: 'webhook.tested', action, detail: params.id });
    return delivery;
  });
  register(router, rotateWebhookSecretRoute, async ({ companyId, caller, params }) => {
    const rotated = await rotateWebhookSecret(companyId, caller, params.id);
    const action = actionOf(rotateWebhookSecretRoute);
    await recordAudit(companyId, {
      actor: memberActor(caller),
      kind: 'webhook.secret_rotated',
      action,
      detail: params.id,
    });
    return rotated;
  });
  register(router, redeliverWebhookRoute, async ({ companyId, caller, params }) => {
    const delivery = await redeliverWebhook(companyId, caller, params.id, params.deliveryId);
    const action = actionOf(redeliverWebhookRoute);
    await recordAudit(companyId, {
      actor: memberActor(caller),
      kind: 'webhook.redelivered',
      action,
      detail: params.deliveryId,
    });
    return delivery;
  });
  register(router, webhookDeliveriesRoute, ({ companyId, params }) => listDeliveries(companyId, params.id));
}
