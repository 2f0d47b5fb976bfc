// The one generic record layer: list, get, create (one or a batch), update, delete for every
// object, driven by its metadata. REST handlers, GraphQL resolvers, workflows and sequences all
// call this; validation, permissions and write hooks (events) therefore live here once.
//
// Every write is one SQL statement (write/write-statement.ts): one round trip, atomic without
// BEGIN/COMMIT, with the statement hooks' rows (the outbox) written by the same statement.
// Relation ids are checked by the database's foreign keys; only when one refuses does the layer
// look up which ids are missing, to name them in the 400.
import type { Database } from '../db/database.ts';
import { sqlState, uniqueViolationColumns } from '../errors/database-errors.ts';
import type { ArrayRows, Row, SqlExecutor, SqlStatement } from '../db/sql-executor.ts';
import { AppError, badRequest, notFound, validationFailed } from '../errors/app-error.ts';
import { newRecordId } from '../lib/record-id.ts';
import { withArticle } from '../lib/sentences.ts';
import { normalizeUuid, notAUuid } from '../lib/uuid.ts';
import { columnOf, type MetadataRegistry } from '../metadata/registry.ts';
import { isRelation, isScalar, type ObjectMetadata } from '../metadata/types.ts';
import { buildListQuery, filterWhere, type RecordFilter, liveSql, parseDepth, quoteIdent as q, recordColumnsSql, SqlParams, type Depth, type ListQuery, type ListQueryInput, type Visibility } from '../query/index.ts';
import { buildPartitionedListQuery, PARENT_KEY, planFields, projectedColumnsSql, type FieldProjection, type OrderByTerm } from '../query/index.ts';
import { projectRecord, type AnswerShape } from './answer-shape.ts';
import type { Actor } from './actor.ts';
import { actorColumns } from './codec/actor-columns.ts';
import { encodeColumns, type ColumnValues } from './codec/encode-columns.ts';
import { applyDerivedFields } from './codec/derived-fields.ts';
import { arrayRowsDecoder, projectedArrayRowsDecoder, projectedRowToRecord, rowToRecord, type ApiRecord } from './codec/row-to-record.ts';
import { validateInput, type ValidatedInput, type WriteMode } from './codec/validate-input.ts';
import { embedRelations } from './depth/embed-relations.ts';
import { findMissingRelationTargets } from './relation-checks.ts';
import { addDeleteParts } from './write/delete-records.ts';
import { InsertCoalescer } from './write/insert-coalescer.ts';
import { addInsertPart } from './write/insert-records.ts';
import { addRepointParts, type RepointTarget } from './write/repoint-records.ts';
import { addUpdatePart } from './write/update-record.ts';
import { addSoftDeletePart } from './write/soft-delete.ts';
import { WriteStatement, type ResultRow, type WriteOrigin } from './write/write-statement.ts';
import type { RecordEvent, WriteCause } from '../events/record-event.ts';
import type { CommitListener, CommittedWrite, StatementHook } from './write-hooks.ts';
import { InputRules, type InputRule } from './input-rules.ts';
import { assertMayWrite } from './write-role.ts';

export const MAX_BATCH_SIZE = 60;
/** Records one bulk delete or update by filter may touch. */
export const MAX_BULK_RECORDS = 1_000;

/** SQLSTATE foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';
/** SQLSTATE unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** The API fields of the object's unique index (uniqueFields) that a unique violation hit. */
function uniqueFieldsHit(object: ObjectMetadata, error: unknown): string[] | undefined {
  const columns = uniqueViolationColumns(error);
  if (!columns) return undefined;
  const fields = columns.map((column) => object.fields.find((field) => isScalar(field) && field.column === column)?.name);
  return fields.every((name): name is string => name !== undefined) && fields.some((name) => name !== 'id') ? fields : undefined;
}

