// The one place every record write passes through. A write is ONE SQL statement: each part of
// it (the INSERT, the UPDATE, every step of the delete rules) is a data-modifying CTE, and
// statement hooks add CTEs of their own that read those parts (the webhook outbox, workflow
// triggers, audit). So what a hook records commits or rolls back with the change itself, and
// costs no extra round trip.
import type { RecordAction, RecordEvent, WriteActor, WriteCause } from '../events/record-event.ts';
import type { SqlParams } from '../query/index.ts';
import type { ObjectMetadata } from '../metadata/types.ts';

/**
 * One part of a write statement: a CTE named `cte` whose rows are the records it wrote, with
 * the columns `id` (uuid), `row` (jsonb: the row after the write; for deletes, the row removed)
 * and `before` (jsonb: updates only, the row before the write; else NULL).
 */
export interface WrittenPart {
  cte: string;
  object: ObjectMetadata;
  action: RecordAction;
  /** Plain updates: the API fields the request changed (same for every row of the part). */
  updatedFields?: string[];
  /** Who wrote (every part of a statement has the same; for a delete part, the deleter). */
  actor: WriteActor;
  /** Why an engine wrote, when one did: a trigger hook reads the chain depth to refuse loops. */
  cause?: WriteCause;
}

/**
 * Adds CTEs to a write statement, e.g. `"outbox" AS (INSERT INTO ... SELECT ... FROM "w0")`.
 * They must be data-modifying (INSERT/UPDATE/DELETE): PostgreSQL runs those whether or not the
 * statement reads them, and runs a plain SELECT CTE only when something reads it. Values are
 * bound through `params`, never spliced. `addExtraRows(select)` returns rows of the hook's own
 * (`SELECT <jsonb> AS "row" FROM ...`) with the statement's result, for its commit listener.
 */
export type StatementHook = (parts: WrittenPart[], params: SqlParams, addExtraRows: (select: string) => void) => string[];

/** A committed write statement, as its commit listeners see it. */
export interface CommittedWrite {
  /** One event per record written, in part order (decoded on first call). */
  events(): RecordEvent[];
  /** The rows the statement hooks asked for with addExtraRows. */
  extraRows: Array<Record<string, unknown>>;
}

/** Told, in-process and after the commit, what a write did (wakes the worker; tests observe). */
export type CommitListener = (write: CommittedWrite) => void;
