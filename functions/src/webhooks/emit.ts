/**
 * Issue 23: an event becomes one outbox document per subscribed endpoint of the company (channel 'webhook'),
 * each sent at once through the outbox's `deliver`; the scheduled retry takes the failed ones with backoff.
 * Like an email, a webhook never fails the action that caused it (`safely` around the call).
 */
import { nowSeconds, type WEBHOOK_TEST_EVENT, type WebhookEvent } from '@clara/domain';
import type { WriteBatch } from 'firebase-admin/firestore';
import { outbox } from '../mail/outbox';
import { db } from '../platform/firebase';
import { firstAttempt } from '../mail/policy';
import { deliver } from '../mail/send';
import { webhookChannel } from './channel';
import { listCompanyEndpoints, type StoredEndpoint } from './endpoints';

/** What an event carries: ids and fields a receiving system needs; the CV only to endpoints that opted in. */
export interface EventData {
  applicationId?: string;
  vacancyId?: string;
  [field: string]: unknown;
}

/** Writes the delivery document (queued) and answers its id. */
export async function queueDelivery(
  endpoint: StoredEndpoint,
  event: WebhookEvent | typeof WEBHOOK_TEST_EVENT,
  data: EventData,
  cv?: string,
): Promise<string> {
  const batch = db().batch();
  const id = queueDeliveryIn(batch, endpoint, event, data, cv);
  await batch.commit();
  return id;
}

/** The delivery document (queued) written in the caller's batch (with what records it); answers its id. */
export function queueDeliveryIn(
  batch: WriteBatch,
  endpoint: StoredEndpoint,
  event: WebhookEvent | typeof WEBHOOK_TEST_EVENT,
  data: EventData,
  cv?: string,
): string {
  const ref = outbox().doc();
  const now = nowSeconds();
  const payload = {
    id: ref.id,
    event,
    createdAt: new Date(now * 1000).toISOString(),
    companyId: endpoint.companyId,
    data: endpoint.includeCv && cv !== undefined ? { ...data, cv } : data,
  };
  batch.create(ref, {
    channel: 'webhook',
    endpointId: endpoint.id,
    event,
    url: endpoint.url,
    body: JSON.stringify(payload),
    to: '',
    kind: 'webhook',
    subject: '',
    text: '',
    html: '',
    companyId: endpoint.companyId,
    // So that erasing the candidate erases the deliveries about them (mail/outbox.ts deleteApplicationEmails);
    // but not the news of the erasure itself, which carries no personal data and must still reach the receiver.
    applicationId: event !== 'application.erased' && typeof data.applicationId === 'string' ? data.applicationId : null,
    status: 'queued',
    attempts: 0,
    lastError: null,
    responseStatus: null,
    nextAttemptAt: null,
    createdAt: now,
    updatedAt: now,
    sentAt: null,
    createdAtMs: Date.now(),
  });
  return ref.id;
}

/** The company's endpoints subscribed to `event` each get a delivery, sent now. */
export async function emitWebhookEvent(
  companyId: string,
  event: WebhookEvent,
  data: EventData,
  cv?: string,
): Promise<number> {
  const endpoints = (await listCompanyEndpoints(companyId)).filter((endpoint) => endpoint.events.includes(event));
  const ids = await Promise.all(endpoints.map((endpoint) => queueDelivery(endpoint, event, data, cv)));
  await Promise.all(ids.map((id) => deliver(id, firstAttempt, [webhookChannel])));
  return ids.length;
}
