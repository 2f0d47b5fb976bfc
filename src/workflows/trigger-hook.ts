// DATABASE_EVENT triggers: a statement hook (records/write-hooks.ts), modelled on the webhook
// outbox. Every write of an event object also writes, in the same statement, one run per ACTIVE
// version whose trigger names the event (`workflow_event_trigger`, by canonical event name) and
// one `workflow.start` job per run carrying the raw rows; that job renders them into the
// trigger's output with the record layer's codec, as webhook deliveries are rendered. With no
// matching trigger the join yields no row and nothing is written. A rollback writes nothing.
//
// Admin changes (DESIGN.md, "Admin changes and writes"): the hook locks each matched version
// (FOR KEY SHARE) before the workflow's row (the run counter), the order every admin change
// takes too (activation, deactivation and deletes lock the versions first). So a delete or a
// deactivation waits for the writes that matched the version and the writes after it wait for
// the admin's commit, then see the version gone or no longer ACTIVE and start no run: neither
// side deadlocks, and no run names a deleted version (which would fail the write's foreign key).
//
// Loops: a write made by a run carries the run's chain depth (its cause); a run it would start
// is one deeper. Deeper than `maxChainDepth`, the run is written FAILED naming the limit, and
// nothing more starts.
import { eventName, isEventObject } from '../events/event-names.ts';
import { enqueuedJobRows } from '../jobs/job-queue.ts';
import { isoAt } from '../lib/clock.ts';
import { quoteIdent as q } from '../query/index.ts';
import type { StatementHook } from '../records/write-hooks.ts';

export const WORKFLOW_START_JOB = 'workflow.start';

/** `mayMatch(event)`: false when no trigger can name the event (event-trigger-names.ts); the join is then left out. */
export function workflowTriggerHook(now: () => number, maxChainDepth: number, mayMatch: (event: string) => boolean = () => true): StatementHook {
  return (parts, params, addExtraRows) =>
    parts.flatMap((part, i) => {
      if (!isEventObject(part.object)) return [];
      const objectName = part.object.nameSingular;
      const event = eventName(objectName, part.action);
      if (!mayMatch(event)) return [];
      const depth = (part.cause?.chainDepth ?? 0) + 1;
      const tooDeep = depth > maxChainDepth;
      const at = params.add(isoAt(now()), 'timestamptz');
      const eventParam = params.add(event, 'text');
      const { actor } = part;
      const [source, member, name] = [params.add(actor.source, 'text'), params.add(actor.workspaceMemberId ?? null, 'text'), params.add(actor.name, 'text')];
      const matches = `wf_match_${i}`;
      const numbers = `wf_number_${i}`;
      const runs = `wf_run_${i}`;
      const jobs = `wf_start_${i}`;
      const ctes = [
        // Referenced twice, so PostgreSQL computes it once: each run's id is the same in both inserts.
        // The version is locked FOR KEY SHARE (as the run's foreign key would lock it), which
        // reads it again as committed: a version deactivated or deleted meanwhile is waited for
        // and then yields no row, so the write starts no run instead of failing.
        `${q(matches)} AS (SELECT gen_random_uuid() AS "run_id", "t"."workflow_id", "t"."workflow_version_id", "v"."trigger", "v"."steps", "p"."id" AS "record_id", "p"."row", "p"."before"
          FROM ${q(part.cte)} AS "p" JOIN "workflow_event_trigger" AS "t" ON "t"."event_name" = ${eventParam}
          JOIN "workflow_version" AS "v" ON "v"."id" = "t"."workflow_version_id" AND "v"."status" = 'ACTIVE'
          FOR KEY SHARE OF "v")`,
        // Run numbers: each workflow's counter moves by its runs here (its row locked until the
        // write commits), so naming costs the same after a million runs as after one.
        `${q(numbers)} AS (UPDATE "workflow" AS "w" SET "run_count" = "w"."run_count" + "c"."runs"
          FROM (SELECT "workflow_id", count(*)::int AS "runs" FROM ${q(matches)} GROUP BY "workflow_id") AS "c"
          WHERE "w"."id" = "c"."workflow_id"
          RETURNING "w"."id", "w"."run_count" - "c"."runs" AS "before")`,
        `${q(runs)} AS (INSERT INTO "workflow_run" ("id", "name", "workflow_id", "workflow_version_id", "status", "state", "chain_depth", "enqueued_at", "ended_at",
            "created_by_source", "created_by_workspace_member_id", "created_by_name", "updated_by_source", "updated_by_workspace_member_id", "updated_by_name")
          SELECT "m"."run_id",
            '#' || ("n"."before" + row_number() OVER (PARTITION BY "m"."workflow_id" ORDER BY "m"."record_id")),
            "m"."workflow_id", "m"."workflow_version_id", ${tooDeep ? `'FAILED'` : `'ENQUEUED'`},
            jsonb_build_object('flow', jsonb_build_object('trigger', "m"."trigger", 'steps', "m"."steps"),
              'stepInfos', jsonb_build_object('trigger', jsonb_build_object('status', ${tooDeep ? `'FAILED'` : `'RUNNING'`})),
              'workflowRunError', ${
                tooDeep
                  ? params.add(`not started: ${event} was written by a chain of ${depth - 1} workflow runs; WORKFLOW_MAX_CHAIN_DEPTH is ${maxChainDepth}`, 'text')
                  : 'NULL::text'
              },
              'triggerUserName', ${name}),
            ${params.add(depth, 'int')}, ${at}, ${tooDeep ? at : 'NULL::timestamptz'}, ${source}, ${member}, ${name}, ${source}, ${member}, ${name}
          FROM ${q(matches)} AS "m" JOIN ${q(numbers)} AS "n" ON "n"."id" = "m"."workflow_id"
          RETURNING "id")`,
      ];
      if (!tooDeep) {
        // A job only for a run written (a start job naming no run would fail in the worker).
        ctes.push(
          `${q(jobs)} AS (INSERT INTO "job" ("kind", "payload", "run_at")
            SELECT '${WORKFLOW_START_JOB}', jsonb_build_object('runId', "m"."run_id", 'eventName', ${eventParam}, 'objectName', ${params.add(objectName, 'text')},
              'row', "m"."row", 'before', "m"."before", 'updatedFields', ${params.add(JSON.stringify(part.updatedFields ?? null), 'jsonb')}), ${at}
            FROM ${q(matches)} AS "m" JOIN ${q(runs)} AS "r" ON "r"."id" = "m"."run_id"
            RETURNING "id")`,
        );
        addExtraRows(enqueuedJobRows(jobs));
      }
      return ctes;
    });
}
