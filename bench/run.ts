// `npm run bench` — REST vs direct SQL on both deployments (real PostgreSQL 15 and embedded
// PGlite), on a seeded workspace of 100,000 people and 10,000 companies. See docs/BENCHMARKS.md.
//
//   npm run bench                       full size (4-5 minutes on 2 cores)
//   npm run bench -- --quick            10,000 people / 1,000 companies, short loops
//   npm run bench -- --only=pglite      one deployment (postgres | pglite)
//   npm run bench -- --json=out.json    also write the raw figures as JSON
//   npm run bench -- --cpu-profile=DIR  CPU-profile the REST create phase (DIR/<deployment>-rest-creates.cpuprofile)
//
// Environment overrides: BENCH_PEOPLE, BENCH_COMPANIES, BENCH_CREATES, BENCH_CONCURRENCY,
// BENCH_ROUNDS (latency rounds per series), BENCH_SERIES_SECONDS (time cap per latency series),
// BENCH_CREATE_SECONDS (time cap per create series).
//
// Everything is started and stopped here: the PostgreSQL server, the services (in-process,
// startServer, PORT=0, LOG_LEVEL=silent), temp directories. Every loop is bounded by a count
// and a time limit.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { SqlStatement } from '../src/db/sql-executor.ts';
import { startPgliteDeployment, startPostgresDeployment, type Baseline, type Deployment, type Row } from './lib/deployments.ts';
import { profiled, type ProfileSummary } from './lib/cpu-profile.ts';
import { machine, type Machine } from './lib/machine.ts';
import { abort, interleaved, summarize, throughput, warmUp, type Summary, type Throughput } from './lib/measure.ts';
import { INSERT_PERSON, insertValues, newPerson, restBody, seed, type SeedCounts } from './lib/seed.ts';

// ---------------------------------------------------------------- settings

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const flagValue = (name: string) => flag(name)?.split('=').slice(1).join('=') || undefined;
const quick = Boolean(flag('quick'));

function envInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

const settings = {
  people: envInt('BENCH_PEOPLE', quick ? 10_000 : 100_000),
  companies: envInt('BENCH_COMPANIES', quick ? 1_000 : 10_000),
  creates: envInt('BENCH_CREATES', quick ? 300 : 2_000),
  concurrency: envInt('BENCH_CONCURRENCY', 8),
  /** Rounds per interleaved latency series (each round runs every variant once). */
  rounds: envInt('BENCH_ROUNDS', quick ? 30 : 150),
  /** Time cap of one interleaved latency series. */
  seriesMs: envInt('BENCH_SERIES_SECONDS', quick ? 4 : 15) * 1000,
  /** Time cap of one create series. */
  createMs: envInt('BENCH_CREATE_SECONDS', quick ? 8 : 15) * 1000,
  /** Profiling pass of the depth comparison: requests per depth, and its time cap. */
  profileCount: quick ? 5 : 10,
  profileMs: quick ? 2_000 : 3_000,
  warmUpCount: quick ? 5 : 10,
  warmUpMs: quick ? 1_500 : 2_500,
  pageSize: 60,
  city: 'Berlin',
};

const only = flagValue('only');
if (only && only !== 'postgres' && only !== 'pglite') throw new Error(`--only must be postgres or pglite, got "${only}"`);
const jsonPath = flagValue('json');
const cpuProfileDir = flagValue('cpu-profile');
const EXECUTOR_TX = 'executor-tx';

// ---------------------------------------------------------------- formatting

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
const times = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)}x`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const sep = `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), sep, ...rows.map(line)].join('\n');
}

const print = (text = ''): void => console.log(text);
const progress = (text: string) => process.stderr.write(`  .. ${text}\n`);
/** 1/5/15-minute load averages: other work on the machine skews every figure. */
const loadavg = () => os.loadavg().map((x) => x.toFixed(2)).join(' / ');

// ---------------------------------------------------------------- HTTP

