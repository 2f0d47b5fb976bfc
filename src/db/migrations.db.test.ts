// Test databases start as copies of one migrated template made once per run
// (test/setup/*.global.ts), so this is where the migrations themselves still run from empty:
// what they make must be exactly what every other test file starts from.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabaseUrl, testDatabaseKind, testDatabaseUrl } from '../../test/support/database.ts';
import { schemaFingerprint } from '../../test/support/schema-fingerprint.ts';
import type { DatabaseTarget } from '../config/config.ts';
import { Database } from './database.ts';
import { readMigrations } from './migrate.ts';

const kind = testDatabaseKind();
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function emptyTarget(): Promise<DatabaseTarget> {
  if (kind === 'postgres') return { kind: 'postgres', url: await emptyPostgresDatabaseUrl() };
  // A new embedded data directory, as `npm start` makes on first start.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crm-migrations-'));
  dirs.push(dataDir);
  return { kind: 'pglite', dataDir };
}

async function templateTarget(): Promise<DatabaseTarget> {
  const url = await testDatabaseUrl();
  return url === 'memory://' ? { kind: 'pglite-memory' } : { kind: 'postgres', url };
}

/** Opens `target`, runs the migrations, answers what they applied and what the database holds. */
async function migrateAndDescribe(target: DatabaseTarget) {
  const database = await Database.open(target, 'migrations test');
  try {
    const applied = await database.migrate();
    const fingerprint = await schemaFingerprint((sql) => database.sql.query({ text: sql, values: [] }));
    return { applied, fingerprint };
  } finally {
    await database.close();
  }
}

describe(`the migrations on ${kind}`, () => {
  it('run from an empty database make exactly the template every test database is copied from', { timeout: 120_000 }, async () => {
    const names = readMigrations().map((m) => m.name);
    const [fromEmpty, copy] = [await migrateAndDescribe(await emptyTarget()), await migrateAndDescribe(await templateTarget())];

    expect(fromEmpty.applied).toEqual(names);
    // The copy had them all already.
    expect(copy.applied).toEqual([]);
    expect(fromEmpty.fingerprint.migrations.map((row) => row.migration_name)).toEqual(names);
    expect(fromEmpty.fingerprint.columns.some((row) => row.table_name === 'person')).toBe(true);
    expect(fromEmpty.fingerprint.indexes.some((row) => row.indexname === 'person_search_label_idx')).toBe(true);

    for (const part of Object.keys(fromEmpty.fingerprint)) {
      expect(copy.fingerprint[part], `${part} of the template and of the migrations run from empty`).toEqual(fromEmpty.fingerprint[part]);
    }
    expect(Object.keys(copy.fingerprint)).toEqual(Object.keys(fromEmpty.fingerprint));
  });
});
