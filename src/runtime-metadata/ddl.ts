// DDL for runtime objects: a pipeline is a table, a custom field one column (or a composite's
// columns). Every statement is derived from the same FieldMetadata the record layer reads, so
// the columns written are the columns that exist. Run inside the metadata change's transaction.
//
// Adding a column never rewrites the table: new columns are nullable, and the only defaults are
// constants (PostgreSQL 11+ stores those in the catalogue), so adding a field to a table of any
// size is a catalogue change. Existing records read the new field as empty.
import { COMPOSITE_TYPES } from '../metadata/composite-types.ts';
import { isComposite, isScalar, SEARCH_VECTOR_COLUMN, type FieldMetadata, type ObjectMetadata, type ScalarFieldType } from '../metadata/types.ts';
import { quoteIdent as q } from '../query/index.ts';
import { encodeColumns } from '../records/codec/encode-columns.ts';
import { searchLabelVector } from '../search/search-label.ts';

interface ColumnSpec {
  column: string;
  definition: string;
}

const SCALAR_SQL: Record<ScalarFieldType, string> = {
  UUID: 'uuid',
  TEXT: 'text',
  NUMBER: 'double precision',
  BOOLEAN: 'boolean',
  DATE_TIME: 'timestamptz(3)',
  DATE: 'date',
  SELECT: 'text',
  MULTI_SELECT: "text[] DEFAULT ARRAY[]::text[]",
  RAW_JSON: 'jsonb',
};

/** A validated value as an SQL constant (DDL takes no parameters). */
function sqlLiteral(value: unknown, definition: string): string {
  if (value === null || value === undefined) return 'NULL';
  const text = (t: string) => `'${t.replaceAll("'", "''")}'`;
  if (definition.startsWith('jsonb')) return `${text(String(value))}::jsonb`; // encoded as JSON text
  if (Array.isArray(value)) return `ARRAY[${value.map((v) => text(String(v))).join(', ')}]::text[]`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const type = definition.split(' ')[0];
  return `${text(String(value))}::${type}`;
}

/** The columns of a field, each with the column default its defaultValue gives (if any). */
export function columnsOf(field: FieldMetadata): ColumnSpec[] {
  const specs = baseColumnsOf(field);
  if (field.defaultValue === undefined || field.defaultValue === null) return specs;
  const probe = { fields: [field] } as ObjectMetadata;
  const encoded = encodeColumns(probe, new Map([[field.name, field.defaultValue]]));
  return specs.map((spec) => {
    if (!encoded.has(spec.column)) return spec;
    const type = spec.definition.replace(/ DEFAULT .*$/, '');
    return { column: spec.column, definition: `${type} DEFAULT ${sqlLiteral(encoded.get(spec.column), type)}` };
  });
}

/** The SQL of one column's default, for ALTER COLUMN ... SET DEFAULT. */
export function setDefaultsSql(table: string, field: FieldMetadata): string[] {
  const specs = columnsOf(field);
  if (specs.length === 0) return [];
  return [
    `ALTER TABLE ${q(table)} ${specs
      .map((spec) => {
        const match = / DEFAULT (.*)$/.exec(spec.definition);
        return `ALTER COLUMN ${q(spec.column)} ${match ? `SET DEFAULT ${match[1]}` : 'DROP DEFAULT'}`;
      })
      .join(', ')}`,
  ];
}

function baseColumnsOf(field: FieldMetadata): ColumnSpec[] {
  if (isScalar(field)) {
    if (field.name === 'id') return [{ column: field.column, definition: 'uuid PRIMARY KEY DEFAULT gen_random_uuid()' }];
    if (field.name === 'createdAt' || field.name === 'updatedAt') return [{ column: field.column, definition: 'timestamptz(3) NOT NULL DEFAULT now()' }];
    const integer = field.type === 'NUMBER' && field.integer;
    return [{ column: field.column, definition: integer ? 'integer' : SCALAR_SQL[field.type] }];
  }
  if (isComposite(field)) {
    return COMPOSITE_TYPES[field.type].map((sub) => {
      const column = field.columns[sub.name];
      if (sub.type === 'RAW_JSON') return { column, definition: "jsonb NOT NULL DEFAULT '[]'" };
      if (sub.type === 'NUMBER') return { column, definition: sub.integer ? 'bigint' : 'double precision' };
      // The actor's source reads MANUAL on rows written before it was stamped, like built-ins.
      return { column, definition: field.type === 'ACTOR' && sub.name === 'source' ? "text DEFAULT 'MANUAL'" : 'text' };
    });
  }
  return [];
}

