// Entry point: `npm run worker`. Runs the job worker alone, without the HTTP server, on the
// database of DATABASE_URL (PostgreSQL: any number of workers and servers may share it). The
// embedded database belongs to one process, so with it the worker runs inside the server.
import { loadConfig } from './config/config.ts';
import { createWorker } from './create-worker.ts';
import { createLogger } from './lib/logger.ts';
import { exitOnSignals } from './lib/shutdown.ts';
import { startMetricsServer } from './observability/metrics-endpoint.ts';
import { startRegistrySync } from './runtime-metadata/registry-sync.ts';
import { openServices } from './server.ts';
import { closeServices } from './services.ts';

async function main() {
  const config = loadConfig(process.env);
  if (config.database.kind !== 'postgres') {
    throw new Error('npm run worker needs DATABASE_URL=postgresql://...; with the embedded database the server runs the worker itself');
  }
  const logger = createLogger(config.logLevel);
  const { services, engines } = await openServices(config, logger, 'worker');
  const stopRegistrySync = await startRegistrySync(services.db, services.registry, services.runtimeMetadata, config.metadataPollMs, logger);
  const worker = createWorker(services, engines, logger);
  worker.start();
  // No API here: the metrics only on a port of their own (METRICS_PORT).
  const metricsServer = config.metrics.port === undefined ? undefined : await startMetricsServer(services.metrics, config.metrics.port, config.metrics.host);
  // The handlers go in before the line that says we run: a supervisor may signal on it.
  // The worker claims nothing more and finishes the jobs it runs.
  exitOnSignals(
    async () => {
      await worker.stop();
      await metricsServer?.close();
      await stopRegistrySync();
      await closeServices(services);
    },
    config.shutdownTimeoutMs,
    logger,
  );
  logger.info({ workerId: worker.id, metrics: metricsServer?.url }, 'job worker running');
}

main().catch((error) => {
  process.stderr.write(`worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
