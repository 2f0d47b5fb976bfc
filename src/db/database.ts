// One Database object per process: the Prisma client (typed access to system tables) and the
// SQL executor the record layer uses, over either embedded PGlite or a real PostgreSQL. Both sit
// on the same native connection: one pg.Pool, or the one PGlite instance.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { createPgPool, PgDriver } from './drivers/pg-driver.ts';
import { PgliteDriver } from './drivers/pglite-driver.ts';
import { PrismaClient } from '../../generated/prisma/client.ts';
import type { DatabaseTarget } from '../config/config.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { applyMigrations, readMigrations, type MigrationSession } from './migrate.ts';
import { listenPglite, listenPostgres, type OnNotify, type Unlisten } from './notifications.ts';
import { pgliteOptions } from './pglite-extensions.ts';
import { initdbInChild, needsInitdb } from './pglite-initdb.ts';
import { openMemoryPGlite } from './pglite-memory.ts';
import { SqlExecutor, type SqlDriver } from './sql-executor.ts';

export class Database {
  /** The record layer's executor (tests count request statements on it). */
  readonly sql: SqlExecutor;
  /** Background work's executor (the job worker): same connections, counted apart. */
  readonly backgroundSql: SqlExecutor;

  private constructor(
    readonly prisma: PrismaClient,
    readonly kind: DatabaseTarget['kind'],
    driver: SqlDriver,
    /** Runs `work` in a transaction on a raw driver connection (multi-statement scripts). */
    private readonly inScriptTransaction: <T>(work: (session: MigrationSession) => Promise<T>) => Promise<T>,
    private readonly onClose: () => Promise<void>,
    /** Calls `onNotify` for every NOTIFY on `channel`, from any process (see notifications.ts). */
    readonly listen: (channel: string, onNotify: OnNotify) => Promise<Unlisten>,
    /** The pool's connections now (PostgreSQL); undefined on PGlite (one in-process connection). */
    readonly connections: () => { total: number; idle: number; waiting: number } | undefined = () => undefined,
  ) {
    this.sql = new SqlExecutor(driver);
    this.backgroundSql = new SqlExecutor(driver);
  }

  /** Applies pending migrations; returns the names applied. */
  async migrate(): Promise<string[]> {
    const migrations = readMigrations();
    return this.inScriptTransaction((session) => applyMigrations(session, migrations));
  }

  static async open(target: DatabaseTarget, owner = 'server'): Promise<Database> {
    if (target.kind === 'postgres') {
      const pool = createPgPool(target.url, target.poolSize);
      const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
      // LISTEN holds its connection's session, and the migrations' DDL a server connection for a
      // while: past a transaction-mode pooler (DATABASE_DIRECT_URL) both connect straight.
      const sessionUrl = target.directUrl ?? target.url;
      return new Database(
        prisma,
        target.kind,
        PgDriver.forPool(pool, target.preparedStatements),
        (work) => withPgTransaction(sessionUrl, work),
        async () => {
          await prisma.$disconnect();
          await pool.end();
        },
        (channel, onNotify) => listenPostgres(sessionUrl, channel, onNotify),
        () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      );
    }
    let lock: DataDirLock | undefined;
    if (target.kind === 'pglite') lock = acquireDataDirLock(target.dataDir, owner);
    try {
      // A new data directory's cluster is made by a child process (pglite-initdb.ts: memory).
      if (target.kind === 'pglite' && needsInitdb(target.dataDir)) await initdbInChild(target.dataDir, pgliteOptions.startParams);
      const pglite = target.kind === 'pglite' ? new PGlite(target.dataDir, pgliteOptions) : await openMemoryPGlite();
      await pglite.waitReady;
      const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
      const inScriptTransaction = <T>(work: (session: MigrationSession) => Promise<T>) =>
        pglite.transaction((tx) => work(pgliteScriptSession(tx)));
      return new Database(
        prisma,
        target.kind,
        new PgliteDriver(pglite),
        inScriptTransaction,
        async () => {
          await prisma.$disconnect();
          // close() flushes PGlite's WAL to the data directory.
          await pglite.close();
          lock?.release();
        },
        (channel, onNotify) => listenPglite(pglite, channel, onNotify),
      );
    } catch (error) {
      lock?.release();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.onClose();
  }
}

/** A PGlite transaction as a MigrationSession (multi-statement scripts, no pool). */
export function pgliteScriptSession(tx: Transaction): MigrationSession {
  return {
    exec: async (sql) => void (await tx.exec(sql)),
    query: async <R>(sql: string, values?: unknown[]) => (await tx.query<R>(sql, values)).rows,
  };
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
