// The domain services of one running service, built once and shared by REST, GraphQL and
// (later) the worker. Handlers receive this; nothing reaches the database around it.
import type { Logger } from 'pino';
import { ApiKeyService } from './auth/api-key-service.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { Workspace } from './db/bootstrap.ts';
import { createEmailTransport } from './email/create-email-transport.ts';
import type { EmailTransport } from './email/email-transport.ts';
import { MetadataService } from './metadata/metadata-service.ts';
import { RuntimeMetadataService } from './metadata/runtime/runtime-metadata-service.ts';
import { workspaceDocumentProblem } from './http/workspace-document.ts';
import { createRegistry, type MetadataRegistry } from './metadata/registry.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { clock } from './lib/clock.ts';
import { RecordService } from './records/record-service.ts';
import { SearchService } from './search/search-service.ts';
import { DELIVERY_JOB_MARKER, webhookOutboxHook } from './webhooks/outbox-hook.ts';
import { WebhookService } from './webhooks/webhook-service.ts';

export interface Services {
  config: Config;
  db: Database;
  workspace: Workspace;
  registry: MetadataRegistry;
  records: RecordService;
  apiKeys: ApiKeyService;
  metadata: MetadataService;
  /** Pipelines and custom fields: the metadata API's writes, and the registry's reloads. */
  runtimeMetadata: RuntimeMetadataService;
  /** The durable job table every engine's background work goes through (src/jobs). */
  jobs: JobQueue;
  webhooks: WebhookService;
  /** Full-text search over the searchable objects (src/search). */
  search: SearchService;
  /** How email leaves: SMTP (SMTP_URL) or the local outbox (src/email). */
  email: EmailTransport;
}

export function createServices(config: Config, db: Database, workspace: Workspace, logger: Logger): Services {
  const registry = createRegistry();
  const records = new RecordService(db, registry);
  const runtimeMetadata = new RuntimeMetadataService(db.sql, db.backgroundSql, registry, (objects) => workspaceDocumentProblem(objects));
  const jobs = new JobQueue(db.backgroundSql, db.kind === 'postgres');
  // Every write of an event object writes its webhook deliveries in its own statement; when it
  // did, the local worker is woken at once and the others soon after.
  records.addStatementHook(webhookOutboxHook(() => clock.now()));
  records.onCommitted((write) => {
    if (write.extraRows.some((row) => DELIVERY_JOB_MARKER in row)) jobs.notifyEnqueued();
  });
  return {
    config,
    db,
    workspace,
    registry,
    records,
    apiKeys: new ApiKeyService(db.prisma, config.apiKeyCacheMs),
    metadata: new MetadataService(registry, runtimeMetadata),
    runtimeMetadata,
    jobs,
    webhooks: new WebhookService(db.sql, records, jobs, config.webhooks.allowPrivateTargets, registry),
    search: new SearchService(db.sql, registry),
    email: createEmailTransport(config.email, logger),
  };
}

/** Closes what the services hold open: pooled SMTP connections, then the database. */
export async function closeServices(services: Services): Promise<void> {
  await services.email.close();
  await services.db.close();
}
