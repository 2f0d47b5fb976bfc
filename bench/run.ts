// `npm run bench` — REST vs direct SQL on both deployments (real PostgreSQL 15 and embedded
// PGlite), on a seeded workspace of 100,000 people and 10,000 companies. See docs/BENCHMARKS.md.
//
//   npm run bench                       full size (~3-4 minutes on 2 cores)
//   npm run bench -- --quick            10,000 people / 1,000 companies, short loops
//   npm run bench -- --only=pglite      one deployment (postgres | pglite)
//   npm run bench -- --json=out.json    also write the raw figures as JSON
//
// Environment overrides: BENCH_PEOPLE, BENCH_COMPANIES, BENCH_CREATES, BENCH_CONCURRENCY,
// BENCH_ROUNDS (latency rounds per series), BENCH_SERIES_SECONDS (time cap per series).
//
// Everything is started and stopped here: the PostgreSQL server, the services (in-process,
// startServer, PORT=0, LOG_LEVEL=silent), temp directories. Every loop is bounded by a count
// and a time limit.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { SqlStatement } from '../src/db/sql-executor.ts';
import { startPgliteDeployment, startPostgresDeployment, type Baseline, type Deployment, type Row } from './lib/deployments.ts';
import { machine, type Machine } from './lib/machine.ts';
import { interleaved, summarize, throughput, warmUp, type Summary, type Throughput } from './lib/measure.ts';
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
  /** Time cap of one measured series (creates: 4x this). */
  seriesMs: envInt('BENCH_SERIES_SECONDS', quick ? 4 : 12) * 1000,
  warmUpCount: quick ? 5 : 15,
  warmUpMs: quick ? 1_500 : 4_000,
  pageSize: 60,
  city: 'Berlin',
};

const only = flagValue('only');
if (only && only !== 'postgres' && only !== 'pglite') throw new Error(`--only must be postgres or pglite, got "${only}"`);
const jsonPath = flagValue('json');

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

const out: string[] = [];
function print(text = ''): void {
  console.log(text);
  out.push(text);
}
const progress = (text: string) => process.stderr.write(`  .. ${text}\n`);

// ---------------------------------------------------------------- HTTP

