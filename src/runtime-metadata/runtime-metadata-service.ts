// Pipelines and custom fields: the metadata API's writes (DESIGN.md "Runtime objects"). Each
// change is one transaction holding the metadata lock: it takes the stored definitions (the
// installed ones when the stored version says they are still current; another process may have
// changed them), checks the request against them, writes the rows, runs the DDL and bumps the
// metadata version, so the rows and the tables never disagree. Every process then rebuilds its
// registry (registry-sync.ts); this one at once, from the rows the change read back.
import type { SqlExecutor } from '../db/sql-executor.ts';
import { AppError, badRequest, notFound, validationFailed } from '../errors/app-error.ts';
import { newRecordId } from '../lib/record-id.ts';
import { isUuid } from '../lib/uuid.ts';
import { quoteIdent as q } from '../query/index.ts';
import { options as defaultOptions, snakeCase } from '../metadata/field-builders.ts';
import { BUILT_IN_OBJECTS, type MetadataRegistry } from '../metadata/registry.ts';
import { isScalar, type FieldMetadata, type ObjectMetadata } from '../metadata/types.ts';
import { fieldsOfRow, ObjectBuilder, pipelineObject } from './build-objects.ts';
import { addFieldSql, createPipelineTableSql, dropFieldSql, dropTableSql, holdsValueSql, setDefaultsSql } from './ddl.ts';
import {
  checkDefaultValue,
  descriptionProblem,
  labelProblem,
  newFieldRow,
  parseOptions,
  type FieldCreateInput,
  type FieldUpdateInput,
} from './field-input.ts';
import { hasOptions } from './field-types.ts';
import { objectNameProblem } from './names.ts';
import { fieldRowsByObject, mergeRuntimeRows, readRuntimeRows, type FieldRow, type PipelineRow, type RuntimeRows } from './runtime-rows.ts';

/** Built-in objects that take custom fields (the record objects users see). */
export const CUSTOMIZABLE_OBJECTS = new Set(['person', 'company', 'opportunity', 'note', 'task']);

/** Objects a RELATION field may point at: the customizable built-ins, workspace members, pipelines. */
const RELATION_TARGETS = new Set([...CUSTOMIZABLE_OBJECTS, 'workspaceMember']);

/** The stages a new pipeline starts with (editable like any SELECT field's options). */
export const DEFAULT_PIPELINE_STAGES = ['NEW', 'QUALIFIED', 'PROPOSAL', 'NEGOTIATION', 'WON', 'LOST'];

// Any constant works; the same in every process of the service.
const METADATA_LOCK_KEY = 727_002_1;

export const METADATA_CHANNEL = 'crm_metadata';

const VERSION_SQL = 'SELECT "version" FROM "metadata_version" WHERE "id" = 1';

export interface PipelineCreateInput {
  nameSingular?: unknown;
  namePlural?: unknown;
  labelSingular?: unknown;
  labelPlural?: unknown;
  description?: unknown;
}

export interface PipelineUpdateInput {
  labelSingular?: unknown;
  labelPlural?: unknown;
  description?: unknown;
  nameSingular?: unknown;
  namePlural?: unknown;
}

const fail = (problems: string[]) => {
  if (problems.length) throw validationFailed(...problems);
};

/** The state a change works on: the stored rows and the objects they build. */
interface Snapshot {
  rows: RuntimeRows;
  objects: ObjectMetadata[];
}

/**
 * A change as its NOTIFY tells it: the version it committed and the objects whose rows it wrote
 * (absent when they did not fit the payload).
 */
export interface ChangeNotice {
  version: number;
  objectIds?: string[];
}

/** PostgreSQL's NOTIFY payloads are under 8,000 bytes: a change of more objects (a rare delete) sends its version only. */
const MAX_NOTICE_OBJECTS = 100;

/** What follows the version in a change's NOTIFY payload: ' <id>,<id>...' (parseChangeNotice). */
function changeNoticeObjects(objectIds: Set<string>): string {
  return objectIds.size > 0 && objectIds.size <= MAX_NOTICE_OBJECTS ? ` ${[...objectIds].join(',')}` : '';
}

