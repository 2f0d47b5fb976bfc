// Every REST operation's handler, keyed by operationId (see routes.ts for the binding).
import type { Services } from '../../services.ts';
import type { OpenApiDocument } from '../openapi-document.ts';
import type { HandlerMap } from '../routes.ts';
import { apiKeyHandlers } from './api-keys.ts';
import { metadataHandlers } from './metadata.ts';
import { allRecordHandlers } from './records.ts';
import { webhookHandlers } from './webhooks.ts';

/** `currentDocument`: the workspace's OpenAPI document now (GET /rest/open-api). */
export function handlers(services: Services, currentDocument: () => OpenApiDocument): HandlerMap {
  return {
    getWorkspaceOpenApi: async () => currentDocument() as never,
    ...allRecordHandlers(services),
    ...apiKeyHandlers(services),
    ...metadataHandlers(services),
    ...webhookHandlers(services),
  };
}
