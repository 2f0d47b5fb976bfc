// Admin-only webhook registrations and their delivery log (src/webhooks/webhook-service.ts).
import type { Services } from '../../services.ts';
import type { HandlerMap } from '../routes.ts';
import { listInput } from './list-input.ts';

export type WebhookOperationId =
  | 'findManyWebhooks'
  | 'createOneWebhook'
  | 'findOneWebhook'
  | 'updateOneWebhook'
  | 'deleteOneWebhook'
  | 'findManyWebhookDeliveries'
  | 'findOneWebhookDelivery'
  | 'retryWebhookDelivery';

export function webhookHandlers({ webhooks }: Services): Pick<HandlerMap, WebhookOperationId> {
  return {
    findManyWebhooks: async ({ query }) => {
      const page = await webhooks.list(listInput(query));
      return { data: { webhooks: page.records as never }, pageInfo: page.pageInfo, totalCount: page.totalCount };
    },
    createOneWebhook: async ({ body }) => {
      return { data: { createWebhook: (await webhooks.create(body)) as never } };
    },
    findOneWebhook: async ({ params }) => {
      return { data: { webhook: (await webhooks.get(params.id)) as never } };
    },
    updateOneWebhook: async ({ params, body }) => {
      return { data: { updateWebhook: (await webhooks.update(params.id, body)) as never } };
    },
    deleteOneWebhook: async ({ params }) => {
      return { data: { deleteWebhook: await webhooks.delete(params.id) } };
    },
    findManyWebhookDeliveries: async ({ query }) => {
      const page = await webhooks.listDeliveries(listInput(query));
      return { data: { webhookDeliveries: page.records as never }, pageInfo: page.pageInfo, totalCount: page.totalCount };
    },
    findOneWebhookDelivery: async ({ params }) => {
      return { data: { webhookDelivery: (await webhooks.getDelivery(params.id)) as never } };
    },
    retryWebhookDelivery: async ({ params }) => {
      return { data: { retryWebhookDelivery: (await webhooks.retryDelivery(params.id)) as never } };
    },
  };
}
