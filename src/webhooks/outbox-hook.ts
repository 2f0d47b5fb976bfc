// The webhook outbox: a statement hook (records/write-hooks.ts) that makes every write of an
// event object also write, in the same statement, one delivery row per matching webhook and one
// job per delivery. So a committed change always has its deliveries (even if the process dies
// right after the commit), a rolled-back one has none, and the write pays no extra round trip.
// With no matching webhook the join yields no rows and nothing is written.
//
// The webhook is locked FOR KEY SHARE (the lock the delivery's foreign key takes anyway), and
// so read as committed: a webhook deleted by a concurrent admin is waited for and then yields no
// delivery, instead of failing the write on that foreign key; a changed one is matched with its
// committed operations. A delete waits for the writes that hold the lock (DESIGN.md, "Admin
// changes and writes").
//
// Jobs of one webhook and one record share an ordering key, so that record's events reach that
// webhook in commit order (writes of one record are serialised by its row lock, so their
// statements insert in commit order).
import { eventName, isEventObject, patternsMatching } from '../events/event-names.ts';
import { enqueuedJobRows } from '../jobs/job-queue.ts';
import { isoAt } from '../lib/clock.ts';
import { quoteIdent as q } from '../query/index.ts';
import type { StatementHook } from '../records/write-hooks.ts';

export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';

export function webhookOutboxHook(now: () => number): StatementHook {
  return (parts, params, addExtraRows) => {
    const ctes: string[] = [];
    // Bound only when used: PostgreSQL cannot type a parameter no statement text mentions.
    let at: string | undefined;
    parts.forEach((part, i) => {
      const objectName = part.object.nameSingular;
      if (!isEventObject(part.object)) return;
      at ??= params.add(isoAt(now()), 'timestamptz');
      const deliveries = `wh_delivery_${i}`;
      const jobs = `wh_job_${i}`;
      ctes.push(
        `${q(deliveries)} AS (INSERT INTO "webhook_delivery" ("webhook_id", "event_name", "object_name", "record_id", "record", "before", "updated_fields", "event_date")
          SELECT "h"."id", ${params.add(eventName(objectName, part.action), 'text')}, ${params.add(objectName, 'text')}, "p"."id", "p"."row", "p"."before",
            ${params.add(part.updatedFields ?? [], 'text[]')}, ${at}
          FROM ${q(part.cte)} AS "p" JOIN "webhook" AS "h" ON "h"."operations" && ${params.add(patternsMatching(objectName, part.action), 'text[]')}
          FOR KEY SHARE OF "h"
          RETURNING "id", "webhook_id", "record_id")`,
        `${q(jobs)} AS (INSERT INTO "job" ("kind", "payload", "run_at", "ordering_key")
          SELECT '${WEBHOOK_DELIVERY_JOB}', jsonb_build_object('deliveryId', "d"."id"), ${at}, 'webhook:' || "d"."webhook_id" || ':' || "d"."record_id"
          FROM ${q(deliveries)} AS "d"
          RETURNING "id")`,
      );
      // One row per job: the process that wrote them wakes its worker and notifies the others
      // (JobQueue.notifyEnqueued, after the commit).
      addExtraRows(enqueuedJobRows(jobs));
    });
    return ctes;
  };
}
