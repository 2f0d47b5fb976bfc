// The core domain services of one running service, built once and shared by REST, GraphQL, the
// worker and every engine (engines.ts builds those on top of these). Handlers receive this;
// nothing reaches the database around it.
import type { Logger } from 'pino';
import { ApiKeyService } from './auth/api-key-service.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { Workspace } from './db/bootstrap.ts';
import { createEmailTransport } from './email/create-email-transport.ts';
import type { EmailTransport } from './email/email-transport.ts';
import { MetadataService } from './runtime-metadata/metadata-service.ts';
import { RuntimeMetadataService, type ObjectsProblem } from './runtime-metadata/runtime-metadata-service.ts';
import { createRegistry, type MetadataRegistry } from './metadata/registry.ts';
import { InboxService } from './messages/inbox-service.ts';
import { JobQueue, wroteJobs } from './jobs/job-queue.ts';
import { clock } from './lib/clock.ts';
import { Metrics } from './observability/metrics.ts';
import { RecordService } from './records/record-service.ts';
import { GroupByService } from './records/group-by/group-by-service.ts';
import { DuplicateService } from './records/duplicates/duplicate-service.ts';
import { MergeService } from './records/merge/merge-service.ts';
import { SearchService } from './search/search-service.ts';

export interface Services {
  config: Config;
  db: Database;
  workspace: Workspace;
  registry: MetadataRegistry;
  records: RecordService;
  /** GET /rest/<plural>/groupBy: groups, aggregates and samples in one statement (records/group-by). */
  groupBy: GroupByService;
  /** Duplicates of records on their object's criteria (POST /rest/<plural>/duplicates). */
  duplicates: DuplicateService;
  /** Merges of records into one (PATCH /rest/<plural>/merge), their relations re-pointed. */
  merge: MergeService;
  apiKeys: ApiKeyService;
  metadata: MetadataService;
  /** Pipelines and custom fields: the metadata API's writes, and the registry's reloads. */
  runtimeMetadata: RuntimeMetadataService;
  /** The durable job table every engine's background work goes through (src/jobs). */
  jobs: JobQueue;
  /** Full-text search over the searchable objects (src/search). */
  search: SearchService;
  /** How email leaves: SMTP (SMTP_URL) or the local outbox (src/email). */
  email: EmailTransport;
  /**
   * Storing messages in the inbox (src/messages/inbox-service.ts): the inbox engine's ingest and sync
   * write through it, and the sequence engine records what it sends and hears replies through it
   * (recordOutgoing, onIngested). Built here, once, so two engines share one instance and its listeners.
   */
  inbox: InboxService;
  /** The process's Prometheus metrics (src/observability/metrics.ts), exposed by METRICS / METRICS_PORT. */
  metrics: Metrics;
}

/**
 * `objectsProblem`: why a change of pipelines or custom fields would break an interface (the
 * REST edge's check, given by the layer that serves it), refused before it commits.
 */
export function createServices(config: Config, db: Database, workspace: Workspace, logger: Logger, objectsProblem: ObjectsProblem): Services {
  const registry = createRegistry();
  const records = new RecordService(db, registry);
  const runtimeMetadata = new RuntimeMetadataService(db.sql, db.backgroundSql, registry, objectsProblem);
  const jobs = new JobQueue(db.backgroundSql, db.kind === 'postgres');
  // A write whose statement hooks wrote jobs (an engine's outbox: webhook deliveries, ...) wakes
  // the local worker at once and the others soon after.
  records.onCommitted((write) => {
    if (wroteJobs(write.extraRows)) jobs.notifyEnqueued();
  });
  return {
    config,
    db,
    workspace,
    registry,
    records,
    groupBy: new GroupByService(db.sql),
    duplicates: new DuplicateService(db, records),
    merge: new MergeService(db, records, registry),
    apiKeys: new ApiKeyService(db.prisma, config.apiKeyCacheMs),
    metadata: new MetadataService(registry, runtimeMetadata),
    runtimeMetadata,
    jobs,
    search: new SearchService(db.sql, registry),
    email: createEmailTransport(config.email, logger),
    inbox: new InboxService(db, records, registry),
    metrics: new Metrics({
      connections: db.connections,
      queue: () => jobs.dueByKind(clock.now()),
      registryVersion: () => registry.version,
    }),
  };
}

/** Closes what the services hold open: pooled SMTP connections, then the database. */
export async function closeServices(services: Services): Promise<void> {
  await services.email.close();
  await services.db.close();
}
