// Runtime metadata as stored (tables pipeline_object and runtime_field, see prisma/schema.prisma),
// read in one go by every process when its registry is (re)built.
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

/** Everything the registry is built from, as one consistent snapshot (one statement). */
export async function readRuntimeRows(sql: SqlExecutor): Promise<RuntimeRows> {
  const [row] = await sql.query<{ version: number; pipelines: Record<string, unknown>[] | null; fields: Record<string, unknown>[] | null }>({
    text: `SELECT
      (SELECT "version" FROM "metadata_version" WHERE "id" = 1) AS "version",
      (SELECT jsonb_agg(to_jsonb(p) ORDER BY p."created_at", p."id") FROM "pipeline_object" p) AS "pipelines",
      (SELECT jsonb_agg(to_jsonb(f) ORDER BY f."position", f."created_at", f."id") FROM "runtime_field" f) AS "fields"`,
    values: [],
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
