// Applies prisma/migrations/*/migration.sql in name order at start. Applied migrations are
// recorded in Prisma's own `_prisma_migrations` table (same layout and SHA-256 checksums), so
// `prisma migrate status` agrees with us on a real PostgreSQL. All pending migrations run in one
// transaction under an advisory lock, so two processes starting at once apply each migration
// exactly once and a failing migration leaves nothing half-applied.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packagePath } from '../lib/package-root.ts';
import { MIGRATION_DATA_STEPS } from './migration-data-steps.ts';
import type { MigrationSession } from './migration-session.ts';

export type { MigrationSession };

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

// Any constant works; it only has to be the same in every process of this service.
const MIGRATION_LOCK_KEY = 727_001_1;

export const MIGRATIONS_DIR = packagePath('prisma', 'migrations');

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export class MigrationError extends Error {}

export async function applyMigrations(session: MigrationSession, migrations: Migration[]): Promise<string[]> {
  await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
  await session.exec(`
    CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
  const applied = await session.query<{ migration_name: string; checksum: string }>(
    'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
  );
  const appliedByName = new Map(applied.map((row) => [row.migration_name, row.checksum]));
  for (const migration of migrations) {
    const checksum = appliedByName.get(migration.name);
    if (checksum !== undefined && checksum !== migration.checksum) {
      throw new MigrationError(
        `migration ${migration.name} was edited after it was applied; committed migrations are never edited — add a new one`,
      );
    }
  }
  const pending = migrations.filter((m) => !appliedByName.has(m.name));
  for (const migration of pending) {
    await session.exec(migration.sql);
    await MIGRATION_DATA_STEPS[migration.name]?.(session);
    await session.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
       VALUES ($1, $2, now(), $3, 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
  }
  return pending.map((m) => m.name);
}
