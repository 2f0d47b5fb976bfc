// The two deployments the benchmark runs on, each started and stopped by the benchmark itself:
//
//   postgres  a throwaway PostgreSQL 15 (scripts/postgres-test-server.ts) + the service on it
//             (DATABASE_URL); baselines: `pg` straight to the same database, and the
//             record layer's SQL executor (the native driver under it, in-process, no HTTP)
//   pglite    the service on embedded PGlite in a temp DATA_DIR; PGlite has no wire server,
//             so the only baseline is the service's own SQL executor (same PGlite instance)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startTestPgBouncer } from '../../scripts/pgbouncer-test-server.ts';
import { createDatabase, startTestPostgres } from '../../scripts/postgres-test-server.ts';
import { loadConfig } from '../../src/config/config.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { throughPgBouncer } from './options.ts';
import { postgresCpuSeconds } from './process-cpu.ts';
import { startApiProcess, startWorkerProcess } from './worker-process.ts';
import type { Exec } from './seed.ts';

export type Row = Record<string, unknown>;

/** A way to run SQL that is not the REST API (a baseline). */
export interface Baseline {
  name: string;
  /** One-line description for the tables. */
  label: string;
  query(text: string, values: unknown[]): Promise<Row[]>;
  /**
   * The same statement as a named prepared statement (parsed and planned once per connection),
   * where the baseline can: the reference for a service path that prepares its statement.
   */
  queryPrepared?(name: string, text: string, values: unknown[]): Promise<Row[]>;
}

export interface Deployment {
  key: 'postgres' | 'pglite';
  title: string;
  server: RunningServer;
  baseUrl: string;
  apiKey: string;
  /** Baselines, the reference one (ratios are against it) first. */
  baselines: Baseline[];
  /** Seeding (not measured). */
  exec: Exec;
  dbVersion: string;
  /** CPU seconds the database server process(es) used so far (PostgreSQL only: PGlite runs in this thread). */
  databaseCpuSeconds?: () => number | undefined;
  /** PostgreSQL: the database's URL, for clients other than the service. */
  databaseUrl?: string;
  /** PostgreSQL: runs `npm run worker` beside the server (stopped with the deployment), with the bench's WORKER_* and SEQUENCE_* settings and `env` (e.g. SMTP_URL). */
  startWorkerProcess?: (env?: Record<string, string>) => Promise<{ stop(): Promise<void> }>;
  /**
   * PostgreSQL: runs `npm start` as one more API process on the same database and bootstrap key
   * (stopped with the deployment): PORT=0 on 127.0.0.1, WORKER=off, RATE_LIMIT=off, LOG_LEVEL=error, then `env`.
   */
  startApiProcess?: (env?: Record<string, string>) => Promise<{ url: string; pid: number; stop(): Promise<void> }>;
  close(): Promise<void>;
}

/** The job worker's settings (WORKER_BATCH_MS, WORKER_CONCURRENCY, SEQUENCE_STEP_CONCURRENCY, ...) of the bench's environment. */
const workerEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('WORKER_') || name.startsWith('SEQUENCE_')));

// The webhook scenario's receiver listens on loopback: private targets are allowed here. The
// per-key rate limit is off: the bench measures the service, one key at full speed.
// CRM_SECRET_KEY: the inbox scenario stores an IMAP password.
const serverEnv = (apiKey: string, extra: Record<string, string>) =>
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    CRM_BOOTSTRAP_API_KEY: apiKey,
    CRM_SECRET_KEY: randomBytes(32).toString('base64'),
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    RATE_LIMIT: 'off',
    ...workerEnv(),
    ...extra,
  });

/** `close()` may be called twice (SIGINT while the run is unwinding): run the cleanups once. */
function closer(cleanups: Array<() => Promise<void> | void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= unwind(cleanups));
}

/** Runs the cleanups in reverse order, never throwing; reports failures. */
async function unwind(cleanups: Array<() => Promise<void> | void>): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('cleanup failed:', error instanceof Error ? error.message : error);
    }
  }
}

