// Every REST operation's handler, keyed by operationId (see routes.ts for the binding).
import type { Services } from '../../services.ts';
import type { HandlerMap } from '../routes.ts';
import { apiKeyHandlers } from './api-keys.ts';
import { metadataHandlers } from './metadata.ts';
import { allRecordHandlers } from './records.ts';
import { webhookHandlers } from './webhooks.ts';

export function handlers(services: Services): HandlerMap {
  return {
    ...allRecordHandlers(services),
    ...apiKeyHandlers(services),
    ...metadataHandlers(services),
    ...webhookHandlers(services),
  };
}
