// Management of API keys over REST, admin keys only (x-required-role in openapi/paths/api-keys.yaml;
// the CLI offers the same).
import type { Services } from '../../services.ts';
import type { HandlerMap } from '../routes.ts';

export type ApiKeyOperationId = 'findManyApiKeys' | 'createOneApiKey' | 'findOneApiKey' | 'updateOneApiKey' | 'deleteOneApiKey' | 'revokeApiKey';

export function apiKeyHandlers({ apiKeys }: Services): Pick<HandlerMap, ApiKeyOperationId> {
  return {
    findManyApiKeys: async () => ({ data: { apiKeys: await apiKeys.list() } }),
    createOneApiKey: async ({ body }) => ({ data: { createApiKey: await apiKeys.create(body) } }),
    findOneApiKey: async ({ params }) => ({ data: { apiKey: await apiKeys.get(params.id) } }),
    updateOneApiKey: async ({ params, body }) => ({ data: { updateApiKey: await apiKeys.update(params.id, body) } }),
    deleteOneApiKey: async ({ params }) => ({ data: { deleteApiKey: await apiKeys.revoke(params.id) } }),
    revokeApiKey: async ({ params }) => ({ data: { revokeApiKey: await apiKeys.revoke(params.id) } }),
  };
}
