// The service's entry points as child processes, for the PostgreSQL deployment:
//
//   startWorkerProcess  `npm run worker` (src/worker-main.ts): the recommended layout there is
//                       API servers with WORKER=off and the job worker in its own process (woken
//                       through NOTIFY), so webhook deliveries do not run on the API's event loop.
//   startApiProcess     src/main.ts under tsx (as `npm run dev` runs it): one more API process on the same database (the
//                       scale-out scenario runs several side by side).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a child wrote last (stdout and stderr), for the error when it exits early. */
const TAIL_CHARS = 4_000;

export interface ChildProcess {
  pid: number;
  stop(): Promise<void>;
}

/**
 * Spawns `node --import tsx <entry>` in the project root with `process.env` and `env`, and waits
 * until its output matches `ready` (rejects if it exits first). Its output is read to the end
 * (a full pipe would block it); only the tail is kept.
 */
async function startChild(entry: string, env: Record<string, string>, ready: RegExp, nodeFlags: string[] = []): Promise<ChildProcess & { match: RegExpMatchArray }> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  let output = '';
  let match: RegExpMatchArray | null = null;
  const started = new Promise<RegExpMatchArray>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk).slice(-TAIL_CHARS);
      if (!match && (match = output.match(ready))) resolve(match);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${entry} exited (${code}) before it ran: ${output.slice(-1000)}`)));
  });
  const found = await started;
  return {
    pid: child.pid!,
    match: found,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * BENCH_WORKER_CPU_PROFILE=DIR (worker processes), BENCH_API_CPU_PROFILE=DIR (API processes): a V8
 * CPU profile of each such process, written to DIR when it stops.
 */
function cpuProfileFlags(variable: 'BENCH_WORKER_CPU_PROFILE' | 'BENCH_API_CPU_PROFILE'): string[] {
  const dir = process.env[variable];
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  return startChild('src/worker-main.ts', { LOG_LEVEL: 'info', ...env }, /job worker running/, cpuProfileFlags('BENCH_WORKER_CPU_PROFILE'));
}

/** An API process; `env` should set PORT=0 (its URL is read from the line it prints when listening). */
export async function startApiProcess(env: Record<string, string>): Promise<ChildProcess & { url: string }> {
  const { match, ...child } = await startChild('src/main.ts', env, /Workspace CRM listening on (http:\/\/\S+)/, cpuProfileFlags('BENCH_API_CPU_PROFILE'));
  return { ...child, url: match[1] };
}
