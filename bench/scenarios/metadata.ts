// Scenario: metadata changes in a workspace of many custom objects, and a lean process (issue 26).
//
//   a. Metadata changes at 10, 100 and 200 objects (--quick: 10, 30, 50). "Objects" are the
//      workspace's pipelines (custom objects; the built-in objects come on top), each of 10
//      fields: the 3 every pipeline starts with (name, stage, amount) and 7 added (TEXT x3,
//      NUMBER, BOOLEAN, DATE, SELECT). The workspace grows to each size in-process, through the
//      deployment's own RuntimeMetadataService (d.server.services.runtimeMetadata: the very calls
//      the REST handlers make, same transaction, checks, DDL and registry reload; only the HTTP
//      edge is skipped), then the people list and every pipeline's list are served once
//      (GET /rest/<plural>?limit=1: its validator part is compiled, as in a workspace whose
//      objects are in use). Before the first size, WARM_UP untimed rounds of the measured
//      requests on pipelines deleted again (no cold code in the baseline). At each size, through
//      HTTP, one at a time: MEASURED pipelines created
//      (POST /rest/metadata/pipelines) and, after each, the first GET /rest/<plural> of it (and a
//      second one, warm); then a TEXT field added to each of them
//      (POST /rest/metadata/pipelines/{id}/fields) and the first GET /rest/<plural> after it;
//      then PERSON_FIELDS TEXT fields added to person (POST /rest/metadata/objects/person/fields)
//      and the first GET /rest/people?limit=60 after each, then the same GET warm: over the
//      bench's 100,000 people the list costs more than 20 ms itself, so the target is on the
//      difference, what the change adds to the request (those person fields are deleted
//      again, untimed). The measured pipelines are then filled up to 10 fields (untimed) and
//      count towards the next size. Targets: create and field add p50 < 150 ms at every size,
//      the largest size's p50 within 1.5x of the smallest's; the first request after a change
//      p50 < 20 ms.
//   b. Resident memory (VmRSS from /proc/<pid>/status) of one server process (src/main.ts as a
//      child process, default settings but PORT=0, LOG_LEVEL=warn, RATE_LIMIT=off, METRICS=on
//      for its V8 heap and external memory from /metrics) on an empty workspace of its own
//      (PGlite: a temp DATA_DIR; PostgreSQL: a new database on the same server), once in
//      production mode (NODE_ENV=production, compiled JavaScript: `tsc -p tsconfig.build.json`
//      into .tmp/ under the package, once per run, so a stale dist/ plays no part;
//      `node <start:prod's flags> <build>/src/main.js`, the flags read from package.json) and once
//      under tsx (`node <the same flags> --import tsx src/main.ts`, also NODE_ENV=production: the
//      loader is the only difference), each on its own fresh workspace.
//      Read after /readyz answers 200, a few requests (REST lists, the metadata, /openapi.json,
//      GraphQL) and a full garbage collection (lowest of 3 readings). Then the production process's
//      workspace grows through its own API to each size of (a) (pipelines of 10 fields, every
//      pipeline's list served once) and its memory is read again: growth per object. Targets:
//      < 300 MiB on PGlite, < 200 MiB on PostgreSQL; < 2 MiB per object.
//
// Runs last: its pipelines stay in the deployment's workspace.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../../scripts/postgres-test-server.ts';
import { startChildServer, type ChildServer } from '../../test/support/child-server.ts';
import type { Deployment } from '../lib/deployments.ts';
import { restCall, restGet, type RestTarget } from '../lib/http.ts';
import { abort, summarize, type Summary } from '../lib/measure.ts';
import { quick } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SIZES = quick ? [10, 30, 50] : [10, 100, 200];
/** Pipelines created (and fields added) per size, one at a time. */
const MEASURED = quick ? 5 : 10;
const PERSON_FIELDS = quick ? 2 : 3;
/** Fields every pipeline starts with (name, stage, amount). */
const STANDARD_FIELDS = 3;
/** The fields added to every pipeline: 3 + 7 = 10. The first is the measured field add. */
export const FIELDS: Array<Record<string, unknown>> = [
  { name: 'summary', type: 'TEXT' },
  { name: 'region', type: 'TEXT' },
  { name: 'source', type: 'TEXT' },
  { name: 'score', type: 'NUMBER' },
  { name: 'active', type: 'BOOLEAN' },
  { name: 'closeDay', type: 'DATE' },
  { name: 'tier', type: 'SELECT', options: [{ value: 'GOLD' }, { value: 'SILVER' }, { value: 'BRONZE' }] },
];
const FIELDS_PER_OBJECT = STANDARD_FIELDS + FIELDS.length;
/** Time cap of each growth (in-process, and the production process's), so the run stays bounded. */
const GROW_MS = (quick ? 10 : 30) * 60_000;
const MiB = 1024 * 1024;
const TARGET = { p50Ms: 150, ratio: 1.5, firstMs: 20, perObjectMiB: 2, rssMiB: { pglite: 300, postgres: 200 } };

