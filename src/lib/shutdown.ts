// What a process (the server, `npm run worker`) does on SIGTERM/SIGINT: `stop` once, then exit 0;
// exit 1 if it failed, or if it did not end within `timeoutMs` (SHUTDOWN_TIMEOUT_MS), so a
// request or job that never ends cannot keep the process alive until the supervisor kills it.
import type { Logger } from 'pino';

export function exitOnSignals(stop: () => Promise<unknown>, timeoutMs: number, logger: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutMs }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ timeoutMs }, `shutdown took longer than SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms); exiting`);
      process.exit(1);
    }, timeoutMs);
    force.unref();
    stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
