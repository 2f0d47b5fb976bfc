// `npm run worker` as a child process, for the PostgreSQL deployment: the recommended layout
// there is API servers with WORKER=off and the job worker in its own process (woken through
// NOTIFY), so webhook deliveries do not run on the API's event loop.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function startWorkerProcess(env: Record<string, string>): Promise<{ stop(): Promise<void> }> {
  // BENCH_WORKER_CPU_PROFILE=DIR: a V8 CPU profile of the worker process, written to DIR when it stops.
  const profile = process.env.BENCH_WORKER_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_WORKER_CPU_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, 'src/worker-main.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('job worker running')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the worker process exited (${code}) before it ran: ${output.slice(-1000)}`)));
  });
  await started;
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