export interface MetadataSize {
  /** Pipelines in the workspace when the measured creates began. */
  objects: number;
  /** Seconds and metadata changes it took to grow to this size (in-process), and to serve every list once. */
  grow: { seconds: number; changes: number; touchSeconds: number };
  create: Summary;
  addField: Summary;
  /** The first GET /rest/<plural> after the create, a second one, and the first after the field add. */
  firstAfterCreate: Summary;
  secondAfterCreate: Summary;
  firstAfterAddField: Summary;
  personAddField: Summary;
  firstPeopleAfterPersonField: Summary;
  /** The same GET /rest/people right after it (warm). */
  secondPeople: Summary;
  /** First minus second, per field added: what the change costs that request. */
  peopleDelay: Summary;
  /** GET /openapi.json after the size's changes: bytes, ms. */
  document: { bytes: number; ms: number };
}

export interface MemoryStart {
  mode: 'production' | 'tsx';
  startSeconds: number;
  rss: number;
  /** After the few requests, highest RSS so far (VmHWM). */
  peak: number;
  /** V8 heap used and external memory (ArrayBuffers: PGlite's WASM memory among them), from /metrics. */
  heap?: number;
  external?: number;
  /** Whether a full garbage collection ran before the reading. */
  collected: boolean;
}

export interface MetadataResult {
  builtIns: number;
  sizes: MetadataSize[];
  memory?: {
    build: { dir: string; seconds: number };
    empty: MemoryStart[];
    /** The production process's RSS after its workspace grew to each size. */
    growth: Array<{ objects: number; rss: number; heap?: number; external?: number; seconds: number }>;
    perObjectMiB?: number;
  };
}

/** Rounds of the measured requests run untimed before the first size. */
const WARM_UP = 5;

const customCount = (d: Deployment) => d.server.services.registry.all().filter((o) => o.isCustom).length;
export const pipelineBody = (name: string, i: number) => ({ nameSingular: name, namePlural: `${name}s`, labelSingular: `Object ${i}`, labelPlural: `Objects ${i}` });

/** Node's flags in `npm run start:prod` (the documented production command), read from package.json. */
function productionNodeFlags(): string[] {
  const script = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start:prod'];
  const words = script.split(/\s+/);
  return words.slice(words.indexOf('node') + 1).filter((word) => word.startsWith('--'));
}

