// What the figures were measured on.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';

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

function packageVersion(name: string): string {
  try {
    const require = createRequire(import.meta.url);
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    return 'unknown';
  }
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
