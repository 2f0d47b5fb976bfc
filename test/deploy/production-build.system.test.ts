// The production build (issue 26 point 3, issue 27 point 4): `npm run build` compiles src/ and
// generated/ with tsconfig.build.json, and `node dist/src/main.js` with NODE_ENV=production runs
// the service without tsx. This file compiles with the same tsconfig into a directory of its own
// (under .tmp/, inside the package, so the compiled code finds prisma/migrations, schema/ and
// generated/openapi.json from the package root as dist/ does; a stale dist/ in a working tree
// plays no part), then:
//   - follows the imports of the three entries (server, worker, CLI) through the compiled files:
//     every relative import exists, and every package imported is a `dependency` (the image
//     installs with `npm ci --omit=dev`, so a devDependency imported at run time breaks it);
//   - starts the compiled server with NODE_ENV=production from another working directory, on the
//     project's database (embedded PGlite in a data directory, or the throwaway PostgreSQL):
//     /readyz, a REST create and list, /openapi.json, GraphQL, GraphiQL off, a clean SIGTERM;
//   - runs the compiled CLI on the same database, and on PostgreSQL starts the compiled worker.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server.ts';
import { testDatabaseKind, testDatabaseUrl } from '../support/database.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = path.join(ROOT, '.tmp', `production-build-${process.pid}-${randomBytes(4).toString('hex')}`);
const ENTRIES = ['src/main.js', 'src/worker-main.js', 'src/cli/main.js'];
const apiKey = `test_${randomBytes(16).toString('hex')}`;
const onPostgres = testDatabaseKind() === 'postgres';

let dataDir: string | undefined;
let otherCwd: string;
/** The database env of every compiled process of this file (one database for all). */
let databaseEnv: Record<string, string | undefined>;

interface Run {
  code: number | null;
  output: string;
}

/** Runs `node <args>`, or `<args>` itself with `options.executable` (a script with a shebang). */
function run(args: string[], options: { cwd?: string; env?: Record<string, string | undefined>; timeoutMs: number; until?: RegExp; executable?: boolean }): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info' };
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return new Promise((resolve, reject) => {
    const [command, ...rest] = options.executable ? args : [process.execPath, ...args];
    const child = spawn(command!, rest, { cwd: options.cwd ?? ROOT, env });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      // A long-running process (the worker) is stopped once it printed what the test waits for.
      if (options.until?.test(output) && child.exitCode === null) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`node ${args.join(' ')} took longer than ${options.timeoutMs} ms:\n${output}`));
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

beforeAll(async () => {
  mkdirSync(BUILD_DIR, { recursive: true });
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const build = await run([tsc, '-p', 'tsconfig.build.json', '--outDir', BUILD_DIR], { timeoutMs: 170_000 });
  expect(build.code, `tsc -p tsconfig.build.json failed:\n${build.output}`).toBe(0);
  otherCwd = mkdtempSync(path.join(os.tmpdir(), 'crm-prod-cwd-'));
  if (onPostgres) {
    databaseEnv = { DATABASE_URL: await testDatabaseUrl() };
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'crm-prod-data-'));
    databaseEnv = { DATABASE_URL: undefined, DATA_DIR: dataDir };
  }
}, 180_000);

