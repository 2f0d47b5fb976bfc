// Admin-only webhook registrations and their delivery log (src/webhooks/webhook-service.ts).
import { assertAdmin } from '../../records/actor.ts';
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
    findManyWebhooks: async ({ actor, query }) => {
      assertAdmin(actor, 'list webhooks');
      const page = await webhooks.list(listInput(query));
      return { data: { webhooks: page.records as never }, pageInfo: page.pageInfo, totalCount: page.totalCount };
    },
    createOneWebhook: async ({ actor, body }) => {
      assertAdmin(actor, 'register webhooks');
      return { data: { createWebhook: (await webhooks.create(body)) as never } };
    },
    findOneWebhook: async ({ actor, params }) => {
      assertAdmin(actor, 'read webhooks');
      return { data: { webhook: (await webhooks.get(params.id)) as never } };
    },
    updateOneWebhook: async ({ actor, params, body }) => {
      assertAdmin(actor, 'update webhooks');
      return { data: { updateWebhook: (await webhooks.update(params.id, body)) as never } };
    },
    deleteOneWebhook: async ({ actor, params }) => {
      assertAdmin(actor, 'delete webhooks');
      return { data: { deleteWebhook: await webhooks.delete(params.id) } };
    },
    findManyWebhookDeliveries: async ({ actor, query }) => {
      assertAdmin(actor, 'read webhook deliveries');
      const page = await webhooks.listDeliveries(listInput(query));
      return { data: { webhookDeliveries: page.records as never }, pageInfo: page.pageInfo, totalCount: page.totalCount };
    },
    findOneWebhookDelivery: async ({ actor, params }) => {
      assertAdmin(actor, 'read webhook deliveries');
      return { data: { webhookDelivery: (await webhooks.getDelivery(params.id)) as never } };
    },
    retryWebhookDelivery: async ({ actor, params }) => {
      assertAdmin(actor, 'redeliver webhook events');
      return { data: { retryWebhookDelivery: (await webhooks.retryDelivery(params.id)) as never } };
    },
  };
}
