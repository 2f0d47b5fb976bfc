// Retention of the delivery log (issue 27, point 7): a schedule prunes deliveries older than
// WEBHOOK_DELIVERY_RETENTION_DAYS, their attempts with them (ON DELETE CASCADE), every night. In
// batches of PRUNE_BATCH rows, each its own short statement through the (created_at, id) index,
// so no lock is held long enough to slow the writes that add deliveries meanwhile; a delivery
// still PENDING (being retried) is kept whatever its age.
import type { SqlExecutor } from '../db/sql-executor.ts';
import type { NewSchedule } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { isoAt } from '../lib/clock.ts';

export const PRUNE_DELIVERIES_JOB = 'webhooks.prune';

/** Rows one statement deletes at most. */
export const PRUNE_BATCH = 1_000;

const DAY_MS = 86_400_000;

/** Every night at 03:17 UTC (off the hour, when schedules of many services pile up). */
export const pruneDeliveriesSchedule: NewSchedule = { name: 'webhooks.prune-deliveries', kind: PRUNE_DELIVERIES_JOB, pattern: '17 3 * * *', timezone: 'UTC' };

/** Deletes the deliveries created before `before` that are not PENDING, a batch per statement; answers how many. */
export async function pruneDeliveries(sql: SqlExecutor, before: number, onBatch: () => Promise<unknown> = async () => undefined): Promise<number> {
  let pruned = 0;
  for (;;) {
    const deleted = await sql.execute({
      text: `DELETE FROM "webhook_delivery" WHERE "id" IN (
          SELECT "id" FROM "webhook_delivery" WHERE "created_at" < $1::timestamptz AND "status" <> 'PENDING' ORDER BY "created_at", "id" LIMIT $2)`,
      values: [isoAt(before), PRUNE_BATCH],
    });
    pruned += deleted;
    if (deleted < PRUNE_BATCH) return pruned;
    await onBatch();
  }
}

export function pruneDeliveriesHandler(deps: { sql: SqlExecutor; retentionDays: number; onPruned?: (count: number) => void }): JobHandler {
  return async (job, context) => {
    if (deps.retentionDays === 0) return { done: true };
    // The fire time, not the clock: a run that starts late prunes what its night would have.
    const pruned = await pruneDeliveries(deps.sql, job.runAt - deps.retentionDays * DAY_MS, () => context.extendLease());
    deps.onPruned?.(pruned);
    return { done: true };
  };
}
