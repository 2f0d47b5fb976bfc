// Life cycle of the service: data survives a restart; SIGTERM lets the in-flight request finish
// and exits 0 with everything flushed; migrations are applied exactly once even by processes
// starting together, and an edited migration is refused.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { Database } from '../../src/db/database.ts';
import { MigrationError, applyMigrations, readMigrations, type Migration, type MigrationSession } from '../../src/db/migrate.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { startChildServer } from '../support/child-server.ts';
import { emptyPostgresDatabaseUrl, testDatabaseKind, testDatabaseUrl } from '../support/database.ts';
import { UUID } from './foundation-support.ts';

const kind = testDatabaseKind();

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-life-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

async function api(server: { url: string }, key: string, pathname: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.url}${pathname}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('persistence across a restart', () => {
  it('a person created before close() is there after the next start; the first-start key still works', { timeout: 120_000 }, async () => {
    // pglite: an on-disk DATA_DIR; postgres: one database, opened twice.
    const env = kind === 'pglite' ? { DATA_DIR: tempDir() } : { DATABASE_URL: await testDatabaseUrl() };
    const config = loadConfig({ ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });

    const first = await startServer(config);
    let second: RunningServer | undefined;
    try {
      // No key and no CRM_BOOTSTRAP_API_KEY: the first start hands out one admin key.
      expect(first.initialApiKey).toMatch(/^crm_/);
      const key = first.initialApiKey!;
      const created = await api(first, key, '/rest/people', {
        method: 'POST',
        body: { name: { firstName: 'Durable', lastName: 'Dana' }, emails: { primaryEmail: 'dana@acme.com' } },
      });
      expect(created.status).toBe(200);
      const person = created.body.data.createPerson;
      await first.close();

      second = await startServer(config);
      expect(second.initialApiKey).toBeUndefined();
      const got = await api(second, key, `/rest/people/${person.id}`);
      expect(got.status).toBe(200);
      expect(got.body.data.person).toEqual(person);
      // Still one workspace member: first-start data is created once.
      const members = await api(second, key, '/rest/workspaceMembers');
      expect(members.body.totalCount).toBe(1);
    } finally {
      await first.close();
      await second?.close();
    }
  });
});

