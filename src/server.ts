// Start and stop one service process: database, migrations, first-start data, HTTP server.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { Config } from './config/config.ts';
import { ensureWorkspace } from './db/bootstrap.ts';
import { Database } from './db/database.ts';
import { handleClientErrors, serverOptions } from './http/request-limits.ts';
import { workspaceDocumentProblem } from './http/workspace-document.ts';
import { clock } from './lib/clock.ts';
import { createLogger } from './lib/logger.ts';
import { createWorker } from './create-worker.ts';
import { HttpDrain } from './http/drain.ts';
import { RequestActivity } from './http/request-activity.ts';
import { startMetricsServer } from './observability/metrics-endpoint.ts';
import { Readiness, startingListener } from './observability/readiness.ts';
import { startEngines, type RunningEngines } from './engines.ts';
import type { JobWorker } from './jobs/worker.ts';
import { startRegistrySync } from './runtime-metadata/registry-sync.ts';
import { closeServices, createServices, type Services } from './services.ts';

export interface RunningServer {
  url: string;
  database: Database;
  services: Services;
  /** The engines' parts in this process (engines.ts). */
  engines: RunningEngines;
  logger: Logger;
  /** The in-process job worker (absent with WORKER=off). */
  worker?: JobWorker;
  /** Secret of the admin key created on the very first start (no keys, no bootstrap key). */
  initialApiKey?: string;
  /** Where the metrics' own listener is (METRICS_PORT). */
  metricsUrl?: string;
  /** Stops accepting connections, lets in-flight requests and jobs finish, closes the database. */
  close(): Promise<void>;
}

/** The services of one process and its engines (their statement hooks already on the record layer). */
export interface OpenedServices {
  services: Services;
  engines: RunningEngines;
}

export async function openServices(config: Config, logger: Logger, owner = 'server'): Promise<OpenedServices> {
  const database = await Database.open(config.database, owner);
  try {
    const applied = await database.migrate();
    if (applied.length) logger.info({ migrations: applied }, 'applied migrations');
    const workspace = await ensureWorkspace(database.prisma, config.workspaceName);
    // A pipeline or custom field the REST document could not serve is refused before it commits.
    const services = createServices(config, database, workspace, logger, workspaceDocumentProblem);
    const engines = startEngines(services, logger);
    // Housekeeping schedules exist once, whichever process starts first (an upsert by name).
    for (const schedule of engines.schedules) await services.jobs.schedule(schedule, clock.now());
    // Pipelines and custom fields join the registry before the first request.
    await services.runtimeMetadata.reload();
    return { services, engines };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function startServer(config: Config, logger = createLogger(config.logLevel)): Promise<RunningServer> {
  // The HTTP server listens before the database opens, so that while migrations run (another
  // process may hold their lock) /healthz answers and /readyz says "starting"; the application
  // takes the requests once everything is open.
  const readiness = new Readiness();
  let handle: RequestListener = startingListener();
  const server: Server = createServer(serverOptions(config.http));
  const drain = new HttpDrain(server);
  server.on('request', drain.wrap((req, res) => handle(req, res)));
  // Request line + headers, and the time a client may take to send a request (slow clients):
  // refused with the documented error body (http/request-limits.ts).
  handleClientErrors(server, config.http);
  server.keepAliveTimeout = 5_000;
  // The worker in this process yields some kinds' slots to the API while it serves requests.
  const activity = new RequestActivity();
  activity.track(server);
  server.listen(config.port, config.host);
  await once(server, 'listening');
  let opened: OpenedServices;
  try {
    opened = await openServices(config, logger);
  } catch (error) {
    await drain.drain();
    throw error;
  }
  const { services, engines } = opened;
  let initialApiKey: string | undefined;
  if (config.bootstrapApiKey) {
    const { created } = await services.apiKeys.ensureBootstrapKey(config.bootstrapApiKey);
    logger.info({ created }, 'bootstrap API key ensured (CRM_BOOTSTRAP_API_KEY)');
  } else {
    // A new workspace is useless without a key, and on the embedded database the CLI cannot
    // run beside the server: hand the first admin key out once, at first start.
    initialApiKey = await services.apiKeys.createInitialKey();
  }
  const stopRegistrySync = await startRegistrySync(services.db, services.registry, services.runtimeMetadata, config.metadataPollMs, logger);
  const worker = config.worker.enabled ? createWorker(services, engines, logger, activity.serving) : undefined;
  worker?.start();
  const metricsServer = config.metrics.port === undefined ? undefined : await startMetricsServer(services.metrics, config.metrics.port, config.metrics.host);
  handle = createApp(services, engines, logger, readiness);
  readiness.started(services.db);
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host === '0.0.0.0' || host === '[::]' ? 'localhost' : host}:${address.port}`,
    database: services.db,
    services,
    engines,
    logger,
    worker,
    initialApiKey,
    metricsUrl: metricsServer?.url,
    close() {
      closing ??= (async () => {
        // /readyz answers 503 from now on (on connections still open); the listener closes, the
        // requests in flight are answered, and meanwhile the worker claims nothing more and
        // finishes the jobs it runs. The caller bounds how long this may take (SHUTDOWN_TIMEOUT_MS).
        readiness.stopping();
        await Promise.all([drain.drain(), worker?.stop()]);
        await metricsServer?.close();
        await stopRegistrySync();
        await closeServices(services);
      })();
      return closing;
    },
  };
}
