// When a channel syncs. Each email channel with IMAP settings has one `inbox.sync` job (dedupe key
// `inbox.sync:<channelId>`): it runs, then waits INBOX_SYNC_INTERVAL_MS on the service clock
// for its next run (sync-channel-job.ts), so channels without settings cost nothing and no
// scan runs. Writing `imapSettings` makes the job due at once, in the write's own statement (a
// statement hook: the settings and their sync commit together); `POST /rest/messageChannels/
// {id}/sync` does the same (requestSync). A job that waits is brought forward; one that runs is
// left alone (it is that sync).
import { BRING_FORWARD_ON_CONFLICT, enqueuedJobRows, type JobQueue } from '../../jobs/job-queue.ts';
import { clock, isoAt } from '../../lib/clock.ts';
import { quoteIdent as q } from '../../query/index.ts';
import type { StatementHook } from '../../records/write-hooks.ts';

export const INBOX_SYNC_JOB = 'inbox.sync';

/** The dedupe key of a channel's sync job: one waiting or running per channel. */
export const syncJobKey = (channelId: string) => `${INBOX_SYNC_JOB}:${channelId}`;

/** Makes the job of each written channel with settings due now (or creates it). */
export function syncOnSettingsHook(now: () => number): StatementHook {
  return (parts, params, addExtraRows) =>
    parts.flatMap((part, i) => {
      if (part.object.nameSingular !== 'messageChannel' || (part.action !== 'created' && part.action !== 'updated')) return [];
      if (part.action === 'updated' && !part.updatedFields?.includes('imapSettings')) return [];
      const jobs = `inbox_sync_${i}`;
      const at = params.add(isoAt(now()), 'timestamptz');
      const keyPrefix = params.add(syncJobKey(''), 'text');
      addExtraRows(enqueuedJobRows(jobs));
      return [
        `${q(jobs)} AS (INSERT INTO "job" ("kind", "payload", "run_at", "dedupe_key")
          SELECT '${INBOX_SYNC_JOB}', jsonb_build_object('channelId', "c"."id"), ${at}, ${keyPrefix} || "c"."id"
          FROM ${q(part.cte)} AS "c"
          WHERE jsonb_typeof("c"."row" -> 'imap_settings') = 'object'
          ${BRING_FORWARD_ON_CONFLICT}
          RETURNING "id")`,
      ];
    });
}

/** A sync asked for (POST /rest/messageChannels/{id}/sync): the channel's job, due now. */
export function requestSync(jobs: JobQueue, channelId: string): Promise<void> {
  return jobs.enqueueDue({ kind: INBOX_SYNC_JOB, payload: { channelId }, dedupeKey: syncJobKey(channelId) }, clock.now());
}