/**
 * A keep-alive socket the server closed after its keepAliveTimeout (5 s) can be picked for the
 * next request in the same instant (more likely here: PGlite's WASM runs on the event loop and
 * delays both sides' timers). The request then fails before the server read it; it is retried
 * once on a new connection and counted (reported as a warning).
 */
let socketRetries = 0;
async function fetchRetry(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = ((error as { cause?: { code?: string } }).cause?.code ?? '') as string;
    if (!(error instanceof TypeError) || !['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE'].includes(code)) throw error;
    socketRetries++;
    return fetch(url, init);
  }
}

async function restGet(d: Deployment, path: string): Promise<ArrayBuffer> {
  const res = await fetchRetry(`${d.baseUrl}${path}`, { headers: { authorization: `Bearer ${d.apiKey}` } });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${path} -> ${res.status}: ${Buffer.from(body).toString('utf8').slice(0, 500)}`);
  return body;
}

async function restJson<T>(d: Deployment, path: string): Promise<T> {
  return JSON.parse(Buffer.from(await restGet(d, path)).toString('utf8')) as T;
}

async function restCreate(d: Deployment, body: unknown): Promise<void> {
  const res = await fetchRetry(`${d.baseUrl}/rest/people`, {
    method: 'POST',
    headers: { authorization: `Bearer ${d.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /rest/people -> ${res.status}: ${text.slice(0, 500)}`);
  JSON.parse(text); // a client reads the created record
}

interface ListResponse {
  data: { people: Array<{ id: string } & Record<string, unknown>> };
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

function peoplePath(params: Record<string, string>): string {
  return `/rest/people?${new URLSearchParams(params).toString()}`;
}

// ---------------------------------------------------------------- statements

/** Statements the service runs (through its SQL executor) while `work` runs. */
async function capture<T>(d: Deployment, work: () => Promise<T>): Promise<{ result: T; statements: SqlStatement[] }> {
  const sql = d.server.database.sql;
  const statements: SqlStatement[] = [];
  const previous = sql.onQuery;
  sql.onQuery = (statement) => {
    statements.push({ text: statement.text, values: [...statement.values] });
    previous?.(statement);
  };
  try {
    return { result: await work(), statements };
  } finally {
    sql.onQuery = previous;
  }
}

function kindOf(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (/count\(\*\)/i.test(t)) return 'count';
  if (/^SELECT "t"\.\* FROM /.test(t)) return 'page';
  if (/^SELECT 1 FROM /.test(t)) return 'cursor check';
  const join = /JOIN "(\w+)"/.exec(t);
  if (join) return `embed ${join[1]} (through)`;
  const from = /FROM "(\w+)"/.exec(t);
  return from ? `embed ${from[1]}` : t.slice(0, 40);
}

/**
 * The list as the service runs it, replayed through a baseline: statements other than the page
 * and the count (the cursor check) first, then page and count concurrently (Promise.all), as
 * RecordService.list does.
 */
function replay(statements: SqlStatement[]) {
  const paired = (s: SqlStatement) => ['page', 'count'].includes(kindOf(s.text));
  const before = statements.filter((s) => !paired(s));
  const pair = statements.filter(paired);
  if (pair.length !== 2) throw new Error(`expected a page and a count statement, captured: ${statements.map((s) => kindOf(s.text)).join(', ')}`);
  return async (b: Baseline): Promise<{ rows: Row[]; count: number }> => {
    for (const s of before) await b.query(s.text, s.values);
    const results = await Promise.all(pair.map((s) => b.query(s.text, s.values)));
    const countIndex = pair.findIndex((s) => kindOf(s.text) === 'count');
    return { rows: results[1 - countIndex], count: Number(results[countIndex][0]?.count) };
  };
}

// ---------------------------------------------------------------- one deployment

interface LatencyRow {
  name: string;
  summary: Summary;
}

/** One list request measured through REST (depth 0 and, for the depth figure, depth 1) and the baselines. */
interface ListResult {
  label: string;
  /** REST path at depth 0. */
  path: string;
  totalCount: number;
  /** Statement kinds the service ran for the depth-0 request (what the baselines replay). */
  statements: string[];
  /** Variants: rest (depth 0), rest-d1 (lists only), then the baselines. */
  rows: LatencyRow[];
  rounds: number;
  timedOut: boolean;
  depth?: {
    ratioP50: number;
    ratioP95: number;
    /** EXPLAIN ANALYZE execution time of each statement of one depth=1 request. */
    explainD1: Array<{ kind: string; ms: number }>;
    profile: Record<'d0' | 'd1', DepthProfile>;
  };
  /** EXPLAIN ANALYZE of the page and count statements (execution time, top plan node). */
  explain: Array<{ kind: string; ms: number; plan: string }>;
}

interface DeploymentResult {
  key: string;
  title: string;
  dbVersion: string;
  seed: { counts: SeedCounts; seconds: number };
  creates: { rest: Throughput; baselines: Record<string, Throughput>; statementsPerCreate: number; profile?: ProfileSummary };
  lists: ListResult[];
  deep: ListResult & { offset: number };
  warnings: string[];
}

interface DepthProfile {
  requests: number;
  /** Statements per request. */
  statements: number;
  /** Per statement kind: statements per request and median ms inside query() per request. */
  byKind: Record<string, { count: number; ms: number }>;
  /** Median over requests of the summed time inside query() (statements may overlap). */
  dbMsSum: number;
  /** Median wall time of a request. */
  wallMs: number;
  bytes: number;
}

const median = (values: number[]) => summarize(values).p50;

/**
 * Depth profile, outside the timed runs: statements per request (onQuery) and the time spent
 * inside the executor's query() (wrapped for this pass only); medians over up to `n` requests.
 */
async function profileDepth(d: Deployment, path: string, n: number, maxMs: number): Promise<DepthProfile> {
  const executor = d.server.database.sql;
  const sql = executor as unknown as { query: (s: SqlStatement) => Promise<Row[]> };
  const original = sql.query;
  let current: Array<{ kind: string; ms: number }> = [];
  sql.query = async function timed(statement: SqlStatement) {
    const t0 = performance.now();
    try {
      return await original.call(executor, statement);
    } finally {
      current.push({ kind: kindOf(statement.text), ms: performance.now() - t0 });
    }
  };
  try {
    const walls: number[] = [];
    const sums: number[] = [];
    const kinds = new Map<string, { counts: number[]; ms: number[] }>();
    let bytes = 0;
    const start = performance.now();
    for (let i = 0; i < n && (i === 0 || performance.now() - start < maxMs); i++) {
      current = [];
      const t0 = performance.now();
      bytes = (await restGet(d, path)).byteLength;
      walls.push(performance.now() - t0);
      sums.push(current.reduce((a, x) => a + x.ms, 0));
      const perKind = new Map<string, { count: number; ms: number }>();
      for (const x of current) {
        const k = perKind.get(x.kind) ?? { count: 0, ms: 0 };
        k.count++;
        k.ms += x.ms;
        perKind.set(x.kind, k);
      }
      for (const [kind, k] of perKind) {
        const entry = kinds.get(kind) ?? { counts: [], ms: [] };
        entry.counts.push(k.count);
        entry.ms.push(k.ms);
        kinds.set(kind, entry);
      }
    }
    const requests = walls.length;
    const byKind = Object.fromEntries(
      [...kinds].map(([kind, e]) => [kind, { count: e.counts.reduce((a, b) => a + b, 0) / requests, ms: median(e.ms) }]),
    );
    const statements = Object.values(byKind).reduce((a, k) => a + k.count, 0);
    return { requests, statements, byKind, dbMsSum: median(sums), wallMs: median(walls), bytes };
  } finally {
    delete (sql as { query?: unknown }).query; // back to the prototype's method
    if (sql.query !== original) sql.query = original;
  }
}

async function runDeployment(d: Deployment): Promise<DeploymentResult> {
  const warnings: string[] = [];
  const warn = (text: string) => {
    warnings.push(text);
    progress(`WARNING: ${text}`);
  };
  const ref = d.baselines[0];
  socketRetries = 0;
  const series = { rounds: settings.rounds, maxMs: settings.seriesMs };
  const warm = { count: settings.warmUpCount, maxMs: settings.warmUpMs };

  // ---- seed
  progress(`${d.title}: seeding ${int(settings.people)} people, ${int(settings.companies)} companies ...`);
  const seedStart = performance.now();
  const counts = await seed(d.exec, settings, async (t) => Number((await ref.query(`SELECT count(*)::int AS n FROM ${t}`, []))[0].n));
  const seedSeconds = (performance.now() - seedStart) / 1000;
  progress(`seeded in ${seedSeconds.toFixed(1)} s: ${JSON.stringify(counts)}`);
  const companyIds = (await ref.query('SELECT id FROM company ORDER BY created_at, id', [])).map((r) => String(r.id));

  // ---- 1. creates
  progress('creates: warm-up');
  const c = settings.concurrency;
  const createOps: Record<string, (i: number) => Promise<void>> = {
    rest: (i) => restCreate(d, restBody(newPerson(i, companyIds))),
  };
  for (const b of d.baselines) createOps[b.name] = async (i) => void (await b.query(INSERT_PERSON, insertValues(newPerson(i, companyIds))));
  // Not a baseline, a decomposition: the statements the API runs for a create (relation check +
  // INSERT in one transaction), through the executor, without HTTP, auth and validation.
  createOps[EXECUTOR_TX] = async (i) => {
    const p = newPerson(i, companyIds);
    await d.server.database.sql.transaction(async (tx) => {
      if (p.companyId) await tx.query({ text: 'SELECT "id" FROM "company" WHERE "id" = ANY($1::uuid[])', values: [[p.companyId]] });
      await tx.query({ text: INSERT_PERSON, values: insertValues(p) });
    });
  };
  const names = Object.keys(createOps);
  // Distinct index ranges per phase, so every created person is different.
  let phase = 1;
  for (const name of names)
    await throughput(createOps[name], { total: Math.min(200, settings.creates), concurrency: c, maxMs: settings.warmUpMs, offset: phase++ * 1_000_000 });
  const { statements: createStatements } = await capture(d, async () => {
    for (let i = 0; i < 10; i++) await createOps.rest(9_000_000 + i);
  });
  const createResults: Record<string, Throughput> = {};
  let createProfile: ProfileSummary | undefined;
  for (const name of names) {
    progress(`creates: ${name} (${int(settings.creates)} at concurrency ${c})`);
    const measure = () => throughput(createOps[name], { total: settings.creates, concurrency: c, maxMs: settings.createMs, offset: phase++ * 1_000_000 });
    let r: Throughput;
    if (name === 'rest') ({ result: r, profile: createProfile } = await profiled(cpuProfileDir, `${d.key}-rest-creates`, measure));
    else r = await measure();
    if (r.timedOut) warn(`creates/${name}: time limit hit after ${r.done} of ${settings.creates}`);
    createResults[name] = r;
  }

  // ---- 2 and 3. lists: REST at depth 0 and 1 and the baselines, interleaved in one series
  const summaryOf = (results: Map<string, Summary>, name: string) => results.get(name)!;
  const measureList = async (label: string, params: Record<string, string>, withDepth: boolean): Promise<ListResult> => {
    const path0 = peoplePath({ ...params, depth: '0' });
    const path1 = peoplePath({ ...params, depth: '1' });
    const { result: page, statements } = await capture(d, () => restJson<ListResponse>(d, path0));
    const run = replay(statements);
    // The baselines must return what the API returned.
    for (const b of d.baselines) {
      const base = await run(b);
      const restIds = page.data.people.map((p) => p.id).join();
      const baseIds = base.rows.slice(0, settings.pageSize).map((r) => String(r.id)).join();
      if (restIds !== baseIds) warn(`${label}: REST page and ${b.name} page differ`);
      if (page.totalCount !== base.count) warn(`${label}: totalCount ${page.totalCount} but ${b.name} count ${base.count}`);
    }
    const variants = [
      { name: 'rest', run: async () => void (await restGet(d, path0)) },
      ...(withDepth ? [{ name: 'rest-d1', run: async () => void (await restGet(d, path1)) }] : []),
      ...d.baselines.map((b) => ({ name: b.name, run: async () => void (await run(b)) })),
    ];
    progress(`${label}: warm-up, then up to ${settings.rounds} interleaved rounds of ${variants.map((v) => v.name).join(' / ')}`);
    for (const v of variants) await warmUp(v.run, warm);
    const r = await interleaved(variants, series);
    if (r.timedOut) warn(`${label}: time limit hit after ${r.rounds} rounds`);
    const explain: ListResult['explain'] = [];
    for (const s of statements.filter((x) => ['page', 'count'].includes(kindOf(x.text)))) explain.push(await explainAnalyze(ref, s));
    let depth: ListResult['depth'];
    if (withDepth) {
      // Pure execution time of every statement of a depth=1 request (no queueing, no driver).
      const { statements: d1Statements } = await capture(d, () => restGet(d, path1));
      const explainD1: Array<{ kind: string; ms: number }> = [];
      for (const s of d1Statements) explainD1.push(await explainAnalyze(ref, s));
      const d0 = summaryOf(r.results, 'rest');
      const d1 = summaryOf(r.results, 'rest-d1');
      depth = {
        ratioP50: d1.p50 / d0.p50,
        ratioP95: d1.p95 / d0.p95,
        explainD1,
        profile: {
          d0: await profileDepth(d, path0, settings.profileCount, settings.profileMs),
          d1: await profileDepth(d, path1, settings.profileCount, settings.profileMs),
        },
      };
    }
    return {
      label,
      path: path0,
      totalCount: page.totalCount,
      statements: statements.map((x) => kindOf(x.text)),
      rows: [...r.results].map(([name, summary]) => ({ name, summary })),
      rounds: r.rounds,
      timedOut: r.timedOut,
      depth,
      explain,
    };
  };

  const filter = `city[eq]:${settings.city},jobTitle[ilike]:%engineer%`;
  const listParams = { limit: String(settings.pageSize), filter, order_by: 'name.lastName[AscNullsLast]' };
  const lists = [
    await measureList('filtered + ordered', listParams, true),
    await measureList('unfiltered, default order', { limit: String(settings.pageSize) }, true),
  ];
  const matches = lists[0].totalCount;
  if (matches < Math.min(1_000, settings.people * 0.02)) warn(`the list filter matches only ${matches} people`);

  // ---- 2b. a page deep in the filtered set via starting_after
  const offset = Math.floor(matches * 0.75);
  const cursorRows = await ref.query(
    `SELECT id FROM person WHERE city = $1 AND job_title ILIKE $2 ORDER BY name_last_name ASC NULLS LAST, id ASC OFFSET $3 LIMIT 2`,
    [settings.city, '%engineer%', offset],
  );
  const deep = await measureList('deep page (starting_after)', { ...listParams, starting_after: String(cursorRows[0].id) }, false);
  const deepFirst = await restJson<ListResponse>(d, deep.path);
  if (deepFirst.data.people[0]?.id !== String(cursorRows[1]?.id)) warn('deep page: its first row is not the row after the cursor');

  if (socketRetries) warn(`${socketRetries} request(s) retried once after the server had closed an idle keep-alive socket`);
  return {
    key: d.key,
    title: d.title,
    dbVersion: d.dbVersion,
    seed: { counts, seconds: seedSeconds },
    creates: {
      rest: createResults.rest,
      baselines: Object.fromEntries([...d.baselines.map((b) => b.name), EXECUTOR_TX].map((name) => [name, createResults[name]])),
      statementsPerCreate: createStatements.length / 10,
      profile: createProfile,
    },
    lists,
    deep: { ...deep, offset },
    warnings,
  };
}

/** EXPLAIN (ANALYZE) of one statement through a baseline: execution time and the plan's spine. */
async function explainAnalyze(b: Baseline, s: SqlStatement): Promise<{ kind: string; ms: number; plan: string }> {
  const [row] = await b.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${s.text}`, s.values);
  const raw = row['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: Record<string, unknown>; 'Execution Time': number }>;
  return { kind: kindOf(s.text), ms: plan[0]['Execution Time'], plan: describePlan(plan[0].Plan) };
}

/** "Limit > Sort > Seq Scan on person": the plan's spine (outer input at each level). */
function describePlan(plan: Record<string, unknown>): string {
  const parts: string[] = [];
  let node: Record<string, unknown> | undefined = plan;
  while (node && parts.length < 6) {
    const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    parts.push(`${node['Node Type']}${index}${on}`);
    // Follow the outer input, not InitPlans / SubPlans (the keyset's cursor lookups).
    const children: Array<Record<string, unknown>> = (node.Plans as Array<Record<string, unknown>> | undefined) ?? [];
    node = children.find((c: Record<string, unknown>) => !['InitPlan', 'SubPlan'].includes(String(c['Parent Relationship']))) ?? children[0];
  }
  return parts.join(' > ');
}

// ---------------------------------------------------------------- report

function report(d: Deployment, r: DeploymentResult): void {
  const label = (name: string) =>
    name === 'rest'
      ? 'REST (HTTP, keep-alive)'
      : name === EXECUTOR_TX
        ? "executor: the API's statements, in a transaction (relation check + INSERT)"
        : d.baselines.find((b) => b.name === name)!.label;
  const ref = d.baselines[0].name;
  print(`### ${r.title}`);
  print();
  print(`Database: ${r.dbVersion}.`);
  print(
    `Seeded in ${r.seed.seconds.toFixed(1)} s: ${int(r.seed.counts.people)} people, ${int(r.seed.counts.companies)} companies, ` +
      `${int(r.seed.counts.opportunities)} opportunities, ${int(r.seed.counts.notes)} notes / ${int(r.seed.counts.noteTargets)} note relations, ` +
      `${int(r.seed.counts.tasks)} tasks / ${int(r.seed.counts.taskTargets)} task relations, ${r.seed.counts.workspaceMembers} workspace members.`,
  );
  print();

  const cr = r.creates;
  print(`**1. Creates** — ${int(settings.creates)} people, ${settings.concurrency} concurrent clients (REST: ${cr.statementsPerCreate} executor statements per create, plus the API-key lookup and BEGIN/COMMIT).`);
  print();
  const createRow = (name: string, t: Throughput) => [
    label(name),
    int(t.done),
    int(t.perSecond),
    ms(t.latency.p50),
    ms(t.latency.p95),
    name === 'rest' ? `${ref} ÷ REST = ${times(cr.baselines[ref].perSecond / t.perSecond)}` : name === ref ? '1.00x' : `${ref} ÷ this = ${times(cr.baselines[ref].perSecond / t.perSecond)}`,
  ];
  print(
    table(
      ['creates', 'done', 'creates/s', 'p50 ms', 'p95 ms', 'throughput ratio'],
      [createRow('rest', cr.rest), ...Object.entries(cr.baselines).map(([name, t]) => createRow(name, t))],
    ),
  );
  print();

  if (cr.profile) {
    print(
      `CPU profile of the REST creates (${cr.profile.file}): main thread idle ${(cr.profile.idle * 100).toFixed(0)}% of the time; ` +
        'share of samples with a frame of … on the stack (client and server share the thread): ' +
        cr.profile.inclusive
          .filter((x) => !x.group.startsWith('node:') && !x.group.startsWith('('))
          .slice(0, 12)
          .map((x) => `${x.group} ${(x.share * 100).toFixed(0)}%`)
          .join(', ') +
        '.',
    );
    print();
  }
  const restLabel = (name: string) => (name === 'rest' ? 'REST, depth=0' : name === 'rest-d1' ? 'REST, depth=1' : label(name));
  const latencyTable = (x: ListResult) => {
    const base = x.rows.find((row) => row.name === ref)!.summary;
    return table(
      ['request', 'n', 'p50 ms', 'p95 ms', 'mean ms', `p50 ÷ ${ref}`, `p95 ÷ ${ref}`],
      x.rows
        .filter((row) => row.name !== 'rest-d1')
        .map(({ name, summary: s }) => [restLabel(name), String(s.n), ms(s.p50), ms(s.p95), ms(s.mean), times(s.p50 / base.p50), times(s.p95 / base.p95)]),
    );
  };
  const explainLine = (x: ListResult) =>
    `EXPLAIN ANALYZE (${ref}): ${x.explain.map((e) => `${e.kind} ${ms(e.ms)} ms (${e.plan})`).join('; ')}.`;
  const [filtered, unfiltered] = r.lists;
  print(
    `**2. List of ${settings.pageSize}, filtered and ordered** — \`GET ${decodeURIComponent(filtered.path)}\`; the filter matches ${int(filtered.totalCount)} people. ` +
      `Concurrency 1; ${filtered.rounds} interleaved rounds (REST depth 0, REST depth 1, ${d.baselines.map((b) => b.name).join(', ')}). ` +
      `Statements per request: ${filtered.statements.join(' + ')} (page and count concurrently); the baselines replay exactly these statements and return the same page and count.`,
  );
  print();
  print(latencyTable(filtered));
  print();
  print(explainLine(filtered));
  print();
  print(`For contrast, the cheapest list: \`GET ${decodeURIComponent(unfiltered.path)}\` (no filter, default order createdAt, id; ${unfiltered.rounds} rounds):`);
  print();
  print(latencyTable(unfiltered));
  print();
  print(explainLine(unfiltered));
  print();
  print(
    `**2b. A page deep in the set** — the filtered list with \`starting_after\` = the id of row ${int(r.deep.offset)} of ${int(filtered.totalCount)} (keyset); ` +
      `${r.deep.rounds} interleaved rounds. Statements per request: ${r.deep.statements.join(' + ')}.`,
  );
  print();
  print(latencyTable(r.deep));
  print();
  print(explainLine(r.deep));
  print();
  print('**3. depth=1 vs depth=0** (REST, from the same interleaved series as 2). Target: depth 1 <= 3x depth 0.');
  print();
  const depthRows = r.lists.map((x) => {
    const d0 = x.rows.find((row) => row.name === 'rest')!.summary;
    const d1 = x.rows.find((row) => row.name === 'rest-d1')!.summary;
    const ok = x.depth!.ratioP50 <= 3 && x.depth!.ratioP95 <= 3;
    return [x.label, String(d0.n), ms(d0.p50), ms(d0.p95), ms(d1.p50), ms(d1.p95), times(x.depth!.ratioP50), times(x.depth!.ratioP95), ok ? 'yes' : 'NO'];
  });
  print(table(['list of 60 people', 'n', 'depth 0 p50', 'depth 0 p95', 'depth 1 p50', 'depth 1 p95', 'ratio p50', 'ratio p95', '<= 3x'], depthRows));
  print();
  print(
    'Where the time goes (separate profiling pass, medians per request; "DB ms" = time inside the executor\'s query() summed over the statements, which run concurrently on PostgreSQL and queue on PGlite\'s one connection):',
  );
  print();
  print(
    table(
      ['list', 'depth', 'requests', 'statements', 'DB ms (sum)', 'wall ms', 'response'],
      r.lists.flatMap((x) =>
        (['d0', 'd1'] as const).map((k) => {
          const p = x.depth!.profile[k];
          return [x.label, k.slice(1), String(p.requests), p.statements.toFixed(1), ms(p.dbMsSum), ms(p.wallMs), kb(p.bytes)];
        }),
      ),
    ),
  );
  for (const x of r.lists) {
    const exec = x.depth!.explainD1;
    const byKind = x.depth!.profile.d1.byKind;
    const embeds = exec.filter((e) => e.kind.startsWith('embed'));
    print();
    print(
      `depth=1 statements, ${x.label} — EXPLAIN ANALYZE execution ms (median ms inside the executor's query(), incl. driver and waiting): ` +
        exec.map((e) => `${e.kind} ${ms(e.ms)} (${ms(byKind[e.kind]?.ms ?? NaN)})`).join(', ') +
        `. Execution time of the ${embeds.length} embed statements: ${ms(embeds.reduce((a, e) => a + e.ms, 0))} ms in total.`,
    );
  }
  if (r.warnings.length) {
    print();
    for (const w of r.warnings) print(`WARNING: ${w}`);
  }
  print();
}

function summaryTable(results: Array<{ d: Deployment; r: DeploymentResult }>): void {
  print('### Summary');
  print();
  const rows: string[][] = [];
  for (const { d, r } of results) {
    const ref = d.baselines[0].name;
    const cr = r.creates;
    const get = (x: ListResult, name: string) => x.rows.find((row) => row.name === name)!.summary;
    const pair = (a: Summary, b: Summary) => `${ms(a.p50)} / ${ms(a.p95)} vs ${ms(b.p50)} / ${ms(b.p95)}`;
    const ratio = (a: Summary, b: Summary) => `${times(a.p50 / b.p50)} / ${times(a.p95 / b.p95)}`;
    rows.push([r.title, `creates/s: REST vs ${ref}`, `${int(cr.rest.perSecond)} vs ${int(cr.baselines[ref].perSecond)}`, `${ref} ÷ REST = ${times(cr.baselines[ref].perSecond / cr.rest.perSecond)}`]);
    for (const x of [...r.lists, r.deep])
      rows.push([r.title, `${x.label}: p50 / p95 ms, REST vs ${ref}`, pair(get(x, 'rest'), get(x, ref)), ratio(get(x, 'rest'), get(x, ref))]);
    for (const x of r.lists) {
      const ok = x.depth!.ratioP50 <= 3 && x.depth!.ratioP95 <= 3;
      rows.push([r.title, `${x.label}: p50 / p95 ms, depth 1 vs depth 0`, pair(get(x, 'rest-d1'), get(x, 'rest')), `${ratio(get(x, 'rest-d1'), get(x, 'rest'))}${ok ? '' : ' (> 3x)'}`]);
    }
  }
  print(table(['deployment', 'figure', 'value', 'ratio'], rows));
  print();
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const m: Machine = machine();
  const started = performance.now();
  print(`## Benchmark run ${m.date}${quick ? ' (--quick)' : ''}`);
  print();
  print(`Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB RAM, ${m.os}; Node ${m.node}. Load average at start: ${loadavg()}.`);
  print(
    `Settings: ${int(settings.people)} people, ${int(settings.companies)} companies; ${int(settings.creates)} creates at concurrency ${settings.concurrency}; ` +
      `latency series: up to ${settings.rounds} interleaved rounds or ${settings.seriesMs / 1000} s each after warm-up (${settings.warmUpCount} requests or ${settings.warmUpMs / 1000} s per variant).`,
  );
  print();

  const starters: Array<{ key: string; start: () => Promise<Deployment> }> = [
    { key: 'postgres', start: () => startPostgresDeployment(settings.concurrency) },
    { key: 'pglite', start: () => startPgliteDeployment(m.pglite) },
  ];
  const results: Array<{ d: Deployment; r: DeploymentResult }> = [];
  let current: Deployment | undefined;
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    abort.requested = true;
    progress('interrupted: stopping ...');
    // Loops stop at their next iteration; stop everything started, but never hang on it.
    const deadline = new Promise((resolve) => setTimeout(resolve, 20_000).unref());
    void Promise.race([current?.close() ?? Promise.resolve(), deadline]).finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    for (const { key, start } of starters) {
      if (only && only !== key) continue;
      progress(`starting ${key} ...`);
      const d = await start();
      current = d;
      try {
        const r = await runDeployment(d);
        results.push({ d, r });
        report(d, r);
        print(`Load average after ${d.title}: ${loadavg()}.`);
        print();
      } finally {
        await d.close();
        current = undefined;
      }
    }
    summaryTable(results);
    print(`Total run time: ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    if (jsonPath) {
      writeFileSync(jsonPath, JSON.stringify({ machine: m, settings, results: results.map((x) => x.r) }, null, 2));
      progress(`wrote ${jsonPath}`);
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  if (error instanceof Error && error.cause) console.error('cause:', error.cause);
  process.exitCode = 1;
});
