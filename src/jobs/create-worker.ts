// The worker of one process with the job kinds of every engine registered. The server starts
// it (unless WORKER=off); `npm run worker` runs it alone (src/worker-main.ts).
import type { Logger } from 'pino';
import type { Services } from '../services.ts';
import { webhookDeliveryHandler } from '../webhooks/delivery-job.ts';
import { WEBHOOK_DELIVERY_JOB } from '../webhooks/outbox-hook.ts';
import { JOB_CHANNEL } from './job-queue.ts';
import { JobWorker } from './worker.ts';

/** Runs of a job whose handler keeps throwing before it is given up (about 17 minutes of backoff). */
const MAX_CRASHING_RUNS = 10;

export function createWorker(services: Services, logger: Logger): JobWorker {
  const { pollMs, leaseMs, concurrency, batchMs } = services.config.worker;
  const worker = new JobWorker(
    services.jobs,
    { pollMs, leaseMs, concurrency, batchMs, maxAttempts: MAX_CRASHING_RUNS },
    logger.child({ component: 'worker' }),
    (onNotify) => services.db.listen(JOB_CHANNEL, onNotify),
  );
  worker.handle(
    WEBHOOK_DELIVERY_JOB,
    webhookDeliveryHandler({ sql: services.db.backgroundSql, registry: services.registry, workspaceId: services.workspace.id, settings: services.config.webhooks }),
  );
  return worker;
}
