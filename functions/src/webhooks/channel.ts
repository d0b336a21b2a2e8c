/**
 * The outbox's webhook channel (issues 23 and 34): a delivery document {channel: 'webhook', endpointId, event,
 * url, body} is POSTed to its endpoint's URL, signed by the Standard Webhooks scheme with the endpoint's secrets
 * in force (read at each attempt, never copied into the outbox; signature.ts), to the address the URL's name
 * resolved to once that address is checked (urlPolicy.ts, transport.ts). A 2xx answer is success; anything else
 * (a redirect included) fails and waits out its backoff before the scheduled retry takes it again.
 */
import { EVENT_HEADER, MAIL_MAX_ATTEMPTS, nowSeconds, PRODUCT, WEBHOOK_BACKOFF_SECONDS } from '@clara/domain';
import type { OutboxChannel } from '../mail/channels';
import { config } from '../platform/config';
import { getEndpoint, secretsInForce } from './endpoints';
import { signedHeaders } from './signature';
import { postPinned } from './transport';
import { checkWebhookUrl, resolveWebhookTarget, systemResolver, type Resolver } from './urlPolicy';

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

export interface WebhookChannelOptions {
  /** Name resolution (tests inject names resolving to chosen addresses). */
  resolve?: Resolver;
  /** The test stack's loopback setting (config.webhooks.allowLoopback by default). */
  allowLoopback?: () => boolean;
}

export function createWebhookChannel(options: WebhookChannelOptions = {}): OutboxChannel {
  const resolve = options.resolve ?? systemResolver;
  const allowLoopback = options.allowLoopback ?? config.webhooks.allowLoopback;
  return {
    name: 'webhook',
    configured: () => true,
    async send({ record, body }) {
      const endpoint = await getEndpoint(record.endpointId ?? '');
      if (!endpoint || endpoint.companyId !== record.companyId)
        throw new DeliveryError('El webhook ya no existe.', null, true);
      let status: number;
      try {
        const url = checkWebhookUrl(endpoint.url, allowLoopback());
        const target = await resolveWebhookTarget(url, allowLoopback(), resolve);
        const headers = {
          'Content-Type': 'application/json',
          'User-Agent': `${PRODUCT.name}-Webhooks/1`,
          ...signedHeaders(secretsInForce(endpoint, nowSeconds()), record.id, nowSeconds(), body),
          [EVENT_HEADER]: record.event ?? '',
        };
        status = await postPinned(url, target, headers, body);
      } catch (error) {
        throw new DeliveryError(error instanceof Error ? error.message : String(error), null);
      }
      if (status < 200 || status >= 300) throw new DeliveryError(`El receptor respondió ${status}.`, status);
      return { responseStatus: status };
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
}

/** The channel the functions send through: the system's resolver, the configured loopback setting. */
export const webhookChannel: OutboxChannel = createWebhookChannel();
