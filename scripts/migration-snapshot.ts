// The one datamodel snapshot migrations are generated from: prisma/schema.snapshot.prisma holds
// prisma/schema.prisma as of the newest migration. `npm run migration:new` diffs the snapshot
// against schema.prisma, writes the SQL as a new migration folder and then updates the snapshot;
// `npm run migration:check` (run by codegen:check) fails while that diff is not empty, that is
// while schema.prisma holds a change no migration carries.
//
// "Changed" is what the Prisma schema engine says: a change that needs no SQL (a comment, the
// order of fields) is no change, as it was when each migration folder kept its own snapshot.
// The diff needs no database: the WASM schema engine compares two datamodels (the Prisma CLI
// cannot download its native engine on every machine). The service never reads the snapshot; it
// applies prisma/migrations/*/migration.sql (src/db/migrate.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { pgliteExtensions } from '../src/db/pglite-extensions.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..');

/** Where the schema, its snapshot and the migration folders live (a test points them elsewhere). */
export interface MigrationPaths {
  schema: string;
  snapshot: string;
  migrations: string;
}

export const REPOSITORY_PATHS: MigrationPaths = {
  schema: path.join(repositoryRoot, 'prisma', 'schema.prisma'),
  snapshot: path.join(repositoryRoot, 'prisma', 'schema.snapshot.prisma'),
  migrations: path.join(repositoryRoot, 'prisma', 'migrations'),
};

interface SchemaEngineModule {
  SchemaEngine: {
    new: (options: { datamodels: [string, string][] }, log: (line: string) => void, adapter: unknown) => Promise<SchemaEngine>;
  };
}

interface SchemaEngine {
  diff(input: unknown): Promise<{ stdout?: string }>;
  free(): void;
}

let engineModule: Promise<SchemaEngineModule> | undefined;
// One in-memory database for every diff of the process: starting one takes seconds.
let engineDatabase: PGlite | undefined;

/** Stops the schema engine's database, if a diff started it. */
export async function closeSchemaEngine(): Promise<void> {
  await engineDatabase?.close();
  engineDatabase = undefined;
}

async function loadSchemaEngine(): Promise<SchemaEngineModule> {
  // Node 20 cannot `import` a .wasm module, so instantiate it by hand and hand it to the
  // wasm-bindgen glue, which is what the package's own entry does on newer runtimes.
  const pkgDir = path.join(repositoryRoot, 'node_modules', '@prisma', 'schema-engine-wasm');
  const glue = await import(path.join(pkgDir, 'schema_engine_bg.js'));
  const bytes = readFileSync(path.join(pkgDir, 'schema_engine_bg.wasm'));
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return glue as SchemaEngineModule;
}

const datamodel = (content: string) => ({ tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content }] });

/**
 * The SQL that takes a database from datamodel `previous` (undefined: an empty database) to
 * `current`; '' when there is nothing to do.
 */
export async function migrationSql(previous: string | undefined, current: string): Promise<string> {
  engineModule ??= loadSchemaEngine();
  // The engine wants a connected driver adapter even for a diff of two datamodels.
  engineDatabase ??= new PGlite({ extensions: pgliteExtensions });
  const engine = await (await engineModule).SchemaEngine.new(
    { datamodels: [['schema.prisma', current]] },
    () => undefined,
    bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(engineDatabase)),
  );
  try {
    const result = await engine.diff({
      from: previous === undefined ? { tag: 'empty' } : datamodel(previous),
      to: datamodel(current),
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = result.stdout ?? '';
    return !sql.trim() || /^-- This is an empty migration/.test(sql.trim()) ? '' : sql;
  } finally {
    engine.free();
  }
}

/** The snapshot's text; undefined before the first migration. */
export function readSnapshot(paths: MigrationPaths): string | undefined {
  return existsSync(paths.snapshot) ? readFileSync(paths.snapshot, 'utf8') : undefined;
}

/** The SQL of the change schema.prisma holds beyond the snapshot; '' when migrations carry it all. */
export async function unmigratedChange(paths: MigrationPaths): Promise<string> {
  return migrationSql(readSnapshot(paths), readFileSync(paths.schema, 'utf8'));
}

export type NewMigrationOutcome =
  | { kind: 'written'; folder: string }
  | { kind: 'unchanged'; snapshotRefreshed: boolean };

/**
 * Writes `<migrations>/<timestamp>_<name>/migration.sql` from the change in schema.prisma and
 * makes the snapshot equal schema.prisma. With no change to migrate it writes no folder, and
 * refreshes the snapshot if only its text differs (a comment), so the two files stay equal.
 * Committed migrations are never edited: a new change always gets a new folder.
 */
export async function writeNewMigration(paths: MigrationPaths, name: string, now = new Date()): Promise<NewMigrationOutcome> {
  const current = readFileSync(paths.schema, 'utf8');
  const previous = readSnapshot(paths);
  const sql = await migrationSql(previous, current);
  const snapshotRefreshed = previous !== current;
  // The folder first: a snapshot must never run ahead of the migrations.
  const folder = sql ? writeMigrationFolder(paths, name, now, sql) : undefined;
  if (snapshotRefreshed) writeFileSync(paths.snapshot, current);
  return folder ? { kind: 'written', folder } : { kind: 'unchanged', snapshotRefreshed };
}

function writeMigrationFolder(paths: MigrationPaths, name: string, now: Date, sql: string): string {
  const folder = path.join(paths.migrations, `${migrationTimestamp(now)}_${name}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'migration.sql'), sql);
  return folder;
}

/** A migration folder's prefix, e.g. 20261129001600: folders apply in name order. */
function migrationTimestamp(now: Date): string {
  return now.toISOString().replace(/[-:TZ.]/g, '').slice(0, 14);
}
