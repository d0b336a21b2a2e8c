/**
 * Data access for `webhook_endpoints/{id}` {companyId, url, description, events, includeCv, secret, createdAt}:
 * functions only (the rules' default deny). The secret signs deliveries; it is answered once, at creation.
 */
import type { WebhookEvent } from '@clara/domain';
import { storedEndpointSchema } from '@clara/domain/webhooks/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

export const webhookEndpoints = () => db().collection('webhook_endpoints');

export interface StoredEndpoint {
  id: string;
  companyId: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  includeCv: boolean;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: number | null;
  createdAt: number;
}

/** The secrets that sign a delivery at `now`: the current one, and the previous one for a day after a rotation. */
export function secretsInForce(endpoint: StoredEndpoint, now: number): string[] {
  const { secret, previousSecret, previousSecretUntil } = endpoint;
  return previousSecret && previousSecretUntil !== null && now < previousSecretUntil
    ? [secret, previousSecret]
    : [secret];
}

/** The one reader of `webhook_endpoints/{id}`: every read parses the document with its schema from domain. */
const endpointDocs = storedConverter('webhook_endpoints', storedEndpointSchema, (id, value): StoredEndpoint => ({
  id,
  ...value,
}));

/** The company's endpoints (at most a few: filtered in memory, no composite index). */
export async function listCompanyEndpoints(companyId: string): Promise<StoredEndpoint[]> {
  const snapshot = await webhookEndpoints().where('companyId', '==', companyId).get();
  return snapshot.docs
    .map((doc) => endpointDocs.fromFirestore(doc))
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

export async function getEndpoint(id: string): Promise<StoredEndpoint | null> {
  return endpointDocs.read(await webhookEndpoints().doc(id).get());
}
