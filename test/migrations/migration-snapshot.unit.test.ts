// The one migration snapshot (scripts/migration-snapshot.ts): prisma/schema.snapshot.prisma is
// prisma/schema.prisma as of the newest migration, `npm run migration:new` diffs against it and
// then updates it, and `npm run migration:check` (in codegen:check) fails while schema.prisma
// holds a change no migration carries. The cases use a small datamodel in a temporary folder
// (the schema engine diffs it faster than the real schema); the first two read the
// repository's own files.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeSchemaEngine, REPOSITORY_PATHS, unmigratedChange, writeNewMigration, type MigrationPaths } from '../../scripts/migration-snapshot.ts';

const DATASOURCE = 'datasource db {\n  provider = "postgresql"\n}\n';
const NOTE_MODEL = '\nmodel Note {\n  id Int @id\n}\n';
const NOTE_WITH_TITLE = '\nmodel Note {\n  id    Int    @id\n  title String\n}\n';
const NOON = new Date('2026-11-29T12:00:00Z');

let folder: string;
let paths: MigrationPaths;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'migration-snapshot-'));
  paths = { schema: path.join(folder, 'schema.prisma'), snapshot: path.join(folder, 'schema.snapshot.prisma'), migrations: path.join(folder, 'migrations') };
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));
afterAll(closeSchemaEngine);

const folders = () => (existsSync(paths.migrations) ? readdirSync(paths.migrations).sort() : []);
const migrationOf = (name: string) => readFileSync(path.join(paths.migrations, name, 'migration.sql'), 'utf8');

describe('the repository', () => {
  it('has no change in prisma/schema.prisma beyond the last migration (what migration:check runs)', { timeout: 60_000 }, async () => {
    expect(await unmigratedChange(REPOSITORY_PATHS)).toBe('');
  });

  it('keeps one snapshot, prisma/schema.snapshot.prisma: each migration folder holds only its SQL', () => {
    expect(existsSync(REPOSITORY_PATHS.snapshot)).toBe(true);
    const filesOf = (name: string) => readdirSync(path.join(REPOSITORY_PATHS.migrations, name));
    const otherThanSql = readdirSync(REPOSITORY_PATHS.migrations).filter((name) => filesOf(name).join() !== 'migration.sql');
    expect(otherThanSql).toEqual([]);
  });
});

describe('migration:check', () => {
  it('names the missing SQL when schema.prisma changed without a migration', async () => {
    writeFileSync(paths.snapshot, DATASOURCE + NOTE_MODEL);
    writeFileSync(paths.schema, DATASOURCE + NOTE_WITH_TITLE);
    expect(await unmigratedChange(paths)).toContain('ALTER TABLE "Note" ADD COLUMN     "title" TEXT NOT NULL');
  });

  it('passes a change that needs no SQL (a comment), as migration:new finds nothing to do', async () => {
    writeFileSync(paths.snapshot, DATASOURCE + NOTE_MODEL);
    writeFileSync(paths.schema, `// A note.\n${DATASOURCE}${NOTE_MODEL}`);
    expect(await unmigratedChange(paths)).toBe('');
  });
});

describe('migration:new', () => {
  it('writes each change as a new folder of SQL only and brings the snapshot level with schema.prisma', async () => {
    writeFileSync(paths.schema, DATASOURCE + NOTE_MODEL);
    expect(await writeNewMigration(paths, 'init', NOON)).toEqual({ kind: 'written', folder: path.join(paths.migrations, '20261129120000_init') });
    expect(migrationOf('20261129120000_init')).toContain('CREATE TABLE "Note"');

    writeFileSync(paths.schema, DATASOURCE + NOTE_WITH_TITLE);
    await writeNewMigration(paths, 'note_title', new Date('2026-11-29T12:30:00Z'));
    expect(folders()).toEqual(['20261129120000_init', '20261129123000_note_title']);
    expect(readdirSync(path.join(paths.migrations, '20261129123000_note_title'))).toEqual(['migration.sql']);
    expect(migrationOf('20261129123000_note_title')).toContain('ALTER TABLE "Note" ADD COLUMN     "title" TEXT NOT NULL');
    expect(migrationOf('20261129120000_init')).not.toContain('title');
    expect(readFileSync(paths.snapshot, 'utf8')).toBe(DATASOURCE + NOTE_WITH_TITLE);
    expect(await unmigratedChange(paths)).toBe('');
  });

  it('writes no folder for a change that needs no SQL, and refreshes the snapshot so the two files stay equal', async () => {
    writeFileSync(paths.snapshot, DATASOURCE + NOTE_MODEL);
    writeFileSync(paths.schema, `// A note.\n${DATASOURCE}${NOTE_MODEL}`);
    expect(await writeNewMigration(paths, 'comment', NOON)).toEqual({ kind: 'unchanged', snapshotRefreshed: true });
    expect(folders()).toEqual([]);
    expect(readFileSync(paths.snapshot, 'utf8')).toBe(`// A note.\n${DATASOURCE}${NOTE_MODEL}`);
    expect(await writeNewMigration(paths, 'again', NOON)).toEqual({ kind: 'unchanged', snapshotRefreshed: false });
  });
});