export async function runMetadata(d: Deployment, warn: (text: string) => void): Promise<MetadataResult> {
  const target: RestTarget = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const runtime = d.server.services.runtimeMetadata;
  const builtIns = d.server.services.registry.all().filter((o) => !o.isCustom).length;
  const stamp = Date.now().toString(36);
  let next = 0;
  const names: string[] = [];
  for (const o of d.server.services.registry.all()) if (o.isCustom) names.push(o.namePlural);
  const deadline = performance.now() + GROW_MS;
  const sizes: MetadataSize[] = [];

  // Untimed: each measured request runs WARM_UP times first (V8 compiles the code, the
  // validators of the metadata paths are built), on pipelines deleted again, so the smallest
  // size, the baseline of the ratios, is not measured on cold code.
  progress(`metadata: warm-up (${WARM_UP} rounds of the measured requests)`);
  for (let i = 0; i < WARM_UP && !abort.requested; i++) {
    const name = `mdw${stamp}${i}`;
    const created = await restCall<{ data: { createPipeline: { id: string } } }>(target, 'POST', '/rest/metadata/pipelines', pipelineBody(name, i));
    const id = created.data.createPipeline.id;
    await restGet(target, `/rest/${name}s?limit=60`);
    await restCall(target, 'POST', `/rest/metadata/pipelines/${id}/fields`, FIELDS[0]);
    await restGet(target, `/rest/${name}s?limit=60`);
    const field = await restCall<{ data: { createField: { id: string } } }>(target, 'POST', '/rest/metadata/objects/person/fields', { name: `mdw${stamp}P${i}`, type: 'TEXT' });
    await restGet(target, '/rest/people?limit=60');
    await runtime.deleteField('person', field.data.createField.id, true);
    await runtime.deletePipeline(id, true);
  }

  for (const size of SIZES) {
    // Grow in-process to `size` pipelines of 10 fields.
    const t0 = performance.now();
    let changes = 0;
    while (customCount(d) < size && !abort.requested) {
      if (performance.now() > deadline) {
        warn(`metadata: growth stopped at ${customCount(d)} objects after ${GROW_MS / 60_000} min (BENCH time cap)`);
        break;
      }
      const name = `md${stamp}${next++}`;
      const id = await runtime.createPipeline(pipelineBody(name, next));
      changes++;
      for (const field of FIELDS) {
        await runtime.createField(id, field);
        changes++;
      }
      names.push(`${name}s`);
      if (customCount(d) % 10 === 0) progress(`metadata: ${customCount(d)} objects, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
    const growSeconds = (performance.now() - t0) / 1000;
    if (customCount(d) < size) break;
    // Every object in use: its list served once (its validator part compiled).
    const t1 = performance.now();
    await restGet(target, '/rest/people?limit=60');
    for (const plural of names) await restGet(target, `/rest/${plural}?limit=1`);
    const touchSeconds = (performance.now() - t1) / 1000;
    const objects = customCount(d);
    progress(`metadata: ${objects} objects (grown in ${growSeconds.toFixed(1)} s, ${changes} changes; lists served in ${touchSeconds.toFixed(1)} s): measuring`);

    const create: number[] = [];
    const first: number[] = [];
    const second: number[] = [];
    const made: Array<{ id: string; plural: string }> = [];
    for (let i = 0; i < MEASURED && !abort.requested; i++) {
      const name = `md${stamp}${next++}`;
      const a = performance.now();
      const created = await restCall<{ data: { createPipeline: { id: string } } }>(target, 'POST', '/rest/metadata/pipelines', pipelineBody(name, next));
      const b = performance.now();
      await restGet(target, `/rest/${name}s?limit=60`);
      const c = performance.now();
      await restGet(target, `/rest/${name}s?limit=60`);
      const e = performance.now();
      create.push(b - a);
      first.push(c - b);
      second.push(e - c);
      made.push({ id: created.data.createPipeline.id, plural: `${name}s` });
      names.push(`${name}s`);
    }
    const add: number[] = [];
    const firstAdd: number[] = [];
    for (const { id, plural } of made) {
      const a = performance.now();
      await restCall(target, 'POST', `/rest/metadata/pipelines/${id}/fields`, FIELDS[0]);
      const b = performance.now();
      await restGet(target, `/rest/${plural}?limit=60`);
      add.push(b - a);
      firstAdd.push(performance.now() - b);
    }
    const personAdd: number[] = [];
    const firstPeople: number[] = [];
    const secondPeople: number[] = [];
    const peopleDelay: number[] = [];
    const personFields: string[] = [];
    for (let i = 0; i < PERSON_FIELDS && !abort.requested; i++) {
      const a = performance.now();
      const created = await restCall<{ data: { createField: { id: string } } }>(target, 'POST', '/rest/metadata/objects/person/fields', { name: `md${stamp}P${size}x${i}`, type: 'TEXT' });
      const b = performance.now();
      await restGet(target, '/rest/people?limit=60');
      const c = performance.now();
      // The same list warm: on the bench's 100,000 people the list itself (its count) is most of it.
      await restGet(target, '/rest/people?limit=60');
      const e = performance.now();
      personAdd.push(b - a);
      firstPeople.push(c - b);
      secondPeople.push(e - c);
      peopleDelay.push(c - b - (e - c));
      personFields.push(created.data.createField.id);
    }
    const a = performance.now();
    const doc = await restGet(target, '/openapi.json');
    const document = { bytes: doc.length, ms: performance.now() - a };
    // Untimed: the person fields go again; the measured pipelines get their other fields.
    for (const id of personFields) await runtime.deleteField('person', id, true);
    for (const { id } of made) for (const field of FIELDS.slice(1)) await runtime.createField(id, field);
    sizes.push({
      objects,
      grow: { seconds: growSeconds, changes, touchSeconds },
      create: summarize(create),
      addField: summarize(add),
      firstAfterCreate: summarize(first),
      secondAfterCreate: summarize(second),
      firstAfterAddField: summarize(firstAdd),
      personAddField: summarize(personAdd),
      firstPeopleAfterPersonField: summarize(firstPeople),
      secondPeople: summarize(secondPeople),
      peopleDelay: summarize(peopleDelay),
      document,
    });
  }

  const memory = abort.requested ? undefined : await runMemory(d, warn);
  return { builtIns, sizes, memory };
}

// ------------------------------------------------------------------------------------------
// b. Memory

/** The production build, once per run (both deployments use it); removed when the bench exits. */
let build: Promise<{ dir: string; seconds: number }> | undefined;

function productionBuild(): Promise<{ dir: string; seconds: number }> {
  build ??= (async () => {
    const dir = path.join(ROOT, '.tmp', `bench-build-${process.pid}-${randomBytes(4).toString('hex')}`);
    mkdirSync(dir, { recursive: true });
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    progress(`metadata: compiling the service (tsc -p tsconfig.build.json --outDir ${path.relative(ROOT, dir)})`);
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', dir], { cwd: ROOT });
      let output = '';
      child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
      child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tsc -p tsconfig.build.json failed (${code}): ${output}`))));
    });
    if (!existsSync(path.join(dir, 'src/main.js'))) throw new Error(`the build has no src/main.js in ${dir}`);
    return { dir, seconds: (performance.now() - t0) / 1000 };
  })();
  return build;
}

