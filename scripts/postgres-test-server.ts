// Throwaway PostgreSQL 15 for tests (and for manual use: `npx tsx scripts/postgres-test-server.ts`).
//
// initdb + pg_ctl on a temp directory, a free loopback port and a unix socket inside that
// directory; durability switched off (fsync, synchronous_commit, full_page_writes) because the
// data is thrown away. The server binaries refuse to run as root, so as root the directory is
// chowned to `postgres` and the binaries run through `runuser -u postgres --` (or `su postgres -c`).
//
//   PG_BIN_DIR   directory holding initdb and pg_ctl (default /usr/lib/postgresql/15/bin)
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, isRoot, runFromCommandLine } from './throwaway-server.ts';
import pg from 'pg';

export interface TestPostgres {
  /** Admin URL (superuser `postgres`, trust auth, database `postgres`). */
  url: string;
  port: number;
  /** Temp directory holding data/, the socket and postgres.log. */
  dir: string;
  stop(): Promise<void>;
}

const DEFAULT_BIN_DIR = '/usr/lib/postgresql/15/bin';
const PG_USER = 'postgres';

function binDir(): string {
  return process.env.PG_BIN_DIR || DEFAULT_BIN_DIR;
}

/** The path of a PostgreSQL client or server program (`pgbench`, `psql`, ...) of PG_BIN_DIR. */
export function postgresProgram(name: string): string {
  return path.join(binDir(), name);
}

function requireBinaries(): { initdb: string; pgCtl: string } {
  const dir = binDir();
  const initdb = path.join(dir, 'initdb');
  const pgCtl = path.join(dir, 'pg_ctl');
  const missing = [initdb, pgCtl].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `PostgreSQL server binaries not found: ${missing.join(', ')}. ` +
        'install postgresql-15: apt-get install -y postgresql-15 (or set PG_BIN_DIR to the directory holding initdb and pg_ctl)',
    );
  }
  return { initdb, pgCtl };
}


function shellQuote(arg: string): string {
  return /^[A-Za-z0-9_\/.,:=@%+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

let runuserPath: string | null | undefined;
function findRunuser(): string | null {
  if (runuserPath === undefined) {
    runuserPath = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser', '/bin/runuser'].find((p) => existsSync(p)) ?? null;
  }
  return runuserPath;
}

/** The command line that runs `file args...` as the postgres user when we are root. */
export function asPostgres(file: string, args: string[]): { command: string; args: string[] } {
  if (!isRoot()) return { command: file, args };
  const runuser = findRunuser();
  if (runuser) return { command: runuser, args: ['-u', PG_USER, '--', file, ...args] };
  return { command: 'su', args: [PG_USER, '-s', '/bin/sh', '-c', [file, ...args].map(shellQuote).join(' ')] };
}

/** As root, hands `dir` to the postgres user the servers run as (asPostgres); otherwise nothing. */
export function giveToPostgresUser(dir: string): void {
  if (!isRoot()) return;
  const pwd = spawnSync('id', ['-u', PG_USER], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', PG_USER], { encoding: 'utf8' });
  if (pwd.status !== 0) throw new Error(`running as root and there is no "${PG_USER}" user to run PostgreSQL as`);
  chownSync(dir, Number(pwd.stdout.trim()), Number(gid.stdout.trim()));
}

function run(file: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  const { command, args: argv } = asPostgres(file, args);
  return new Promise((resolve, reject) => {
    // stdio must not stay attached to pipes we wait on: `pg_ctl start` leaves the postmaster
    // running with its own log file (-l), so only pg_ctl's own output comes through here.
    const child = spawn(command, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}


function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log file)';
  }
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const { initdb, pgCtl } = requireBinaries();
  if (isRoot() && !findRunuser() && spawnSync('su', ['--help']).error) {
    throw new Error('running as root, but neither runuser nor su is available to drop to the postgres user');
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const removeDir = () => rmSync(dir, { recursive: true, force: true });

  try {
    giveToPostgresUser(dir);

    const init = await run(initdb, ['-D', dataDir, '-A', 'trust', '-U', PG_USER, '--no-sync', '-E', 'UTF8', '--locale=C'], dir);
    if (init.code !== 0) throw new Error(`initdb failed (exit ${init.code}):\n${init.output}`);

    let lastError = '';
    // A free port can be taken between probing and binding: try a few.
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
        // More server options, for looking into the SQL (e.g. "-c shared_preload_libraries=auto_explain
        // -c auto_explain.log_min_duration=4ms"; the log is postgres.log in the server's directory).
        process.env.PG_TEST_EXTRA_OPTIONS ?? '',
      ].join(' ');
      const start = await run(pgCtl, ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', options], dir);
      if (start.code === 0) {
        const url = `postgresql://${PG_USER}@127.0.0.1:${port}/postgres`;
        let stopped = false;
        // Last resort if the process exits without calling stop() (crash, process.exit()).
        const onExit = () => {
          if (stopped) return;
          const { command, args } = asPostgres(pgCtl, ['stop', '-m', 'immediate', '-D', dataDir]);
          spawnSync(command, args, { cwd: dir, stdio: 'ignore' });
          removeDir();
        };
        process.on('exit', onExit);
        return {
          url,
          port,
          dir,
          async stop() {
            if (stopped) return;
            stopped = true;
            process.off('exit', onExit);
            const stop = await run(pgCtl, ['stop', '-w', '-m', 'fast', '-D', dataDir], dir);
            if (stop.code !== 0) {
              // Not fatal for tests, but say so: a leftover postmaster holds a port and memory.
              console.warn(`pg_ctl stop failed (exit ${stop.code}):\n${stop.output}\n${tail(logFile)}`);
            }
            removeDir();
          },
        };
      }
      lastError = `pg_ctl start failed (exit ${start.code}) on port ${port}:\n${start.output}\n--- ${logFile} (tail) ---\n${tail(logFile)}`;
      // Make sure no half-started server survives before retrying.
      await run(pgCtl, ['stop', '-m', 'immediate', '-D', dataDir], dir).catch(() => undefined);
    }
    throw new Error(lastError);
  } catch (error) {
    removeDir();
    throw error;
  }
}

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Creates database `name` on the server behind `adminUrl`, empty or as a copy of database
 * `template` (which must have no open connection); returns a URL pointing at it.
 */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  for (const database of [name, template ?? name]) {
    if (!DATABASE_NAME.test(database)) throw new Error(`invalid database name "${database}" (want ${DATABASE_NAME})`);
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name` (terminating its connections). Optional cleanup; the server is thrown away anyway. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!DATABASE_NAME.test(name)) throw new Error(`invalid database name "${name}"`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

runFromCommandLine(import.meta.url, startTestPostgres, (server) => ({ stdout: server.url, stderr: `PostgreSQL running (data in ${server.dir}); Ctrl-C stops it and deletes the data.` }));
