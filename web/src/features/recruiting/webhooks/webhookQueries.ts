import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebhookRoute,
  deleteWebhookRoute,
  testWebhookRoute,
  webhookDeliveriesRoute,
  webhooksRoute,
} from '@clara/domain/webhooks/routes';
import type { WebhookInput } from '@clara/domain/webhooks/schemas';
import { callCompanyApi } from '../../../platform/companySession';
import { recruitingKeys } from '../shared/queries';

/** Issue 23: the company's webhooks (under 'recruiting': sign-out forgets them). */
const webhooksKey = [...recruitingKeys.all, 'webhooks'] as const;

export const useWebhooks = () => useQuery({ queryKey: webhooksKey, queryFn: () => callCompanyApi(webhooksRoute) });
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: [...webhooksKey, id, 'deliveries'],
    queryFn: () => callCompanyApi(webhookDeliveriesRoute, { params: { id } }),
  });

function useWebhookMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: webhooksKey }) });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: WebhookInput) => callCompanyApi(createWebhookRoute, { body }));
export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => callCompanyApi(deleteWebhookRoute, { params: { id } }));
export const useTestWebhook = () =>
  useWebhookMutation((id: string) => callCompanyApi(testWebhookRoute, { params: { id } }));
