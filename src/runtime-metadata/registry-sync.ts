// Keeps this process's registry in step with the stored metadata, so a pipeline or field
// created through any process is served by every process within a second, without a restart:
// a NOTIFY from the changing transaction wakes it at once, and a poll of the version row (one
// indexed read every METADATA_POLL_MS) covers a lost notification or listener connection. The
// notification of a version this process holds already (its own change installs what it
// commits) is skipped. A notification names the objects the change wrote: a process that holds
// the version before it reads only those, as the changing process did; otherwise (a version
// missed, a poll) a reload reads every definition.
import type { Logger } from 'pino';
import { OutageLog } from '../lib/outage-log.ts';
import type { Unlisten } from '../db/notifications.ts';
import type { Database } from '../db/database.ts';
import { METADATA_CHANNEL, parseChangeNotice, type ChangeNotice, type RuntimeMetadataService } from './runtime-metadata-service.ts';
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
  /** Changes notified and not yet taken up, each read as its own (RuntimeMetadataService.reload). */
  let notices: ChangeNotice[] = [];
  const outage = new OutageLog(logger, 'warn', {
    failing: 'could not refresh the metadata registry; retrying at the next poll',
    recovered: 'the metadata registry refreshes again',
  });
  const sync = (check: boolean, notice?: ChangeNotice) => {
    if (notice) notices.push(notice);
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        const taken = notices.sort((a, b) => a.version - b.version);
        notices = [];
        // Versions only grow (the registry never goes back to an older one).
        if (taken.length) for (const each of taken) await runtime.reload(each);
        else if (!check || (await runtime.storedVersion()) > registry.version) await runtime.reload();
        outage.succeeded();
      } catch (error) {
        // A notice lost here is made up by the next poll (the stored version is newer).
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
    // The payload is the committed version, and the objects the change wrote.
    const notice = parseChangeNotice(payload);
    if (!(notice && runtime.holds(notice.version))) sync(false, notice);
  });
  const timer = setInterval(() => sync(true), pollMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await unlisten();
    await running;
  };
}
