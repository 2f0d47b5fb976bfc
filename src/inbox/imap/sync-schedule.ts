// When channels sync: one schedule of the backbone (`inbox.sync-due`, a row of the job table
// that fires on the service clock) scans for channels due and enqueues their `inbox.sync` jobs,
// one per channel (a dedupe key: a channel whose sync waits or runs gets no second one). A
// channel is due when it has IMAP settings, no sync holds it, and it was never synced, or last
// synced INBOX_SYNC_INTERVAL_MS ago, or failed and its retry time has come (a channel whose
// credentials were refused has none: it waits for new settings or a sync asked for).
//
// The schedule fires every INBOX_SYNC_INTERVAL_MS / 6 (rounded down to a divisor of a minute, 1 s
// to 60 s), so a channel syncs between one interval and 1.17 intervals after its last sync.
import type { Database } from '../../db/database.ts';
import type { JobQueue, NewSchedule } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { clock, isoAt } from '../../lib/clock.ts';
import { INBOX_SYNC_JOB, syncJobKey } from './sync-channel-job.ts';

export const INBOX_SYNC_DUE_JOB = 'inbox.sync-due';

const SECONDS_DIVIDING_A_MINUTE = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60];

/** The due scan's schedule for a sync interval (a cron pattern with seconds, read in UTC). */
export function syncDueSchedule(syncIntervalMs: number): NewSchedule {
  const wanted = syncIntervalMs / 6 / 1000;
  const tick = SECONDS_DIVIDING_A_MINUTE.filter((s) => s <= wanted).at(-1) ?? 1;
  return { name: INBOX_SYNC_DUE_JOB, kind: INBOX_SYNC_DUE_JOB, pattern: tick === 60 ? '0 * * * * *' : `*/${tick} * * * * *`, timezone: 'UTC' };
}

export function syncDueHandler(db: Database, jobs: JobQueue, syncIntervalMs: number): JobHandler {
  return async () => {
    const now = clock.now();
    const enqueued = await db.sql.execute({
      text: `INSERT INTO "job" ("kind", "payload", "run_at", "dedupe_key")
        SELECT $1, jsonb_build_object('channelId', "c"."id"), $2::timestamptz, $4 || "c"."id"::text
        FROM "message_channel" AS "c"
        WHERE "c"."imap_settings" IS NOT NULL
          AND ("c"."sync_lease_until" IS NULL OR "c"."sync_lease_until" < $2::timestamptz)
          AND CASE WHEN "c"."sync_status" = 'FAILED' THEN "c"."sync_retry_at" <= $2::timestamptz
                   ELSE "c"."sync_status" = 'NOT_SYNCED' OR "c"."last_synced_at" IS NULL OR "c"."last_synced_at" <= $3::timestamptz END
        ON CONFLICT ("dedupe_key") DO NOTHING`,
      values: [INBOX_SYNC_JOB, isoAt(now), isoAt(now - syncIntervalMs), syncJobKey('')],
    });
    if (enqueued > 0) jobs.notifyEnqueued();
    return { done: true };
  };
}

/** A sync asked for (POST /rest/messageChannels/{id}/sync): the channel's job, due now. */
export function requestSync(jobs: JobQueue, channelId: string): Promise<void> {
  return jobs.enqueueDue({ kind: INBOX_SYNC_JOB, payload: { channelId }, dedupeKey: syncJobKey(channelId) }, clock.now());
}
