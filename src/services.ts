// The domain services of one running service, built once and shared by REST, GraphQL and
// (later) the worker. Handlers receive this; nothing reaches the database around it.
import { ApiKeyService } from './auth/api-key-service.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { Workspace } from './db/bootstrap.ts';
import { MetadataService } from './metadata/metadata-service.ts';
import { createRegistry, type MetadataRegistry } from './metadata/registry.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { RecordService } from './records/record-service.ts';

export interface Services {
  config: Config;
  db: Database;
  workspace: Workspace;
  registry: MetadataRegistry;
  records: RecordService;
  apiKeys: ApiKeyService;
  metadata: MetadataService;
  /** The durable job table every engine's background work goes through (src/jobs). */
  jobs: JobQueue;
}

export function createServices(config: Config, db: Database, workspace: Workspace): Services {
  const registry = createRegistry();
  return {
    config,
    db,
    workspace,
    registry,
    records: new RecordService(db, registry),
    apiKeys: new ApiKeyService(db.prisma, config.apiKeyCacheMs),
    metadata: new MetadataService(registry),
    jobs: new JobQueue(db.backgroundSql),
  };
}
