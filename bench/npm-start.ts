// `npm start` as a user runs it (issue 45 point 2): memory of the whole process tree and the cost
// of metadata changes as served pipelines accumulate.
//
//   npx tsx bench/npm-start.ts                        both databases, sizes 10, 100, 200
//   npx tsx bench/npm-start.ts --only=pglite --sizes=10,50
//
// Per database: `npm start` (package.json's script, whatever it runs) on an empty workspace of
// its own (PGlite: a temp DATA_DIR; PostgreSQL: a new database on a throwaway server), PORT=0,
// LOG_LEVEL=warn, RATE_LIMIT=off. Memory = the sum of VmRSS over npm and every process below it
// (read from /proc), after 3 s idle. Then pipelines are added one at a time through the REST API,
// each as a user's pipeline of 4 fields served once: POST /rest/metadata/pipelines (name, stage,
// amount), POST .../fields (one TEXT field), GET /rest/<plural>?limit=1. At each size: the p50 of
// the last MEASURED creates and field adds, and the tree's memory after 3 s idle.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, startTestPostgres, type TestPostgres } from '../scripts/postgres-test-server.ts';
import { restCall, restGet, type RestTarget } from './lib/http.ts';
import { summarize } from './lib/measure.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const MiB = 1024 * 1024;
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const SIZES = (option('sizes') ?? '10,100,200').split(',').map(Number);
const DATABASES = (option('only') ?? 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;
/** Creates and field adds whose p50 is reported at each size (the last ones before it). */
const MEASURED = 10;
const IDLE_MS = 3_000;

/** The pids of `root` and every process below it, from /proc/<pid>/stat's parent pid. */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // It exited in between.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree;
}

/** Each process of the tree with its VmRSS (bytes). */
function treeMemory(root: number): Array<{ pid: number; name: string; rss: number }> {
  return processTree(root).flatMap((pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      return [{ pid, name: /Name:\s+(\S+)/.exec(status)![1], rss }];
    } catch {
      return [];
    }
  });
}

interface Started {
  child: ChildProcess;
  target: RestTarget;
  startSeconds: number;
  stop(): Promise<void>;
}

async function npmStart(env: Record<string, string | undefined>, apiKey: string): Promise<Started> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT: 'off', CRM_BOOTSTRAP_API_KEY: apiKey };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const started = performance.now();
  // Its own process group, so the stop reaches npm and the service alike.
  const child = spawn('npm', ['start'], { cwd: ROOT, env: childEnv, detached: true });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output.slice(-2000)}`)));
  });
  const startSeconds = (performance.now() - started) / 1000;
  return {
    child,
    startSeconds,
    target: { baseUrl: url, apiKey },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

interface SizeRow {
  pipelines: number;
  treeRss: number;
  serviceRss: number;
  createP50: number;
  addFieldP50: number;
}

interface DatabaseResult {
  database: 'pglite' | 'postgres';
  startSeconds: number;
  idle: Array<{ pid: number; name: string; rss: number }>;
  sizes: SizeRow[];
}

async function idleMemory(pid: number) {
  await sleep(IDLE_MS);
  return treeMemory(pid);
}

const total = (memory: Array<{ rss: number }>) => memory.reduce((sum, p) => sum + p.rss, 0);

async function measure(database: 'pglite' | 'postgres', postgres: TestPostgres | undefined): Promise<DatabaseResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crm-npm-start-'));
  const env =
    database === 'pglite'
      ? { DATA_DIR: dataDir, DATABASE_URL: undefined }
      : { DATABASE_URL: await createDatabase(postgres!.url, `crm_npm_start_${process.pid}`) };
  const service = await npmStart(env, `bench_${randomBytes(16).toString('hex')}`);
  try {
    await restGet(service.target, '/rest/people?limit=1');
    const idle = await idleMemory(service.child.pid!);
    const sizes: SizeRow[] = [];
    const creates: number[] = [];
    const fieldAdds: number[] = [];
    const stamp = Date.now().toString(36);
    for (let count = 1; count <= Math.max(...SIZES); count++) {
      const name = `p${stamp}x${count}`;
      let t = performance.now();
      const created = await restCall<{ data: { createPipeline: { id: string } } }>(service.target, 'POST', '/rest/metadata/pipelines', { nameSingular: name, namePlural: `${name}s`, labelSingular: `Pipeline ${count}`, labelPlural: `Pipelines ${count}` });
      creates.push(performance.now() - t);
      t = performance.now();
      await restCall(service.target, 'POST', `/rest/metadata/pipelines/${created.data.createPipeline.id}/fields`, { name: 'summary', type: 'TEXT' });
      fieldAdds.push(performance.now() - t);
      await restGet(service.target, `/rest/${name}s?limit=1`);
      if (SIZES.includes(count)) {
        const memory = await idleMemory(service.child.pid!);
        sizes.push({
          pipelines: count,
          treeRss: total(memory),
          serviceRss: Math.max(...memory.map((p) => p.rss)),
          createP50: summarize(creates.slice(-MEASURED)).p50,
          addFieldP50: summarize(fieldAdds.slice(-MEASURED)).p50,
        });
        process.stderr.write(`${database} ${count}: tree ${(total(memory) / MiB).toFixed(0)} MiB, create p50 ${sizes.at(-1)!.createP50.toFixed(0)} ms, field p50 ${sizes.at(-1)!.addFieldP50.toFixed(0)} ms\n`);
      }
    }
    return { database, startSeconds: service.startSeconds, idle, sizes };
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(results: DatabaseResult[]): void {
  const mib = (bytes: number) => (bytes / MiB).toFixed(0);
  console.log('| database | pipelines (4 fields, served once) | tree RSS MiB | largest process MiB | MiB per pipeline since idle | create p50 ms | add field p50 ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    const idle = total(r.idle);
    console.log(`| ${r.database} | 0 (idle; started in ${r.startSeconds.toFixed(1)} s: ${r.idle.map((p) => `${p.name} ${mib(p.rss)}`).join(', ')}) | ${mib(idle)} | ${mib(Math.max(...r.idle.map((p) => p.rss)))} | | | |`);
    for (const s of r.sizes) {
      console.log(`| ${r.database} | ${s.pipelines} | ${mib(s.treeRss)} | ${mib(s.serviceRss)} | ${((s.treeRss - idle) / MiB / s.pipelines).toFixed(2)} | ${s.createP50.toFixed(0)} | ${s.addFieldP50.toFixed(0)} |`);
    }
  }
}

const results: DatabaseResult[] = [];
const postgres = DATABASES.includes('postgres') ? await startTestPostgres() : undefined;
try {
  for (const database of DATABASES) results.push(await measure(database, postgres));
} finally {
  await postgres?.stop();
}
report(results);
