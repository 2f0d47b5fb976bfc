// Every REST operation's handler, keyed by operationId (see routes.ts for the binding): the
// core's, and the engines' (engine.ts). The binding refuses to start when an operation of the
// document has no handler, so an engine that forgets one fails at once.
import type { Services } from '../../services.ts';
import type { OpenApiDocument } from '../openapi-document.ts';
import type { HandlerMap } from '../routes.ts';
import { apiKeyHandlers } from './api-keys.ts';
import { metadataHandlers } from './metadata.ts';
import { allRecordHandlers } from './records.ts';
export { recordHandlerOf } from './records.ts';

/** Every operation's handler: the records' of every object in the registry, then `fixed` (fixedHandlers). */
export function handlers(services: Services, fixed: Partial<HandlerMap>): HandlerMap {
  return { ...allRecordHandlers(services), ...fixed } as HandlerMap;
}

/**
 * The handlers of the operations that are not an object's records (their set never changes at
 * run time). `currentDocument`: the workspace's OpenAPI document now (GET /rest/open-api).
 */
export function fixedHandlers(services: Services, currentDocument: () => OpenApiDocument, engineHandlers: Partial<HandlerMap>): Partial<HandlerMap> {
  return {
    getWorkspaceOpenApi: async () => currentDocument(),
    ...apiKeyHandlers(services),
    ...metadataHandlers(services),
    ...engineHandlers,
  };
}
