// Runtime metadata as stored (tables pipeline_object and runtime_field, see prisma/schema.prisma),
// read in one go by every process when its registry is (re)built; a change of this process reads
// back only the objects it wrote and merges them into the rows it started from (2,000 field rows
// at 200 pipelines took ~65 ms to read on PGlite, most of a change).
import type { SqlExecutor } from '../db/sql-executor.ts';

export interface PipelineRow {
  id: string;
  nameSingular: string;
  namePlural: string;
  labelSingular: string;
  labelPlural: string;
  description: string | null;
  tableName: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoredOption {
  id: string;
  value: string;
  label: string;
  color: string | null;
  position: number;
}

export interface FieldRow {
  id: string;
  objectMetadataId: string;
  name: string;
  label: string;
  /** As declared: one of RUNTIME_FIELD_TYPES. */
  type: string;
  description: string | null;
  isCustom: boolean;
  isActive: boolean;
  defaultValue: unknown;
  options: StoredOption[] | null;
  relationTargetId: string | null;
  relationInverseName: string | null;
  columnName: string;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export interface RuntimeRows {
  version: number;
  pipelines: PipelineRow[];
  fields: FieldRow[];
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

/**
 * Everything the registry is built from, as one consistent snapshot (one statement); with
 * `objectIds`, only the rows of those objects: their pipeline rows (built-in objects have none)
 * and their field rows, in the same order.
 */
export async function readRuntimeRows(sql: SqlExecutor, objectIds?: readonly string[]): Promise<RuntimeRows> {
  const [pipelinesOf, fieldsOf] = objectIds ? [` WHERE p."id" = ANY($1::uuid[])`, ` WHERE f."object_metadata_id" = ANY($1::uuid[])`] : ['', ''];
  const [row] = await sql.query<{ version: number; pipelines: Record<string, unknown>[] | null; fields: Record<string, unknown>[] | null }>({
    text: `SELECT
      (SELECT "version" FROM "metadata_version" WHERE "id" = 1) AS "version",
      (SELECT jsonb_agg(to_jsonb(p) ORDER BY p."created_at", p."id") FROM "pipeline_object" p${pipelinesOf}) AS "pipelines",
      (SELECT jsonb_agg(to_jsonb(f) ORDER BY f."position", f."created_at", f."id") FROM "runtime_field" f${fieldsOf}) AS "fields"`,
    values: objectIds ? [objectIds] : [],
  });
  return {
    version: Number(row.version ?? 0),
    pipelines: (row.pipelines ?? []).map((p) => ({
      id: String(p.id),
      nameSingular: String(p.name_singular),
      namePlural: String(p.name_plural),
      labelSingular: String(p.label_singular),
      labelPlural: String(p.label_plural),
      description: (p.description as string | null) ?? null,
      tableName: String(p.table_name),
      createdAt: iso(p.created_at),
      updatedAt: iso(p.updated_at),
    })),
    fields: (row.fields ?? []).map((f) => ({
      id: String(f.id),
      objectMetadataId: String(f.object_metadata_id),
      name: String(f.name),
      label: String(f.label),
      type: String(f.type),
      description: (f.description as string | null) ?? null,
      isCustom: Boolean(f.is_custom),
      isActive: Boolean(f.is_active),
      defaultValue: f.default_value ?? null,
      options: (f.options as StoredOption[] | null) ?? null,
      relationTargetId: (f.relation_target_id as string | null) ?? null,
      relationInverseName: (f.relation_inverse_name as string | null) ?? null,
      columnName: String(f.column_name),
      position: Number(f.position),
      createdAt: iso(f.created_at),
      updatedAt: iso(f.updated_at),
    })),
  };
}

/** The statements' orders: pipelines by creation then id, fields by position, creation, id. */
const byKeys = <T>(...keys: Array<(row: T) => string | number>) => (a: T, b: T): number => {
  for (const key of keys) {
    const x = key(a);
    const y = key(b);
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};
const pipelineOrder = byKeys<PipelineRow>((p) => p.createdAt, (p) => p.id);
const fieldOrder = byKeys<FieldRow>((f) => f.position, (f) => f.createdAt, (f) => f.id);

/**
 * Two lists sorted by `order` as one (where rows compare equal, `kept` first): each added row
 * goes in by binary search, as a change adds a few rows to thousands.
 */
function mergeSorted<T>(kept: T[], added: T[], order: (a: T, b: T) => number): T[] {
  if (added.length === 0) return kept;
  const merged = kept.slice();
  let from = 0;
  for (const row of added) {
    // After every row that does not sort after it, and after the rows added before it.
    let low = from;
    let high = merged.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(merged[middle], row) <= 0) low = middle + 1;
      else high = middle;
    }
    merged.splice(low, 0, row);
    from = low + 1;
  }
  return merged;
}

/** Field rows by object, per list of rows (built once for a list; merged lists get theirs from their base's). */
const byObjectCache = new WeakMap<FieldRow[], Map<string, FieldRow[]>>();

/** The field rows of each object, in the order of `rows.fields`. */
export function fieldRowsByObject(rows: RuntimeRows): Map<string, FieldRow[]> {
  let byObject = byObjectCache.get(rows.fields);
  if (!byObject) {
    byObject = groupByObject(rows.fields);
    byObjectCache.set(rows.fields, byObject);
  }
  return byObject;
}

function groupByObject(fields: FieldRow[]): Map<string, FieldRow[]> {
  const byObject = new Map<string, FieldRow[]>();
  for (const row of fields) {
    const list = byObject.get(row.objectMetadataId);
    if (list) list.push(row);
    else byObject.set(row.objectMetadataId, [row]);
  }
  return byObject;
}

/**
 * `base` with the rows of `objectIds` replaced by `read` (readRuntimeRows of those objects, at
 * `read.version`): what a full read would answer when nothing else changed meanwhile. The rows
 * of other objects stay the same values (ObjectBuilder compares them by identity first).
 */
export function mergeRuntimeRows(base: RuntimeRows, objectIds: ReadonlySet<string>, read: RuntimeRows): RuntimeRows {
  const merged: RuntimeRows = {
    version: read.version,
    pipelines: mergeSorted(
      base.pipelines.filter((p) => !objectIds.has(p.id)),
      read.pipelines,
      pipelineOrder,
    ),
    fields: mergeSorted(
      base.fields.filter((f) => !objectIds.has(f.objectMetadataId)),
      read.fields,
      fieldOrder,
    ),
  };
  // The index by object of the result: the base's, with the objects read replaced.
  const baseIndex = byObjectCache.get(base.fields);
  if (baseIndex) {
    const index = new Map(baseIndex);
    for (const id of objectIds) index.delete(id);
    for (const [id, rows] of groupByObject(read.fields)) index.set(id, rows);
    byObjectCache.set(merged.fields, index);
  }
  return merged;
}
