/**
 * Data access for `webhook_endpoints/{id}` {companyId, url, description, events, includeCv, secret, createdAt}:
 * functions only (the rules' default deny). The secret signs deliveries; it is answered once, at creation.
 */
import { WEBHOOK_EVENTS, type WebhookEvent } from '@clara/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';

export const webhookEndpoints = () => db().collection('webhook_endpoints');

export interface StoredEndpoint {
  id: string;
  companyId: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  includeCv: boolean;
  secret: string;
  createdAt: number;
}

export function endpointFromDoc(id: string, data: DocumentData): StoredEndpoint {
  return {
    id,
    companyId: String(data.companyId ?? ''),
    url: String(data.url ?? ''),
    description: String(data.description ?? ''),
    events: (Array.isArray(data.events) ? data.events : []).filter((event: unknown): event is WebhookEvent =>
      (WEBHOOK_EVENTS as readonly unknown[]).includes(event),
    ),
    includeCv: data.includeCv === true,
    secret: String(data.secret ?? ''),
    createdAt: typeof data.createdAt === 'number' ? data.createdAt : 0,
  };
}

/** The company's endpoints (at most a few: filtered in memory, no composite index). */
export async function listCompanyEndpoints(companyId: string): Promise<StoredEndpoint[]> {
  const snapshot = await webhookEndpoints().where('companyId', '==', companyId).get();
  return snapshot.docs
    .map((doc) => endpointFromDoc(doc.id, doc.data()))
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

export async function getEndpoint(id: string): Promise<StoredEndpoint | null> {
  const snapshot = await webhookEndpoints().doc(id).get();
  const data = snapshot.data();
  return data ? endpointFromDoc(snapshot.id, data) : null;
}
