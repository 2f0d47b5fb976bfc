// One Database object per process: the Prisma client (typed access to system tables) and the
// SQL executor the record layer uses, over either embedded PGlite or a real PostgreSQL.
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../../generated/prisma/client.ts';
import type { DatabaseTarget } from '../config/config.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { applyMigrations, readMigrations, type MigrationSession } from './migrate.ts';
import { openMemoryPGlite } from './pglite-memory.ts';
import { SqlExecutor } from './sql-executor.ts';

export class Database {
  readonly sql: SqlExecutor;

  private constructor(
    readonly prisma: PrismaClient,
    readonly kind: DatabaseTarget['kind'],
    /** Runs `work` in a transaction on a raw driver connection (multi-statement scripts). */
    private readonly inScriptTransaction: <T>(work: (session: MigrationSession) => Promise<T>) => Promise<T>,
    private readonly onClose: () => Promise<void>,
  ) {
    this.sql = new SqlExecutor(prisma);
  }

  /** Applies pending migrations; returns the names applied. */
  async migrate(): Promise<string[]> {
    const migrations = readMigrations();
    return this.inScriptTransaction((session) => applyMigrations(session, migrations));
  }

  static async open(target: DatabaseTarget, owner = 'server'): Promise<Database> {
    if (target.kind === 'postgres') {
      const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: target.url }) });
      return new Database(prisma, target.kind, (work) => withPgTransaction(target.url, work), () => prisma.$disconnect());
    }
    let lock: DataDirLock | undefined;
    if (target.kind === 'pglite') lock = acquireDataDirLock(target.dataDir, owner);
    try {
      const pglite = target.kind === 'pglite' ? new PGlite(target.dataDir) : await openMemoryPGlite();
      await pglite.waitReady;
      const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
      const inScriptTransaction = <T>(work: (session: MigrationSession) => Promise<T>) =>
        pglite.transaction((tx) =>
          work({
            exec: async (sql) => void (await tx.exec(sql)),
            query: async <R>(sql: string, values?: unknown[]) => (await tx.query<R>(sql, values)).rows,
          }),
        );
      return new Database(prisma, target.kind, inScriptTransaction, async () => {
        await prisma.$disconnect();
        // close() flushes PGlite's WAL to the data directory.
        await pglite.close();
        lock?.release();
      });
    } catch (error) {
      lock?.release();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.onClose();
  }
}

async function withPgTransaction<T>(url: string, work: (session: MigrationSession) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const result = await work({
      exec: async (sql) => void (await client.query(sql)),
      query: async <R>(sql: string, values?: unknown[]) => (await client.query(sql, values)).rows as R[],
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
