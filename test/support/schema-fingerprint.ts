// What the migrations made of a database, as plain data two databases can be compared by:
// every table and column, constraint, index, function, trigger, view, type and extension outside
// PostgreSQL's own schemas, the rows of each table (counted), and the migrations recorded as
// applied (names and checksums). Ids, timestamps and OIDs, which differ between two runs of the
// same migrations, are left out.

/** Runs one statement without parameters and answers its rows. */
export type QueryRows = (sql: string) => Promise<Record<string, unknown>[]>;

const USER_SCHEMAS = `nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg_temp%' AND nspname NOT LIKE 'pg_toast_temp%'`;
const IN_USER_SCHEMA = (column: string) => `${column} IN (SELECT oid FROM pg_namespace WHERE ${USER_SCHEMAS})`;

const CATALOG: Record<string, string> = {
  schemas: `SELECT nspname AS name FROM pg_namespace WHERE ${USER_SCHEMAS} ORDER BY 1`,
  extensions: `SELECT extname AS name, extversion AS version FROM pg_extension ORDER BY 1`,
  columns: `SELECT table_schema, table_name, ordinal_position, column_name, data_type, udt_name, is_nullable,
                   column_default, character_maximum_length, numeric_precision, is_generated, generation_expression
              FROM information_schema.columns
             WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
             ORDER BY 1, 2, 3`,
  constraints: `SELECT conrelid::regclass::text AS "table", conname AS name, contype AS type, pg_get_constraintdef(oid) AS definition
                  FROM pg_constraint WHERE ${IN_USER_SCHEMA('connamespace')} ORDER BY 1, 2`,
  indexes: `SELECT schemaname, tablename, indexname, indexdef FROM pg_indexes
             WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2, 3`,
  functions: `SELECT proname AS name, pg_get_function_identity_arguments(oid) AS arguments, pg_get_functiondef(oid) AS definition
                FROM pg_proc WHERE ${IN_USER_SCHEMA('pronamespace')} AND prokind IN ('f', 'p') ORDER BY 1, 2`,
  triggers: `SELECT tgrelid::regclass::text AS "table", tgname AS name, pg_get_triggerdef(oid) AS definition
               FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2`,
  views: `SELECT schemaname, viewname, definition FROM pg_views WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  types: `SELECT t.typname AS name, t.typtype AS type, coalesce(string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder), '') AS labels
            FROM pg_type t LEFT JOIN pg_enum e ON e.enumtypid = t.oid
           WHERE ${IN_USER_SCHEMA('t.typnamespace')} AND t.typtype IN ('e', 'd', 'c')
             AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.reltype = t.oid AND c.relkind <> 'c')
           GROUP BY 1, 2 ORDER BY 1`,
  sequences: `SELECT schemaname, sequencename, data_type::text, start_value::text, increment_by::text FROM pg_sequences ORDER BY 1, 2`,
  migrations: `SELECT migration_name, checksum, applied_steps_count, finished_at IS NOT NULL AS finished, rolled_back_at IS NULL AS current
                 FROM "_prisma_migrations" ORDER BY migration_name`,
};

export type SchemaFingerprint = Record<string, Record<string, unknown>[]>;

export async function schemaFingerprint(query: QueryRows): Promise<SchemaFingerprint> {
  const fingerprint: SchemaFingerprint = {};
  for (const [part, sql] of Object.entries(CATALOG)) fingerprint[part] = await query(sql);
  // Rows a migration inserts (metadata_version's first row) count as part of what it made.
  const tables = await query(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  fingerprint.rowCounts = [];
  for (const { name } of tables) {
    const [{ rows }] = await query(`SELECT count(*)::int AS rows FROM ${String(name)}`);
    fingerprint.rowCounts.push({ table: name, rows });
  }
  return fingerprint;
}
