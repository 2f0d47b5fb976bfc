// Which database a test runs on is chosen by the vitest project (env TEST_DATABASE):
//   pglite   -> 'memory://' (a fresh in-memory PGlite per server/Database instance)
//   postgres -> a fresh database on the throwaway PostgreSQL started by test/setup/postgres.global.ts
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabase } from '../../scripts/postgres-test-server.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DATABASE || 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`TEST_DATABASE must be pglite or postgres, got "${kind}"`);
  return kind;
}

/** Admin URL of the test PostgreSQL (postgres project only). */
export function postgresAdminUrl(): string {
  const url = inject('postgresAdminUrl');
  if (!url) {
    throw new Error(
      'TEST_DATABASE=postgres but no PostgreSQL was provided: run through the vitest `postgres` project ' +
        '(npm run test:postgres), whose globalSetup starts one',
    );
  }
  return url;
}

let counter = 0;

/** A URL for an empty database: one per call, never shared between calls or test files. */
export async function testDatabaseUrl(): Promise<string> {
  if (testDatabaseKind() === 'pglite') return 'memory://';
  const name = `t_${process.pid}_${++counter}_${randomBytes(4).toString('hex')}`;
  return createDatabase(postgresAdminUrl(), name);
}