afterAll(() => {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  if (otherCwd) rmSync(otherCwd, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The package a bare specifier names: `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const IMPORT = /(?:^|[;\s])(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|[;\s])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

it('compiles to JavaScript whose run-time imports are all dependencies, not devDependencies', () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const dependencies = new Set(Object.keys(pkg.dependencies));
  const builtins = new Set(builtinModules);
  const queue = ENTRIES.map((entry) => path.join(BUILD_DIR, entry));
  const seen = new Set<string>();
  const problems: string[] = [];
  const packages = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(file)) {
      problems.push(`missing compiled file ${path.relative(BUILD_DIR, file)}`);
      continue;
    }
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2] ?? match[3])!;
      const from = path.relative(BUILD_DIR, file);
      if (specifier.startsWith('.')) {
        if (!specifier.endsWith('.js') && !specifier.endsWith('.json')) problems.push(`${from} imports ${specifier} (not rewritten to .js)`);
        queue.push(path.resolve(path.dirname(file), specifier));
      } else if (!specifier.startsWith('node:') && !builtins.has(specifier)) {
        const name = packageName(specifier);
        packages.add(name);
        if (!dependencies.has(name)) problems.push(`${from} imports ${specifier}, which is not in package.json "dependencies"`);
      }
    }
  }
  expect(problems).toEqual([]);
  // The walk reached the app (not just three files) and the packages it is built on.
  expect(seen.size).toBeGreaterThan(100);
  for (const name of ['express', 'graphql-yoga', '@prisma/client', 'pg', '@electric-sql/pglite']) expect(packages).toContain(name);
  expect(packages).not.toContain('tsx');
});

it('runs compiled with NODE_ENV=production: ready, REST, OpenAPI, GraphQL, no GraphiQL, clean stop', async () => {
  let service: ChildServer | undefined;
  try {
    service = await startChildServer(
      { ...databaseEnv, NODE_ENV: 'production', CRM_BOOTSTRAP_API_KEY: apiKey, LOG_LEVEL: 'warn' },
      { entry: path.join(BUILD_DIR, 'src/main.js'), cwd: otherCwd, startTimeoutMs: 90_000 },
    );
    const auth = { authorization: `Bearer ${apiKey}` };
    // /healthz answers before the database is open; wait for readiness as a load balancer would.
    let ready: Response | undefined;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      ready = await fetch(`${service.url}/readyz`);
      if (ready.status === 200) break;
      await ready.arrayBuffer();
    }
    expect(ready?.status, service.output()).toBe(200);
    expect(await ready!.json()).toEqual({ status: 'ready' });

    const created = await fetch(`${service.url}/rest/people`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' } }),
    });
    expect(created.status, service.output()).toBe(200);
    const id = ((await created.json()) as { data: { createPerson: { id: string } } }).data.createPerson.id;
    const listed = await fetch(`${service.url}/rest/people?filter=name.lastName%5Beq%5D%3ALovelace`, { headers: auth });
    expect(listed.status).toBe(200);
    const people = ((await listed.json()) as { data: { people: { id: string }[] } }).data.people;
    expect(people.map((person) => person.id)).toEqual([id]);

    // generated/openapi.json and schema/*.graphql are read from the package root.
    const openapi = await fetch(`${service.url}/openapi.json`);
    expect(openapi.status).toBe(200);
    expect(((await openapi.json()) as { paths: Record<string, unknown> }).paths).toHaveProperty(['/rest/people']);
    const graphql = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ currentWorkspace { displayName } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toEqual({ data: { currentWorkspace: { displayName: 'My workspace' } } });
    const graphiql = await fetch(`${service.url}/graphql`, { headers: { accept: 'text/html' } });
    await graphiql.arrayBuffer();
    expect(graphiql.status, 'GraphiQL is off with NODE_ENV=production').not.toBe(200);
  } finally {
    const exit = await service?.stop('SIGTERM');
    if (service) expect(exit, service.output()).toEqual({ code: 0, signal: null });
  }
}, 150_000);

it('runs the compiled CLI on the same database', async () => {
  const result = await run([path.join(BUILD_DIR, 'src/cli/main.js'), 'api-key', 'list'], { cwd: otherCwd, env: databaseEnv, timeoutMs: 60_000 });
  expect(result.code, result.output).toBe(0);
  expect(result.output).toMatch(/admin\s+bootstrap\s+\(active/);
}, 70_000);

it('runs the compiled CLI as the image\'s `crm` command (an executable with a shebang): secrets reseal with NODE_ENV=production', async () => {
  // The Dockerfile links /usr/local/bin/crm to dist/src/cli/main.js and makes it executable,
  // as npm does for the package's `crm` bin.
  const cli = path.join(BUILD_DIR, 'src/cli/main.js');
  chmodSync(cli, 0o755);
  const env = { ...databaseEnv, NODE_ENV: 'production', CRM_SECRET_KEY: randomBytes(32).toString('base64'), PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` };
  const result = await run([cli, 'secrets', 'reseal'], { cwd: otherCwd, env, timeoutMs: 60_000, executable: true });
  expect(result.code, result.output).toBe(0);
  expect(result.output).toMatch(/^resealed under CRM_SECRET_KEY: 0$/m);
  expect(result.output).toMatch(/^could not be opened: 0$/m);
}, 70_000);

it.runIf(onPostgres)('runs the compiled worker on PostgreSQL', async () => {
  const result = await run([path.join(BUILD_DIR, 'src/worker-main.js')], {
    cwd: otherCwd,
    env: { ...databaseEnv, NODE_ENV: 'production' },
    timeoutMs: 60_000,
    until: /job worker running/,
  });
  expect(result.output).toMatch(/job worker running/);
  expect(result.code, result.output).toBe(0);
}, 70_000);
