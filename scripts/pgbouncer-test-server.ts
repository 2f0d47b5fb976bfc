// A throwaway PgBouncer (Debian's `pgbouncer` package) in transaction pooling mode in front of a
// PostgreSQL, for the tests of a deployment behind it (test/e2e/pgbouncer.system.postgres.test.ts)
// and the scale-out bench. Its configuration, log and auth file live in a temp directory, deleted
// at stop; it runs in the foreground as a child process, as the postgres user when we are root
// (PgBouncer refuses to run as root). Trust authentication, loopback only.
//
//   npx tsx scripts/pgbouncer-test-server.ts postgresql://postgres@127.0.0.1:5432/postgres
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { asPostgres, giveToPostgresUser } from './postgres-test-server.ts';
import { freePort, runFromCommandLine } from './throwaway-server.ts';
import { PGBOUNCER, programPath, programPresent } from '../test/support/system-programs.ts';


export interface TestPgBouncer {
  /** `url` with its host and port replaced by the pooler's (same user and database). */
  through(url: string): string;
  port: number;
  /** PgBouncer's log so far (for failure messages). */
  log(): string;
  stop(): Promise<void>;
}

/** Starts PgBouncer in transaction mode; every database of the server at `serverUrl` is reachable through it. */
export async function startTestPgBouncer(serverUrl: string, options: { poolSize?: number } = {}): Promise<TestPgBouncer> {
  // Test files skip or fail before this (describeNeeding(PGBOUNCER) of test/support/system-programs.ts).
  if (!programPresent(PGBOUNCER)) throw new Error(`${programPath(PGBOUNCER)} not found: apt-get install pgbouncer`);
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-pgbouncer-'));
  giveToPostgresUser(dir);
  const logFile = path.join(dir, 'pgbouncer.log');
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '(no log file)');
  const port = await freePort();
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      // Any database name: the same database on the server.
      `* = host=${server.hostname} port=${server.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 20}`,
      'max_client_conn = 500',
      `logfile = ${logFile}`,
      '',
    ].join('\n'),
  );
  const { command, args } = asPostgres(programPath(PGBOUNCER), [path.join(dir, 'pgbouncer.ini')]);
  const child: ChildProcess = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, () => child.exitCode !== null, Date.now() + 10_000);
  } catch (error) {
    const detail = `${(error as Error).message}\n${output}\n${log()}`;
    await stop();
    throw new Error(`PgBouncer did not start: ${detail}`);
  }
  return {
    port,
    log,
    stop,
    through(url: string) {
      const target = new URL(url);
      target.hostname = '127.0.0.1';
      target.port = String(port);
      return target.toString();
    },
  };
}

async function waitForPort(port: number, exited: () => boolean, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('pgbouncer exited');
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port}`);
}

runFromCommandLine(
  import.meta.url,
  () => startTestPgBouncer(process.argv[2] ?? 'postgresql://postgres@127.0.0.1:5432/postgres'),
  (pooler) => ({ stdout: pooler.through(process.argv[2] ?? 'postgresql://postgres@127.0.0.1:5432/postgres'), stderr: 'PgBouncer (transaction mode) running; Ctrl-C stops it.' }),
);
