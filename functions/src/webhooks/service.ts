import {
  nowSeconds,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ERRORS,
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEXTS,
  SECRET_ROTATION_OVERLAP_SECONDS,
  type CreatedWebhookEndpoint,
  type RotatedWebhookSecret,
  type WebhookDeliveryStatus,
  type WebhookDeliverySummary,
  type WebhookEndpoint,
} from '@clara/domain';
import type { WebhookInput } from '@clara/domain/webhooks/schemas';
import { COMMON_ERRORS } from '@clara/domain/common/api';
import { ConflictError, ForbiddenError, NotFoundError } from '@clara/domain/common/failures';
import { outbox, outboxDocs } from '../mail/outbox';
import { firstAttempt } from '../mail/policy';
import { deliver } from '../mail/send';
import { webhookChannel } from './channel';
import type { Caller } from '../platform/auth';
import { config } from '../platform/config';
import { getCompanyRecord } from '../company/companies';
import { getEndpoint, listCompanyEndpoints, webhookEndpoints, type StoredEndpoint } from './endpoints';
import { queueDeliveryIn } from './emit';
import { auditWithin, memberActor } from '../audit/log';
import { db } from '../platform/firebase';
import { newWebhookSecret } from './signature';
import { checkWebhookUrl } from './urlPolicy';

