// The system programs some test files need beyond Node and PostgreSQL 15: Debian's Dovecot (the
// inbox sync tests start a throwaway IMAP server), Chromium (the /docs and GraphiQL pages in a
// headless browser), PgBouncer (the service through a pooler in transaction mode) and the shell
// tools the recipes use (curl, jq, openssl). The one place that says where each is, whether a file runs, skips or fails
// without it, and what installs it.
//
//   const describeWithDovecot = describeNeeding(DOVECOT, import.meta.url);
//   describeWithDovecot('syncing a channel', () => { ... });
//
// Present: the file runs. Absent: the file skips (with a warning), and at the end of the run the
// reporter (system-programs-reporter.ts) lists the skipped files and the one apt-get command that
// installs what they need. Absent under CI=true: the file fails, never skips.
//
// A program's path can be overridden by env (DOVECOT_BIN, CHROMIUM_BIN): another install place,
// or `DOVECOT_BIN=/nonexistent` to try the skip path on a machine that has it.
import { accessSync, appendFileSync, constants, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';

export interface SystemProgram {
  /** What a person calls it. */
  name: string;
  /** Env variable that overrides `defaultPath`. */
  envVariable: string;
  defaultPath: string;
  /** Debian package that installs it at `defaultPath`. */
  aptPackage: string;
}

export const DOVECOT: SystemProgram = { name: 'Dovecot', envVariable: 'DOVECOT_BIN', defaultPath: '/usr/sbin/dovecot', aptPackage: 'dovecot-imapd' };
export const CHROMIUM: SystemProgram = { name: 'Chromium', envVariable: 'CHROMIUM_BIN', defaultPath: '/usr/bin/chromium', aptPackage: 'chromium' };
export const PGBOUNCER: SystemProgram = { name: 'PgBouncer', envVariable: 'PGBOUNCER_BIN', defaultPath: '/usr/sbin/pgbouncer', aptPackage: 'pgbouncer' };
// The shell tools docs/RECIPES.md uses (test/e2e/recipes.system.test.ts runs its steps as written).
export const CURL: SystemProgram = { name: 'curl', envVariable: 'CURL_BIN', defaultPath: '/usr/bin/curl', aptPackage: 'curl' };
export const JQ: SystemProgram = { name: 'jq', envVariable: 'JQ_BIN', defaultPath: '/usr/bin/jq', aptPackage: 'jq' };
export const OPENSSL: SystemProgram = { name: 'openssl', envVariable: 'OPENSSL_BIN', defaultPath: '/usr/bin/openssl', aptPackage: 'openssl' };

type Env = Record<string, string | undefined>;

/** Where the program is looked for: its env variable, else its Debian path. */
export function programPath(program: SystemProgram, env: Env = process.env): string {
  return env[program.envVariable] || program.defaultPath;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function programPresent(program: SystemProgram, env: Env = process.env): boolean {
  return isExecutable(programPath(program, env));
}

/** CI=true (or any value but empty, 0 and false), as CI services set it. */
export function onCi(env: Env = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

export function aptInstallCommand(packages: readonly string[]): string {
  return `apt-get install -y --no-install-recommends ${[...new Set(packages)].join(' ')}`;
}

export type ProgramDecision = { action: 'run'; path: string } | { action: 'skip' | 'fail'; path: string; reason: string };

/** Whether a file that needs `program` runs, skips (absent) or fails (absent under CI). */
export function decide(program: SystemProgram, env: Env, present: (file: string) => boolean): ProgramDecision {
  const file = programPath(program, env);
  if (present(file)) return { action: 'run', path: file };
  const where = env[program.envVariable] ? `${file} (${program.envVariable})` : file;
  if (onCi(env)) {
    return { action: 'fail', path: file, reason: `${program.name} not found at ${where}, and CI is set: CI installs it (${aptInstallCommand([program.aptPackage])}; .ci/run does), it never skips` };
  }
  return { action: 'skip', path: file, reason: `${program.name} not found at ${where} (${aptInstallCommand([program.aptPackage])}); under CI=true this fails instead` };
}

// --- Recording skips for the end-of-run summary -------------------------------------------------

/** Set by the reporter in the main vitest process before any worker starts; workers inherit it. */
export const SKIP_LOG_DIR_ENV = 'SYSTEM_PROGRAM_SKIP_LOG';

export interface SkipRecord {
  /** Test file, relative to the working directory. */
  file: string;
  program: string;
  path: string;
  aptPackage: string;
}

function recordSkip(record: SkipRecord): void {
  const dir = process.env[SKIP_LOG_DIR_ENV];
  // One file per worker process: appends of one line never interleave with another process's.
  if (dir) appendFileSync(path.join(dir, `skips-${process.pid}.jsonl`), JSON.stringify(record) + '\n');
}

export function readSkipRecords(dir: string): SkipRecord[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as SkipRecord);
}

/** The end-of-run lines: each skipped file once with what it lacked, then the one install command. */
export function skipSummary(records: readonly SkipRecord[]): string[] {
  if (records.length === 0) return [];
  const byFile = new Map<string, Set<string>>();
  for (const record of records) byFile.set(record.file, (byFile.get(record.file) ?? new Set()).add(`${record.program} (${record.path})`));
  return [
    'Skipped, a system program is missing (under CI=true these fail):',
    ...[...byFile.keys()].sort().map((file) => `  ${file}: needs ${[...byFile.get(file)!].join(', ')}`),
    `Install what they need: ${aptInstallCommand(records.map((record) => record.aptPackage).sort())}`,
  ];
}

// --- What a test file calls ---------------------------------------------------------------------

/**
 * True when the test file must skip for want of `program` (warned once and recorded for the
 * summary); throws when it is missing under CI, so the file fails.
 */
export function skipWithout(program: SystemProgram, testFileUrl: string): boolean {
  const decision = decide(program, process.env, isExecutable);
  if (decision.action === 'run') return false;
  const file = path.relative(process.cwd(), fileURLToPath(testFileUrl));
  if (decision.action === 'fail') throw new Error(`${file}: ${decision.reason}`);
  console.warn(`${file} skipped: ${decision.reason}`);
  recordSkip({ file, program: program.name, path: decision.path, aptPackage: program.aptPackage });
  return true;
}

/**
 * `describe` for a file that needs `program` (or each of several): skipped without any of them
 * (see skipWithout; every missing one is recorded, so the summary's command installs them all).
 */
export function describeNeeding(program: SystemProgram | readonly SystemProgram[], testFileUrl: string): ReturnType<typeof describe.skipIf> {
  const programs: readonly SystemProgram[] = Array.isArray(program) ? program : [program as SystemProgram];
  const missing = programs.map((needed) => skipWithout(needed, testFileUrl));
  return describe.skipIf(missing.some(Boolean));
}
