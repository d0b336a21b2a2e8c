import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebhookRoute,
  deleteWebhookRoute,
  redeliverWebhookRoute,
  rotateWebhookSecretRoute,
  testWebhookRoute,
  webhookDeliveriesRoute,
  webhooksRoute,
} from '@clara/domain/webhooks/routes';
import type { WebhookInput } from '@clara/domain/webhooks/schemas';
import { callCompanyApi } from '../../../platform/companySession';
import { recruitingQueries } from '../shared/queries';

const WEBHOOKS = [...recruitingQueries.recruiter, 'webhooks'] as const;

/** Issue 23: the company's webhooks and their deliveries (under the recruiter's key: sign-out forgets them). */
export const webhookQueries = {
  all: WEBHOOKS,
  list: () => queryOptions({ queryKey: [...WEBHOOKS, 'list'] as const, queryFn: () => callCompanyApi(webhooksRoute) }),
  deliveries: (id: string) =>
    queryOptions({
      queryKey: [...WEBHOOKS, id, 'deliveries'] as const,
      queryFn: () => callCompanyApi(webhookDeliveriesRoute, { params: { id } }),
    }),
};

export const useWebhooks = () => useQuery(webhookQueries.list());
export const useDeliveries = (id: string) => useQuery(webhookQueries.deliveries(id));

/** A created, deleted or tested webhook: the list and the deliveries. */
function useWebhookMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: webhookQueries.all }) });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: WebhookInput) => callCompanyApi(createWebhookRoute, { body }));
export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => callCompanyApi(deleteWebhookRoute, { params: { id } }));
export const useTestWebhook = () =>
  useWebhookMutation((id: string) => callCompanyApi(testWebhookRoute, { params: { id } }));
/** Issue 34: a new secret (shown once); the previous one signs beside it for a day. */
export const useRotateSecret = () =>
  useWebhookMutation((id: string) => callCompanyApi(rotateWebhookSecretRoute, { params: { id } }));
/** Issue 34: "Reenviar" a failed delivery (same webhook-id). */
export const useRedeliver = () =>
  useWebhookMutation((params: { id: string; deliveryId: string }) => callCompanyApi(redeliverWebhookRoute, { params }));