const executorBaseline = (server: RunningServer): Baseline => ({
  name: 'executor',
  label: "the record layer's SQL executor (native driver, in-process, no HTTP)",
  query: (text, values) => server.database.sql.query({ text, values }),
});

export async function startPostgresDeployment(concurrency: number): Promise<Deployment> {
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    const postgres = await startTestPostgres();
    cleanups.push(() => postgres.stop());
    const url = await createDatabase(postgres.url, 'crm_bench');
    // --pgbouncer: the API processes connect through PgBouncer (transaction mode), as
    // docs/DEPLOY.md configures them; the in-process server and the baselines stay direct.
    const pooler = throughPgBouncer ? await startTestPgBouncer(postgres.url) : undefined;
    if (pooler) cleanups.push(() => pooler.stop());
    const apiDatabaseEnv: Record<string, string> = pooler ? { DATABASE_URL: pooler.through(url), DATABASE_DIRECT_URL: url, DATABASE_PREPARED_STATEMENTS: 'off' } : { DATABASE_URL: url };
    const apiKey = `bench_${randomBytes(16).toString('hex')}`;
    const server = await startServer(serverEnv(apiKey, { DATABASE_URL: url }));
    cleanups.push(() => server.close());
    const pool = new pg.Pool({ connectionString: url, max: concurrency });
    cleanups.push(() => pool.end());
    const version = (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
    return {
      key: 'postgres',
      title: `PostgreSQL ${version}`,
      server,
      baseUrl: server.url,
      apiKey,
      baselines: [
        {
          name: 'pg',
          label: `\`pg\` Pool (max ${concurrency}) straight to the same database`,
          query: async (text, values) => (await pool.query(text, values)).rows as Row[],
          queryPrepared: async (name, text, values) => (await pool.query({ name, text, values })).rows as Row[],
        },
        executorBaseline(server),
      ],
      exec: (sql) => pool.query(sql),
      dbVersion: `PostgreSQL ${version} (throwaway server: fsync=off, synchronous_commit=off, full_page_writes=off)${pooler ? '; API processes through PgBouncer (transaction mode)' : ''}`,
      databaseCpuSeconds: () => postgresCpuSeconds(path.join(postgres.dir, 'data')),
      databaseUrl: url,
      startWorkerProcess: async (env = {}) => {
        const worker = await startWorkerProcess({ ...workerEnv(), DATABASE_URL: url, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ...env });
        cleanups.push(() => worker.stop());
        return worker;
      },
      startApiProcess: async (env = {}) => {
        const api = await startApiProcess({
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'error',
          ...apiDatabaseEnv,
          CRM_BOOTSTRAP_API_KEY: apiKey,
          WORKER: 'off',
          RATE_LIMIT: 'off',
          ...env,
        });
        cleanups.push(() => api.stop());
        return api;
      },
      close: closer(cleanups),
    };
  } catch (error) {
    await unwind(cleanups);
    throw error;
  }
}

export async function startPgliteDeployment(pgliteVersion: string): Promise<Deployment> {
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crm-bench-pglite-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const apiKey = `bench_${randomBytes(16).toString('hex')}`;
    const server = await startServer(serverEnv(apiKey, { DATA_DIR: dataDir }));
    cleanups.push(() => server.close());
    const executor = executorBaseline(server);
    const version = String((await executor.query('SHOW server_version', []))[0]?.server_version ?? '?');
    return {
      key: 'pglite',
      title: `PGlite ${pgliteVersion}`,
      server,
      baseUrl: server.url,
      apiKey,
      baselines: [executor],
      exec: (sql) => server.database.sql.execute({ text: sql, values: [] }),
      dbVersion: `PGlite ${pgliteVersion} (PostgreSQL ${version} in WASM, on-disk DATA_DIR in ${os.tmpdir()}, one connection)`,
      close: closer(cleanups),
    };
  } catch (error) {
    await unwind(cleanups);
    throw error;
  }
}