describe.runIf(kind === 'pglite')('SIGTERM (npm start on an embedded DATA_DIR)', () => {
  it('finishes the in-flight request, exits 0, and the data is there at the next start', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const service = await startChildServer({ DATA_DIR: dir, DATABASE_URL: undefined, CRM_BOOTSTRAP_API_KEY: undefined }, { startTimeoutMs: 90_000 });
    const { child, url, exited } = service;
    try {
      // The first start prints the admin key it created, once.
      const key = /API key:\s+(crm_\S+)/.exec(service.output())?.[1];
      expect(key, service.output()).toBeTruthy();

      const first = await api({ url }, key!, '/rest/people', { method: 'POST', body: { name: { firstName: 'Before' } } });
      expect(first.status).toBe(200);

      // A request in flight when SIGTERM arrives: headers and half the body are sent, the rest
      // follows after the signal. It must still be answered, and its write must persist.
      const body = JSON.stringify({ name: { firstName: 'InFlight' } });
      const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          `${url}/rest/people`,
          { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        req.on('socket', (socket) =>
          socket.on('connect', () => {
            // Time for the (idle) service to accept the connection and parse the headers.
            setTimeout(() => {
              child.kill('SIGTERM');
              setTimeout(() => req.end(body.slice(10)), 300);
            }, 300);
          }),
        );
      });
      const answered = await inFlight;
      expect(answered.status, `${answered.text}\n${service.output()}`).toBe(200);
      const inFlightId = JSON.parse(answered.text).data.createPerson.id as string;
      expect(inFlightId).toMatch(UUID);

      expect(await exited, service.output()).toEqual({ code: 0, signal: null });
      expect(service.output()).not.toMatch(/error while stopping|shutdown took longer/);

      // Restart on the same DATA_DIR (in process): both people are there.
      const again = await startServer(loadConfig({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }));
      try {
        const list = await api(again, key!, '/rest/people');
        expect(list.status).toBe(200);
        expect(list.body.data.people.map((p: { name: { firstName: string } }) => p.name.firstName)).toEqual(['Before', 'InFlight']);
      } finally {
        await again.close();
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Migrations

/** A MigrationSession over an in-memory `_prisma_migrations` table; records the SQL it runs. */
function fakeSession() {
  const rows: { migration_name: string; checksum: string }[] = [];
  const executed: string[] = [];
  const session: MigrationSession = {
    async exec(sql) {
      if (!sql.includes('CREATE TABLE IF NOT EXISTS "_prisma_migrations"')) executed.push(sql);
    },
    async query<T>(sql: string, values?: unknown[]) {
      if (sql.startsWith('SELECT pg_advisory_xact_lock')) return [];
      if (sql.startsWith('SELECT migration_name, checksum')) return rows.map((r) => ({ ...r })) as T[];
      if (sql.includes('INSERT INTO "_prisma_migrations"')) {
        rows.push({ checksum: String(values![1]), migration_name: String(values![2]) });
        return [];
      }
      throw new Error(`unexpected SQL: ${sql}`);
    },
  };
  return { session, rows, executed };
}

/** Same digest as src/db/migrate.ts (and Prisma): SHA-256 of the file, hex. */
const createHashHex = (text: string) => createHash('sha256').update(text).digest('hex');

const migration = (name: string, sql: string): Migration => ({ name, sql, checksum: createHashHex(sql) });

describe('migrations (unit, fake session)', () => {
  it('applies pending migrations in order, once', async () => {
    const { session, rows, executed } = fakeSession();
    const one = migration('20260101000000_one', 'CREATE TABLE one (id int);');
    const two = migration('20260102000000_two', 'CREATE TABLE two (id int);');
    expect(await applyMigrations(session, [one])).toEqual([one.name]);
    expect(await applyMigrations(session, [one, two])).toEqual([two.name]);
    expect(await applyMigrations(session, [one, two])).toEqual([]);
    expect(executed).toEqual([one.sql, two.sql]);
    expect(rows.map((r) => r.migration_name)).toEqual([one.name, two.name]);
  });

  it('refuses a migration edited after it was applied, and runs nothing', async () => {
    const { session, executed } = fakeSession();
    const one = migration('20260101000000_one', 'CREATE TABLE one (id int);');
    await applyMigrations(session, [one]);
    const edited = migration(one.name, 'CREATE TABLE one (id bigint);');
    const two = migration('20260102000000_two', 'CREATE TABLE two (id int);');
    await expect(applyMigrations(session, [edited, two])).rejects.toThrow(MigrationError);
    await expect(applyMigrations(session, [edited, two])).rejects.toThrow(/20260101000000_one was edited after it was applied/);
    expect(executed).toEqual([one.sql]);
  });

  it("the project's own migrations carry SHA-256 checksums of their files", () => {
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    for (const m of migrations) expect(m.checksum).toBe(createHashHex(m.sql));
    expect(migrations.map((m) => m.name)).toEqual([...migrations.map((m) => m.name)].sort());
  });
});

describe.runIf(kind === 'postgres')('migrations on PostgreSQL', () => {
  let url: string;
  beforeAll(async () => {
    url = await emptyPostgresDatabaseUrl();
  });

  it('two processes migrating one fresh database at once apply each migration exactly once', async () => {
    const [a, b] = await Promise.all([Database.open({ kind: 'postgres', url }), Database.open({ kind: 'postgres', url })]);
    try {
      const [appliedA, appliedB] = await Promise.all([a.migrate(), b.migrate()]);
      const names = readMigrations().map((m) => m.name);
      // One of them did all the work, the other found nothing left to do.
      expect([appliedA, appliedB].sort((x, y) => y.length - x.length)).toEqual([names, []]);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ migration_name: string; n: number }>(
          'SELECT migration_name, count(*)::int AS n FROM "_prisma_migrations" GROUP BY migration_name ORDER BY migration_name',
        );
        expect(rows).toEqual(names.map((name) => ({ migration_name: name, n: 1 })));
        // An edited checksum is refused on the next start.
        await client.query('UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2', ['0'.repeat(64), names[0]]);
        await expect(a.migrate()).rejects.toThrow(/was edited after it was applied/);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