async function restGet(d: Deployment, path: string): Promise<ArrayBuffer> {
  const res = await fetch(`${d.baseUrl}${path}`, { headers: { authorization: `Bearer ${d.apiKey}` } });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${path} -> ${res.status}: ${Buffer.from(body).toString('utf8').slice(0, 500)}`);
  return body;
}

async function restJson<T>(d: Deployment, path: string): Promise<T> {
  return JSON.parse(Buffer.from(await restGet(d, path)).toString('utf8')) as T;
}

async function restCreate(d: Deployment, body: unknown): Promise<void> {
  const res = await fetch(`${d.baseUrl}/rest/people`, {
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

interface DeploymentResult {
  key: string;
  title: string;
  dbVersion: string;
  seed: { counts: SeedCounts; seconds: number };
  creates: { rest: Throughput; baselines: Record<string, Throughput>; statementsPerCreate: number };
  list: { path: string; matches: number; rows: LatencyRow[]; rounds: number; timedOut: boolean; statements: string[] };
  deep: { path: string; offset: number; rows: LatencyRow[]; rounds: number; timedOut: boolean; statements: string[] };
  depth: Array<{
    list: string;
    d0: Summary;
    d1: Summary;
    ratioP50: number;
    ratioP95: number;
    rounds: number;
    timedOut: boolean;
    profile: Record<'d0' | 'd1', DepthProfile>;
  }>;
  warnings: string[];
}

interface DepthProfile {
  statements: number;
  byKind: Record<string, number>;
  dbMsSum: number;
  wallMs: number;
  bytes: number;
}

/**
 * Depth profile, outside the timed runs: statements per request (onQuery) and the time spent
 * inside the executor's query() (wrapped for this pass only), averaged over `n` requests.
 */
async function profileDepth(d: Deployment, path: string, n: number): Promise<DepthProfile> {
  const sql = d.server.database.sql as unknown as { query: (s: SqlStatement) => Promise<Row[]> };
  const original = sql.query;
  let dbMs = 0;
  sql.query = async function timed(this: unknown, statement: SqlStatement) {
    const t0 = performance.now();
    try {
      return await original.call(d.server.database.sql, statement);
    } finally {
      dbMs += performance.now() - t0;
    }
  };
  try {
    const byKind: Record<string, number> = {};
    let statements = 0;
    let bytes = 0;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      const { result, statements: captured } = await capture(d, () => restGet(d, path));
      bytes = result.byteLength;
      statements += captured.length;
      for (const s of captured) byKind[kindOf(s.text)] = (byKind[kindOf(s.text)] ?? 0) + 1;
    }
    const wallMs = (performance.now() - t0) / n;
    for (const k of Object.keys(byKind)) byKind[k] /= n;
    return { statements: statements / n, byKind, dbMsSum: dbMs / n, wallMs, bytes };
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
  const names = Object.keys(createOps);
  // Distinct index ranges per phase, so every created person is different.
  let phase = 1;
  for (const name of names)
    await throughput(createOps[name], { total: Math.min(200, settings.creates), concurrency: c, maxMs: settings.warmUpMs, offset: phase++ * 1_000_000 });
  const { statements: createStatements } = await capture(d, async () => {
    for (let i = 0; i < 10; i++) await createOps.rest(9_000_000 + i);
  });
  const createResults: Record<string, Throughput> = {};
  for (const name of names) {
    progress(`creates: ${name} (${int(settings.creates)} at concurrency ${c})`);
    const r = await throughput(createOps[name], { total: settings.creates, concurrency: c, maxMs: settings.seriesMs * 4, offset: phase++ * 1_000_000 });
    if (r.timedOut) warn(`creates/${name}: time limit hit after ${r.done} of ${settings.creates}`);
    createResults[name] = r;
  }

  // ---- 2. the filtered, ordered list
  const filter = `city[eq]:${settings.city},jobTitle[ilike]:%engineer%`;
  const listParams = { limit: String(settings.pageSize), filter, order_by: 'name.lastName[AscNullsLast]' };
  const listPath = peoplePath(listParams);
  const { result: firstPage, statements: listStatements } = await capture(d, () => restJson<ListResponse>(d, listPath));
  const replayList = replay(listStatements);
  const check = async (path: string, run: ReturnType<typeof replay>) => {
    const rest = await restJson<ListResponse>(d, path);
    for (const b of d.baselines) {
      const base = await run(b);
      const restIds = rest.data.people.map((p) => p.id).join();
      const baseIds = base.rows.slice(0, settings.pageSize).map((r) => String(r.id)).join();
      if (restIds !== baseIds) warn(`${path}: REST page and ${b.name} page differ`);
      if (rest.totalCount !== base.count) warn(`${path}: totalCount ${rest.totalCount} but ${b.name} count ${base.count}`);
    }
  };
  await check(listPath, replayList);
  const matches = firstPage.totalCount;
  if (matches < 1_000) warn(`the list filter matches only ${matches} people`);

  const listVariants = [
    { name: 'rest', run: async () => void (await restGet(d, listPath)) },
    ...d.baselines.map((b) => ({ name: b.name, run: async () => void (await replayList(b)) })),
  ];
  progress(`list: warm-up + ${settings.rounds} interleaved rounds (filter matches ${int(matches)})`);
  for (const v of listVariants) await warmUp(v.run, warm);
  const list = await interleaved(listVariants, series);
  if (list.timedOut) warn(`list: time limit hit after ${list.rounds} rounds`);

  // ---- 2b. a page deep in the set via starting_after
  const offset = Math.floor(matches * 0.75);
  const cursorRows = await ref.query(
    `SELECT id FROM person WHERE city = $1 AND job_title ILIKE $2 ORDER BY name_last_name ASC NULLS LAST, id ASC OFFSET $3 LIMIT 2`,
    [settings.city, '%engineer%', offset],
  );
  const cursor = String(cursorRows[0].id);
  const deepPath = peoplePath({ ...listParams, starting_after: cursor });
  const { result: deepPage, statements: deepStatements } = await capture(d, () => restJson<ListResponse>(d, deepPath));
  if (deepPage.data.people[0]?.id !== String(cursorRows[1]?.id)) warn('deep page: first row is not the row after the cursor');
  const replayDeep = replay(deepStatements);
  await check(deepPath, replayDeep);
  const deepVariants = [
    { name: 'rest', run: async () => void (await restGet(d, deepPath)) },
    ...d.baselines.map((b) => ({ name: b.name, run: async () => void (await replayDeep(b)) })),
  ];
  progress(`deep page (after row ${int(offset)}): warm-up + interleaved rounds`);
  for (const v of deepVariants) await warmUp(v.run, warm);
  const deep = await interleaved(deepVariants, series);
  if (deep.timedOut) warn(`deep page: time limit hit after ${deep.rounds} rounds`);

  // ---- 3. depth=1 vs depth=0 (issue 3)
  const depthLists = [
    { list: `filtered + ordered (${filter}, order_by=name.lastName[AscNullsLast])`, params: listParams },
    { list: 'unfiltered, default order (createdAt, id)', params: { limit: String(settings.pageSize) } },
  ];
  const depth: DeploymentResult['depth'] = [];
  for (const { list: label, params } of depthLists) {
    const p0 = peoplePath({ ...params, depth: '0' });
    const p1 = peoplePath({ ...params, depth: '1' });
    const variants = [
      { name: 'd0', run: async () => void (await restGet(d, p0)) },
      { name: 'd1', run: async () => void (await restGet(d, p1)) },
    ];
    progress(`depth 0 vs 1, ${label}: warm-up + interleaved rounds`);
    for (const v of variants) await warmUp(v.run, warm);
    const r = await interleaved(variants, series);
    if (r.timedOut) warn(`depth (${label}): time limit hit after ${r.rounds} rounds`);
    const d0 = r.results.get('d0')!;
    const d1 = r.results.get('d1')!;
    const n = quick ? 5 : 20;
    const profile = { d0: await profileDepth(d, p0, n), d1: await profileDepth(d, p1, n) };
    depth.push({ list: label, d0, d1, ratioP50: d1.p50 / d0.p50, ratioP95: d1.p95 / d0.p95, rounds: r.rounds, timedOut: r.timedOut, profile });
  }

  const rows = (results: Map<string, Summary>) => [...results].map(([name, summary]) => ({ name, summary }));
  return {
    key: d.key,
    title: d.title,
    dbVersion: d.dbVersion,
    seed: { counts, seconds: seedSeconds },
    creates: {
      rest: createResults.rest,
      baselines: Object.fromEntries(d.baselines.map((b) => [b.name, createResults[b.name]])),
      statementsPerCreate: createStatements.length / 10,
    },
    list: { path: listPath, matches, rows: rows(list.results), rounds: list.rounds, timedOut: list.timedOut, statements: listStatements.map((s) => kindOf(s.text)) },
    deep: { path: deepPath, offset, rows: rows(deep.results), rounds: deep.rounds, timedOut: deep.timedOut, statements: deepStatements.map((s) => kindOf(s.text)) },
    depth,
    warnings,
  };
}

// ---------------------------------------------------------------- report

function report(d: Deployment, r: DeploymentResult): void {
  const label = (name: string) => (name === 'rest' ? 'REST (HTTP, keep-alive)' : d.baselines.find((b) => b.name === name)!.label);
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
    int(t.perSecond),
    ms(t.latency.p50),
    ms(t.latency.p95),
    name === 'rest' ? `${ref} ÷ REST = ${times(cr.baselines[ref].perSecond / t.perSecond)}` : name === ref ? '1.00x' : `${ref} ÷ this = ${times(cr.baselines[ref].perSecond / t.perSecond)}`,
  ];
  print(
    table(
      ['creates', 'creates/s', 'p50 ms', 'p95 ms', 'throughput ratio'],
      [createRow('rest', cr.rest), ...Object.entries(cr.baselines).map(([name, t]) => createRow(name, t))],
    ),
  );
  print();

  const latencyTable = (rows: LatencyRow[]) => {
    const base = rows.find((x) => x.name === ref)!.summary;
    return table(
      ['request', 'p50 ms', 'p95 ms', 'mean ms', 'p50 ÷ ' + ref, 'p95 ÷ ' + ref],
      rows.map(({ name, summary: s }) => [label(name), ms(s.p50), ms(s.p95), ms(s.mean), times(s.p50 / base.p50), times(s.p95 / base.p95)]),
    );
  };
  print(`**2. List of ${settings.pageSize}, filtered and ordered** — \`GET ${decodeURIComponent(r.list.path)}\`; the filter matches ${int(r.list.matches)} people. Concurrency 1, ${r.list.rounds} interleaved rounds. Statements per request: ${r.list.statements.join(' + ')} (page and count concurrently).`);
  print();
  print(latencyTable(r.list.rows));
  print();
  print(`**2b. A page deep in the set** — same list with \`starting_after\` = the id of row ${int(r.deep.offset)} of ${int(r.list.matches)} (keyset). ${r.deep.rounds} interleaved rounds. Statements per request: ${r.deep.statements.join(' + ')}.`);
  print();
  print(latencyTable(r.deep.rows));
  print();
  print(`**3. depth=1 vs depth=0** (REST, concurrency 1, interleaved). Target: depth 1 <= 3x depth 0.`);
  print();
  print(
    table(
      ['list of 60 people', 'depth 0 p50', 'depth 0 p95', 'depth 1 p50', 'depth 1 p95', 'ratio p50', 'ratio p95', 'target met'],
      r.depth.map((x) => [x.list, ms(x.d0.p50), ms(x.d0.p95), ms(x.d1.p50), ms(x.d1.p95), times(x.ratioP50), times(x.ratioP95), x.ratioP50 <= 3 && x.ratioP95 <= 3 ? 'yes' : 'NO']),
    ),
  );
  print();
  print('Where the time goes (profiling pass, averages per request; "DB ms" = time inside the executor\'s query(), summed over statements that may overlap):');
  print();
  print(
    table(
      ['list', 'depth', 'statements', 'DB ms (sum)', 'wall ms', 'response'],
      r.depth.flatMap((x) =>
        (['d0', 'd1'] as const).map((k) => [x.list.split(' (')[0], k.slice(1), x.profile[k].statements.toFixed(1), ms(x.profile[k].dbMsSum), ms(x.profile[k].wallMs), kb(x.profile[k].bytes)]),
      ),
    ),
  );
  const kinds = r.depth[0].profile.d1.byKind;
  print();
  print(`depth=1 statements: ${Object.entries(kinds).map(([k, n]) => `${k} ×${Number(n.toFixed(2))}`).join(', ')}.`);
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
    const restList = r.list.rows.find((x) => x.name === 'rest')!.summary;
    const baseList = r.list.rows.find((x) => x.name === ref)!.summary;
    const restDeep = r.deep.rows.find((x) => x.name === 'rest')!.summary;
    const baseDeep = r.deep.rows.find((x) => x.name === ref)!.summary;
    const cr = r.creates;
    rows.push([r.title, `creates/s: REST vs ${ref}`, `${int(cr.rest.perSecond)} vs ${int(cr.baselines[ref].perSecond)}`, `${ref} ÷ REST = ${times(cr.baselines[ref].perSecond / cr.rest.perSecond)}`]);
    rows.push([r.title, `list p50 / p95 ms: REST vs ${ref}`, `${ms(restList.p50)} / ${ms(restList.p95)} vs ${ms(baseList.p50)} / ${ms(baseList.p95)}`, `${times(restList.p50 / baseList.p50)} / ${times(restList.p95 / baseList.p95)}`]);
    rows.push([r.title, `deep page p50 / p95 ms: REST vs ${ref}`, `${ms(restDeep.p50)} / ${ms(restDeep.p95)} vs ${ms(baseDeep.p50)} / ${ms(baseDeep.p95)}`, `${times(restDeep.p50 / baseDeep.p50)} / ${times(restDeep.p95 / baseDeep.p95)}`]);
    for (const x of r.depth)
      rows.push([r.title, `depth 1 vs 0 p50 / p95 ms, ${x.list.split(' (')[0]}`, `${ms(x.d1.p50)} / ${ms(x.d1.p95)} vs ${ms(x.d0.p50)} / ${ms(x.d0.p95)}`, `${times(x.ratioP50)} / ${times(x.ratioP95)}${x.ratioP50 <= 3 && x.ratioP95 <= 3 ? '' : ' (> 3x)'}`]);
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
  print(`Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB RAM, ${m.os}; Node ${m.node}.`);
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
    progress('interrupted: stopping ...');
    void (current?.close() ?? Promise.resolve()).finally(() => process.exit(130));
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
  process.exitCode = 1;
});