const isDeliveryStatus = (status: string): status is WebhookDeliveryStatus =>
  (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(status);

/** A delivery (an outbox document of the webhook channel, read through the outbox's converter) as the API lists it. */
function deliveryOf(record: ReturnType<typeof outboxDocs.parse>['record']): WebhookDeliverySummary {
  return {
    id: record.id,
    event: record.event ?? '',
    status: isDeliveryStatus(record.status) ? record.status : 'failed',
    responseStatus: record.responseStatus ?? null,
    attempts: record.attempts,
    lastError: record.lastError,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** An endpoint's deliveries, newest first (bounded: the endpoint's own, filtered by one equality). */
async function deliveriesOf(endpointId: string, limit: number): Promise<WebhookDeliverySummary[]> {
  const snapshot = await outbox().where('endpointId', '==', endpointId).get();
  return snapshot.docs
    .map((doc) => outboxDocs.fromFirestore(doc))
    .sort((a, b) => b.createdMs - a.createdMs)
    .slice(0, limit)
    .map(({ record }) => deliveryOf(record));
}

const view = async (endpoint: StoredEndpoint): Promise<WebhookEndpoint> => {
  const {
    secret: _secret,
    previousSecret: _previous,
    companyId: _companyId,
    previousSecretUntil,
    ...fields
  } = endpoint;
  return {
    ...fields,
    // Shown only while the previous secret still signs.
    previousSecretUntil:
      previousSecretUntil !== null && previousSecretUntil > nowSeconds() ? previousSecretUntil : null,
    lastDelivery: (await deliveriesOf(endpoint.id, 1))[0] ?? null,
  };
};

async function requireOwner(companyId: string, caller: Caller): Promise<void> {
  const company = await getCompanyRecord(companyId);
  if (!company) throw new NotFoundError(COMMON_ERRORS.notFound);
  if (company.ownerUid !== caller.uid) throw new ForbiddenError(WEBHOOK_TEXTS.ownerOnly);
}

async function requireEndpoint(companyId: string, id: string): Promise<StoredEndpoint> {
  const endpoint = await getEndpoint(id);
  if (!endpoint || endpoint.companyId !== companyId) throw new NotFoundError(WEBHOOK_ERRORS.notFound);
  return endpoint;
}

/** `GET /api/webhooks`: every member reads them, with the last delivery's status (never the secret). */
export async function listWebhooks(companyId: string): Promise<WebhookEndpoint[]> {
  return Promise.all((await listCompanyEndpoints(companyId)).map(view));
}

/** `POST /api/webhooks`: the owner registers an endpoint; the secret is answered this once. */
export async function createWebhook(
  companyId: string,
  caller: Caller,
  input: WebhookInput,
  action: string,
): Promise<CreatedWebhookEndpoint> {
  await requireOwner(companyId, caller);
  checkWebhookUrl(input.url, config.webhooks.allowLoopback());
  if ((await listCompanyEndpoints(companyId)).length >= WEBHOOK_LIMITS.endpoints)
    throw new ConflictError(WEBHOOK_ERRORS.tooMany);
  const ref = webhookEndpoints().doc();
  const stored = {
    companyId,
    url: input.url,
    description: input.description,
    events: input.events,
    includeCv: input.includeCv,
    secret: newWebhookSecret(),
    previousSecret: null,
    previousSecretUntil: null,
    createdAt: nowSeconds(),
  };
  const batch = db().batch();
  batch.create(ref, stored);
  auditWithin(batch, companyId, { actor: memberActor(caller), kind: 'webhook.created', action, detail: input.url });
  await batch.commit();
  const { companyId: _companyId, previousSecret: _previous, ...fields } = stored;
  return { id: ref.id, ...fields, lastDelivery: null };
}

/** `DELETE /api/webhooks/{id}`: the owner removes it; its pending deliveries then fail for good. */
export async function deleteWebhook(companyId: string, caller: Caller, id: string, action: string): Promise<void> {
  await requireOwner(companyId, caller);
  await requireEndpoint(companyId, id);
  const batch = db().batch();
  batch.delete(webhookEndpoints().doc(id));
  auditWithin(batch, companyId, { actor: memberActor(caller), kind: 'webhook.deleted', action, detail: id });
  await batch.commit();
}

/** `POST /api/webhooks/{id}/test`: a `webhook.test` delivery through the outbox, now. */
export async function testWebhook(
  companyId: string,
  caller: Caller,
  id: string,
  action: string,
): Promise<WebhookDeliverySummary> {
  await requireOwner(companyId, caller);
  const endpoint = await requireEndpoint(companyId, id);
  const batch = db().batch();
  const deliveryId = queueDeliveryIn(batch, endpoint, WEBHOOK_TEST_EVENT, { message: WEBHOOK_TEXTS.testMessage });
  auditWithin(batch, companyId, { actor: memberActor(caller), kind: 'webhook.tested', action, detail: id });
  await batch.commit();
  await deliver(deliveryId, firstAttempt, [webhookChannel]);
  const delivery = outboxDocs.read(await outbox().doc(deliveryId).get());
  if (!delivery) throw new NotFoundError(COMMON_ERRORS.notFound);
  return deliveryOf(delivery.record);
}

/** `GET /api/webhooks/{id}/deliveries`: the 20 latest. */
export async function listDeliveries(companyId: string, id: string): Promise<WebhookDeliverySummary[]> {
  await requireEndpoint(companyId, id);
  return deliveriesOf(id, 20);
}

/**
 * `POST /api/webhooks/{id}/rotate-secret` (issue 34): a new secret, answered this once; the one it replaces keeps
 * signing deliveries beside it (a second `v1,…` in `webhook-signature`) for a day, so the receiver can switch
 * without refusing any delivery. Rotating again within that day drops the oldest secret.
 */
export async function rotateWebhookSecret(
  companyId: string,
  caller: Caller,
  id: string,
  action: string,
): Promise<RotatedWebhookSecret> {
  await requireOwner(companyId, caller);
  const endpoint = await requireEndpoint(companyId, id);
  const rotated = { secret: newWebhookSecret(), previousSecretUntil: nowSeconds() + SECRET_ROTATION_OVERLAP_SECONDS };
  const batch = db().batch();
  batch.update(webhookEndpoints().doc(id), { ...rotated, previousSecret: endpoint.secret });
  auditWithin(batch, companyId, { actor: memberActor(caller), kind: 'webhook.secret_rotated', action, detail: id });
  await batch.commit();
  return rotated;
}

/**
 * `POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver` (issue 34, "Reenviar"): a failed delivery sent again
 * now, the same document, so the same `webhook-id` (a receiver that already processed it can tell). A delivered
 * one cannot be: its body is cleared once sent (it may hold the candidate's data).
 */
export async function redeliverWebhook(
  companyId: string,
  caller: Caller,
  id: string,
  deliveryId: string,
  action: string,
): Promise<WebhookDeliverySummary> {
  await requireOwner(companyId, caller);
  await requireEndpoint(companyId, id);
  const stored = outboxDocs.read(await outbox().doc(deliveryId).get());
  if (!stored || stored.record.endpointId !== id || stored.record.companyId !== companyId)
    throw new NotFoundError(WEBHOOK_ERRORS.deliveryNotFound);
  if (stored.record.status !== 'failed') throw new ConflictError(WEBHOOK_ERRORS.notRedeliverable);
  // Recorded with the attempt's claim: a redelivery another call took first writes no second entry.
  await deliver(
    deliveryId,
    (record) => record.status === 'failed',
    [webhookChannel],
    (tx) =>
      auditWithin(tx, companyId, {
        actor: memberActor(caller),
        kind: 'webhook.redelivered',
        action,
        detail: deliveryId,
      }),
  );
  const delivery = outboxDocs.read(await outbox().doc(deliveryId).get());
  if (!delivery) throw new NotFoundError(WEBHOOK_ERRORS.deliveryNotFound);
  return deliveryOf(delivery.record);
}
