// The `inbox.sync` job (issue 23, point 4): one run reads at most SYNC_BATCH new messages of one
// channel's IMAP account and imports each through InboxService.importMessage as the channel's
// engine actor (createdBy EMAIL), IMPORTS_AT_ONCE at a time where they share no thread, then
// saves the cursor; when messages are left the same job
// goes on at once (waitUntil now). One sync per channel at a time: the job holds a lease on the
// channel row, which a run of the same job takes back at once (a worker killed mid-sync) and
// any other waits out. syncStatus: ONGOING while it runs, ACTIVE when the account is read to
// its end, FAILED with syncError otherwise. Refused credentials (and a password that cannot be
// opened) wait for new settings or a sync asked for; other failures (network, timeouts) are
// tried again by the schedule after a backoff that doubles per failure in a row.
import type { Logger } from 'pino';
import type { InboxConfig } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { sqlState } from '../../errors/database-errors.ts';
import type { SqlExecutor } from '../../db/sql-executor.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { isoAt, clock } from '../../lib/clock.ts';
import { startHeartbeat } from '../../lib/heartbeat.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { MetadataRegistry } from '../../metadata/registry.ts';
import { engineActor, type Actor } from '../../records/actor.ts';
import type { RecordService } from '../../records/record-service.ts';
import type { InboxService, MessageImport } from '../../messages/inbox-service.ts';
import { ImapCredentialsRefused, ImapReader, type SyncCursor } from './imap-reader.ts';
import type { StoredImapSettings } from './imap-settings.ts';
import { messageFromMail } from './message-from-mail.ts';
import { inGroups, relatedGroups } from './related-groups.ts';

/** Messages one run imports at most; the next run of the job goes on. */
export const SYNC_BATCH = 100;
/** Transactions of one batch in flight: their messages share no thread (related-groups.ts). */
const IMPORTS_AT_ONCE = 4;
/**
 * Messages imported per transaction: one commit per ten. A transaction holds PGlite's only
 * connection, so it stays short (~0.1 s); one message's failure retries its nine neighbours too.
 */
const IMPORTS_PER_TRANSACTION = 10;
/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';
/** The longest wait between tries of a channel that keeps failing. */
const MAX_BACKOFF_MS = 3_600_000;

interface LeasedChannel extends Record<string, unknown> {
  type: string;
  handle: string;
  imap_settings: StoredImapSettings | null;
  imap_password: string | null;
  sync_cursor: SyncCursor | null;
  sync_failures: number;
  sync_status: string | null;
}

/** The syncError of a channel whose stored password none of the configured keys opens. */
export const PASSWORD_CANNOT_BE_OPENED =
  'the stored IMAP password cannot be opened with CRM_SECRET_KEY or CRM_SECRET_KEY_PREVIOUS (was the key changed? ' +
  'put the old key in CRM_SECRET_KEY_PREVIOUS, or write imapSettings again)';

/** A failure that waits for the user (new settings, or a sync asked for): no retry by the schedule. */
class NeedsAttention extends Error {}

export interface SyncDependencies {
  db: Database;
  records: RecordService;
  registry: MetadataRegistry;
  inbox: InboxService;
  /** The sealer under CRM_SECRET_KEY (opening under CRM_SECRET_KEY_PREVIOUS too); undefined when it is unset. */
  box: SecretBox | undefined;
  config: InboxConfig;
  /** How long the channel's lease lasts; a heartbeat renews it while a run lasts. */
  leaseMs: number;
  logger: Logger;
}

