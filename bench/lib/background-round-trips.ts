// The webhook scenario's yardstick: the least background work a delivery could possibly cost
// the machine. `pgbench` (PostgreSQL's own load tool), niced to the lowest CPU priority, sends
// one `SELECT 1` per tick at a given rate from its own process: a round trip to the database
// that writes nothing and touches no table. Every webhook delivery costs at least that (its
// claim, its outcome and its POST are three such round trips, to two peers), so the API's
// slowdown under this load is the floor under the API's slowdown under deliveries, on this
// machine.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresProgram } from '../../scripts/postgres-test-server.ts';

export interface BackgroundRoundTrips {
  stop(): Promise<void>;
}

/** Whether this machine has the PostgreSQL client tools the yardstick needs. */
export const canSendBackgroundRoundTrips = (): boolean => existsSync(postgresProgram('pgbench'));

/** Starts `perSecond` `SELECT 1` round trips a second (Poisson arrivals) to `url`, at nice 19. */
export async function startBackgroundRoundTrips(url: string, perSecond: number): Promise<BackgroundRoundTrips> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-bench-pgbench-'));
  const script = path.join(dir, 'select-1.sql');
  writeFileSync(script, 'SELECT 1;\n');
  const child = spawn(
    'nice',
    ['-n', '19', postgresProgram('pgbench'), '--no-vacuum', '--client=1', `--rate=${Math.max(1, Math.round(perSecond))}`, '--time=3600', `--file=${script}`, url],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  // pgbench connects before its first transaction; give it that long to fail loudly.
  const exited = once(child, 'exit');
  const early = await Promise.race([exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 300))]);
  if (early) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`pgbench exited at once: ${stderr.slice(-500)}`);
  }
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
