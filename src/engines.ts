// The engines of the service, listed once, and their parts assembled for one process: statement
// hooks join the record layer at once (every process that writes records writes their outbox),
// job kinds go to the worker, REST handlers and resolvers to the interfaces.
import type { Logger } from 'pino';
import type { Resolvers } from '../generated/graphql.ts';
import type { Resolvers as MetadataResolvers } from '../generated/metadata-graphql.ts';
import type { Engine, EngineJob, EngineRoute } from './engine.ts';
import type { HandlerMap } from './http/routes.ts';
import type { NewSchedule } from './jobs/job-queue.ts';
import type { StatementHook } from './records/write-hooks.ts';
import type { Services } from './services.ts';
import { webhooksEngine } from './webhooks/engine.ts';
import { workflowsEngine } from './workflows/engine.ts';
import { inboxEngine } from './inbox/engine.ts';
import { sequencesEngine } from './sequences/engine.ts';

export const ENGINES: readonly Engine[] = [webhooksEngine, workflowsEngine, inboxEngine, sequencesEngine];

/** The parts of every engine, as the worker and the interfaces take them. */
export interface RunningEngines {
  jobs: EngineJob[];
  restHandlers: Partial<HandlerMap>;
  resolvers: Resolvers[];
  /** Resolvers of POST /metadata (schema/metadata/), merged with the metadata API's own. */
  metadataResolvers: MetadataResolvers[];
  routes: EngineRoute[];
  /** The statement hooks joined to the record layer, by engine (a benchmark switches one off and on). */
  statementHooks: Array<{ engine: string; hook: StatementHook }>;
  /** Recurring jobs to keep in the queue (openServices makes them exist at every start). */
  schedules: NewSchedule[];
}

/** Builds every engine on `services` and joins its statement hooks to the record layer. */
export function startEngines(services: Services, logger: Logger, engines: readonly Engine[] = ENGINES): RunningEngines {
  const running: RunningEngines = { jobs: [], restHandlers: {}, resolvers: [], metadataResolvers: [], routes: [], statementHooks: [], schedules: [] };
  const owners = new Map<string, string>();
  // Two engines claiming one job kind or one operation is a wiring mistake: refuse to start.
  const claim = (what: string, by: string) => {
    const owner = owners.get(what);
    if (owner) throw new Error(`engines ${owner} and ${by} both declare ${what}`);
    owners.set(what, by);
  };
  for (const engine of engines) {
    const parts = engine.create(services, logger.child({ engine: engine.name }));
    for (const hook of parts.statementHooks ?? []) {
      services.records.addStatementHook(hook);
      running.statementHooks.push({ engine: engine.name, hook });
    }
    for (const { object, rule } of parts.inputRules ?? []) services.records.addInputRule(object, rule);
    for (const job of parts.jobs ?? []) {
      claim(`job kind ${job.kind}`, engine.name);
      running.jobs.push(job);
    }
    for (const operationId of Object.keys(parts.restHandlers ?? {})) claim(`operation ${operationId}`, engine.name);
    Object.assign(running.restHandlers, parts.restHandlers);
    if (parts.resolvers) running.resolvers.push(parts.resolvers);
    if (parts.metadataResolvers) running.metadataResolvers.push(parts.metadataResolvers);
    for (const route of parts.routes ?? []) {
      claim(`route ${route.method.toUpperCase()} ${route.path}`, engine.name);
      running.routes.push(route);
    }
    for (const schedule of parts.schedules ?? []) {
      claim(`schedule ${schedule.name}`, engine.name);
      running.schedules.push(schedule);
    }
  }
  return running;
}