/** A NOTIFY payload of METADATA_CHANNEL: '<version>' or '<version> <id>,<id>...'; undefined when it is neither. */
export function parseChangeNotice(payload: string): ChangeNotice | undefined {
  const [versionText, ids, extra] = payload.split(' ');
  const version = Number(versionText);
  if (!versionText || !Number.isInteger(version) || extra !== undefined) return undefined;
  if (ids === undefined) return { version };
  const objectIds = ids.split(',');
  return objectIds.every(isUuid) ? { version, objectIds } : { version };
}

/** Why the objects a metadata change would leave cannot be served (a message refuses the change). */
export type ObjectsProblem = (objects: ObjectMetadata[]) => string | undefined;

export class RuntimeMetadataService {
  /** The rows the registry was last built from (inactive fields included) and its objects. */
  private current: Snapshot = { rows: { version: -1, pipelines: [], fields: [] }, objects: [] };
  /** Keeps the objects a change leaves alone the same instances (caches keyed by them stay). */
  private readonly builder = new ObjectBuilder(BUILT_IN_OBJECTS);
  /** The version a change of this process is committing: it installs that version itself. */
  private committing = -1;

  constructor(
    private readonly sql: SqlExecutor,
    /** For the version polls and reloads: background reads the request path's statement counts leave out. */
    private readonly backgroundSql: SqlExecutor,
    private readonly registry: MetadataRegistry,
    /**
     * Checks the objects a change would leave (the REST document must still be buildable from
     * them: no schema, path or property name taken twice); a message refuses the change.
     */
    private readonly checkObjects: ObjectsProblem = () => undefined,
  ) {}

  /**
   * Reads the stored definitions and rebuilds the registry when they are newer. `notice`: the
   * change another process made (its NOTIFY); when the registry holds the version before it,
   * only the objects it wrote are read, as that process read them back.
   */
  async reload(notice?: ChangeNotice): Promise<void> {
    if (notice && notice.version <= this.current.rows.version) return; // taken up already
    if (notice?.objectIds && notice.version === this.current.rows.version + 1) {
      const base = this.current.rows;
      const read = await readRuntimeRows(this.backgroundSql, notice.objectIds);
      // Another change may have committed since: then only a full read is sure to be right.
      if (read.version === notice.version && base === this.current.rows) {
        this.install(this.snapshotOf(mergeRuntimeRows(base, new Set(notice.objectIds), read)));
        return;
      }
    }
    const rows = await readRuntimeRows(this.backgroundSql);
    // Never backwards: a change of this process may have installed a newer version meanwhile.
    if (rows.version <= this.current.rows.version) return;
    this.install(this.snapshotOf(rows));
  }

  /** Rows with the objects they build (the same instances for the objects they left as they were). */
  private snapshotOf(rows: RuntimeRows): Snapshot {
    return { rows, objects: this.builder.build(rows.pipelines, rows.fields) };
  }

  /** The stored version, to compare with the registry's (one cheap statement). */
  async storedVersion(): Promise<number> {
    const [row] = await this.backgroundSql.query<{ version: number }>({ text: VERSION_SQL, values: [] });
    return Number(row?.version ?? 0);
  }

  /**
   * Whether the registry holds `version` or a later one, or a change of this process is
   * committing it and will install it itself (its own NOTIFY needs no reload).
   */
  holds(version: number): boolean {
    return version <= Math.max(this.current.rows.version, this.committing);
  }

  /** Field rows of an object, active or not (the metadata API shows inactive fields too). */
  fieldRowsOf(objectId: string): FieldRow[] {
    return [...(fieldRowsByObject(this.current.rows).get(objectId) ?? [])];
  }

  pipelineRow(id: string): PipelineRow | undefined {
    return this.current.rows.pipelines.find((p) => p.id === id);
  }

  private install(snapshot: Snapshot): void {
    if (snapshot.rows.version <= this.current.rows.version) return;
    this.current = snapshot;
    this.registry.replace(snapshot.objects, snapshot.rows.version);
  }

