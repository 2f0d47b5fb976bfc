// Builds one write statement out of parts (data-modifying CTEs of the same shape, see
// WrittenPart) plus the CTEs the statement hooks add, and turns its result rows back into
// records and events. One statement means one round trip and no BEGIN/COMMIT: PostgreSQL runs
// a statement atomically, so a failing part or hook rolls the whole write back.
import { quoteIdent as q, recordJsonSql, SqlParams } from '../../query/index.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { SqlStatement } from '../../db/sql-executor.ts';
import { rowToRecord } from '../codec/row-to-record.ts';
import type { RecordAction, RecordEvent, WriteActor, WriteCause } from '../../events/record-event.ts';
import type { StatementHook, WrittenPart } from '../write-hooks.ts';

/**
 * The columns every part returns (see WrittenPart): the row of `alias` and, for updates and
 * deletes through a locked copy, the row as it was (`before`: the alias of that copy).
 */
export const PART_RETURNING = (object: ObjectMetadata, alias: string, before?: string) =>
  `RETURNING ${q(alias)}."id", ${recordJsonSql(object, alias)} AS "row", ${before ? recordJsonSql(object, before) : 'NULL::jsonb'} AS "before"`;

export interface ResultRow {
  part: number;
  row: Record<string, unknown>;
  before: Record<string, unknown> | null;
}

/** Who made a write and, for an engine's, why: every part of its statement carries both. */
export interface WriteOrigin {
  actor: WriteActor;
  cause?: WriteCause;
}

export class WriteStatement {
  readonly params = new SqlParams();
  private readonly ctes: string[] = [];
  readonly parts: WrittenPart[] = [];
  private readonly extras: string[] = [];
  private readonly actor: WriteActor;
  private readonly cause?: WriteCause;

  constructor(origin: WriteOrigin) {
    // Only who wrote travels with the events, not what the caller may do (an Actor's role).
    const { kind, id, name, source, workspaceMemberId } = origin.actor;
    this.actor = { kind, id, name, source, ...(workspaceMemberId ? { workspaceMemberId } : {}) };
    this.cause = origin.cause;
  }

  /** Adds a part: `body` is the INSERT/UPDATE/DELETE ... RETURNING (PART_RETURNING). */
  addPart(object: ObjectMetadata, action: RecordAction, body: string, updatedFields?: string[]): WrittenPart {
    const part: WrittenPart = {
      cte: `w${this.parts.length}`,
      object,
      action,
      ...(updatedFields ? { updatedFields } : {}),
      actor: this.actor,
      ...(this.cause ? { cause: this.cause } : {}),
    };
    this.parts.push(part);
    this.ctes.push(`${q(part.cte)} AS (${body})`);
    return part;
  }

  /** A read-only CTE that parts refer to (e.g. the blockers a delete must not go past). */
  addCte(name: string, body: string): void {
    this.ctes.push(`${q(name)} AS (${body})`);
  }

  /** Rows returned with part number -1: `SELECT <jsonb> AS "row" FROM ...`. */
  addExtraRows(select: string): void {
    this.extras.push(select);
  }

  build(hooks: StatementHook[]): SqlStatement {
    const hookCtes = hooks.flatMap((hook) => hook(this.parts, this.params, (select) => this.addExtraRows(select)));
    const selects = [
      ...this.parts.map((part, i) => `SELECT ${i} AS "part", "row", "before" FROM ${q(part.cte)}`),
      ...this.extras.map((select) => `SELECT -1 AS "part", "row", NULL::jsonb AS "before" FROM (${select}) AS "extra"`),
    ];
    return {
      text: `WITH ${[...this.ctes, ...hookCtes].join(',\n')}\n${selects.join('\nUNION ALL\n')}`,
      values: this.params.values,
      prepare: true, // parts and hooks return the fixed ("part", "row", "before") columns
    };
  }

  /** Result rows -> one event per record written, in part order. */
  events(rows: ResultRow[]): RecordEvent[] {
    const events: RecordEvent[] = [];
    const origin = { actor: this.actor, ...(this.cause ? { cause: this.cause } : {}) };
    for (const row of rows) {
      if (row.part < 0) continue;
      const part = this.parts[row.part];
      const record = rowToRecord(part.object, row.row);
      if (part.action !== 'updated') {
        events.push({ action: part.action, object: part.object, record, ...origin });
        continue;
      }
      const before = row.before ? rowToRecord(part.object, row.before) : undefined;
      events.push({
        action: 'updated',
        object: part.object,
        record,
        ...(before ? { before } : {}),
        updatedFields: part.updatedFields ?? (before ? changedFields(part.object, before, record) : []),
        ...origin,
      });
    }
    return events;
  }
}

/** Fields the service stamps on every update: never "what changed". */
const STAMPED_ON_UPDATE = new Set(['updatedAt', 'updatedBy']);

/** API fields whose value differs (updates by delete rules: the join fields they cleared). */
export function changedFields(object: ObjectMetadata, before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return object.fields
    .filter((f) => !STAMPED_ON_UPDATE.has(f.name) && f.name in after && JSON.stringify(before[f.name]) !== JSON.stringify(after[f.name]))
    .map((f) => f.name);
}