const indexName = (table: string, suffix: string) => q(`${table}_${suffix}`.slice(0, 63));
/** As the search migrations set them: a short pending list, merged in bulk by the insert that fills it. */
const GIN_SEARCH_OPTIONS = 'WITH (fastupdate = on, gin_pending_list_limit = 128)';

/** The table of a new pipeline, its list index and its full-text indexes (on `name`, like opportunity). */
export function createPipelineTableSql(object: ObjectMetadata): string[] {
  const columns = object.fields.flatMap(columnsOf).map((c) => `${q(c.column)} ${c.definition}`);
  const nameColumn = object.fields.find((f) => f.name === object.labelIdentifierField);
  const label = nameColumn && isScalar(nameColumn) ? q(nameColumn.column) : 'NULL';
  columns.push(`${q(SEARCH_VECTOR_COLUMN)} tsvector GENERATED ALWAYS AS (crm_search_vector(${label}, NULL, NULL, NULL)) STORED`);
  const table = object.table;
  return [
    `CREATE TABLE ${q(table)} (${columns.join(', ')})`,
    // Partial: lists read only the records that are not soft-deleted (query/soft-delete.ts); their
    // counts read the small live index (all keys NULL: deduplicated).
    `CREATE INDEX ${indexName(table, 'created_at_id_idx')} ON ${q(table)} ("created_at", "id") WHERE "deleted_at" IS NULL`,
    `CREATE INDEX ${indexName(table, 'live_idx')} ON ${q(table)} ("deleted_at") WHERE "deleted_at" IS NULL`,
    `CREATE INDEX ${indexName(table, 'search_vector_idx')} ON ${q(table)} USING GIN (${q(SEARCH_VECTOR_COLUMN)}) ${GIN_SEARCH_OPTIONS}`,
    `CREATE INDEX ${indexName(table, 'search_label_idx')} ON ${q(table)} USING GIN (${searchLabelVector(q(SEARCH_VECTOR_COLUMN))}) ${GIN_SEARCH_OPTIONS}`,
  ];
}

export const dropTableSql = (table: string) => `DROP TABLE ${q(table)} CASCADE`;

/**
 * Columns of new fields. A relation's join column references its target (cleared when the
 * target is deleted, which the record layer does itself first, with events) and is indexed, so
 * embedding and filtering by it use the index.
 */
export function addFieldSql(table: string, fields: FieldMetadata[], relationTargetTable?: string): string[] {
  const specs = fields.flatMap(columnsOf);
  if (specs.length === 0) return [];
  const statements = [`ALTER TABLE ${q(table)} ${specs.map((c) => `ADD COLUMN ${q(c.column)} ${c.definition}`).join(', ')}`];
  if (relationTargetTable) {
    const [join] = specs;
    statements[0] = `ALTER TABLE ${q(table)} ADD COLUMN ${q(join.column)} uuid REFERENCES ${q(relationTargetTable)} ("id") ON DELETE SET NULL`;
    statements.push(`CREATE INDEX ${indexName(table, `${join.column}_idx`)} ON ${q(table)} (${q(join.column)})`);
  }
  return statements;
}

export function dropFieldSql(table: string, fields: FieldMetadata[]): string[] {
  const specs = fields.flatMap(columnsOf);
  return specs.length ? [`ALTER TABLE ${q(table)} ${specs.map((c) => `DROP COLUMN ${q(c.column)}`).join(', ')}`] : [];
}

/** A condition true for rows where the field holds a value (guarded deletes). */
export function holdsValueSql(field: FieldMetadata): string | undefined {
  if (isScalar(field)) return field.type === 'MULTI_SELECT' ? `cardinality(${q(field.column)}) > 0` : `${q(field.column)} IS NOT NULL`;
  if (isComposite(field)) {
    return COMPOSITE_TYPES[field.type]
      .map((sub) => (sub.type === 'RAW_JSON' ? `${q(field.columns[sub.name])} <> '[]'::jsonb` : `${q(field.columns[sub.name])} IS NOT NULL`))
      .join(' OR ');
  }
  return undefined;
}
