// The REST operations of webhook registrations and their delivery log (admin only, by the
// document's x-required-role), on webhook-service.ts.
import { listInput } from '../http/handlers/list-input.ts';
import type { HandlerMap } from '../http/routes.ts';
import { recordAs, recordsAs } from '../http/record-answers.ts';
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
      return { data: { webhooks: recordsAs<'Webhook'>(page.records) }, pageInfo: page.pageInfo, totalCount: page.totalCount };
    },
    createOneWebhook: async ({ body }) => {
      return { data: { createWebhook: recordAs<'Webhook'>(await webhooks.create(body)) } };
    },
    findOneWebhook: async ({ params }) => {
      return { data: { webhook: recordAs<'Webhook'>(await webhooks.get(params.id)) } };
    },
    updateOneWebhook: async ({ params, body }) => {
      return { data: { updateWebhook: recordAs<'Webhook'>(await webhooks.update(params.id, body)) } };
    },
    deleteOneWebhook: async ({ params }) => {
      return { data: { deleteWebhook: await webhooks.delete(params.id) } };
    },
    findManyWebhookDeliveries: async ({ query }) => {
      const page = await webhooks.listDeliveries(listInput(query));
      return { data: { webhookDeliveries: recordsAs<'WebhookDelivery'>(page.records) }, pageInfo: page.pageInfo, totalCount: page.totalCount };
    },
    findOneWebhookDelivery: async ({ params }) => {
      return { data: { webhookDelivery: recordAs<'WebhookDelivery'>(await webhooks.getDelivery(params.id)) } };
    },
    retryWebhookDelivery: async ({ params }) => {
      return { data: { retryWebhookDelivery: recordAs<'WebhookDelivery'>(await webhooks.retryDelivery(params.id)) } };
    },
  };
}