  /**
   * `work` under the metadata lock, then the version bump, in one transaction. The work names
   * (`touch`) every object whose rows it writes: a pipeline's row, any object's field rows.
   */
  private async change<T>(work: (tx: SqlExecutor, snapshot: Snapshot, touch: (objectId: string) => void) => Promise<T>): Promise<T> {
    let committing: number | undefined;
    try {
      const { value, after } = await this.sql.transaction(async (tx) => {
        await tx.query({ text: 'SELECT pg_advisory_xact_lock($1)', values: [METADATA_LOCK_KEY] });
        const snapshot = await this.lockedSnapshot(tx);
        const touched = new Set<string>();
        const value = await work(tx, snapshot, (objectId) => touched.add(objectId));
        // The work wrote its rows in SQL: what it left of the objects it touched is read back
        // and merged into the rest (unchanged under the lock), and is what commits.
        const rows = touched.size ? mergeRuntimeRows(snapshot.rows, touched, await readRuntimeRows(tx, [...touched])) : snapshot.rows;
        const { objects } = this.snapshotOf(rows);
        const problem = this.checkObjects(objects);
        if (problem) throw validationFailed(problem);
        const [bumped] = await tx.query<{ version: number }>({
          text: `UPDATE "metadata_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version", pg_notify('${METADATA_CHANNEL}', ("version")::text || $1)`,
          values: [changeNoticeObjects(touched)],
        });
        committing = Number(bumped.version);
        this.committing = Math.max(this.committing, committing);
        // Nothing else changes the rows until this commits (the lock): they are that version's.
        return { value, after: { rows: { ...rows, version: committing }, objects } };
      });
      this.install(after);
      return value;
    } catch (error) {
      // Failed at COMMIT: nothing here installs that version, so its NOTIFY (should it have
      // committed after all) must reload; the version poll covers one skipped meanwhile.
      if (committing !== undefined && this.committing === committing) this.committing = -1;
      throw error;
    }
  }

  /** Under the lock: the stored rows and their objects; the installed ones while the stored version is theirs. */
  private async lockedSnapshot(tx: SqlExecutor): Promise<Snapshot> {
    const [stored] = await tx.query<{ version: number }>({ text: VERSION_SQL, values: [] });
    if (Number(stored?.version ?? 0) === this.current.rows.version) return this.current;
    return this.snapshotOf(await readRuntimeRows(tx));
  }

  // ------------------------------------------------------------------------------------------
  // Pipelines

