// Which database a test runs on is chosen by the vitest project (env TEST_DATABASE):
//   pglite   -> 'memory://': a fresh in-memory PGlite per server/Database instance, loaded from
//               the migrated cluster test/setup/pglite.global.ts dumped once for the run
//   postgres -> a fresh database on the throwaway PostgreSQL, copied from the migrated template
//               test/setup/postgres.global.ts made once for the run
// Either way a test's database starts migrated and holds no rows of its own: the first start
// (workspace, first API key) still happens in each test's server.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase } from '../../scripts/postgres-test-server.ts';
import { startMemoryDatabasesFrom } from '../../src/db/pglite-memory.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DATABASE || 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`TEST_DATABASE must be pglite or postgres, got "${kind}"`);
  return kind;
}

/** Admin URL of the test PostgreSQL (postgres project only). */
export function postgresAdminUrl(): string {
  return provided('postgresAdminUrl', 'postgres', 'test/setup/postgres.global.ts');
}

function provided<K extends 'postgresAdminUrl' | 'postgresTemplateDatabase' | 'pgliteTemplateDump'>(key: K, project: TestDatabaseKind, setup: string): string {
  const value = inject(key);
  if (!value) {
    throw new Error(
      `TEST_DATABASE=${project} but nothing provided ${key}: run through the vitest \`${project}\` project ` +
        `(npm run test:${project}), whose globalSetup (${setup}) makes it`,
    );
  }
  return value;
}

let counter = 0;

function newPostgresDatabase(template?: string): Promise<string> {
  const name = `t_${process.pid}_${++counter}_${randomBytes(4).toString('hex')}`;
  return createDatabase(postgresAdminUrl(), name, template);
}

let memoryDatabasesMigrated = false;

/** A URL for a new migrated database without rows: one per call, never shared between calls or test files. */
export async function testDatabaseUrl(): Promise<string> {
  if (testDatabaseKind() === 'postgres') {
    return newPostgresDatabase(provided('postgresTemplateDatabase', 'postgres', 'test/setup/postgres.global.ts'));
  }
  if (!memoryDatabasesMigrated) {
    const dump = provided('pgliteTemplateDump', 'pglite', 'test/setup/pglite.global.ts');
    startMemoryDatabasesFrom(async () => new Blob([await readFile(dump)]));
    memoryDatabasesMigrated = true;
  }
  return 'memory://';
}

/** A URL for a new, empty PostgreSQL database (not even migrated): the tests of the migrations. */
export function emptyPostgresDatabaseUrl(): Promise<string> {
  return newPostgresDatabase();
}
