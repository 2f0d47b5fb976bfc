// What the figures were measured on.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  pglite: string;
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.split(':').slice(1).join(':').trim();
  } catch {
    // not Linux
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

/** Version of an installed package (its package.json may not be exported: walk up from its entry). */
function packageVersion(name: string): string {
  try {
    let dir = path.dirname(createRequire(import.meta.url).resolve(name));
    for (let i = 0; i < 6; i++, dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name && pkg.version) return pkg.version;
    }
  } catch {
    // fall through
  }
  return 'unknown';
}

export function machine(): Machine {
  return {
    date: new Date().toISOString(),
    cpu: cpuModel(),
    cores: os.availableParallelism?.() ?? os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    pglite: packageVersion('@electric-sql/pglite'),
  };
}
