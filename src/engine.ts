// What an engine is to the rest of the service: a folder of rules (webhooks today; workflows,
// the inbox and sequences next) that plugs into the core through four sockets, the same for
// every engine. The core (records, jobs, metadata, the interfaces' edges) never names an engine:
// engines.ts lists them, and the process assembles their parts (server.ts, worker-main.ts).
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Resolvers } from '../generated/graphql.ts';
import type { Resolvers as MetadataResolvers } from '../generated/metadata-graphql.ts';
import type { HandlerMap } from './http/routes.ts';
import type { NewSchedule } from './jobs/job-queue.ts';
import type { HandlerOptions, JobHandler } from './jobs/worker.ts';
import type { InputRule } from './records/input-rules.ts';
import type { StatementHook } from './records/write-hooks.ts';
import type { Services } from './services.ts';

/** A kind of job the engine runs in the worker. */
export interface EngineJob extends HandlerOptions {
  kind: string;
  handler: JobHandler;
}

/** A route outside /rest with its own authentication (a workflow's webhook), its body read as JSON first. */
export interface EngineRoute {
  method: 'post';
  path: string;
  handlers: RequestHandler[];
}

/** What one engine adds to a process; every part is optional. */
export interface EngineParts {
  /** CTEs added to every record write (records/write-hooks.ts): the engine's outbox or trigger. */
  statementHooks?: StatementHook[];
  /** Rules on the create and update bodies of objects it owns (records/input-rules.ts). */
  inputRules?: Array<{ object: string; rule: InputRule }>;
  /** The job kinds it runs (src/jobs). */
  jobs?: EngineJob[];
  /** Handlers of its REST operations, by operationId (bound by http/routes.ts). */
  restHandlers?: Partial<HandlerMap>;
  /** Resolvers of its GraphQL operations (schema/*.graphql), merged with the core's. */
  resolvers?: Resolvers;
  /** Resolvers of its operations on POST /metadata (schema/metadata/), merged with the metadata API's. */
  metadataResolvers?: MetadataResolvers;
  /** Routes outside /rest that authenticate callers themselves (mounted by app.ts). */
  routes?: EngineRoute[];
  /** Recurring jobs (src/jobs/schedules.ts) kept in the queue from every start (housekeeping). */
  schedules?: NewSchedule[];
}

export interface Engine {
  /** As in logs and start-up errors. */
  name: string;
  /** Builds the engine's parts on the core services, once per process. */
  create(services: Services, logger: Logger): EngineParts;
}
