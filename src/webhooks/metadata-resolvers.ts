// webhooks / webhook and the webhook mutations of POST /metadata (src/graphql/metadata), in
// Twenty's shapes (its webhook resolver and DTOs), on the same WebhookService as /rest/webhooks:
// the same checks (target address, event patterns) and the same rows. The secret is written,
// never read back: `secret` answers null. The engine hands them to the metadata API (engines.ts).
import { validationFailed } from '../errors/app-error.ts';
import type { MutationResolvers, QueryResolvers, Resolvers, Webhook } from '../../generated/metadata-graphql.ts';
import type { ApiRecord } from '../records/codec/row-to-record.ts';
import type { WebhookInput, WebhookService } from './webhook-service.ts';

const PAGE = 1000;

function webhookNode(record: ApiRecord): Webhook {
  const { id, targetUrl, operations, description, createdAt, updatedAt } = record as unknown as Omit<Webhook, 'secret' | 'deletedAt'>;
  return { id, targetUrl, operations, description: description ?? null, secret: null, createdAt, updatedAt, deletedAt: null };
}

/** Every webhook, page after page of the REST list. */
async function allWebhooks(webhooks: WebhookService): Promise<Webhook[]> {
  const all: Webhook[] = [];
  let startingAfter: string | undefined;
  for (;;) {
    const page = await webhooks.list({ limit: PAGE, ...(startingAfter ? { startingAfter } : {}) });
    all.push(...page.records.map(webhookNode));
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return all;
    startingAfter = page.pageInfo.endCursor;
  }
}

/** targetUrl and operations may be left out of an update, not cleared. */
function notCleared(update: Record<string, unknown>): void {
  const problems = (['targetUrl', 'operations'] as const).filter((key) => key in update && update[key] === null).map((key) => `update.${key}: cannot be null; leave it out to keep it`);
  if (problems.length) throw validationFailed(...problems);
}

export function webhookMetadataResolvers(webhooks: WebhookService): Resolvers {
  const Query: Pick<QueryResolvers, 'webhooks' | 'webhook'> = {
    webhooks: () => allWebhooks(webhooks),
    webhook: async (_parent, { id }) => webhookNode(await webhooks.get(id)),
  };

  const Mutation: Pick<MutationResolvers, 'createWebhook' | 'updateWebhook' | 'deleteWebhook'> = {
    createWebhook: async (_parent, { input }) => {
      if (input.id != null) throw validationFailed("input.id: the service chooses a webhook's id; leave it out");
      const { targetUrl, operations, description, secret } = input;
      return webhookNode(await webhooks.create({ targetUrl, operations, description, secret }));
    },
    updateWebhook: async (_parent, { input: { id, update } }) => {
      notCleared(update);
      return webhookNode(await webhooks.update(id, update as WebhookInput));
    },
    deleteWebhook: async (_parent, { id }) => {
      const webhook = webhookNode(await webhooks.get(id));
      await webhooks.delete(id);
      return webhook;
    },
  };
  return { Query, Mutation };
}
