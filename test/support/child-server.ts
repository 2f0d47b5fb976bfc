// The real service as a child process (`node --import tsx src/main.ts`, or a compiled entry with
// `entry`: `node dist/src/main.js`), for tests that need to signal it (SIGTERM, SIGKILL) or
// restart it:
//
//   const service = await startChildServer({ DATA_DIR: dir, CRM_BOOTSTRAP_API_KEY: key });
//   try { await fetch(`${service.url}/healthz`); } finally { await service.stop(); }
//
// It listens on 127.0.0.1 on an ephemeral port (PORT=0): the address is read from what the
// service prints at start, so no other process can take the port in between.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything the service wrote to stderr (and stdout) so far, for failure messages. */
  output(): string;
  /** Resolves once the process has exited (and been reaped). */
  exited: Promise<ChildExit>;
  /** Sends `signal` (unless it already exited) and waits for the exit; SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<ChildExit>;
}

export interface ChildServerOptions {
  /** How long the start (migrations included) may take. */
  startTimeoutMs?: number;
  /**
   * The script to run (absolute path): src/main.ts under tsx unless given; a `.js` file (the
   * production build, e.g. dist/src/main.js) runs with plain `node`, without tsx.
   */
  entry?: string;
  /** The child's working directory (default: the repository root). */
  cwd?: string;
  /** Node's own options before the script (e.g. the production flags of `npm run start:prod`). */
  nodeArgs?: string[];
}

/**
 * Starts the service with the test runner's environment plus PORT=0, HOST=127.0.0.1,
 * LOG_LEVEL=warn, RATE_LIMIT=off and `env` (a value of `undefined` removes the variable, e.g. DATABASE_URL).
 */
export async function startChildServer(env: Record<string, string | undefined>, options: ChildServerOptions = {}): Promise<ChildServer> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT: 'off' };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const entry = options.entry ?? path.join(ROOT, 'src/main.ts');
  const args = [...(options.nodeArgs ?? []), ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry])];
  const child = spawn(process.execPath, args, { cwd: options.cwd ?? ROOT, env: childEnv });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  child.stdout!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<ChildExit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  // A spawn failure (no such binary, ...) ends up as an exit too.
  child.on('error', (error) => (output += `\n[spawn error] ${error.message}\n`));

  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 25_000): Promise<ChildExit> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }, graceMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };

  try {
    const url = await waitForService(child, () => output, Date.now() + (options.startTimeoutMs ?? 60_000));
    return { url, pid: child.pid!, child, output: () => output, exited, stop };
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
}

/**
 * Waits until the spawned service prints the address it listens on and answers /healthz there
 * (the same wait as test/e2e/lifecycle.system.test.ts).
 */
async function waitForService(child: ChildProcess, output: () => string, deadline: number): Promise<string> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the service exited early (code ${child.exitCode}, signal ${child.signalCode}):\n${output()}`);
    }
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1];
    if (url) {
      const status = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => undefined,
      );
      if (status === 200) return url;
    }
    if (Date.now() > deadline) throw new Error(`the service did not become healthy in time:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
