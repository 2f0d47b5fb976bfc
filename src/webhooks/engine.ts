// Webhooks as an engine (engine.ts): the outbox hook writes each matching webhook's delivery and
// its job in the record write's statement, the delivery job POSTs it, and the REST operations
// manage registrations and read the delivery log (the metadata API's webhook operations too); a
// nightly schedule prunes the log.
import type { Engine } from '../engine.ts';
import { clock } from '../lib/clock.ts';
import { webhookDeliveryHandler } from './delivery-job.ts';
import { PRUNE_DELIVERIES_JOB, pruneDeliveriesHandler, pruneDeliveriesSchedule } from './prune-deliveries.ts';
import { WEBHOOK_DELIVERY_JOB, webhookOutboxHook } from './outbox-hook.ts';
import { webhookMetadataResolvers } from './metadata-resolvers.ts';
import { webhookHandlers } from './rest-handlers.ts';
import { WebhookService } from './webhook-service.ts';

export const webhooksEngine: Engine = {
  name: 'webhooks',
  create({ db, records, jobs, registry, workspace, config, metrics }, logger) {
    const webhooks = new WebhookService(db.sql, records, jobs, config.webhooks.allowPrivateTargets, registry);
    return {
      statementHooks: [webhookOutboxHook(() => clock.now())],
      jobs: [
        {
          kind: WEBHOOK_DELIVERY_JOB,
          handler: webhookDeliveryHandler({
            sql: db.backgroundSql,
            registry,
            workspaceId: workspace.id,
            settings: config.webhooks,
            onAttempt: (status) => metrics.webhookDeliveries.inc({ status }),
          }),
        },
        {
          kind: PRUNE_DELIVERIES_JOB,
          handler: pruneDeliveriesHandler({
            sql: db.backgroundSql,
            retentionDays: config.webhooks.retentionDays,
            onPruned: (count) => logger.info({ pruned: count, retentionDays: config.webhooks.retentionDays }, 'pruned old webhook deliveries'),
          }),
          concurrency: 1,
        },
      ],
      schedules: [pruneDeliveriesSchedule],
      restHandlers: webhookHandlers(webhooks),
      metadataResolvers: webhookMetadataResolvers(webhooks),
    };
  },
};