/** Items of one batch that bring the same id. */
function repeatedIds(inputs: ValidatedInput[], label: (index: number) => string): string[] {
  const first = new Map<unknown, number>();
  const problems: string[] = [];
  inputs.forEach((input, i) => {
    const id = input.get('id');
    if (id === undefined) return;
    const earlier = first.get(id);
    if (earlier === undefined) first.set(id, i);
    else problems.push(`${label(i)}id: '${String(id)}' is also the id of item [${earlier}]`);
  });
  return problems;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface RecordPage {
  records: ApiRecord[];
  pageInfo: PageInfo;
  totalCount: number;
}

export interface ListInput extends ListQueryInput {
  depth?: unknown;
  /** `?fields=`: the record's fields to answer (and select); all when absent. */
  fields?: unknown;
  /** false: the caller reads no totalCount (a GraphQL page that does not select it), so it is not counted. */
  count?: boolean;
  /** How an error names the cursor parameters (GraphQL's `after` / `before`); REST's names when absent. */
  cursorNames?: { startingAfter: string; endingBefore: string };
}

/** A record id from a path: its lowercase UUID, or a 400 INVALID_ID. */
export function checkId(id: string): string {
  const normalized = normalizeUuid(id);
  if (!normalized) throw badRequest('INVALID_ID', `id: ${notAUuid(id)}`);
  return normalized;
}

/**
 * Where a write runs, and why. `sql`: a transaction's executor (`db.sql.transaction(async (tx) =>
 * ...)`): the write and its statement hooks commit or roll back with the caller's other
 * statements, single creates skip the insert coalescer, and the commit listeners run after the
 * caller's COMMIT, never after a ROLLBACK. No network I/O inside such a transaction: on PGlite it
 * holds the only connection. `cause`: the engine run that writes (events/record-event.ts), seen
 * by the statement hooks and carried by the events.
 */
export interface WriteOptions {
  sql?: SqlExecutor;
  cause?: WriteCause;
  /**
   * The body is the owning engine's own (never a client's nor a workflow step's): it may write
   * the object's engineManaged fields (a workflow version's status), and the object's write role
   * is not asked of the actor (write-role.ts). Set only by engine code.
   */
  engineFields?: boolean;
  /**
   * Inside a caller's transaction: every related id the write sets was just read or written by
   * that transaction, so no savepoint is taken to name a missing one (a record deleted meanwhile
   * still fails the write, as the generic 400 of a foreign key, and the transaction with it).
   */
  knownRelations?: boolean;
}

const originOf = (actor: Actor, options: WriteOptions): WriteOrigin => ({ actor, ...(options.cause ? { cause: options.cause } : {}) });

/** One write of RecordService.writeTogether: records of `object` to create, or one to update. */
export type TogetherWrite =
  | { object: ObjectMetadata; create: unknown[] }
  /** `skipIfGone`: a record deleted meanwhile (e.g. by an admin's concurrent delete) is left out, not a 404. */
  | { object: ObjectMetadata; update: { id: string; body: unknown }; skipIfGone?: boolean };

/** How a read runs: in a caller's transaction, and which relations it embeds. */
export interface ReadOptions {
  sql?: SqlExecutor;
  relations?: readonly string[];
  /** `?fields=` of a get: the record's fields to answer (and select); all when absent. */
  fields?: unknown;
}

export class RecordService {
  private readonly statementHooks: StatementHook[] = [];
  private readonly listeners: CommitListener[] = [];
  private readonly inputRules = new InputRules();
  /**
   * Concurrent single creates share statements (see insert-coalescer.ts). Two statements per
   * object in flight: the next group forms while one is written; measured the same throughput
   * as one or unbounded, with a bound on what a burst holds back.
   */
  private readonly coalescer = new InsertCoalescer((object, rows, origin) => this.insertRows(object, rows, origin), {
    maxRows: MAX_BATCH_SIZE,
    maxInFlight: 2,
  });

  constructor(
    private readonly db: Database,
    private readonly registry: MetadataRegistry,
  ) {}

  /** Adds CTEs to every write statement (webhook outbox, triggers, ...): see write-hooks.ts. */
  addStatementHook(hook: StatementHook): void {
    this.statementHooks.push(hook);
  }

  /** Adds a rule to every create and update body of an object (see input-rules.ts). */
  addInputRule(objectName: string, rule: InputRule): void {
    this.inputRules.add(objectName, rule);
  }

  /** A create or update body checked by the metadata, then by the object's input rules (when the metadata found nothing). */
  private validate(object: ObjectMetadata, body: unknown, mode: WriteMode, options: WriteOptions): { values: ValidatedInput; problems: string[] } {
    const result = validateInput(object, body, mode, options.engineFields);
    if (result.problems.length === 0) result.problems.push(...this.inputRules.apply(object.nameSingular, result.values, mode));
    return result;
  }

  /** Takes a hook off the writes that start after this (the benchmark's A/B of a hook). */
  removeStatementHook(hook: StatementHook): void {
    const index = this.statementHooks.indexOf(hook);
    if (index >= 0) this.statementHooks.splice(index, 1);
  }

  /** Tells `listener` what every committed write did, after the commit. */
  onCommitted(listener: CommitListener): void {
    this.listeners.push(listener);
  }

  private get sql(): SqlExecutor {
    return this.db.sql;
  }

  /**
   * `sql`: read inside a caller's transaction (an engine step reading what it is about to write).
   * `relations`: at depth 1 and 2, the relations of `object` to embed (all when absent): a reader
   * that needs a few is spared planning a branch for each of the others.
   */
  async list(object: ObjectMetadata, input: ListInput, { sql = this.sql, relations }: ReadOptions = {}): Promise<RecordPage> {
    const depth = parseDepth(input.depth, object.defaultDepth);
    const projection = planFields(object, input.fields, depth);
    const query = buildListQuery(object, input, projection);
    // Outside a transaction the cursor check, the page and the count run concurrently: a missing
    // cursor record only means the page was wasted, and the common case pays one round trip, not
    // two in a row.
    const cursorCheck = () => (query.cursorId ? sql.query({ text: `SELECT 1 FROM ${q(object.table)} WHERE "id" = $1::uuid`, values: [query.cursorId] }) : undefined);
    // The page is read as arrays with its timestamps as ISO text (what a record answers), and
    // becomes records as soon as it arrives, while the count (most often the longer statement)
    // still runs.
    const select = { ...query.select, isoTimestamps: true };
    const shape = ({ columns, rows }: ArrayRows) => {
      const page = rows.slice(0, query.limit);
      if (query.reversed) page.reverse();
      const decode = projection ? projectedArrayRowsDecoder(object, projection, columns) : arrayRowsDecoder(object, columns);
      return { hasMore: rows.length > query.limit, records: page.map(decode) };
    };
    const [{ hasMore, records }, countRows, cursorRows] = sql.inTransaction
      ? await pageThenCount(sql, query, select, cursorCheck, input.count !== false).then(([rows, count, cursor]) => [shape(rows), count, cursor] as const)
      : await Promise.all([sql.queryArrays(select).then(shape), input.count === false ? undefined : sql.query<{ count: number }>(query.count), cursorCheck()]);
    if (cursorRows && cursorRows.length === 0) {
      const names = input.cursorNames ?? { startingAfter: 'starting_after', endingBefore: 'ending_before' };
      const parameter = input.startingAfter ? names.startingAfter : names.endingBefore;
      throw badRequest('INVALID_CURSOR', `${parameter}: no ${object.nameSingular} with id ${query.cursorId} (the cursor must be the id of a record in the list)`);
    }
    if (depth > 0 && embedsAny(projection)) await embedRelations({ sql, registry: this.registry }, object, records, depth, projection?.relations ?? relations);
    const hasCursor = query.cursorId !== undefined;
    return {
      records: answered(records, projection),
      // Not counted (`count: false`): the records of the page, which is all such a reader uses.
      totalCount: countRows ? Number(countRows[0]?.count ?? 0) : records.length,
      pageInfo: {
        hasNextPage: query.reversed ? hasCursor : hasMore,
        hasPreviousPage: query.reversed ? hasMore : hasCursor,
        startCursor: (records[0]?.id as string | undefined) ?? null,
        endCursor: (records.at(-1)?.id as string | undefined) ?? null,
      },
    };
  }

  /**
   * The to-many side of a relation for a page of parents (a GraphQL nested connection): the
   * records of `object` whose `joinField` names one of `parentIds`, at most `limit` per parent in
   * the list's order, by ONE statement for all the parents (query/partitioned-list-query.ts),
   * and, with `count`, one more counting per parent. Soft-deleted records are hidden as in lists.
   */
  async listByParents(
    object: ObjectMetadata,
    joinField: string,
    parentIds: readonly string[],
    input: { filter?: RecordFilter; orderBy?: OrderByTerm[]; limit: number; count: boolean },
    { sql = this.sql }: ReadOptions = {},
  ): Promise<Map<string, { records: ApiRecord[]; hasMore: boolean; totalCount?: number }>> {
    const byParent = new Map(parentIds.map((id) => [id, { records: [] as ApiRecord[], hasMore: false, totalCount: input.count ? 0 : undefined }]));
    if (parentIds.length === 0) return byParent;
    const query = buildPartitionedListQuery(object, { parentColumn: columnOf(object, joinField), parentIds, filter: input.filter, orderBy: input.orderBy, limit: input.limit });
    // Read as arrays with ISO timestamps and decoded by the object's compiled decoder, as list pages are.
    const [{ columns, rows }, counts] = await Promise.all([
      sql.queryArrays({ ...query.select, isoTimestamps: true }),
      input.count ? sql.query<Record<string, unknown>>(query.count) : undefined,
    ]);
    const decode = arrayRowsDecoder(object, columns);
    const parentAt = columns.lastIndexOf(PARENT_KEY);
    for (const row of rows) {
      const entry = byParent.get(String(row[parentAt]));
      if (!entry) continue;
      if (entry.records.length < input.limit) entry.records.push(decode(row));
      else entry.hasMore = true;
    }
    for (const row of counts ?? []) {
      const entry = byParent.get(String(row[PARENT_KEY]));
      if (entry) entry.totalCount = Number(row.count);
    }
    return byParent;
  }

  /** One record; options as list's. */
  async get(object: ObjectMetadata, id: string, depthInput?: unknown, { sql = this.sql, relations, fields }: ReadOptions = {}): Promise<ApiRecord> {
    const depth = parseDepth(depthInput, object.defaultDepth);
    const projection = planFields(object, fields, depth);
    const record = await this.findById(sql, object, checkId(id), false, projection);
    if (embedsAny(projection)) await embedRelations({ sql, registry: this.registry }, object, [record], depth, projection?.relations ?? relations);
    return answered([record], projection)[0];
  }

  /**
   * The `depth` and `fields` of a write's answer (create, batch, update, merge, restore),
   * checked before the write, so a bad value changes nothing: see answer-shape.ts.
   */
  answerShape(object: ObjectMetadata, query: { depth?: unknown; fields?: unknown }): AnswerShape {
    const depth = this.writeDepth(query.depth);
    const projection = planFields(object, query.fields, depth);
    return projection ? { depth, projection } : { depth };
  }

  /**
   * Written records as `shape` asks: relations embedded at its depth (only the named ones under
   * `fields`), then only the named fields kept. The records themselves were written whole.
   */
  async answer(object: ObjectMetadata, records: ApiRecord[], { depth, projection }: AnswerShape): Promise<ApiRecord[]> {
    if (depth > 0 && embedsAny(projection)) await embedRelations({ sql: this.sql, registry: this.registry }, object, records, depth, projection?.relations);
    return projection ? records.map((record) => projectRecord(record, projection)) : records;
  }

  /**
   * The `depth` of a write's answer (0 when absent): checked before the write, so a bad value
   * changes nothing.
   */
  writeDepth(raw: unknown): Depth {
    return parseDepth(raw, 0);
  }

  /** Embeds the relations of written records as a GET at `depth` does (the same code). */
  async withRelations(object: ObjectMetadata, records: ApiRecord[], depth: Depth): Promise<ApiRecord[]> {
    if (depth > 0) await embedRelations({ sql: this.sql, registry: this.registry }, object, records, depth);
    return records;
  }

  async create(actor: Actor, object: ObjectMetadata, body: unknown, options: WriteOptions = {}): Promise<ApiRecord> {
    const [record] = await this.createRecords(actor, object, [body], () => '', options);
    return record;
  }

  /** All or nothing: one statement; problems are reported with the index of the item. */
  async createMany(actor: Actor, object: ObjectMetadata, bodies: unknown, options: WriteOptions = {}): Promise<ApiRecord[]> {
    if (!Array.isArray(bodies)) throw validationFailed(`body: must be an array of ${object.namePlural}`);
    if (bodies.length === 0) throw validationFailed('body: must hold at least one record');
    if (bodies.length > MAX_BATCH_SIZE)
      throw validationFailed(`body: a batch holds at most ${MAX_BATCH_SIZE} records, got ${bodies.length}`);
    return this.createRecords(actor, object, bodies, (i) => `[${i}] `, options);
  }

  async update(actor: Actor, object: ObjectMetadata, id: string, body: unknown, options: WriteOptions = {}): Promise<ApiRecord> {
    assertMayWrite(actor, object, options.engineFields);
    const sql = options.sql ?? this.sql;
    const recordId = checkId(id);
    const { values, problems } = this.validate(object, body, 'update', options);
    if (problems.length) throw validationFailed(...problems);
    applyDerivedFields(object, values);
    const columns = encodeColumns(object, values);
    if (columns.size === 0) return this.findById(sql, object, recordId);
    for (const [column, value] of actorColumns(object, 'updatedBy', actor)) columns.set(column, value);
    const statement = new WriteStatement(originOf(actor, options));
    addUpdatePart(statement, object, { id: recordId }, columns, [...values.keys()]);
    const rows = await this.namingMissingRelations(sql, object, [values], () => '', options, () => {
      if (!object.validate) return this.execute(sql, statement);
      // A record-level rule (a relation links exactly one target) needs the stored record:
      // read it locked, check the merged result, then write, in one transaction.
      return sql.transaction(async (tx) => {
        const before = await this.findById(tx, object, recordId, true);
        const mergedProblems = object.validate?.({ ...before, ...Object.fromEntries(values) }) ?? [];
        if (mergedProblems.length) throw validationFailed(...mergedProblems);
        return this.execute(tx, statement);
      });
    });
    this.committed(sql, statement, rows);
    const [updated] = rows.filter((row) => row.part === 0);
    if (!updated) throw notFound(`no ${object.nameSingular} with id ${recordId}`);
    return rowToRecord(object, updated.row);
  }

  async delete(actor: Actor, object: ObjectMetadata, id: string, options: WriteOptions = {}): Promise<{ id: string }> {
    assertMayWrite(actor, object, options.engineFields);
    const sql = options.sql ?? this.sql;
    const recordId = checkId(id);
    const statement = new WriteStatement(originOf(actor, options));
    const plan = addDeleteParts(statement, this.registry, object, { ids: [recordId] }, (o) => actorColumns(o, 'updatedBy', actor));
    const rows = await this.execute(sql, statement);
    const refused = plan.refusal(rows);
    if (refused) throw refused;
    this.committed(sql, statement, rows);
    if (!rows.some((row) => plan.rootParts.includes(row.part))) throw notFound(`no ${object.nameSingular} with id ${recordId}`);
    return { id: recordId };
  }

  /**
   * Deletes every record `filter` matches, through the delete rules, in one statement: the
   * matches (at most MAX_BULK_RECORDS + 1 of them, read in the statement's snapshot), and every
   * part guarded by "no more than the cap matched", so a filter that matches too many changes
   * nothing. Soft-deleted records match too, whatever the filter says: a permanent delete reads
   * deleted rows (Twenty's destroy does), so a soft delete then a destroy by the same filter
   * removes the records. Answers the deleted ids.
   */
  async deleteMany(actor: Actor, object: ObjectMetadata, filter: unknown, options: WriteOptions = {}): Promise<Array<{ id: string }>> {
    assertMayWrite(actor, object, options.engineFields);
    const sql = options.sql ?? this.sql;
    const statement = new WriteStatement(originOf(actor, options));
    const onlyIf = this.addMatched(statement, object, filter, 'DELETE', 'any');
    const plan = addDeleteParts(statement, this.registry, object, { idsSql: 'SELECT "id" FROM "matched"', onlyIf }, (o) => actorColumns(o, 'updatedBy', actor));
    const rows = await this.execute(sql, statement);
    this.assertWithinCap(object, rows, 'deletes');
    const refused = plan.refusal(rows);
    if (refused) throw refused;
    this.committed(sql, statement, rows);
    return rows.filter((row) => plan.rootParts.includes(row.part)).map((row) => ({ id: String(row.row.id) }));
  }

  /**
   * Soft-deletes a record (write/soft-delete.ts): sets its `deletedAt`, as one statement with the
   * statement hooks (the event `<object>.deleted`). A record that is missing or already
   * soft-deleted is a 404. Delete rules do not apply.
   */
  async softDelete(actor: Actor, object: ObjectMetadata, id: string, options: WriteOptions = {}): Promise<{ id: string }> {
    const recordId = checkId(id);
    const rows = await this.writeSoftDelete(actor, object, { ids: [recordId] }, 'delete', options);
    if (!rows.some((row) => row.part === 0)) throw notFound(`no ${object.nameSingular} with id ${recordId}`);
    return { id: recordId };
  }

  /** Soft-deletes every record `filter` matches (not soft-deleted ones, unless it names deletedAt: they are skipped), cap and mandatory filter as deleteMany. Answers their ids. */
  async softDeleteMany(actor: Actor, object: ObjectMetadata, filter: unknown, options: WriteOptions = {}): Promise<Array<{ id: string }>> {
    const rows = await this.writeSoftDelete(actor, object, filter, 'delete', options);
    return rows.filter((row) => row.part === 0).map((row) => ({ id: String(row.row.id) }));
  }

  /** Restores a soft-deleted record (clears `deletedAt`; the event `<object>.restored`); one that is missing or not soft-deleted is a 404. */
  async restore(actor: Actor, object: ObjectMetadata, id: string, options: WriteOptions = {}): Promise<ApiRecord> {
    const recordId = checkId(id);
    const [restored] = (await this.writeSoftDelete(actor, object, { ids: [recordId] }, 'restore', options)).filter((row) => row.part === 0);
    if (!restored) throw notFound(`no soft-deleted ${object.nameSingular} with id ${recordId}`);
    return rowToRecord(object, restored.row);
  }

  /** Restores the soft-deleted records `filter` matches (it reaches only soft-deleted ones), cap and mandatory filter as updateMany. */
  async restoreMany(actor: Actor, object: ObjectMetadata, filter: unknown, options: WriteOptions = {}): Promise<ApiRecord[]> {
    const rows = await this.writeSoftDelete(actor, object, filter, 'restore', options);
    return rows.filter((row) => row.part === 0).map((row) => rowToRecord(object, row.row));
  }

  /** The one statement of a soft delete or restore, of ids or of a filter's matches (capped); its rows, once it committed. */
  private async writeSoftDelete(actor: Actor, object: ObjectMetadata, target: { ids: string[] } | unknown, change: 'delete' | 'restore', options: WriteOptions): Promise<ResultRow[]> {
    assertMayWrite(actor, object, options.engineFields);
    const sql = options.sql ?? this.sql;
    const statement = new WriteStatement(originOf(actor, options));
    const stamp = actorColumns(object, 'updatedBy', actor);
    const byIds = typeof target === 'object' && target !== null && 'ids' in target;
    const onlyIf = byIds ? undefined : this.addMatched(statement, object, target, change === 'delete' ? 'DELETE' : 'PATCH', change === 'delete' ? 'live' : 'deleted');
    addSoftDeletePart(statement, object, byIds ? (target as { ids: string[] }) : { idsSql: 'SELECT "id" FROM "matched"', onlyIf }, change, stamp);
    const rows = await this.execute(sql, statement);
    if (!byIds) this.assertWithinCap(object, rows, change === 'delete' ? 'deletes' : 'restores');
    this.committed(sql, statement, rows);
    return rows;
  }

  /**
   * Applies one update body to every record `filter` matches, in one statement (matches and cap
   * as deleteMany). An object with record-level rules (note and task relations) is checked record
   * by record first, on the matches read locked in the same transaction.
   */
  async updateMany(actor: Actor, object: ObjectMetadata, filter: unknown, body: unknown, options: WriteOptions = {}): Promise<ApiRecord[]> {
    assertMayWrite(actor, object, options.engineFields);
    const sql = options.sql ?? this.sql;
    const { values, problems } = this.validate(object, body, 'update', options);
    if (problems.length) throw validationFailed(...problems);
    applyDerivedFields(object, values);
    const columns = encodeColumns(object, values);
    if (columns.size === 0) throw validationFailed('body: names no field to change');
    for (const [column, value] of actorColumns(object, 'updatedBy', actor)) columns.set(column, value);
    const statement = new WriteStatement(originOf(actor, options));
    const onlyIf = this.addMatched(statement, object, filter, 'PATCH');
    addUpdatePart(statement, object, { idsSql: 'SELECT "id" FROM "matched"', onlyIf }, columns, [...values.keys()]);
    const run = (executor: SqlExecutor) => this.execute(executor, statement);
    const rows = await this.namingMissingRelations(sql, object, [values], () => '', options, () => {
      if (!object.validate) return run(sql);
      // Record-level rules need each stored record: read the matches locked, check each merged
      // with the change, then write, in one transaction.
      return sql.transaction(async (tx) => {
        const params = new SqlParams();
        const where = filterWhere(object, filter as RecordFilter, params, 't');
        const locked = await tx.query({
          text: `SELECT ${recordColumnsSql(object, 't')} FROM ${q(object.table)} AS "t" WHERE ${where} ORDER BY "t"."id" LIMIT ${MAX_BULK_RECORDS + 1} FOR UPDATE`,
          values: params.values,
        });
        if (locked.length <= MAX_BULK_RECORDS) {
          const recordProblems = locked.flatMap((row) => {
            const record = rowToRecord(object, row);
            return (object.validate?.({ ...record, ...Object.fromEntries(values) }) ?? []).map((problem) => `${String(record.id)}: ${problem}`);
          });
          if (recordProblems.length) throw validationFailed(...recordProblems);
        }
        return run(tx);
      });
    });
    this.assertWithinCap(object, rows, 'updates');
    this.committed(sql, statement, rows);
    return rows.filter((row) => row.part === 0).map((row) => rowToRecord(object, row.row));
  }

  /**
   * The "matched" CTE of a bulk write: ids `filter` matches, at most the cap plus one, and an
   * extra row counting them; returns the condition that no more than the cap matched.
   */
  private addMatched(statement: WriteStatement, object: ObjectMetadata, filter: unknown, method: string, visibility?: Visibility): string {
    if (!isRecordFilter(filter)) {
      const restore = visibility === 'deleted';
      const verb = restore ? 'restore' : method === 'DELETE' ? 'delete' : 'update';
      const [many, one] = restore ? ['/restore', '/{id}/restore'] : ['', '/{id}'];
      throw validationFailed(
        `filter: a filter is mandatory to ${verb} several ${object.namePlural} (${method} /rest/${object.namePlural}${many}?filter=...); for one record use ${method} /rest/${object.namePlural}${one}`,
      );
    }
    const where = filterWhere(object, filter, statement.params, 't', visibility);
    statement.addCte('matched', `SELECT "t"."id" FROM ${q(object.table)} AS "t" WHERE ${where} ORDER BY "t"."id" LIMIT ${MAX_BULK_RECORDS + 1}`);
    statement.addExtraRows(`SELECT jsonb_build_object('matched', count(*)) AS "row" FROM "matched"`);
    return `(SELECT count(*) FROM "matched") <= ${MAX_BULK_RECORDS}`;
  }

  private assertWithinCap(object: ObjectMetadata, rows: ResultRow[], verb: string): void {
    const matched = Number(rows.find((row) => row.part === -1 && 'matched' in row.row)?.row.matched ?? 0);
    if (matched > MAX_BULK_RECORDS)
      throw validationFailed(`filter: matches more than ${MAX_BULK_RECORDS} ${object.namePlural}; one call ${verb} at most ${MAX_BULK_RECORDS}: narrow the filter, nothing was changed`);
  }

  private async createRecords(
    actor: Actor,
    object: ObjectMetadata,
    bodies: unknown[],
    label: (index: number) => string,
    options: WriteOptions,
  ): Promise<ApiRecord[]> {
    assertMayWrite(actor, object, options.engineFields);
    const sql = options.sql ?? this.sql;
    const origin = originOf(actor, options);
    const { inputs, ids, rows } = this.rowsToCreate(actor, object, bodies, label, options);
    // Single creates share statements through the coalescer, but never across a caller's
    // transaction, nor an engine's write (its cause is its own).
    const shared = rows.length === 1 && !options.sql && !options.cause;
    const written = await this.namingTakenIds(sql, object, ids, label, () =>
      this.namingMissingRelations(sql, object, inputs, label, options, () =>
        shared ? this.coalescer.insert(object, rows[0], origin) : this.insertRows(object, rows, origin, sql),
      ),
    );
    const byId = new Map(written.filter((row) => row.part === 0).map((row) => [row.row.id as string, rowToRecord(object, row.row)]));
    return ids.map((id) => byId.get(id) as ApiRecord);
  }

  /** The validated rows of a create (each with its id: the client's, else a new UUIDv7); 400 naming every problem. */
  private rowsToCreate(
    actor: Actor,
    object: ObjectMetadata,
    bodies: unknown[],
    label: (index: number) => string,
    options: WriteOptions,
  ): { inputs: ValidatedInput[]; ids: string[]; rows: ColumnValues[] } {
    const inputs: ValidatedInput[] = [];
    const problems: string[] = [];
    bodies.forEach((body, index) => {
      const result = this.validate(object, body, 'create', options);
      if (result.problems.length === 0) {
        try {
          applyDerivedFields(object, result.values);
        } catch (error) {
          // Only bad input joins the item's problems; anything else is a bug and stays a 500.
          if (!(error instanceof AppError)) throw error;
          result.problems.push(...error.messages);
        }
      }
      const recordProblems = result.problems.length ? result.problems : (object.validate?.(Object.fromEntries(result.values)) ?? []);
      problems.push(...recordProblems.map((p) => `${label(index)}${p}`));
      inputs.push(result.values);
    });
    problems.push(...repeatedIds(inputs, label));
    if (problems.length) throw validationFailed(...problems);
    // A client may bring its own id (validated as a UUID); the others get a UUIDv7.
    const ids = inputs.map((input) => (input.get('id') as string | undefined) ?? newRecordId());
    // id first, so the statement text (prepared) does not depend on whether the client chose it.
    const rows = inputs.map(
      (input, i) =>
        new Map([
          ['id', ids[i] as unknown],
          ...encodeColumns(object, input),
          ...actorColumns(object, 'createdBy', actor, (input.get('createdBy') as { source?: unknown } | undefined)?.source),
          ...actorColumns(object, 'updatedBy', actor),
        ]),
    );
    return { inputs, ids, rows };
  }

  /**
   * An engine's records that belong together (a message with its thread, participants and
   * channel association; a run with its enrollment) written in ONE statement: one round trip,
   * all or nothing, with everything create and update do (validation, derived fields, who
   * wrote, statement hooks, events after the commit). Answers the records of each write, in
   * order. For engine code only, as `knownRelations`: every related id is the engine's own
   * (a later create may refer to an earlier one's record by an id from newRecordId()), so no
   * savepoint is taken to name a missing one; an update of a record that is gone is a 404 and,
   * like any failure, undoes the whole write (it runs in a transaction), unless it says
   * `skipIfGone` (then it answers no record for it). Objects with
   * record-level rules on update (`validate`) are updated one by one instead.
   */
  async writeTogether(actor: Actor, writes: TogetherWrite[], options: WriteOptions = {}): Promise<ApiRecord[][]> {
    for (const { object } of writes) assertMayWrite(actor, object, options.engineFields);
    const sql = options.sql ?? this.sql;
    const statement = new WriteStatement(originOf(actor, options));
    const planned = writes.map((write) => {
      const part = statement.parts.length;
      if ('create' in write) {
        if (write.create.length === 0) return { part: undefined, ids: [] as string[] };
        const { ids, rows } = this.rowsToCreate(actor, write.object, write.create, (i) => `${write.object.nameSingular}[${i}]: `, options);
        addInsertPart(statement, write.object, rows);
        return { part, ids };
      }
      if (write.object.validate) throw new Error(`writeTogether: ${write.object.nameSingular} has record-level rules; update it with update()`);
      const recordId = checkId(write.update.id);
      const { values, problems } = this.validate(write.object, write.update.body, 'update', options);
      if (problems.length) throw validationFailed(...problems.map((p) => `${write.object.nameSingular}: ${p}`));
      applyDerivedFields(write.object, values);
      const columns = encodeColumns(write.object, values);
      for (const [column, value] of actorColumns(write.object, 'updatedBy', actor)) columns.set(column, value);
      addUpdatePart(statement, write.object, { id: recordId }, columns, [...values.keys()]);
      return { part, ids: [recordId] };
    });
    if (statement.parts.length === 0) return writes.map(() => []);
    const rows = await sql.transaction(async (tx) => {
      const written = await this.execute(tx, statement);
      writes.forEach((write, i) => {
        const { part, ids } = planned[i];
        if ('update' in write && !write.skipIfGone && !written.some((row) => row.part === part)) throw notFound(`no ${write.object.nameSingular} with id ${ids[0]}`);
      });
      return written;
    });
    this.committed(sql, statement, rows);
    return writes.map((write, i) => {
      const { part, ids } = planned[i];
      const byId = new Map(rows.filter((row) => row.part === part).map((row) => [row.row.id as string, rowToRecord(write.object, row.row)]));
      // A skipIfGone update of a record gone meanwhile has no row: it answers nothing for it.
      return ids.flatMap((id): ApiRecord[] => {
        const record = byId.get(id);
        return record ? [record] : [];
      });
    });
  }

  /**
   * The write of a merge (records/merge/merge-service.ts), inside the caller's transaction
   * (`options.sql`, where the records were locked): one statement that re-points every join
   * field `repoint` names from the merged-away ids to the kept record (write/repoint-records.ts)
   * and applies `body` to the kept record, validated as an update is (the kept record is stamped
   * as updated by `actor` even when the body changes nothing), then one statement that deletes
   * the merged-away records through their delete rules (nothing points at them any more, so the
   * rules find nothing to cascade to). Two statements, not one: every part of a statement reads
   * the snapshot from before it, so a delete rule in the same statement would still see the
   * links the re-pointing moved. Answers the kept record as written.
   */
  async mergeInto(actor: Actor, object: ObjectMetadata, keptId: string, body: Record<string, unknown>, repoint: RepointTarget, options: WriteOptions & { sql: SqlExecutor }): Promise<ApiRecord> {
    assertMayWrite(actor, object, options.engineFields);
    const { sql } = options;
    if (object.validate) throw new Error(`mergeInto: ${object.nameSingular} has record-level rules`);
    const { values, problems } = this.validate(object, body, 'update', options);
    if (problems.length) throw validationFailed(...problems);
    applyDerivedFields(object, values);
    const columns = encodeColumns(object, values);
    for (const [column, value] of actorColumns(object, 'updatedBy', actor)) columns.set(column, value);
    const stamp = (o: ObjectMetadata) => actorColumns(o, 'updatedBy', actor);
    const statement = new WriteStatement(originOf(actor, options));
    const keptPart = addRepointParts(statement, repoint, stamp);
    addUpdatePart(statement, object, { id: keptId }, columns, [...values.keys()]);
    // A merged join field can name a record a concurrent request deleted (only the merged records
    // are locked): the 400 naming it, not the database's error.
    const rows = await this.namingMissingRelations(sql, object, [values], () => '', { ...options, knownRelations: false }, () => this.execute(sql, statement));
    this.committed(sql, statement, rows);
    const kept = rows.find((row) => row.part === keptPart);
    if (!kept) throw notFound('Record not found');
    const deletion = new WriteStatement(originOf(actor, options));
    const plan = addDeleteParts(deletion, this.registry, object, { ids: repoint.fromIds }, stamp);
    const deleted = await this.execute(sql, deletion);
    const refused = plan.refusal(deleted);
    if (refused) throw refused;
    // The caller locked them; a record gone all the same undoes the whole merge.
    if (deleted.filter((row) => plan.rootParts.includes(row.part)).length !== repoint.fromIds.length) throw notFound('Record not found');
    this.committed(sql, deletion, deleted);
    return rowToRecord(object, kept.row);
  }

  /** One INSERT statement of `rows` (each carries its id); tells the listeners once it committed. */
  private async insertRows(object: ObjectMetadata, rows: ColumnValues[], origin: WriteOrigin, sql = this.sql): Promise<ResultRow[]> {
    const statement = new WriteStatement(origin);
    addInsertPart(statement, object, rows);
    const result = await this.execute(sql, statement);
    this.committed(sql, statement, result);
    return result;
  }

  /** Runs a write statement with the statement hooks; its rows in part order. */
  private async execute(sql: SqlExecutor, statement: WriteStatement): Promise<ResultRow[]> {
    const rows = await sql.query<ResultRow & Record<string, unknown>>(statement.build(this.statementHooks));
    return rows.sort((a, b) => a.part - b.part); // UNION ALL keeps part order in practice; make it sure
  }

  /**
   * A primary-key refusal of a create (a client-supplied id already taken) becomes the 409
   * naming the ids that exist (looked up only then); nothing of the statement was written.
   */
  private async namingTakenIds<T>(sql: SqlExecutor, object: ObjectMetadata, ids: string[], label: (index: number) => string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) {
        const rows = await sql.query<{ id: string }>({ text: `SELECT "id"::text AS "id" FROM ${q(object.table)} WHERE "id" = ANY($1::uuid[])`, values: [ids] });
        const taken = new Set(rows.map((row) => row.id));
        const messages = ids.flatMap((id, i) => (taken.has(id) ? [`${label(i)}id: ${withArticle(object.nameSingular)} with id '${id}' already exists`] : []));
        if (messages.length) throw new AppError(409, 'CONFLICT', messages);
        const fields = uniqueFieldsHit(object, error);
        if (fields) throw new AppError(409, 'CONFLICT', [`${fields.join(', ')}: ${withArticle(object.nameSingular)} with the same ${fields.join(' and ')} already exists`]);
      }
      throw error;
    }
  }

  /**
   * A foreign-key refusal of `write` becomes the 400 naming the missing related records of
   * `inputs` (looked up only then: outside the write's own transaction, or inside a caller's,
   * where the write runs in a savepoint so that the refusal leaves the transaction usable; a
   * lookup outside it would wait forever for PGlite's one connection). Also covers the 409 of
   * namingTakenIds, which runs after this one rolled back to the savepoint. A write that sets no
   * relation and no id of its own cannot meet a key, so it pays no savepoint: it stays one
   * statement in a caller's transaction too.
   */
  private async namingMissingRelations<T>(
    sql: SqlExecutor,
    object: ObjectMetadata,
    inputs: ValidatedInput[],
    label: (index: number) => string,
    options: WriteOptions,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      const savepoint = sql.inTransaction && mayMeetKeys(object, inputs, !options.knownRelations);
      return await (savepoint ? sql.inSavepoint('record_write', write) : write());
    } catch (error) {
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
        const missing = await findMissingRelationTargets(sql, this.registry, object, inputs, label);
        if (missing.length) throw validationFailed(...missing);
      }
      throw error;
    }
  }

  /**
   * Tells the listeners what the statement did (events decoded only if asked), once it has
   * committed: now, or after the COMMIT of the transaction `sql` belongs to (never after a ROLLBACK).
   */
  private committed(sql: SqlExecutor, statement: WriteStatement, rows: ResultRow[]): void {
    if (this.listeners.length === 0) return;
    let events: RecordEvent[] | undefined;
    const write: CommittedWrite = {
      events: () => (events ??= statement.events(rows)),
      extraRows: rows.filter((row) => row.part < 0).map((row) => row.row),
    };
    sql.afterCommit(() => {
      for (const listener of this.listeners) listener(write);
    });
  }

  /** `projection`: select and answer only its fields (a get's `fields`). A soft-deleted record is not found. */
  private async findById(sql: SqlExecutor, object: ObjectMetadata, id: string, lock = false, projection?: FieldProjection): Promise<ApiRecord> {
    const columns = projection ? projectedColumnsSql(projection, 't') : recordColumnsSql(object, 't');
    const rows = await sql.query({
      text: `SELECT ${columns} FROM ${q(object.table)} AS "t" WHERE "t"."id" = $1::uuid${liveSql(object, 't')}${lock ? ' FOR UPDATE' : ''}`,
      values: [id],
    });
    if (rows.length === 0) throw notFound(`no ${object.nameSingular} with id ${id}`);
    return projection ? projectedRowToRecord(object, projection, rows[0]) : rowToRecord(object, rows[0]);
  }
}

