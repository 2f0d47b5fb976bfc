// Webhooks as an engine (engine.ts): the outbox hook writes each matching webhook's delivery and
// its job in the record write's statement, the delivery job POSTs it, and the REST operations
// manage registrations and read the delivery log.
import type { Engine } from '../engine.ts';
import { clock } from '../lib/clock.ts';
import { webhookDeliveryHandler } from './delivery-job.ts';
import { WEBHOOK_DELIVERY_JOB, webhookOutboxHook } from './outbox-hook.ts';
import { webhookHandlers } from './rest-handlers.ts';
import { WebhookService } from './webhook-service.ts';

export const webhooksEngine: Engine = {
  name: 'webhooks',
  create({ db, records, jobs, registry, workspace, config, metrics }) {
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
      ],
      restHandlers: webhookHandlers(webhooks),
    };
  },
};
