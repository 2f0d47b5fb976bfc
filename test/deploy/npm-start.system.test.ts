// `npm start` (issue 45): scripts/start.mjs builds the service into dist/ when dist/ is missing or
// the sources changed, then runs the compiled entry. Exercised on a tiny package of its own (the
// launcher copied beside a two-file src/, the repository's node_modules linked for tsc), so the
// test builds in a second and leaves the repository's dist/ alone. Database-free: pglite project only.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/database.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILDING = 'Building the service into dist/';
let dir: string;

function write(relative: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), text);
}

function start(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(dir, 'scripts/start.mjs'), ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.runIf(testDatabaseKind() === 'pglite')('npm start (scripts/start.mjs)', () => {
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'crm-npm-start-'));
    cpSync(path.join(ROOT, 'scripts/start.mjs'), path.join(dir, 'scripts/start.mjs'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    write('package.json', JSON.stringify({ type: 'module' }));
    write('tsconfig.json', JSON.stringify({ compilerOptions: { target: 'es2022', module: 'nodenext', strict: true, types: [], lib: ['es2022'], skipLibCheck: true, allowImportingTsExtensions: true, rewriteRelativeImportExtensions: true, noEmit: true } }));
    write('tsconfig.build.json', JSON.stringify({ extends: './tsconfig.json', compilerOptions: { noEmit: false, outDir: 'dist', rootDir: '.' }, include: ['src'] }));
    write('src/value.ts', 'export const value: number = 1;\n');
    // No @types/node (a faster tsc): the one global it uses, declared.
    write('src/main.ts', "declare const console: { log(text: string): void };\nimport { value } from './value.ts';\nconsole.log(`served ${value}`);\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds on the first start, then runs the compiled entry', () => {
    const first = start();
    expect(first.output).toContain(BUILDING);
    expect(first.output).toContain('served 1');
    expect(first.code).toBe(0);
    expect(existsSync(path.join(dir, 'dist/src/main.js'))).toBe(true);
  });

  it('starts without building while the sources are unchanged', () => {
    const again = start();
    expect(again.output).not.toContain(BUILDING);
    expect(again.output).toContain('served 1');
  });

  it('rebuilds when a source changed', () => {
    write('src/value.ts', 'export const value: number = 2;\n');
    const changed = start();
    expect(changed.output).toContain(BUILDING);
    expect(changed.output).toContain('served 2');
  });

  it('--build builds only', () => {
    write('src/value.ts', 'export const value: number = 3;\n');
    const built = start('--build');
    expect(built.output).toContain(BUILDING);
    expect(built.output).not.toContain('served');
    expect(start().output).toBe('served 3\n');
  });

  it('stops with the reason, not a stale build, when the build fails', () => {
    write('src/value.ts', 'export const value: number = "three";\n');
    const failed = start();
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('failed to start: the build failed (tsc -p tsconfig.build.json exited with 2).');
    expect(failed.output).not.toContain('served');
  });

  it('says what to install when TypeScript is missing and dist/ is stale', () => {
    rmSync(path.join(dir, 'node_modules'));
    const missing = start();
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('failed to start: dist/ is missing or older than the sources, and TypeScript is not installed to build it');
  });

  it('is what npm start runs, with the node flags of start:prod', () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const flags = (script: string) => script.split(/\s+/).filter((word) => word.startsWith('--'));
    expect(scripts.start).toMatch(/^node .*scripts\/start\.mjs$/);
    expect(flags(scripts.start)).toEqual(flags(scripts['start:prod']));
    expect(scripts.dev).toBe('tsx watch src/main.ts');
  });
});