/** VmRSS and VmHWM of a process, in bytes (Linux). */
function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** nodejs_heap_size_used_bytes and nodejs_external_memory_bytes from the process's /metrics (METRICS=on). */
async function heapFigures(target: RestTarget): Promise<{ heap?: number; external?: number }> {
  const text = (await restGet(target, '/metrics').catch(() => Buffer.from(''))).toString('utf8');
  const value = (name: string) => {
    const found = new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1];
    return found === undefined ? undefined : Number(found);
  };
  return { heap: value('nodejs_heap_size_used_bytes'), external: value('nodejs_external_memory_bytes') };
}

/** A few requests a client would make first: lists, the metadata, the document, GraphQL. */
async function fewRequests(target: RestTarget, plurals: string[] = []): Promise<void> {
  await restGet(target, '/rest/people?limit=60');
  await restGet(target, '/rest/companies?limit=60');
  await restGet(target, '/rest/metadata/objects');
  await restGet(target, '/openapi.json');
  await restCall(target, 'POST', '/graphql', { query: '{ currentWorkspace { id displayName } workspaceMembers(first: 5) { edges { node { id } } } }' });
  for (const plural of plurals) await restGet(target, `/rest/${plural}?limit=1`);
}

const pause = (msDelay: number) => new Promise((resolve) => setTimeout(resolve, msDelay));

/**
 * A full garbage collection in the child (HeapProfiler.collectGarbage through its inspector,
 * NODE_OPTIONS=--inspect=127.0.0.1:0, over `ws`, a devDependency: Node 20 has no WebSocket client): without it a
 * reading counts whatever garbage the last requests and changes left (an idle process allocates
 * too little to collect it; readings 100-300 MiB apart were seen). False if it could not be done.
 */
async function collectGarbage(server: ChildServer): Promise<boolean> {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(server.output())?.[1];
  if (!url) return false;
  try {
    const moduleName = 'ws';
    type Socket = { once(event: string, f: (x: unknown) => void): void; on(event: string, f: (x: unknown) => void): void; send(text: string): void; close(): void };
    const { WebSocket } = (await import(moduleName)) as { WebSocket: new (url: string) => Socket };
    const socket = new WebSocket(url);
    try {
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no answer within 30 s')), 30_000);
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as { id?: number; error?: { message: string } };
          if (message.id !== 1) return;
          clearTimeout(timer);
          if (message.error) reject(new Error(message.error.message));
          else resolve();
        });
        socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
      });
      return true;
    } finally {
      socket.close();
    }
  } catch (error) {
    progress(`metadata: no garbage collection in the child (${error instanceof Error ? error.message : String(error)})`);
    return false;
  }
}

