// Keeps this process's registry in step with the stored metadata, so a pipeline or field
// created through any process is served by every process within a second, without a restart:
// a NOTIFY from the changing transaction wakes it at once, and a poll of the version row (one
// indexed read every METADATA_POLL_MS) covers a lost notification or listener connection. The
// notification of a version this process holds already (its own change installs what it
// commits) is skipped: a reload reads every definition.
import type { Logger } from 'pino';
import { OutageLog } from '../lib/outage-log.ts';
import type { Unlisten } from '../db/notifications.ts';
import type { Database } from '../db/database.ts';
import { METADATA_CHANNEL, type RuntimeMetadataService } from './runtime-metadata-service.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';

export type StopSync = () => Promise<void>;

export async function startRegistrySync(
  db: Database,
  registry: MetadataRegistry,
  runtime: RuntimeMetadataService,
  pollMs: number,
  logger: Logger,
): Promise<StopSync> {
  let running: Promise<void> | undefined;
  let again = false;
  const outage = new OutageLog(logger, 'warn', {
    failing: 'could not refresh the metadata registry; retrying at the next poll',
    recovered: 'the metadata registry refreshes again',
  });
  const sync = (check: boolean) => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        // Versions only grow (the registry never goes back to an older one).
        if (!check || (await runtime.storedVersion()) > registry.version) await runtime.reload();
        outage.succeeded();
      } catch (error) {
        outage.failed(error);
      }
    })().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        sync(false);
      }
    });
  };
  const unlisten: Unlisten = await db.listen(METADATA_CHANNEL, (payload) => {
    // The payload is the committed version.
    const version = Number(payload);
    if (!(payload && Number.isInteger(version) && runtime.holds(version))) sync(false);
  });
  const timer = setInterval(() => sync(true), pollMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await unlisten();
    await running;
  };
}
