// The one generic record layer: list, get, create (one or a batch), update, delete for every
// object, driven by its metadata. REST handlers, GraphQL resolvers, workflows and sequences all
// call this; validation, permissions and write hooks (events) therefore live here once.
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';
import { AppError, badRequest, notFound, validationFailed } from '../errors/app-error.ts';
import { normalizeUuid } from '../lib/uuid.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { ObjectMetadata } from '../metadata/types.ts';
import { buildListQuery, parseDepth, type ListQueryInput } from '../query/index.ts';
import { assertCanWrite, type Actor } from './actor.ts';
import { encodeColumns } from './codec/encode-columns.ts';
import { applyDerivedFields } from './codec/derived-fields.ts';
import { rowToRecord, type ApiRecord } from './codec/row-to-record.ts';
import { validateInput, type ValidatedInput } from './codec/validate-input.ts';
import { embedRelations } from './depth/embed-relations.ts';
import { deleteWithRules } from './delete-rules.ts';
import { findMissingRelationTargets } from './relation-checks.ts';
import type { RecordWriteEvent, WriteHook } from './write-hooks.ts';
import { quoteIdent as q } from '../query/index.ts';

export const MAX_BATCH_SIZE = 60;

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
}

function checkId(id: string): string {
  const normalized = normalizeUuid(id);
  if (!normalized) throw badRequest('INVALID_ID', `id: "${id}" is not a UUID`);
  return normalized;
}

export class RecordService {
  private readonly hooks: WriteHook[] = [];

  constructor(
    private readonly db: Database,
    private readonly registry: MetadataRegistry,
  ) {}

  /** Registers a hook run inside every write's transaction (webhook outbox, triggers, ...). */
  addWriteHook(hook: WriteHook): void {
    this.hooks.push(hook);
  }

  private get sql(): SqlExecutor {
    return this.db.sql;
  }

  async list(object: ObjectMetadata, input: ListInput): Promise<RecordPage> {
    const depth = parseDepth(input.depth, object.defaultDepth);
    const query = buildListQuery(object, input);
    if (query.cursorId) await this.assertCursorExists(object, query.cursorId, input.startingAfter ? 'starting_after' : 'ending_before');
    const [rows, countRows] = await Promise.all([
      this.sql.query(query.select),
      this.sql.query<{ count: number }>(query.count),
    ]);
    const hasMore = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    if (query.reversed) page.reverse();
    const records = page.map((row) => rowToRecord(object, row));
    await embedRelations({ sql: this.sql, registry: this.registry }, object, records, depth);
    const hasCursor = query.cursorId !== undefined;
    return {
      records,
      totalCount: Number(countRows[0]?.count ?? 0),
      pageInfo: {
        hasNextPage: query.reversed ? hasCursor : hasMore,
        hasPreviousPage: query.reversed ? hasMore : hasCursor,
        startCursor: (records[0]?.id as string | undefined) ?? null,
        endCursor: (records.at(-1)?.id as string | undefined) ?? null,
      },
    };
  }

  async get(object: ObjectMetadata, id: string, depthInput?: unknown): Promise<ApiRecord> {
    const depth = parseDepth(depthInput, object.defaultDepth);
    const record = await this.findById(this.sql, object, checkId(id));
    await embedRelations({ sql: this.sql, registry: this.registry }, object, [record], depth);
    return record;
  }

  async create(actor: Actor, object: ObjectMetadata, body: unknown): Promise<ApiRecord> {
    const [record] = await this.createRecords(actor, object, [body], () => '');
    return record;
  }

  /** All or nothing: one transaction; problems are reported with the index of the item. */
  async createMany(actor: Actor, object: ObjectMetadata, bodies: unknown): Promise<ApiRecord[]> {
    if (!Array.isArray(bodies)) throw validationFailed(`body: must be an array of ${object.namePlural}`);
    if (bodies.length === 0) throw validationFailed('body: must hold at least one record');
    if (bodies.length > MAX_BATCH_SIZE)
      throw validationFailed(`body: a batch holds at most ${MAX_BATCH_SIZE} records, got ${bodies.length}`);
    return this.createRecords(actor, object, bodies, (i) => `[${i}] `);
  }