/** The process's memory after a full collection (when possible) and a second's rest: the lowest of 3 readings. */
async function settledMemory(server: ChildServer, target: RestTarget): Promise<{ rss: number; peak: number; heap?: number; external?: number; collected: boolean }> {
  const collected = await collectGarbage(server);
  await pause(1_000);
  let best: { rss: number; peak: number; heap?: number; external?: number } | undefined;
  for (let i = 0; i < 3; i++) {
    if (i) await pause(500);
    const reading = { ...(await heapFigures(target)), ...residentMemory(server.pid) };
    if (!best || reading.rss < best.rss) best = reading;
  }
  return { ...best!, collected };
}

async function runMemory(d: Deployment, warn: (text: string) => void): Promise<MetadataResult['memory']> {
  if (!existsSync('/proc/self/status')) {
    warn('metadata: no /proc (not Linux): resident memory not measured');
    return undefined;
  }
  const built = await productionBuild();
  const apiKey = `bench_${randomBytes(16).toString('hex')}`;
  const cleanups: Array<() => Promise<unknown> | void> = [];
  let databases = 0;
  /** An empty workspace of its own for each process. */
  const workspace = async (): Promise<Record<string, string | undefined>> => {
    if (d.key === 'pglite') {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-bench-memory-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return { DATA_DIR: dir, DATABASE_URL: undefined };
    }
    const admin = new URL(d.databaseUrl!);
    admin.pathname = '/postgres';
    return { DATABASE_URL: await createDatabase(admin.toString(), `crm_bench_memory_${process.pid}_${databases++}`), DATA_DIR: undefined };
  };
  const start = async (mode: MemoryStart['mode']): Promise<{ server: ChildServer; start: MemoryStart }> => {
    const env = { ...(await workspace()), NODE_ENV: 'production', CRM_BOOTSTRAP_API_KEY: apiKey, METRICS: 'on', METRICS_PORT: undefined, NODE_OPTIONS: '--inspect=127.0.0.1:0' };
    progress(`metadata: starting a server process (${mode}) on an empty workspace`);
    const t0 = performance.now();
    const server = await startChildServer(env, { entry: mode === 'production' ? path.join(built.dir, 'src/main.js') : undefined, nodeArgs: productionNodeFlags(), startTimeoutMs: 120_000 });
    cleanups.push(() => server.stop());
    for (;;) {
      const reply = await fetch(`${server.url}/readyz`).catch(() => undefined);
      await reply?.arrayBuffer();
      if (reply?.status === 200) break;
      if (performance.now() - t0 > 120_000) throw new Error(`metadata: ${mode} server not ready within 120 s: ${server.output().slice(-1000)}`);
      await pause(50);
    }
    const startSeconds = (performance.now() - t0) / 1000;
    await fewRequests({ baseUrl: server.url, apiKey });
    return { server, start: { mode, startSeconds, ...(await settledMemory(server, { baseUrl: server.url, apiKey })) } };
  };
  try {
    const empty: MemoryStart[] = [];
    const tsx = await start('tsx');
    empty.push(tsx.start);
    await tsx.server.stop();
    const prod = await start('production');
    empty.push(prod.start);

    // The production process's own workspace grows through its API.
    const target: RestTarget = { baseUrl: prod.server.url, apiKey };
    const growth: NonNullable<MetadataResult['memory']>['growth'] = [];
    /** The idle readings' time, left out of the growth's. */
    let idle = 0;
    const plurals: string[] = [];
    const t0 = performance.now();
    const deadline = t0 + GROW_MS;
    for (const size of SIZES) {
      while (plurals.length < size && !abort.requested && performance.now() < deadline) {
        const name = `mem${plurals.length}`;
        const created = await restCall<{ data: { createPipeline: { id: string } } }>(target, 'POST', '/rest/metadata/pipelines', pipelineBody(name, plurals.length));
        for (const field of FIELDS) await restCall(target, 'POST', `/rest/metadata/pipelines/${created.data.createPipeline.id}/fields`, field);
        plurals.push(`${name}s`);
        if (plurals.length % 10 === 0) progress(`metadata: production process, ${plurals.length} objects, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
      }
      if (plurals.length < size) {
        if (!abort.requested) warn(`metadata: the production process's growth stopped at ${plurals.length} objects after ${GROW_MS / 60_000} min`);
        break;
      }
      await fewRequests(target, plurals);
      const seconds = (performance.now() - t0 - idle) / 1000;
      const t1 = performance.now();
      const { rss, heap, external, collected } = await settledMemory(prod.server, target);
      if (!collected) warn('metadata: a memory reading without a garbage collection before it');
      idle += performance.now() - t1;
      growth.push({ objects: plurals.length, rss, heap, external, seconds });
    }
    const last = growth.at(-1);
    return {
      build: { dir: path.relative(ROOT, built.dir), seconds: built.seconds },
      empty,
      growth,
      perObjectMiB: last ? (last.rss - prod.start.rss) / MiB / last.objects : undefined,
    };
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cleanup failed:', error instanceof Error ? error.message : error);
      }
    }
  }
}

