// Generates a new SQL migration from the change to prisma/schema.prisma since the last one.
//
//   npm run migration:new -- <name>
//
// The Prisma CLI cannot download its native schema engine on every machine, so this uses the
// WASM schema engine directly. Each migration folder keeps a copy of the datamodel it was
// generated from (schema.prisma); the next migration is the diff between that snapshot and the
// current schema, so no database or shadow database is needed. Committed migrations are never
// edited: a new change always gets a new folder.
import { readFileSync, readdirSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../src/db/pglite-extensions.ts';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'prisma', 'migrations');
const schemaPath = path.join(root, 'prisma', 'schema.prisma');

async function loadSchemaEngine() {
  // Node 20 cannot `import` a .wasm module, so instantiate it by hand and hand it to the
  // wasm-bindgen glue, which is what the package's own entry does on newer runtimes.
  const pkgDir = path.join(root, 'node_modules', '@prisma', 'schema-engine-wasm');
  const glue = await import(path.join(pkgDir, 'schema_engine_bg.js'));
  const bytes = readFileSync(path.join(pkgDir, 'schema_engine_bg.wasm'));
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return glue;
}

function latestSnapshot(): string | undefined {
  if (!existsSync(migrationsDir)) return undefined;
  const dirs = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const last = dirs.at(-1);
  return last ? readFileSync(path.join(migrationsDir, last, 'schema.prisma'), 'utf8') : undefined;
}

function timestamp(): string {
  return new Date().toISOString().replace(/[-:TZ.]/g, '').slice(0, 14);
}

async function main() {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('usage: npm run migration:new -- <name>   (lowercase letters, digits, _)');
    process.exit(2);
  }
  const current = readFileSync(schemaPath, 'utf8');
  const previous = latestSnapshot();
  const engineModule = await loadSchemaEngine();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(new PGlite({ extensions: pgliteExtensions })));
  const engine = await engineModule.SchemaEngine.new(
    { datamodels: [['schema.prisma', current]] },
    (log: string) => void log,
    adapter,
  );
  const datamodel = (content: string) => ({
    tag: 'schemaDatamodel',
    files: [{ path: 'schema.prisma', content }],
  });
  const result = await engine.diff({
    from: previous === undefined ? { tag: 'empty' } : datamodel(previous),
    to: datamodel(current),
    script: true,
    exitCode: null,
    filters: { externalTables: [], externalEnums: [] },
  });
  const sql: string = result.stdout ?? '';
  if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
    console.log('schema.prisma has not changed since the last migration; nothing to do.');
    return;
  }
  const dir = path.join(migrationsDir, `${timestamp()}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'migration.sql'), sql);
  writeFileSync(path.join(dir, 'schema.prisma'), current);
  console.log(`wrote ${path.relative(root, dir)}/migration.sql`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
