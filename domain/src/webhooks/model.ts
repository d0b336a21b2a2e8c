/**
 * Issue 23: webhooks. The owner registers HTTPS endpoints for events; each delivery is an outbox document
 * (the emails' outbox, channel 'webhook'), signed with the endpoint's secret and retried with backoff.
 * Zod-free.
 */
import { PRODUCT } from '../brand';
import { OUTBOX_STATUSES, type OutboxStatus } from '../common/outbox';

export const WEBHOOK_EVENTS = [
  'application.created',
  'application.status_changed',
  'interview.finished',
  'analysis.ready',
  // Issue 34: the candidate's data was erased (withdrawal, the company's erase, the retention purge): the
  // receiving system should erase its copy. Ids only, never personal data.
  'application.erased',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The test delivery's event (the "Enviar prueba" button); not subscribable. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/**
 * Issue 34: the Standard Webhooks headers (https://www.standardwebhooks.com): the delivery's id (the same on every
 * attempt and on "Reenviar"), the attempt's unix seconds, and `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`
 * per secret in force. They replace issue 23's `Clara-Signature: t=…,v1=<hex>` and `Clara-Delivery`.
 */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;
/** Which event a delivery carries (also in the body's `event`), so a receiver can route before parsing. */
export const EVENT_HEADER = `${PRODUCT.name}-Event`;
/** A receiver should refuse a timestamp older (or newer) than this: a replayed delivery (the libraries' default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** After "Rotar secreto" the previous secret still signs deliveries this long (one day), beside the new one. */
export const SECRET_ROTATION_OVERLAP_SECONDS = 86_400;

/** Attempts of one delivery, and the wait before each retry (seconds): 1 min, 5 min, 30 min, 2 h. */
export const WEBHOOK_BACKOFF_SECONDS = [60, 300, 1800, 7200] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_BACKOFF_SECONDS.length + 1;
export const WEBHOOK_LIMITS = { url: 500, endpoints: 10, description: 120 } as const;

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  /** Whether payloads carry the candidate's CV text (off unless the owner opts in). */
  includeCv: boolean;
  createdAt: number;
  /** Issue 34: after "Rotar secreto", until when the previous secret still signs (unix seconds); else null. */
  previousSecretUntil: number | null;
  /** The latest delivery's outcome, null before any. */
  lastDelivery: WebhookDeliverySummary | null;
}

/**
 * The outbox's statuses a webhook delivery can have: all but `refused` (no per-recipient bound applies to a
 * receiver) and `scheduled` (a delivery is written `queued`, never for a later time; its retries wait in `failed`).
 */
const NOT_FOR_WEBHOOKS = ['refused', 'scheduled'] as const satisfies readonly OutboxStatus[];
export type WebhookDeliveryStatus = Exclude<OutboxStatus, (typeof NOT_FOR_WEBHOOKS)[number]>;
export const WEBHOOK_DELIVERY_STATUSES = OUTBOX_STATUSES.filter(
  (status): status is WebhookDeliveryStatus => !(NOT_FOR_WEBHOOKS as readonly string[]).includes(status),
);

export interface WebhookDeliverySummary {
  id: string;
  event: string;
  status: WebhookDeliveryStatus;
  /** The receiver's HTTP status, null when none answered. */
  responseStatus: number | null;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

/** "Rotar secreto": the new secret, answered this once, and until when the previous one still signs. */
export interface RotatedWebhookSecret {
  secret: string;
  previousSecretUntil: number;
}

/** The endpoint as answered once, at creation: with its signing secret. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

export const WEBHOOK_TEXTS = {
  title: 'Webhooks',
  menuLink: 'Webhooks',
  intro: `${PRODUCT.name} avisa a tus sistemas con una petición POST firmada según Standard Webhooks (cabeceras webhook-id, webhook-timestamp y webhook-signature) cuando ocurre un evento.`,
  url: 'URL (https)',
  description: 'Descripción',
  events: 'Eventos',
  includeCv: 'Incluir el CV del candidato en los datos enviados',
  add: 'Añadir webhook',
  secretOnce: 'Guarda este secreto: no se volverá a mostrar.',
  test: 'Enviar prueba',
  testMessage: `Entrega de prueba de ${PRODUCT.name}.`,
  remove: 'Eliminar',
  rotate: 'Rotar secreto',
  confirmRotate:
    'Se creará un secreto nuevo. Durante un día las entregas llevarán las dos firmas (la del secreto nuevo y la del anterior), para que actualices tu receptor sin perder ninguna.',
  rotatedUntil: (until: string) => `El secreto anterior firma también hasta ${until}.`,
  redeliver: 'Reenviar',
  confirmRemove: (url: string) => `¿Eliminar el webhook ${url}?`,
  none: 'No hay webhooks.',
  lastDelivery: 'Última entrega',
  neverDelivered: 'Sin entregas todavía',
  deliveries: 'Entregas recientes',
  ownerOnly: 'Solo el propietario de la empresa puede gestionar los webhooks.',
  statusLabels: {
    queued: 'En cola',
    sending: 'Enviando',
    sent: 'Entregado',
    failed: 'Falló',
  } satisfies Record<WebhookDeliveryStatus, string>,
  eventLabels: {
    'application.created': 'Nueva postulación',
    'application.status_changed': 'Cambio de estado',
    'interview.finished': 'Entrevista terminada',
    'analysis.ready': 'Análisis listo',
    'application.erased': 'Datos del candidato borrados',
    'webhook.test': 'Prueba',
  } as Record<string, string>,
} as const;

export const WEBHOOK_ERRORS = {
  url: 'La URL del webhook debe empezar por https:// (o http://127.0.0.1 solo en el entorno local).',
  privateHost: 'La URL del webhook no puede apuntar a una dirección privada o local.',
  unresolved: (host: string) => `No se pudo resolver el nombre ${host}.`,
  events: 'Elige al menos un evento.',
  notFound: 'No existe ese webhook.',
  notRedeliverable:
    'Esta entrega ya llegó: su contenido no se guarda, así que no se puede reenviar. Solo se reenvían las entregas fallidas.',
  deliveryNotFound: 'No existe esa entrega.',
  tooMany: `Una empresa puede tener como máximo ${WEBHOOK_LIMITS.endpoints} webhooks.`,
} as const;