export function syncChannelHandler(deps: SyncDependencies): JobHandler {
  const { db, records, registry, inbox, box, config, leaseMs, logger } = deps;
  const channelObject = () => registry.get('messageChannel');

  /** Takes the channel's lease for this job; the channel, or the end of another's lease. */
  const lease = async (channelId: string, owner: string): Promise<{ leased: LeasedChannel } | { busyUntil: number } | undefined> => {
    const now = clock.now();
    const [leased] = await db.sql.query<LeasedChannel>({
      text: `UPDATE "message_channel" SET "sync_lease_until" = $2::timestamptz, "sync_lease_owner" = $3
        WHERE "id" = $1::uuid AND "imap_settings" IS NOT NULL
          AND ("sync_lease_owner" = $3 OR "sync_lease_until" IS NULL OR "sync_lease_until" < $4::timestamptz)
        RETURNING "type", "handle", "imap_settings", "imap_password", "sync_cursor", "sync_failures", "sync_status"`,
      values: [channelId, isoAt(now + leaseMs), owner, isoAt(now)],
    });
    if (leased) return { leased };
    const [held] = await db.sql.query<{ until: number | null }>({
      text: `SELECT (extract(epoch FROM "sync_lease_until") * 1000)::float8 AS "until" FROM "message_channel" WHERE "id" = $1::uuid AND "imap_settings" IS NOT NULL`,
      values: [channelId],
    });
    return held?.until ? { busyUntil: held.until } : undefined;
  };

  /** Writes the channel's sync fields as its engine and its failures in a row, and ends the lease unless `keepLease`. */
  const settle = async (
    channelId: string,
    owner: string,
    actor: Actor,
    fields: Record<string, unknown>,
    failures: number,
    keepLease = false,
  ) => {
    await db.sql.transaction(async (tx) => {
      await records.update(actor, channelObject(), channelId, fields, { sql: tx, engineFields: true });
      await tx.execute({
        text: `UPDATE "message_channel" SET "sync_failures" = $3,
            "sync_lease_until" = CASE WHEN $4 THEN "sync_lease_until" END, "sync_lease_owner" = CASE WHEN $4 THEN "sync_lease_owner" END
          WHERE "id" = $1::uuid AND "sync_lease_owner" = $2`,
        values: [channelId, owner, failures, keepLease],
      });
    });
  };

  /**
   * Imports messages in one transaction. Two chunks may both move one stored thread's
   * lastMessageAt (replies to two of its messages) and each wait for a row the other holds: the
   * chunk PostgreSQL picks as the deadlock's victim is imported again one message at a time.
   */
  const importChunk = async (actor: Actor, messages: MessageImport[]) => {
    const importAll = async (tx: SqlExecutor) => {
      for (const message of messages) await inbox.importMessage(actor, message, { sql: tx });
    };
    try {
      await db.sql.transaction(importAll);
    } catch (error) {
      if (sqlState(error) !== DEADLOCK || messages.length === 1) throw error;
      logger.info({ messages: messages.length }, 'inbox: a sync chunk met a deadlock; importing it one message at a time');
      for (const message of messages) await inbox.importMessage(actor, message);
    }
  };

  return async (job, context) => {
    const { channelId } = job.payload as { channelId: string };
    const owner = `job:${job.id}`;
    const taken = await lease(channelId, owner);
    if (!taken) return { done: true }; // deleted, or its settings removed
    if ('busyUntil' in taken) return { waitUntil: Math.max(taken.busyUntil, clock.now()) + 1 };
    const channel = taken.leased;
    const actor = engineActor('emailChannel', channelId, channel.handle);
    if (channel.sync_status !== 'ONGOING') await records.update(actor, channelObject(), channelId, { syncStatus: 'ONGOING' }, { engineFields: true });

    // A slow server may make one batch outlast the leases: both are renewed while the run lasts.
    const stopHeartbeat = startHeartbeat(
      () =>
        Promise.all([
          context.extendLease(),
          db.sql.execute({
            text: `UPDATE "message_channel" SET "sync_lease_until" = $3::timestamptz WHERE "id" = $1::uuid AND "sync_lease_owner" = $2`,
            values: [channelId, owner, isoAt(clock.now() + leaseMs)],
          }),
        ]),
      leaseMs / 3,
    );
    let reader: ImapReader | undefined;
    try {
      if (channel.type !== 'email') throw new NeedsAttention(`only an email channel syncs over IMAP; this one is ${channel.type}`);
      if (!box) throw new NeedsAttention('CRM_SECRET_KEY is unset: the stored IMAP password cannot be opened');
      let password: string;
      try {
        password = box.open(channel.imap_password ?? '');
      } catch {
        throw new NeedsAttention(PASSWORD_CANNOT_BE_OPENED);
      }
      reader = await ImapReader.connect(channel.imap_settings!, password, config.imapTimeoutMs);
      const cursor: SyncCursor = { ...(channel.sync_cursor ?? {}) };
      let budget = SYNC_BATCH;
      let more = false;
      for (const mailbox of await reader.mailboxes()) {
        if (budget === 0) {
          more = true;
          break;
        }
        const read = await reader.read(mailbox, cursor[mailbox.path], budget);
        const parsed = await Promise.all(read.messages.map((message) => messageFromMail(message, channel.handle)));
        await inGroups(relatedGroups(parsed), { concurrency: IMPORTS_AT_ONCE, chunk: IMPORTS_PER_TRANSACTION }, (messages) => importChunk(actor, messages));
        budget -= read.messages.length;
        cursor[mailbox.path] = read.cursor;
        more ||= read.more;
      }
      await reader.close();
      reader = undefined;
      if (more) {
        await settle(channelId, owner, actor, { syncCursor: cursor }, 0, true);
        return { waitUntil: clock.now() };
      }
      const now = clock.now();
      await settle(channelId, owner, actor, { syncCursor: cursor, syncStatus: 'ACTIVE', syncError: null, lastSyncedAt: isoAt(now) }, 0);
      return { waitUntil: now + config.syncIntervalMs };
    } catch (error) {
      await reader?.close();
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof NeedsAttention || error instanceof ImapCredentialsRefused) {
        await settle(channelId, owner, actor, { syncStatus: 'FAILED', syncError: message }, channel.sync_failures + 1);
        return { done: true };
      }
      const failures = channel.sync_failures + 1;
      const retryAt = clock.now() + Math.min(config.syncIntervalMs * 2 ** (failures - 1), MAX_BACKOFF_MS);
      logger.warn({ err: error, channelId, failures }, 'inbox: IMAP sync failed; it will be tried again');
      await settle(
        channelId,
        owner,
        actor,
        { syncStatus: 'FAILED', syncError: `${describeFailure(error)}; trying again at ${isoAt(retryAt)}` },
        failures,
      );
      return { waitUntil: retryAt };
    } finally {
      stopHeartbeat();
    }
  };
}

/** What the user reads in syncError: the network error's code with its message. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
}