  async createPipeline(input: PipelineCreateInput): Promise<string> {
    return this.change(async (tx, { rows }, touch) => {
      const taken = new Set(rows.pipelines.flatMap((p) => [p.nameSingular, p.namePlural]));
      const problems = [
        objectNameProblem('nameSingular', input.nameSingular, taken),
        objectNameProblem('namePlural', input.namePlural, taken),
        labelProblem('labelSingular', input.labelSingular, true),
        labelProblem('labelPlural', input.labelPlural, true),
        descriptionProblem('description', input.description),
      ].filter((p): p is string => p !== undefined);
      if (typeof input.nameSingular === 'string' && input.nameSingular === input.namePlural)
        problems.push('namePlural: must differ from nameSingular (deal / deals)');
      fail(problems);
      const now = new Date().toISOString();
      const nameSingular = input.nameSingular as string;
      const pipeline: PipelineRow = {
        id: newRecordId(),
        nameSingular,
        namePlural: input.namePlural as string,
        labelSingular: input.labelSingular as string,
        labelPlural: input.labelPlural as string,
        description: typeof input.description === 'string' ? input.description : null,
        tableName: `pipeline_${snakeCase(nameSingular)}`,
        createdAt: now,
        updatedAt: now,
      };
      const standard = (name: string, label: string, type: string, position: number, extra: Partial<FieldRow> = {}): FieldRow => ({
        id: newRecordId(),
        objectMetadataId: pipeline.id,
        name,
        label,
        type,
        description: null,
        isCustom: false,
        isActive: true,
        defaultValue: null,
        options: null,
        relationTargetId: null,
        relationInverseName: null,
        columnName: snakeCase(name),
        position,
        createdAt: now,
        updatedAt: now,
        ...extra,
      });
      const fields = [
        standard('name', 'Name', 'TEXT', 0),
        standard('stage', 'Stage', 'SELECT', 1, {
          options: defaultOptions(...DEFAULT_PIPELINE_STAGES).map((o) => ({ id: newRecordId(), value: o.value, label: o.label, color: null, position: o.position })),
          defaultValue: DEFAULT_PIPELINE_STAGES[0],
        }),
        standard('amount', 'Amount', 'CURRENCY', 2),
      ];
      await tx.query({
        text: `INSERT INTO "pipeline_object" ("id", "name_singular", "name_plural", "label_singular", "label_plural", "description", "table_name", "created_at", "updated_at")
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        values: [pipeline.id, pipeline.nameSingular, pipeline.namePlural, pipeline.labelSingular, pipeline.labelPlural, pipeline.description, pipeline.tableName, now],
      });
      touch(pipeline.id);
      for (const field of fields) await insertFieldRow(tx, field);
      const object = pipelineObject(pipeline, fields.flatMap((f) => fieldsOfRow(f, new Map())));
      for (const statement of createPipelineTableSql(object)) await tx.execute({ text: statement, values: [] });
      return pipeline.id;
    });
  }

  async updatePipeline(id: string, input: PipelineUpdateInput): Promise<void> {
    await this.change(async (tx, { rows }, touch) => {
      const pipeline = findPipeline(rows, id);
      const problems: string[] = [];
      for (const key of ['nameSingular', 'namePlural'] as const) {
        if (input[key] !== undefined && input[key] !== pipeline[key])
          problems.push(`${key}: cannot be changed (it names the REST path, the events and the table of the records); create a new pipeline instead`);
      }
      for (const key of ['labelSingular', 'labelPlural'] as const) {
        const issue = labelProblem(key, input[key], false);
        if (issue) problems.push(issue);
      }
      const issue = descriptionProblem('description', input.description);
      if (issue) problems.push(issue);
      fail(problems);
      touch(pipeline.id);
      await tx.query({
        text: `UPDATE "pipeline_object" SET "label_singular" = coalesce($2, "label_singular"), "label_plural" = coalesce($3, "label_plural"),
                 "description" = CASE WHEN $4::boolean THEN $5 ELSE "description" END, "updated_at" = now() WHERE "id" = $1`,
        values: [pipeline.id, input.labelSingular ?? null, input.labelPlural ?? null, input.description !== undefined, input.description ?? null],
      });
    });
  }

  async deletePipeline(id: string, force: boolean): Promise<void> {
    await this.change(async (tx, { rows, objects }, touch) => {
      const pipeline = findPipeline(rows, id);
      const [{ count }] = await tx.query<{ count: number }>({ text: `SELECT count(*)::int AS "count" FROM ${q(pipeline.tableName)}`, values: [] });
      if (count > 0 && !force)
        throw validationFailed(`pipeline '${pipeline.nameSingular}' holds ${count} record${count === 1 ? '' : 's'}; delete with ?force=true to drop them with it`);
      // Relations of other objects that point at this pipeline go with it.
      touch(pipeline.id);
      for (const field of rows.fields.filter((f) => f.relationTargetId === pipeline.id && f.objectMetadataId !== pipeline.id)) {
        touch(field.objectMetadataId);
        const owner = objects.find((o) => o.id === field.objectMetadataId);
        if (owner) for (const statement of dropFieldSql(owner.table, fieldsOfRow(field, new Map([[id, pipeline.nameSingular]])))) await tx.execute({ text: statement, values: [] });
        await tx.execute({ text: 'DELETE FROM "runtime_field" WHERE "id" = $1', values: [field.id] });
      }
      await tx.execute({ text: dropTableSql(pipeline.tableName), values: [] });
      await tx.execute({ text: 'DELETE FROM "runtime_field" WHERE "object_metadata_id" = $1', values: [pipeline.id] });
      await tx.execute({ text: 'DELETE FROM "pipeline_object" WHERE "id" = $1', values: [pipeline.id] });
    });
  }

  // ------------------------------------------------------------------------------------------
  // Fields

  /** Resolves the owner of a field route: a pipeline or a customizable built-in object. */
  private ownerOf(objects: ObjectMetadata[], ownerId: string): ObjectMetadata {
    const id = ownerId.toLowerCase();
    const owner = objects.find((o) => o.id === id || o.nameSingular === ownerId || o.namePlural === ownerId);
    if (!owner) throw notFound(`no pipeline or object with id ${ownerId}`);
    if (!owner.isCustom && !CUSTOMIZABLE_OBJECTS.has(owner.nameSingular))
      throw validationFailed(`${owner.nameSingular} does not take custom fields; objects that do: ${[...CUSTOMIZABLE_OBJECTS].join(', ')} and pipelines`);
    return owner;
  }

  async createField(ownerId: string, input: FieldCreateInput): Promise<{ ownerId: string; fieldId: string }> {
    return this.change(async (tx, { rows, objects }, touch) => {
      const owner = this.ownerOf(objects, ownerId);
      touch(owner.id);
      const relationTargets = new Map(objects.filter((o) => o.isCustom || RELATION_TARGETS.has(o.nameSingular)).map((o) => [o.nameSingular, o]));
      const position = Math.max(-1, ...(fieldRowsByObject(rows).get(owner.id) ?? []).map((f) => f.position)) + 1;
      const { row, problems } = newFieldRow(input, { owner, relationTargets, position });
      fail(problems);
      await insertFieldRow(tx, row);
      const target = row.relationTargetId ? objects.find((o) => o.id === row.relationTargetId) : undefined;
      const fields = fieldsOfRow(row, new Map(objects.map((o) => [o.id, o.nameSingular])));
      for (const statement of addFieldSql(owner.table, fields, target?.table)) await tx.execute({ text: statement, values: [] });
      return { ownerId: owner.id, fieldId: row.id };
    });
  }

  async updateField(ownerId: string, fieldId: string, input: FieldUpdateInput & Record<string, unknown>): Promise<{ ownerId: string }> {
    return this.change(async (tx, { rows, objects }, touch) => {
      const owner = this.ownerOf(objects, ownerId);
      touch(owner.id);
      const row = findField(rows, owner, fieldId);
      const problems: string[] = [];
      for (const key of ['name', 'type', 'relationTarget', 'relationInverseName'])
        if (key in input && input[key] !== (row as unknown as Record<string, unknown>)[key])
          problems.push(`${key}: cannot be changed; create a new field (and delete this one) instead`);
      const labelIssue = labelProblem('label', input.label, false);
      if (labelIssue) problems.push(labelIssue);
      const descriptionIssue = descriptionProblem('description', input.description);
      if (descriptionIssue) problems.push(descriptionIssue);
      if (input.isActive !== undefined && typeof input.isActive !== 'boolean') problems.push('isActive: must be true or false');
      if (input.isActive === false && owner.isCustom && row.name === owner.labelIdentifierField)
        problems.push(`isActive: '${row.name}' labels the pipeline's records and cannot be deactivated`);
      const next: FieldRow = { ...row };
      if (input.options !== undefined) {
        if (!hasOptions(row.type)) problems.push('options: only SELECT and MULTI_SELECT fields have options');
        else next.options = parseOptions(input.options, row.options, problems);
      }
      if (input.defaultValue !== undefined) {
        const checked = checkDefaultValue(owner, next, input.defaultValue);
        problems.push(...checked.problems);
        next.defaultValue = checked.value;
      } else if (next.options && next.defaultValue !== null) {
        // The default must stay one of the options.
        const values = new Set(next.options.map((o) => o.value));
        const defaults = Array.isArray(next.defaultValue) ? next.defaultValue : [next.defaultValue];
        if (defaults.some((d) => !values.has(String(d)))) problems.push(`options: the default value ${JSON.stringify(next.defaultValue)} must stay an option (or change defaultValue too)`);
      }
      fail(problems);
      const [field] = fieldsOfRow(row, new Map(objects.map((o) => [o.id, o.nameSingular])));
      if (next.options && row.options && field && isScalar(field)) await refuseRemovedOptionsInUse(tx, owner, field, row.options, next.options);
      await tx.execute({
        text: `UPDATE "runtime_field" SET "label" = $2, "description" = $3, "is_active" = $4, "options" = $5::jsonb, "default_value" = $6::jsonb, "updated_at" = now() WHERE "id" = $1`,
        values: [
          row.id,
          typeof input.label === 'string' ? input.label : row.label,
          input.description !== undefined ? (input.description as string | null) : row.description,
          typeof input.isActive === 'boolean' ? input.isActive : row.isActive,
          next.options ? JSON.stringify(next.options) : null,
          next.defaultValue === null ? null : JSON.stringify(next.defaultValue),
        ],
      });
      if (input.defaultValue !== undefined) {
        const [updated] = fieldsOfRow(next, new Map());
        if (updated) for (const statement of setDefaultsSql(owner.table, updated)) await tx.execute({ text: statement, values: [] });
      }
      return { ownerId: owner.id };
    });
  }

  async deleteField(ownerId: string, fieldId: string, force: boolean): Promise<void> {
    await this.change(async (tx, { rows, objects }, touch) => {
      const owner = this.ownerOf(objects, ownerId);
      touch(owner.id);
      const row = findField(rows, owner, fieldId);
      if (owner.isCustom && row.name === owner.labelIdentifierField)
        throw validationFailed(`'${row.name}' labels the pipeline's records and cannot be deleted`);
      const fields = fieldsOfRow(row, new Map(objects.map((o) => [o.id, o.nameSingular])));
      const condition = fields.map(holdsValueSql).find((c) => c !== undefined);
      if (condition && !force) {
        const [{ count }] = await tx.query<{ count: number }>({ text: `SELECT count(*)::int AS "count" FROM ${q(owner.table)} WHERE ${condition}`, values: [] });
        if (count > 0)
          throw validationFailed(`field '${row.name}' holds values in ${count} record${count === 1 ? '' : 's'}; delete with ?force=true to drop them with it`);
      }
      for (const statement of dropFieldSql(owner.table, fields)) await tx.execute({ text: statement, values: [] });
      await tx.execute({ text: 'DELETE FROM "runtime_field" WHERE "id" = $1', values: [row.id] });
    });
  }
}

function findPipeline(rows: RuntimeRows, id: string): PipelineRow {
  const pipeline = isUuid(id) ? rows.pipelines.find((p) => p.id === id.toLowerCase()) : undefined;
  if (!pipeline) throw notFound(`no pipeline with id ${id}`);
  return pipeline;
}

function findField(rows: RuntimeRows, owner: ObjectMetadata, fieldId: string): FieldRow {
  const row = isUuid(fieldId) ? rows.fields.find((f) => f.id === fieldId.toLowerCase() && f.objectMetadataId === owner.id) : undefined;
  if (row) return row;
  if (owner.fields.some((f: FieldMetadata) => !f.isCustom && f.id === undefined && f.name === fieldId))
    throw badRequest('VALIDATION_FAILED', `'${fieldId}' is a standard field of ${owner.nameSingular} and cannot be changed or deleted`);
  throw notFound(`${owner.nameSingular} has no custom field with id ${fieldId}`);
}

/** Removing SELECT options that records still use is refused, naming how many use each. */
async function refuseRemovedOptionsInUse(tx: SqlExecutor, owner: ObjectMetadata, field: FieldMetadata & { column: string; type: string }, before: { value: string }[], after: { value: string }[]) {
  const kept = new Set(after.map((o) => o.value));
  const removed = before.map((o) => o.value).filter((v) => !kept.has(v));
  if (removed.length === 0) return;
  const column = q(field.column);
  const rows = await tx.query<{ value: string; count: number }>({
    text:
      field.type === 'MULTI_SELECT'
        ? `SELECT v AS "value", count(*)::int AS "count" FROM ${q(owner.table)}, unnest(${column}) AS v WHERE v = ANY($1::text[]) GROUP BY v ORDER BY v`
        : `SELECT ${column} AS "value", count(*)::int AS "count" FROM ${q(owner.table)} WHERE ${column} = ANY($1::text[]) GROUP BY ${column} ORDER BY ${column}`,
    values: [removed],
  });
  if (rows.length)
    throw new AppError(400, 'VALIDATION_FAILED', [
      `options: cannot remove ${rows.map((r) => `${r.value} (used by ${r.count} record${r.count === 1 ? '' : 's'})`).join(', ')}; move those records to another option first`,
    ]);
}

async function insertFieldRow(tx: SqlExecutor, row: FieldRow): Promise<void> {
  await tx.execute({
    text: `INSERT INTO "runtime_field" ("id", "object_metadata_id", "name", "label", "type", "description", "is_custom", "is_active", "default_value", "options",
             "relation_target_id", "relation_inverse_name", "column_name", "position", "created_at", "updated_at")
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $15)`,
    values: [
      row.id,
      row.objectMetadataId,
      row.name,
      row.label,
      row.type,
      row.description,
      row.isCustom,
      row.isActive,
      row.defaultValue === null ? null : JSON.stringify(row.defaultValue),
      row.options ? JSON.stringify(row.options) : null,
      row.relationTargetId,
      row.relationInverseName,
      row.columnName,
      row.position,
      row.createdAt,
    ],
  });
}
