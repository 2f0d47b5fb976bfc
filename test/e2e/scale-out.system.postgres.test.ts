// Scaling out (issue 27): three API processes (WORKER=off) and one `npm run worker` process on
// one PostgreSQL, all real child processes started by the test. What a team running several
// replicas behind a load balancer relies on: a write through any process is seen by the others,
// a webhook is delivered once per event whichever process took the write, a new pipeline is
// served everywhere without a restart (the time it takes is printed; the one-second target is
// measured by `npm run bench -- --scenarios=scale-out` on a quiet machine: a wall-clock target
// belongs in a benchmark, and here seven processes share 2 cores with the rest of the suite),
// one key's rate limit holds across the processes, and
// /readyz follows the database going away and coming back (the processes live on meanwhile).
//
// The PostgreSQL server is this file's own throwaway one (scripts/postgres-test-server.ts), not
// the suite's shared server: the readiness test stops it and starts it again on the same port
// and data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, postgresProgram, startTestPostgres, type TestPostgres } from '../../scripts/postgres-test-server.ts';
import { isRoot } from '../../scripts/throwaway-server.ts';
import { startChildServer, type ChildServer } from '../support/child-server.ts';
import { contractChecker } from '../support/contract.ts';
import type { TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { workspaceApi } from '../support/workspace-api.ts';
import { ok, type Rec } from './records-support.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const apiKey = `test_${randomBytes(16).toString('hex')}`;
const receiver = new Receiver();
const HOOK_PATH = '/scale-out';
const RESTART_HOOK_PATH = '/after-restart';

let postgres: TestPostgres | undefined;
let databaseUrl: string;
let apis: ChildServer[] = [];
/** The API processes as the `app` argument of records-support's helpers (they use baseUrl and rawFetch alone). */
let apps: TestServer[] = [];
let worker: ChildProcess | undefined;
let workerOutput = '';
/** Children started by a test itself (the rate limit's processes), stopped in afterAll if the test did not. */
const extraChildren = new Set<ChildServer>();

function asApp(child: ChildServer, key = apiKey): TestServer {
  const rawFetch = (requestPath: string, init: RequestInit & { apiKey?: string | null } = {}) => {
    const { apiKey: given = key, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (given !== null && !headers.has('authorization')) headers.set('authorization', `Bearer ${given}`);
    return fetch(`${child.url}${requestPath}`, { ...rest, headers });
  };
  return { baseUrl: child.url, apiKey: key, rawFetch } as unknown as TestServer;
}

/** Starts the three API processes in parallel, on `databaseUrl`, with `env` on top of the common settings. */
function startApis(env: Record<string, string>): Promise<ChildServer[]> {
  const common = { DATABASE_URL: databaseUrl, CRM_BOOTSTRAP_API_KEY: apiKey, WORKER: 'off', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' };
  return Promise.all([0, 1, 2].map(() => startChildServer({ ...common, ...env }, { startTimeoutMs: 90_000 })));
}

// ---- the PostgreSQL server: stopped and started again on its own port and data directory ----

function pgCtl(args: string[]): Promise<{ code: number | null; output: string }> {
  const pgCtlPath = postgresProgram('pg_ctl');
  // The server binaries refuse to run as root (as in scripts/postgres-test-server.ts).
  const [command, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', pgCtlPath, ...args]] : [pgCtlPath, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: postgres!.dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function stopPostgres(): Promise<void> {
  const result = await pgCtl(['stop', '-w', '-m', 'fast', '-D', path.join(postgres!.dir, 'data')]);
  if (result.code !== 0) throw new Error(`pg_ctl stop failed (exit ${result.code}):\n${result.output}`);
}

/** Starts the stopped server again: the same port, socket directory, data directory and settings as startTestPostgres. */
async function startPostgresAgain(): Promise<void> {
  const { dir, port } = postgres!;
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200'].join(' ');
  const result = await pgCtl(['start', '-w', '-t', '60', '-D', path.join(dir, 'data'), '-l', path.join(dir, 'postgres.log'), '-o', options]);
  if (result.code !== 0) throw new Error(`pg_ctl start failed (exit ${result.code}):\n${result.output}`);
}

/** One SQL query on its own connection (no pool whose idle connections die with the server). */
async function query<T extends Rec>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; NaN elsewhere). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Status and parsed body of GET `path` (no key), or `undefined` if no answer came within `timeoutMs`. */
async function probe(url: string, timeoutMs = 3_000): Promise<{ status: number; body: any } | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return undefined;
  }
}

function describeProcesses(): string {
  return apis.map((api, i) => `--- API process ${i} (pid ${api.pid}) ---\n${api.output().slice(-2_000)}`).join('\n') + `\n--- worker ---\n${workerOutput.slice(-2_000)}`;
}

beforeAll(async () => {
  const began = Date.now();
  const [server] = await Promise.all([startTestPostgres(), receiver.start()]);
  postgres = server;
  databaseUrl = await createDatabase(postgres.url, 'crm');
  const serverUp = Date.now();
  // All four at once on the empty database, as replicas of a deployment start: one migrates
  // (under the advisory lock), the others wait for it.
  worker = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/worker-main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', LOG_LEVEL: 'info' },
  });
  worker.stdout!.on('data', (chunk) => (workerOutput += chunk));
  worker.stderr!.on('data', (chunk) => (workerOutput += chunk));
  apis = await startApis({});
  apps = apis.map((api) => asApp(api));
  await waitFor(`the worker process to start (its output: ${workerOutput.slice(-1_000)})`, () => workerOutput.includes('job worker running'), 60_000);
  console.log(`PostgreSQL up in ${serverUp - began} ms; the three API processes and the worker in ${Date.now() - serverUp} ms more`);
}, 150_000);

