// Workflows as an engine (engine.ts): the records' REST rules, the GraphQL lifecycle and DRAFT
// editing, the registration of ACTIVE versions' triggers, the DATABASE_EVENT trigger hook and
// the executor's jobs, CRON fire times and the WEBHOOK trigger's route.
import type { Engine } from '../engine.ts';
import { clock } from '../lib/clock.ts';
import { runStepHandler } from './executor/run-step-job.ts';
import { WORKFLOW_STEP_JOB, type ExecutorDeps } from './executor/run-progress.ts';
import { cronHandler } from './executor/cron-job.ts';
import { startRunHandler } from './executor/start-run-job.ts';
import { workflowTriggerHook, WORKFLOW_START_JOB } from './trigger-hook.ts';
import { EventTriggerNames } from './event-trigger-names.ts';
import { workflowResolvers } from './resolvers.ts';
import { workflowRestHandlers } from './rest-handlers.ts';
import { TriggerRegistry, WORKFLOW_CRON_JOB } from './trigger-registry.ts';
import { createRateLimiter, rateLimitStoreFailed } from '../http/shared-token-buckets.ts';
import { workflowWebhookRoute } from './webhook-route.ts';
import { WorkflowService } from './workflow-service.ts';

export const workflowsEngine: Engine = {
  name: 'workflows',
  create({ db, records, registry, jobs, email, config }, logger) {
    // Embedded PGlite has one process: it can know the triggers' event names (event-trigger-names.ts).
    const eventNames = db.kind === 'postgres' ? undefined : new EventTriggerNames(db.sql);
    eventNames?.load().catch((error: unknown) => logger.error({ err: error }, 'reading the DATABASE_EVENT triggers failed: every write keeps the trigger join'));
    const workflows = new WorkflowService(db, records, registry, new TriggerRegistry(jobs, eventNames), jobs);
    const executor: ExecutorDeps = {
      db,
      records,
      registry,
      jobs,
      email,
      emailFrom: config.workflows.emailFrom,
      allowPrivateTargets: config.webhooks.allowPrivateTargets,
      // No job runs longer than half its lease (its worker keeps it, nobody takes it twice).
      httpTimeoutMs: Math.min(config.workflows.httpTimeoutMs, config.worker.leaseMs / 2),
      emailTimeoutMs: config.worker.leaseMs / 2,
    };
    return {
      restHandlers: workflowRestHandlers(workflows, records, registry),
      resolvers: workflowResolvers(workflows),
      routes: [workflowWebhookRoute(workflows, createRateLimiter(config.rateLimit, db, rateLimitStoreFailed(logger)))],
      statementHooks: [workflowTriggerHook(() => clock.now(), config.workflows.maxChainDepth, eventNames && ((event) => eventNames.mayMatch(event)))],
      jobs: [
        { kind: WORKFLOW_STEP_JOB, handler: runStepHandler(executor) },
        { kind: WORKFLOW_START_JOB, handler: startRunHandler(executor) },
        { kind: WORKFLOW_CRON_JOB, handler: cronHandler(workflows) },
      ],
    };
  },
};
