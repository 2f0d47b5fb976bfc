// The REST operations of webhook registrations and their delivery log (admin only, by the
// document's x-required-role), on webhook-service.ts.
import { listInput } from '../http/handlers/list-input.ts';
import type { HandlerMap } from '../http/routes.ts';
import type { WebhookService } from './webhook-service.ts';

export type WebhookOperationId =
  | 'findManyWebhooks'
  | 'createOneWebhook'
  | 'findOneWebhook'
  | 'updateOneWebhook'
  | 'deleteOneWebhook'
  | 'findManyWebhookDeliveries'
  | 'findOneWebhookDelivery'
  | 'retryWebhookDelivery';

export function webhookHandlers(webhooks: WebhookService): Pick<HandlerMap, WebhookOperationId> {
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