// ------------------------------------------------------------------------------------------
// Report

const yes = (ok: boolean) => (ok ? 'yes' : '**no**');
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const mibOr = (bytes?: number) => (bytes === undefined || Number.isNaN(bytes) ? '-' : mib(bytes));

export function reportMetadata(d: Deployment, r: MetadataResult): void {
  print(
    `**Metadata (issue 26)** — pipelines of ${FIELDS_PER_OBJECT} fields each (name, stage, amount + ${FIELDS.map((f) => f.type).join(', ')}), ` +
      `${r.builtIns} built-in objects besides. The workspace grows in-process (the service's RuntimeMetadataService, the calls the REST handlers make) and the people list and every pipeline's list are served once; ` +
      `then at each size, through HTTP, one at a time: ${MEASURED} pipelines created, each followed by the first GET /rest/<plural>?limit=60 of it; ` +
      `a TEXT field added to each of them, followed by the first GET of its list; ${PERSON_FIELDS} TEXT fields added to person, each followed by the first GET /rest/people?limit=60 and the same GET again (warm: over the bench's people, the list itself costs most of it).`,
  );
  print();
  if (!r.sizes.length) {
    print('No size reached.');
    print();
  } else {
    print(
      table(
        ['objects', 'grown in s (changes)', 'lists served in s', 'create p50 / max ms', 'first GET after create p50 / max ms', 'second GET p50 ms', 'add field p50 / max ms', 'first GET after add p50 / max ms', 'person field p50 / max ms', 'first people GET p50 / max ms', 'second people GET p50 ms', '/openapi.json KiB (ms)'],
        r.sizes.map((s) => [
          String(s.objects),
          `${s.grow.seconds.toFixed(1)} (${s.grow.changes})`,
          s.grow.touchSeconds.toFixed(1),
          `${ms(s.create.p50)} / ${ms(s.create.max)}`,
          `${ms(s.firstAfterCreate.p50)} / ${ms(s.firstAfterCreate.max)}`,
          ms(s.secondAfterCreate.p50),
          `${ms(s.addField.p50)} / ${ms(s.addField.max)}`,
          `${ms(s.firstAfterAddField.p50)} / ${ms(s.firstAfterAddField.max)}`,
          `${ms(s.personAddField.p50)} / ${ms(s.personAddField.max)}`,
          `${ms(s.firstPeopleAfterPersonField.p50)} / ${ms(s.firstPeopleAfterPersonField.max)}`,
          ms(s.secondPeople.p50),
          `${int(s.document.bytes / 1024)} (${ms(s.document.ms)})`,
        ]),
      ),
    );
    print();
  }
  const rows = targetRows(d, r);
  if (rows.length) {
    print(table(['figure', 'value', 'target', 'met'], rows));
    print();
  }
  const m = r.memory;
  if (m) {
    print(
      `Resident memory (VmRSS) of one server process (src/main.ts as a child, default settings, NODE_ENV=production, METRICS=on for the heap figures) on an empty workspace of its own ` +
        `(${d.key === 'pglite' ? 'PGlite in a temp DATA_DIR' : 'a new database on the same PostgreSQL'}), after /readyz answered 200, a few requests and a full garbage collection (through its inspector: NODE_OPTIONS=--inspect=127.0.0.1:0; lowest of 3 readings)${m.empty.every((e) => e.collected) ? '' : ' (**no collection before some readings**)'}; ` +
        `production = compiled JavaScript (tsc -p tsconfig.build.json into ${m.build.dir}, ${m.build.seconds.toFixed(0)} s, once per run), tsx = \`node --import tsx src/main.ts\`. ` +
        `Then the production process's workspace grew through its own API (pipelines of ${FIELDS_PER_OBJECT} fields, every list served once).`,
    );
    print();
    print(
      table(
        ['process', 'objects', 'started in s', 'RSS', 'peak RSS (VmHWM)', 'V8 heap used', 'external (ArrayBuffers)'],
        [
          ...m.empty.map((e) => [
            e.mode === 'production' ? 'production (node <build>/src/main.js)' : 'tsx (node --import tsx src/main.ts)',
            '0',
            e.startSeconds.toFixed(1),
            mib(e.rss),
            mib(e.peak),
            mibOr(e.heap),
            mibOr(e.external),
          ]),
          ...m.growth.map((g) => ['production, grown through its API', String(g.objects), `(grown in ${g.seconds.toFixed(0)})`, mib(g.rss), '', mibOr(g.heap), mibOr(g.external)]),
        ],
      ),
    );
    print();
  }
}

