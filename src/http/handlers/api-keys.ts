// Admin-only management of API keys over REST (the CLI offers the same).
import { assertAdmin } from '../../records/actor.ts';
import type { Services } from '../../services.ts';
import type { HandlerMap } from '../routes.ts';

type ApiKeyOperations = Pick<HandlerMap, 'findManyApiKeys' | 'createOneApiKey' | 'revokeApiKey'>;

export function apiKeyHandlers({ apiKeys }: Services): ApiKeyOperations {
  return {
    findManyApiKeys: async ({ actor }) => {
      assertAdmin(actor, 'list API keys');
      return { data: { apiKeys: await apiKeys.list() } };
    },
    createOneApiKey: async ({ actor, body }) => {
      assertAdmin(actor, 'create API keys');
      return { data: { createApiKey: await apiKeys.create(body) } };
    },
    revokeApiKey: async ({ actor, params }) => {
      assertAdmin(actor, 'revoke API keys');
      return { data: { revokeApiKey: await apiKeys.revoke(params.id) } };
    },
  };
}