  async update(actor: Actor, object: ObjectMetadata, id: string, body: unknown): Promise<ApiRecord> {
    assertCanWrite(actor, `update ${object.namePlural}`);
    this.assertOperation(object, 'update');
    const recordId = checkId(id);
    const { values, problems } = validateInput(object, body, 'update');
    if (problems.length) throw validationFailed(...problems);
    return this.sql.transaction(async (tx) => {
      const before = await this.findById(tx, object, recordId, true);
      applyDerivedFields(object, values);
      const merged = { ...before, ...Object.fromEntries(values) };
      const mergedProblems = [
        ...(object.validate?.(merged) ?? []),
        ...(await findMissingRelationTargets(tx, this.registry, object, [values], () => '')),
      ];
      if (mergedProblems.length) throw validationFailed(...mergedProblems);
      const columns = encodeColumns(object, values);
      if (columns.size === 0) return before;
      const assignments = [...columns.keys()].map((column, i) => `${q(column)} = $${i + 2}`);
      const [row] = await tx.query({
        text: `UPDATE ${q(object.table)} SET ${assignments.join(', ')}, "updated_at" = now() WHERE "id" = $1::uuid RETURNING *`,
        values: [recordId, ...columns.values()],
      });
      const record = rowToRecord(object, row);
      await this.runHooks(tx, { action: 'updated', object, record, before, updatedFields: [...values.keys()] });
      return record;
    });
  }

  async delete(actor: Actor, object: ObjectMetadata, id: string): Promise<{ id: string }> {
    assertCanWrite(actor, `delete ${object.namePlural}`);
    this.assertOperation(object, 'delete');
    const recordId = checkId(id);
    return this.sql.transaction(async (tx) => {
      await this.findById(tx, object, recordId, true);
      await deleteWithRules(tx, this.registry, object, [recordId], (hookTx, event) => this.runHooks(hookTx, event));
      return { id: recordId };
    });
  }

  private async createRecords(
    actor: Actor,
    object: ObjectMetadata,
    bodies: unknown[],
    label: (index: number) => string,
  ): Promise<ApiRecord[]> {
    assertCanWrite(actor, `create ${object.namePlural}`);
    this.assertOperation(object, 'create');
    const inputs: ValidatedInput[] = [];
    const problems: string[] = [];
    bodies.forEach((body, index) => {
      const result = validateInput(object, body, 'create');
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
    if (problems.length) throw validationFailed(...problems);
    return this.sql.transaction(async (tx) => {
      const missing = await findMissingRelationTargets(tx, this.registry, object, inputs, label);
      if (missing.length) throw validationFailed(...missing);
      const records: ApiRecord[] = [];
      for (const input of inputs) {
        // Time-ordered ids (UUIDv7): records created in the same millisecond (a batch) still
        // list in creation order under the default createdAt, id order, and inserts stay
        // local in the primary-key index.
        const columns = new Map([['id', uuidv7() as unknown], ...encodeColumns(object, input)]);
        const names = [...columns.keys()];
        const [row] = await tx.query({
          text: `INSERT INTO ${q(object.table)} (${names.map(q).join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
          values: [...columns.values()],
        });
        const record = rowToRecord(object, row);
        await this.runHooks(tx, { action: 'created', object, record });
        records.push(record);
      }
      return records;
    });
  }

  private async findById(sql: SqlExecutor, object: ObjectMetadata, id: string, lock = false): Promise<ApiRecord> {
    const rows = await sql.query({
      text: `SELECT * FROM ${q(object.table)} WHERE "id" = $1::uuid${lock ? ' FOR UPDATE' : ''}`,
      values: [id],
    });
    if (rows.length === 0) throw notFound(`no ${object.nameSingular} with id ${id}`);
    return rowToRecord(object, rows[0]);
  }

  private async assertCursorExists(object: ObjectMetadata, id: string, parameter: string): Promise<void> {
    const rows = await this.sql.query({ text: `SELECT 1 FROM ${q(object.table)} WHERE "id" = $1::uuid`, values: [id] });
    if (rows.length === 0)
      throw badRequest('INVALID_CURSOR', `${parameter}: no ${object.nameSingular} with id ${id} (the cursor must be the id of a record in the list)`);
  }

  private assertOperation(object: ObjectMetadata, operation: 'create' | 'update' | 'delete'): void {
    if (!object.operations[operation])
      throw badRequest('VALIDATION_FAILED', `${object.namePlural} cannot be ${operation === 'create' ? 'created' : `${operation}d`} through the API`);
  }

  private async runHooks(tx: SqlExecutor, event: RecordWriteEvent): Promise<void> {
    for (const hook of this.hooks) await hook(tx, event);
  }
}