/** A filter a bulk write may run with: a non-blank REST string, or a syntax tree (GraphQL's, checked non-empty there). */
const isRecordFilter = (filter: unknown): filter is RecordFilter =>
  (typeof filter === 'string' && filter.trim() !== '') || (typeof filter === 'object' && filter !== null && 'kind' in filter);

/** Read records as `projection` answers them: without the join fields read only to embed their relation. */
const answered = (records: ApiRecord[], projection: FieldProjection | undefined): ApiRecord[] =>
  projection?.embedOnly.length ? records.map((record) => projectRecord(record, projection)) : records;

/** Whether a read under `projection` embeds anything (a projection naming no relation embeds none). */
const embedsAny = (projection: FieldProjection | undefined) => !projection || projection.relations.length > 0;

/**
 * Whether writing `inputs` can be refused by a key (the only refusals the database makes after
 * validation): a client's own id (primary key) is set, or (with `relations`) a many-to-one id.
 */
function mayMeetKeys(object: ObjectMetadata, inputs: ValidatedInput[], relations: boolean): boolean {
  const joinFields = relations ? object.fields.filter(isRelation).flatMap((field) => (field.relation.kind === 'MANY_TO_ONE' ? [field.relation.joinField] : [])) : [];
  return inputs.some((input) => input.get('id') !== undefined || joinFields.some((name) => input.get(name) != null));
}

/**
 * A list in a transaction (one connection: nothing runs concurrently there): the page first, and
 * the count only when the page does not already tell it (it is full, or starts at a cursor).
 */
async function pageThenCount(
  sql: SqlExecutor,
  query: ListQuery,
  select: SqlStatement,
  cursorCheck: () => Promise<Row[]> | undefined,
  count: boolean,
): Promise<[ArrayRows, Array<{ count: number }> | undefined, Row[] | undefined]> {
  const cursorRows = await cursorCheck();
  const page = await sql.queryArrays(select);
  const complete = query.cursorId === undefined && page.rows.length <= query.limit;
  if (!count) return [page, undefined, cursorRows];
  return [page, complete ? [{ count: page.rows.length }] : await sql.query<{ count: number }>(query.count), cursorRows];
}
