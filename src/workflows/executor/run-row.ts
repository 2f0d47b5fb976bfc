// A run's row as the executor's jobs read it: locked for their transaction, with the workflow's
// name (the workflow writes as itself) and its version's run role (it writes with the role of the
// key that activated the version), and the workflow as an actor.
import type { SqlExecutor } from '../../db/sql-executor.ts';
import type { RunState } from '../run-state.ts';
import { runRole, workflowActor } from '../workflow-objects.ts';

export type LockedRun = {
  id: string;
  workflow_id: string;
  workflow_name: string | null;
  status: string;
  state: RunState;
  chain_depth: number;
  activated_by_role: string | null;
};

/** The run `runId` locked until `tx` ends; undefined when it is gone (its workflow deleted). */
export async function lockRunRow(tx: SqlExecutor, runId: string): Promise<LockedRun | undefined> {
  const [run] = await tx.query<LockedRun>({
    text: `SELECT "r"."id"::text, "r"."workflow_id"::text, "w"."name" AS "workflow_name", "r"."status", "r"."state", "r"."chain_depth",
        "v"."activated_by_role"
      FROM "workflow_run" AS "r" JOIN "workflow" AS "w" ON "w"."id" = "r"."workflow_id" JOIN "workflow_version" AS "v" ON "v"."id" = "r"."workflow_version_id"
      WHERE "r"."id" = $1::uuid FOR UPDATE OF "r"`,
    values: [runId],
    // Every job of every run sends this text: planned once per connection.
    prepare: true,
  });
  return run;
}

/** The workflow of `run`, writing as itself with its version's run role. */
export const runActor = (run: LockedRun) => workflowActor(run.workflow_id, run.workflow_name, runRole(run.activated_by_role));
