// Entry point: `npm start`. Reads the environment, starts the service, shuts down cleanly on
// SIGTERM/SIGINT (readiness 503, no new connections, in-flight requests and jobs finish, the
// database is closed and flushed; bounded by SHUTDOWN_TIMEOUT_MS).
import { loadConfig } from './config/config.ts';
import { idleCollector } from './lib/idle-collection.ts';
import { createLogger } from './lib/logger.ts';
import { exitOnSignals } from './lib/shutdown.ts';
import { startServer } from './server.ts';

async function main() {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, logger);
  // The garbage of the start, and of every metadata change, released once the process is quiet.
  const collector = idleCollector();
  server.services.registry.onChange(() => collector.schedule());
  collector.schedule();
  const database =
    config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' :
    config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dataDir}` : 'embedded PGlite in memory';
  // The handlers go in before the line that says we listen: a supervisor may signal on it.
  exitOnSignals(
    () => {
      collector.stop();
      return server.close();
    },
    config.shutdownTimeoutMs,
    logger,
  );
  logger.info({ url: server.url, database }, 'workspace CRM listening');
  // Humans starting it by hand want the next step, not only JSON.
  const keyHelp = server.initialApiKey
    ? `  API key:   ${server.initialApiKey}\n` +
      `             (admin; created because the workspace had none; shown once, store it now)\n`
    : `  API key:   create one with POST /rest/apiKeys (admin key), or stop the server and run\n` +
      `             npm run cli -- api-key create --name me --role admin\n` +
      `             or start with CRM_BOOTSTRAP_API_KEY=<secret> and use that secret\n`;
  process.stderr.write(
    `\nWorkspace CRM listening on ${server.url} (${database})\n` +
      `  API docs:  ${server.url}/docs\n` +
      keyHelp +
      `  Try:       curl -H "Authorization: Bearer <key>" ${server.url}/rest/people\n\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
