// Webhooks and their deliveries described as objects, so their lists get the whole query
// language (filter, order_by, limit, cursors) and their rows the record codec, through the
// same record layer as every other list. They are not in the registry: they are not records
// with REST record routes or events; src/webhooks/webhook-service.ts writes them. The secret is
// not a field, so no response can carry it.
import { options, scalar, systemFields } from '../metadata/field-builders.ts';
import type { ObjectMetadata } from '../metadata/types.ts';

const systemObject = (object: Omit<ObjectMetadata, 'standardId' | 'defaultDepth' | 'operations'>): ObjectMetadata => ({
  ...object,
  standardId: null,
  defaultDepth: 0,
  operations: { create: false, update: false, delete: false },
});

export const webhookObject = systemObject({
  id: '0f1c2b7e-5d7a-4a3e-9c1e-7b2d4f6a8c01',
  nameSingular: 'webhook',
  namePlural: 'webhooks',
  labelSingular: 'Webhook',
  labelPlural: 'Webhooks',
  table: 'webhook',
  labelIdentifierField: 'targetUrl',
  fields: [
    ...systemFields({ deletedAt: false }),
    scalar('targetUrl', 'TEXT', { nullable: false }),
    scalar('operations', 'MULTI_SELECT', { nullable: false }),
    scalar('description', 'TEXT'),
  ],
});

export const DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'];

export const webhookDeliveryObject = systemObject({
  id: '0f1c2b7e-5d7a-4a3e-9c1e-7b2d4f6a8c02',
  nameSingular: 'webhookDelivery',
  namePlural: 'webhookDeliveries',
  labelSingular: 'Webhook delivery',
  labelPlural: 'Webhook deliveries',
  table: 'webhook_delivery',
  labelIdentifierField: 'eventName',
  fields: [
    ...systemFields({ deletedAt: false }),
    scalar('webhookId', 'UUID', { nullable: false }),
    scalar('eventName', 'TEXT', { nullable: false }),
    scalar('recordId', 'UUID', { nullable: false }),
    scalar('eventDate', 'DATE_TIME', { nullable: false }),
    scalar('status', 'SELECT', { nullable: false, options: options(...DELIVERY_STATUSES) }),
    scalar('attempts', 'NUMBER', { nullable: false, integer: true }),
    scalar('nextAttemptAt', 'DATE_TIME'),
    scalar('lastStatusCode', 'NUMBER', { integer: true }),
    scalar('lastError', 'TEXT'),
    scalar('deliveredAt', 'DATE_TIME'),
  ],
});
