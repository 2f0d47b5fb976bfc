// Runs only in the `postgres` vitest project (see vitest.config.ts): checks the throwaway
// PostgreSQL started by test/setup/postgres.global.ts and the per-test database helper.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/db/migrate.ts';
import { emptyPostgresDatabaseUrl, postgresAdminUrl, testDatabaseKind, testDatabaseUrl } from './database.ts';

const clients: pg.Client[] = [];
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return client;
}

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end()));
});

describe('throwaway PostgreSQL', () => {
  it('runs in the postgres project', () => {
    expect(testDatabaseKind()).toBe('postgres');
    expect(postgresAdminUrl()).toMatch(/^postgresql:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
  });

  it('is PostgreSQL 15 with durability switched off', async () => {
    const admin = await connect(postgresAdminUrl());
    const { rows } = await admin.query<{ version: string }>('select version()');
    expect(rows[0].version).toMatch(/^PostgreSQL 15\./);
    const settings = await admin.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes', 'max_connections', 'listen_addresses')`,
    );
    expect(Object.fromEntries(settings.rows.map((r) => [r.name, r.setting]))).toEqual({
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: '200',
      listen_addresses: '127.0.0.1',
    });
  });

  it('gives every call of testDatabaseUrl() its own migrated database, copied from the template', async () => {
    const [first, second] = await Promise.all([testDatabaseUrl(), testDatabaseUrl()]);
    expect(first).not.toBe(second);

    const a = await connect(first);
    const b = await connect(second);
    await a.query('create table marker (id int primary key)');
    await a.query('insert into marker values (1)');

    const names = await Promise.all([a, b].map(async (c) => (await c.query('select current_database() as db')).rows[0].db));
    expect(names[0]).not.toBe(names[1]);
    const inSecond = await b.query(`select count(*)::int as n from information_schema.tables where table_name = 'marker'`);
    expect(inSecond.rows[0].n).toBe(0);
    expect((await a.query('select count(*)::int as n from marker')).rows[0].n).toBe(1);

    // Both are migrated (every migration applied) and hold no rows of their own yet.
    const migrations = readMigrations().map((m) => m.name);
    for (const client of [a, b]) {
      const applied = await client.query<{ migration_name: string }>('select migration_name from "_prisma_migrations" order by migration_name');
      expect(applied.rows.map((row) => row.migration_name)).toEqual(migrations);
      expect((await client.query('select count(*)::int as n from person')).rows[0].n).toBe(0);
      expect((await client.query('select count(*)::int as n from workspace')).rows[0].n).toBe(0);
    }
  });

  it('gives every call of emptyPostgresDatabaseUrl() a database without a single table', async () => {
    const empty = await connect(await emptyPostgresDatabaseUrl());
    const tables = await empty.query(`select table_name from information_schema.tables where table_schema = 'public'`);
    expect(tables.rows).toEqual([]);
  });
});