function targetRows(d: Deployment, r: MetadataResult): string[][] {
  const rows: string[][] = [];
  const first = r.sizes[0];
  const last = r.sizes.at(-1);
  if (first && last) {
    const worst = (pick: (s: MetadataSize) => Summary) => Math.max(...r.sizes.map((s) => pick(s).p50));
    const createRatio = last.create.p50 / first.create.p50;
    const addRatio = last.addField.p50 / first.addField.p50;
    rows.push(['create a pipeline: highest p50 over the sizes', `${ms(worst((s) => s.create))} ms`, `< ${TARGET.p50Ms} ms`, yes(worst((s) => s.create) < TARGET.p50Ms)]);
    rows.push(['add a field: highest p50 over the sizes', `${ms(worst((s) => s.addField))} ms`, `< ${TARGET.p50Ms} ms`, yes(worst((s) => s.addField) < TARGET.p50Ms)]);
    rows.push([`create a pipeline: p50 at ${last.objects} ÷ at ${first.objects} objects`, times(createRatio), `<= ${TARGET.ratio}x`, yes(createRatio <= TARGET.ratio)]);
    rows.push([`add a field: p50 at ${last.objects} ÷ at ${first.objects} objects`, times(addRatio), `<= ${TARGET.ratio}x`, yes(addRatio <= TARGET.ratio)]);
    for (const [label, pick] of [
      ['first GET /rest/<plural> after a create', (s: MetadataSize) => s.firstAfterCreate],
      ['first GET /rest/<plural> after a field add', (s: MetadataSize) => s.firstAfterAddField],
      ['first GET /rest/people after a person field add, less the same GET warm', (s: MetadataSize) => s.peopleDelay],
    ] as const) {
      const value = worst(pick);
      rows.push([`${label}: highest p50 over the sizes`, `${ms(value)} ms`, `< ${TARGET.firstMs} ms`, yes(value < TARGET.firstMs)]);
    }
    rows.push([
      'first GET /rest/people after a person field add / the same GET warm: highest p50 over the sizes (for comparison)',
      `${ms(worst((s) => s.firstPeopleAfterPersonField))} / ${ms(worst((s) => s.secondPeople))} ms`,
      '',
      '',
    ]);
  }
  const m = r.memory;
  if (m) {
    const prod = m.empty.find((e) => e.mode === 'production');
    const tsx = m.empty.find((e) => e.mode === 'tsx');
    const limit = TARGET.rssMiB[d.key];
    if (prod) rows.push(['RSS, production process, empty workspace', mib(prod.rss), `< ${limit} MiB`, yes(prod.rss / MiB < limit)]);
    if (tsx) rows.push(['RSS, same under tsx (for comparison)', mib(tsx.rss), '', '']);
    const last = m.growth.at(-1);
    if (last && m.perObjectMiB !== undefined)
      rows.push([`RSS growth per object, production process, 0 -> ${last.objects} objects`, `${m.perObjectMiB.toFixed(2)} MiB`, `< ${TARGET.perObjectMiB} MiB`, yes(m.perObjectMiB < TARGET.perObjectMiB)]);
    if (last?.heap !== undefined && prod?.heap !== undefined)
      rows.push([`V8 heap used growth per object, same process (for comparison)`, `${((last.heap - prod.heap) / MiB / last.objects).toFixed(2)} MiB`, '', '']);
  }
  return rows;
}

/** Summary rows (run.ts). */
export function metadataSummaryRows(title: string, d: Deployment, r: MetadataResult): string[][] {
  return targetRows(d, r).map(([figure, value, target, met]) => [title, `metadata: ${figure}${target ? ` (target ${target})` : ''}`, value, met]);
}
