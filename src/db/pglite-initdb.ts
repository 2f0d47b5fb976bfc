// A new embedded database's cluster is made (initdb) by a short-lived child process, not by the
// server's own PGlite. PGlite runs initdb in the process that opens an empty directory: a second
// PGlite instance, the initdb WebAssembly module and a copy of the whole WebAssembly memory,
// several hundred MiB at the peak. After a garbage collection those are gone, but the malloc
// arenas they grew stay with the process: the first start of a server on an empty DATA_DIR kept
// about 90 MiB more than any later start (issue 26). In a child all of it ends with the child.
// (It also keeps the seconds of initdb off the server's event loop: /healthz answers meanwhile.)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Whether `dataDir` holds no cluster yet (PGlite would run initdb when it opens it). */
export function needsInitdb(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}

// Plain CommonJS for `node -e`: runs the same under tsx, vitest and the compiled build.
const CHILD = `
const [pglite, dataDir, startParams] = JSON.parse(process.argv[1]);
const { PGlite } = require(pglite);
(async () => {
  const db = new PGlite(dataDir, { startParams });
  await db.waitReady;
  await db.close();
})().catch((error) => {
  process.stderr.write(String(error && error.stack || error));
  process.exit(1);
});
`;

/**
 * Makes the cluster in `dataDir` (same PGlite package, same start parameters as the server's) in
 * a child process; resolves once it exited and the directory holds the cluster.
 */
export async function initdbInChild(dataDir: string, startParams: string[]): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // NODE_OPTIONS stays out: an inspector port or a loader of the parent has no business here.
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['-e', CHILD, JSON.stringify([pglite, dataDir, startParams])], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode, signal) => resolve(signal ? -1 : exitCode));
  });
  if (code !== 0 || needsInitdb(dataDir)) throw new Error(`creating the embedded database in ${dataDir} failed (initdb child exited with ${code}): ${stderr.trim()}`);
}
