// PGlite is a single-process database: two processes opening the same data directory corrupt
// it. The server (and the CLI) take this lock first; a second opener gets a clear refusal.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string, owner: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.crm.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, owner, since: new Date().toISOString() }));
      closeSync(fd);
      return { release: () => rmSync(lockPath, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: { pid?: number; owner?: string } = {};
      try {
        holder = JSON.parse(readFileSync(lockPath, 'utf8'));
      } catch {
        // A half-written lock file: treat as stale.
      }
      if (holder.pid && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DataDirLockedError(
          `the embedded database in ${dataDir} is in use by the ${holder.owner ?? 'server'} (pid ${holder.pid}). ` +
            'Stop it first, or manage API keys through the running server (POST /rest/apiKeys with an admin key).',
        );
      }
      rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`could not lock ${dataDir}`);
}
