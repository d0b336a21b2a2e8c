/**
 * The outbox's webhook channel (issue 23): a delivery document {channel: 'webhook', endpointId, event, url, body}
 * is POSTed to its endpoint's URL with the `Clara-Signature` header (signed with the endpoint's current secret,
 * read at each attempt, never copied into the outbox). A 2xx answer is success; anything else fails and waits
 * out its backoff before the scheduled retry takes it again.
 */
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  MAIL_MAX_ATTEMPTS,
  nowSeconds,
  PRODUCT,
  SIGNATURE_HEADER,
  WEBHOOK_BACKOFF_SECONDS,
} from '@clara/domain';
import type { OutboxChannel } from '../mail/channels';
import { config } from '../platform/config';
import { getEndpoint } from './endpoints';
import { signatureHeader } from './signature';
import { checkWebhookUrl } from './urlPolicy';

/** A delivery never holds its request for long. */
const TIMEOUT_MS = 5_000;

class DeliveryError extends Error {
  constructor(
    message: string,
    readonly responseStatus: number | null,
    /** No point in trying again (the endpoint is gone). */
    readonly final = false,
  ) {
    super(message);
  }
}

export const webhookChannel: OutboxChannel = {
  name: 'webhook',
  configured: () => true,
  async send({ record, body }) {
    const endpoint = await getEndpoint(record.endpointId ?? '');
    if (!endpoint || endpoint.companyId !== record.companyId)
      throw new DeliveryError('El webhook ya no existe.', null, true);
    const url = checkWebhookUrl(endpoint.url, config.webhooks.allowLocalHttp());
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': `${PRODUCT.name}-Webhooks/1`,
          [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, body, nowSeconds()),
          [EVENT_HEADER]: record.event ?? '',
          [DELIVERY_HEADER]: record.id,
        },
        body,
      });
    } catch (error) {
      throw new DeliveryError(error instanceof Error ? error.message : String(error), null);
    }
    await response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status >= 300)
      throw new DeliveryError(`El receptor respondió ${response.status}.`, response.status);
    return { responseStatus: response.status };
  },
  clearedOnSuccess: { body: '' },
  failureFields(error, attempts, now) {
    const failure = error instanceof DeliveryError ? error : null;
    const wait = WEBHOOK_BACKOFF_SECONDS[attempts - 1];
    return {
      responseStatus: failure?.responseStatus ?? null,
      // Past the last backoff (or for a removed endpoint) the delivery is final: the retry's bound stops it.
      ...(failure?.final || wait === undefined
        ? { attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: null }
        : { nextAttemptAt: now + wait }),
    };
  },
};