afterAll(async () => {
  const children = [...apis, ...extraChildren];
  await Promise.all(children.map((child) => child.stop('SIGTERM', 10_000)));
  if (worker && worker.exitCode === null && worker.signalCode === null) {
    const exited = once(worker, 'exit');
    worker.kill('SIGTERM');
    const timer = setTimeout(() => worker!.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await receiver.stop().catch(() => undefined);
  // Stops the server if it runs (a failed readiness test may have left it stopped) and deletes its directory.
  await postgres?.stop();
}, 60_000);

it('spreads writes over the three processes: each record is read back from the other two, and the totals agree', { timeout: 60_000 }, async () => {
  const before = (await ok(apps[0], 'GET', '/rest/people?limit=1')).totalCount as number;
  const created = await Promise.all(
    Array.from({ length: 30 }, (_, i) => ok(apps[i % 3], 'POST', '/rest/people', { name: { firstName: 'Spread', lastName: `Person ${i}` } })),
  );
  const people = created.map((reply, i) => ({ writer: i % 3, person: reply.data.createPerson as Rec }));
  expect(new Set(people.map(({ person }) => person.id)).size).toBe(30);
  const reads = people.flatMap(({ writer, person }) => [0, 1, 2].filter((n) => n !== writer).map((reader) => ({ writer, reader, person })));
  await Promise.all(
    reads.map(async ({ writer, reader, person }) => {
      const read = (await ok(apps[reader], 'GET', `/rest/people/${person.id}`)).data.person;
      expect(read, `person ${person.id} written by process ${writer}, read by process ${reader}`).toMatchObject({ id: person.id, name: person.name });
    }),
  );
  expect(reads).toHaveLength(60);
  const totals = await Promise.all(apps.map(async (app) => (await ok(app, 'GET', '/rest/people?limit=1')).totalCount as number));
  expect(totals).toEqual([before + 30, before + 30, before + 30]);
});

it('delivers a webhook once per event, whichever process took the write', { timeout: 60_000 }, async () => {
  const N = 30;
  await ok(apps[1], 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}${HOOK_PATH}`, operations: ['people.created'] });
  // The hook is read from the database by each write's own statement: written through process 1, it applies on all.
  const created = await Promise.all(
    Array.from({ length: N }, (_, i) => ok(apps[i % 3], 'POST', '/rest/people', { name: { firstName: 'Hooked', lastName: `Person ${i}` } })),
  );
  const ids = created.map((reply) => reply.data.createPerson.id as string).sort();
  await waitFor(`${N} deliveries (${describeProcesses()})`, () => receiver.at(HOOK_PATH).length >= N, 30_000);
  // Nothing left to deliver, then a moment for a duplicate to arrive.
  await waitFor(
    'no webhook delivery left pending',
    async () =>
      (await query(`SELECT count(*)::int AS n FROM "job" WHERE "kind" = 'webhook.deliver'`))[0].n === 0 &&
      (await query(`SELECT count(*)::int AS n FROM "webhook_delivery" WHERE "status" = 'PENDING'`))[0].n === 0,
    10_000,
  );
  await sleep(1_000);
  const received = receiver.at(HOOK_PATH);
  expect(received).toHaveLength(N);
  expect(new Set(received.map((r) => r.headers['x-webhook-delivery'])).size).toBe(N);
  expect(received.map((r) => r.body.record.id).sort()).toEqual(ids);
  expect(new Set(received.map((r) => r.body.eventName))).toEqual(new Set(['person.created']));
});

it('serves a pipeline created through one process on the other two without a restart', { timeout: 60_000 }, async () => {
  for (const app of apps) expect((await app.rawFetch('/rest/leads')).status).toBe(404);
  const cpuBefore = apis.map((api) => cpuMs(api.pid));
  const started = Date.now();
  await ok(apps[0], 'POST', '/rest/metadata/pipelines', { nameSingular: 'lead', namePlural: 'leads', labelSingular: 'Lead', labelPlural: 'Leads' });
  const created = Date.now();
  const WAIT_MS = 20_000;
  const failures: string[] = [];
  /** Milliseconds after the create's response until `check` first holds (polling), or Infinity after WAIT_MS. */
  const after = async (check: () => Promise<boolean>, everyMs: number): Promise<number> => {
    while (Date.now() - created < WAIT_MS) {
      // A request that gets no answer counts as "not served yet" (and is reported below).
      const served = await check().catch((error: Error) => (failures.push(`${Date.now() - created} ms: ${error.message} (${(error.cause as Error | undefined)?.message})`), false));
      if (served) return Date.now() - created;
      await sleep(everyMs);
    }
    return Infinity;
  };
  /** What GET /rest/leads answered before its first 200, by process: status -> when first seen (ms after the create's response). */
  const before: Array<Record<number, number>> = [{}, {}, {}];
  const restServed = async (n: number) => {
    const status = (await apps[n].rawFetch('/rest/leads')).status;
    if (status !== 200) before[n][status] ??= Date.now() - created;
    return status === 200;
  };
  // Diagnostics only (reported, not asserted): the slowest /healthz answer of processes 1 and 2 while they take the change.
  const slowestHealth = [0, 0, 0];
  let watching = true;
  const healthWatch = [1, 2].map(async (n) => {
    while (watching) {
      const sent = Date.now();
      await probe(`${apis[n].url}/healthz`, WAIT_MS);
      slowestHealth[n] = Math.max(slowestHealth[n], Date.now() - sent);
      await sleep(100);
    }
  });
  const [rest1, rest2, doc1, doc2] = await Promise.all([
    after(() => restServed(1), 25),
    after(() => restServed(2), 25),
    after(async () => '/rest/leads' in ((await (await fetch(`${apis[1].url}/openapi.json`)).json()) as { paths: Rec }).paths, 100),
    after(async () => '/rest/leads' in ((await (await fetch(`${apis[2].url}/openapi.json`)).json()) as { paths: Rec }).paths, 100),
  ]);
  watching = false;
  await Promise.all(healthWatch);
  const cpu = apis.map((api, n) => cpuMs(api.pid) - cpuBefore[n]);
  console.log(`pipeline created in ${created - started} ms; served after the create's response: REST ${rest1} / ${rest2} ms, /openapi.json ${doc1} / ${doc2} ms (processes 1 / 2); REST answers before the 200 (status: first seen at ms): ${JSON.stringify(before.slice(1))}; slowest /healthz meanwhile: ${slowestHealth[1]} / ${slowestHealth[2]} ms; CPU time of processes 0 / 1 / 2 from the create until served (the polling included): ${cpu.join(' / ')} ms${failures.length ? `; requests that failed meanwhile: ${failures.join('; ')}` : ''}`);
  for (const [what, ms] of Object.entries({ 'REST on process 1': rest1, 'REST on process 2': rest2, '/openapi.json on process 1': doc1, '/openapi.json on process 2': doc2 })) {
    expect(ms, `${what}: ms after the create's response`).toBeLessThan(Infinity);
  }
  // Served for real (checked against each process's own workspace document): a lead written
  // through process 2 is read through process 1.
  const written = await workspaceApi(apps[2]).call('POST', '/rest/leads', { name: 'Scaled lead' });
  expect(written.status, JSON.stringify(written.body)).toBe(200);
  const lead = written.body.data.createLead;
  const read = await workspaceApi(apps[1]).call('GET', `/rest/leads/${lead.id}`);
  expect([read.status, read.body.data?.lead]).toEqual([200, expect.objectContaining({ id: lead.id, name: 'Scaled lead' })]);
});

it('shares one key\'s rate limit across the processes (RATE_LIMIT_SHARED, on with PostgreSQL)', { timeout: 120_000 }, async () => {
  // Processes of their own with a tight limit (burst 30, 1 a second: a lease of 1 token, so the
  // shared bucket is exact), and a key of their own (CRM_BOOTSTRAP_API_KEY), so nothing the other
  // tests did counts against it.
  const key = `test_${randomBytes(16).toString('hex')}`;
  const starting = Date.now();
  const limited = await startApis({ CRM_BOOTSTRAP_API_KEY: key, RATE_LIMIT: 'on', RATE_LIMIT_BURST: '30', RATE_LIMIT_PER_SECOND: '1' });
  console.log(`three rate-limited API processes started in ${Date.now() - starting} ms`);
  for (const child of limited) extraChildren.add(child);
  try {
    // Warm each process up (its first requests are slower) with the other admin key, whose bucket is its own.
    for (const child of limited) {
      for (let i = 0; i < 3; i++) expect((await asApp(child).rawFetch('/rest/people?limit=1')).status).toBe(200);
    }
    const started = Date.now();
    const responses: Array<{ process: number; status: number; headers: Headers; body: any }> = [];
    for (let round = 0; round < 15; round++) {
      for (let n = 0; n < 3; n++) {
        const url = `${limited[n].url}/rest/people?limit=1`;
        const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
        if (response.status === 429) await contractChecker().assertResponse('GET', url, response);
        responses.push({ process: n, status: response.status, headers: response.headers, body: await response.json() });
      }
    }
    const elapsedSeconds = (Date.now() - started) / 1000;
    const allowed = responses.filter((r) => r.status === 200).length;
    const byProcess = [0, 1, 2].map((n) => responses.filter((r) => r.process === n && r.status === 200).length);
    console.log(`rate limit: ${allowed} of 45 allowed in ${elapsedSeconds.toFixed(2)} s (by process: ${byProcess.join(', ')}; per-process buckets would allow 45)`);
    expect(responses.map((r) => r.status).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(allowed).toBeLessThanOrEqual(30 + 1 + Math.floor(elapsedSeconds));
    for (const r of responses) {
      expect(r.headers.get('ratelimit-limit')).toBe('30');
      expect(r.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
      expect(r.headers.get('ratelimit-reset')).toMatch(/^\d+$/);
    }
    const refused = responses.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.body).toEqual({ statusCode: 429, error: expect.stringMatching(/Exception$/), code: 'RATE_LIMITED', messages: [expect.any(String)] });
      expect(r.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    }
  } finally {
    await Promise.all(limited.map((child) => child.stop('SIGTERM', 10_000)));
    for (const child of limited) extraChildren.delete(child);
  }
});

it('/readyz follows the database down and back up on every process; /healthz stays 200; writes work again', { timeout: 120_000 }, async () => {
  for (const api of apis) expect(await probe(`${api.url}/readyz`)).toEqual({ status: 200, body: { status: 'ready' } });
  await ok(apps[2], 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}${RESTART_HOOK_PATH}`, operations: ['people.created'] });

  // /healthz, polled on every process from now until the end: every answer must be a 200.
  const health: Array<{ process: number; status: number | undefined }> = [];
  let polling = true;
  const healthPolls = apis.map(async (api, n) => {
    while (polling) {
      health.push({ process: n, status: (await probe(`${api.url}/healthz`, 5_000))?.status });
      await sleep(100);
    }
  });

  try {
    await stopPostgres();
    const stopped = Date.now();
    const notReady = await Promise.all(
      apis.map(async (api, n) => {
        for (;;) {
          const answer = await probe(`${api.url}/readyz`);
          if (answer?.status === 503) return { ms: Date.now() - stopped, body: answer.body };
          if (Date.now() - stopped > 10_000) throw new Error(`process ${n} still answers /readyz ${answer?.status ?? 'nothing'} 10 s after the database stopped`);
          await sleep(100);
        }
      }),
    );
    console.log(`/readyz 503 after the database stopped: ${notReady.map((r) => r.ms).join(', ')} ms (${JSON.stringify(notReady[0].body.messages)})`);
    for (const { ms, body } of notReady) {
      expect(body).toEqual({ statusCode: 503, error: expect.stringMatching(/Exception$/), code: 'NOT_READY', messages: [expect.any(String)] });
      expect(ms).toBeLessThan(5_000);
    }
    // Still not ready a moment later (not a one-off).
    await sleep(500);
    for (const api of apis) expect((await probe(`${api.url}/readyz`))?.status).toBe(503);

    await startPostgresAgain();
    const restarted = Date.now();
    const ready = await Promise.all(
      apis.map(async (api, n) => {
        for (;;) {
          const answer = await probe(`${api.url}/readyz`);
          if (answer?.status === 200) return Date.now() - restarted;
          if (Date.now() - restarted > 20_000) throw new Error(`process ${n} still answers /readyz ${answer?.status ?? 'nothing'} 20 s after the database came back`);
          await sleep(100);
        }
      }),
    );
    console.log(`/readyz 200 again after the database restarted: ${ready.join(', ')} ms`);
    for (const ms of ready) expect(ms).toBeLessThan(10_000);
  } finally {
    polling = false;
    await Promise.all(healthPolls);
  }
  expect(health.length).toBeGreaterThan(10);
  expect(health.filter((h) => h.status !== 200)).toEqual([]);

  // The first write on each ready process works (its pool dropped the dead connections).
  const written = [];
  for (const app of apps) written.push((await ok(app, 'POST', '/rest/people', { name: { firstName: 'After', lastName: 'Restart' } })).data.createPerson.id as string);
  // ... and the worker, which lost its connections too, delivers their events.
  await waitFor(`the 3 deliveries after the restart (${describeProcesses()})`, () => receiver.at(RESTART_HOOK_PATH).length >= 3, 20_000);
  expect(receiver.at(RESTART_HOOK_PATH).map((r) => r.body.record.id).sort()).toEqual(written.sort());
  for (const api of apis) expect(api.child.exitCode, api.output()).toBeNull();
  expect(worker!.exitCode, workerOutput).toBeNull();
});
