// Scenario: scale-out (issue 27). Several API processes (src/main.ts under tsx, as child
// processes: lib/worker-process.ts) on the deployment's one PostgreSQL, with the same DATABASE_URL
// and bootstrap key and WORKER=off (no job worker competes; the deployment's in-process server
// stays up beside them, idle). The REST create load (lib/create-load.ts, on its thread) spreads
// `POST /rest/people` round-robin over the processes and over API_KEYS keys made for the
// scenario, CONCURRENCY in flight, in rounds of settings.scaleRoundMs.
//
//   a. 1, 2 and 3 processes: creates/s, p50/p95, failures, CPU per create of the API processes
//      and of PostgreSQL, and the rows in the table afterwards against the creates acknowledged.
//      The rounds interleave (1, 2, 3 / 2, 3, 1 / 3, 1, 2 ...), settings.scaleRepeats of each;
//      the figure is the median round. The processes run with the shared rate limit (the default).
//   b. The shared rate limit's price: two sets of 3 processes side by side, started once, one with
//      RATE_LIMIT_SHARED=on (one bucket per key for the deployment, leased from PostgreSQL) and one
//      with it off (a bucket per key in each process); settings.scalePairs pairs of rounds, the load
//      on one set then the other (order alternating). Median creates/s of each, on ÷ off (target
//      >= 0.90). The limits are set so they never refuse the bench (RATE_LIMIT_BURST 400,
//      RATE_LIMIT_PER_SECOND 200 per key, API_KEYS keys); any 429 is counted and reported.
//
// Creates of different keys never share an INSERT (src/records/write/insert-coalescer.ts groups
// concurrent creates per writer), so here nearly every create is its own statement.
//
// PostgreSQL only (PGlite is one process). On a 2-core machine the processes share the same 2 cores
// with PostgreSQL and the load: more processes cannot add throughput; the figures show what they
// cost and that nothing is lost.
import os from 'node:os';
import type { Deployment } from '../lib/deployments.ts';
import { CreateLoadWorker } from '../lib/create-load.ts';
import type { RestTarget } from '../lib/http.ts';
import { summarize, type Summary } from '../lib/measure.ts';
import { quick, settings } from '../lib/options.ts';
import { processCpuSeconds } from '../lib/process-cpu.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';

const PROCESSES = 3;
const CONCURRENCY = 16;
const API_KEYS = 20;
const BURST = 400;
const PER_SECOND = 200;
/**
 * Warm-up of each set before anything is measured: a fresh process runs its first few hundred
 * creates several times slower (measured: 4-5 ms of CPU per create in its first 3 s, ~1 ms after,
 * on a busy machine), so each process gets this many creates (capped by WARM_UP_MS).
 */
const WARM_UP_PER_PROCESS = quick ? 500 : 2_000;
const WARM_UP_MS = quick ? 5_000 : 20_000;
/** newPerson(i): indexes of its own (unique emails). */
const FIRST_INDEX = 60_000_000;

type Limit = 'shared' | 'per-process';

export interface ScaleOutRound {
  processes: number;
  limit: Limit;
  seconds: number;
  /** Answered 200. */
  acknowledged: number;
  /** Rows the person table gained during the round. */
  rows: number;
  perSecond: number;
  latency: Summary;
  /** Failed creates by status ('429', '500', 'network'). */
  failures: Record<string, number>;
  /** CPU per acknowledged create: the set's API processes (all of them, idle ones included) and the PostgreSQL server. */
  cpuMicros: { api?: number; database?: number };
}

export interface ScaleOutFigure {
  rounds: ScaleOutRound[];
  /** Median round's creates/s. */
  perSecond: number;
  /** All rounds' latencies. */
  latency: Summary;
  cpuMicros: { api?: number; database?: number };
}

export interface ScaleOutResult {
  cores: number;
  keys: number;
  concurrency: number;
  roundSeconds: number;
  burst: number;
  perSecond: number;
  /** Seconds each API process took to start (until it listened). */
  startSeconds: number[];
  /** RateLimit-Limit each process answered (shared set, then per-process set); '' = none (the limiter is off). */
  rateLimitHeaders: string[];
  /** a. By process count, 1..PROCESSES. */
  scaling: Array<ScaleOutFigure & { processes: number }>;
  /** b. PROCESSES processes, shared limit on and off. */
  shared: { on: ScaleOutFigure; off: ScaleOutFigure; ratio: number; pairRatios: number[] };
  /**
   * The shared buckets' statements (upserts of rate_limit_bucket, from pg_stat_user_tables after
   * the processes exited) per request the shared set answered, warm-up included; undefined
   * without that table.
   */
  leases?: { statements: number; requests: number };
  /**
   * c. Pipelines created through process 1, ms until processes 2 and 3 serve their REST path:
   * after the create's answer, and after it was sent.
   */
  pipelines: { afterAnswer: number[]; afterSent: number[]; createMs: number[] };
  /** Every measured round: creates acknowledged, rows gained, failures. */
  acknowledged: number;
  rows: number;
  failures: Record<string, number>;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const addFailures = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [status, n] of Object.entries(from)) into[status] = (into[status] ?? 0) + n;
  return into;
};
const failuresText = (f: Record<string, number>) =>
  Object.keys(f).length ? Object.entries(f).map(([status, n]) => `${int(n)} × ${status}`).join(', ') : '0';

export async function runScaleOut(d: Deployment, warn: (text: string) => void): Promise<ScaleOutResult | undefined> {
  if (d.key !== 'postgres' || !d.startApiProcess) return undefined;
  progress(`scale-out: ${API_KEYS} API keys`);
  const keys: string[] = [];
  for (let k = 0; k < API_KEYS; k++) keys.push((await d.server.services.apiKeys.create({ name: `scale-out ${k + 1}`, role: 'member' })).secret);
  // Two sets side by side: the load alternates between them, no restart between on and off.
  const limitEnv = (shared: boolean) => ({
    RATE_LIMIT: 'on',
    RATE_LIMIT_SHARED: shared ? 'on' : 'off',
    RATE_LIMIT_BURST: String(BURST),
    RATE_LIMIT_PER_SECOND: String(PER_SECOND),
  });
  const sets: Sets = { shared: [], 'per-process': [] };
  const stopAll = () => Promise.all([...sets.shared, ...sets['per-process']].map((api) => api.stop()));
  const startSeconds: number[] = [];
  let load: CreateLoadWorker | undefined;
  const statementsBefore = (await bucketStatements(d)) ?? 0;
  try {
    for (const limit of ['shared', 'per-process'] as const) {
      for (let p = 0; p < PROCESSES; p++) {
        progress(`scale-out: starting API process ${p + 1} of ${PROCESSES}, rate limit ${limit}`);
        const t0 = performance.now();
        sets[limit].push(await d.startApiProcess(limitEnv(limit === 'shared')));
        startSeconds.push((performance.now() - t0) / 1000);
      }
    }
    // The limiter is on in each: its RateLimit-Limit header (the burst).
    const rateLimitHeaders: string[] = [];
    for (const api of [...sets.shared, ...sets['per-process']]) {
      const reply = await fetch(`${api.url}/rest/people?limit=1`, { headers: { authorization: `Bearer ${keys[0]}` } });
      await reply.arrayBuffer();
      if (reply.status !== 200) throw new Error(`scale-out: GET /rest/people on ${api.url} -> ${reply.status}`);
      rateLimitHeaders.push(reply.headers.get('ratelimit-limit') ?? '');
    }
    if (rateLimitHeaders.some((h) => h !== String(BURST)))
      warn(`scale-out: RateLimit-Limit answered by the API processes: ${rateLimitHeaders.map((h) => h || 'none').join(', ')} (expected ${BURST})`);
    const companyIds = (await d.baselines[0].query('SELECT id FROM company ORDER BY created_at, id LIMIT 1000', [])).map((r) => String(r.id));
    load = await CreateLoadWorker.start({ target: { baseUrl: sets.shared[0].url, apiKey: keys[0] }, companyIds });
    const { sharedRequests, ...figures } = await measure(d, warn, load, sets, keys);
    const pipelines = await pipelinePropagation(d, sets.shared);
    // Their backends flush their table statistics as they exit.
    await stopAll();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const statements = await bucketStatements(d);
    const leases = statements === undefined ? undefined : { statements: statements - statementsBefore, requests: sharedRequests + sets.shared.length };
    return { ...figures, startSeconds, rateLimitHeaders, leases, pipelines };
  } finally {
    await load?.close();
    // Stopped with the deployment too; now, so nothing after this scenario shares the cores with
    // them (the deployment's cleanups call stop() again: it returns at once for an exited process).
    await stopAll();
  }
}

const PIPELINES = quick ? 3 : 7;

/**
 * c. A pipeline created through the first process, and how soon the others serve it: each polls
 * GET /rest/<plural> every 5 ms until it answers 200. Nothing else runs meanwhile.
 */
async function pipelinePropagation(d: Deployment, apis: Sets['shared']): Promise<ScaleOutResult['pipelines']> {
  const admin = (await d.server.services.apiKeys.create({ name: 'scale-out admin', role: 'admin' })).secret;
  const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
  const afterAnswer: number[] = [];
  const afterSent: number[] = [];
  const createMs: number[] = [];
  for (let i = 0; i < PIPELINES; i++) {
    progress(`scale-out: pipeline ${i + 1} of ${PIPELINES}`);
    const name = `scaleout${Date.now().toString(36)}${i}`;
    const sent = performance.now();
    const created = await fetch(`${apis[0].url}/rest/metadata/pipelines`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ nameSingular: name, namePlural: `${name}s`, labelSingular: `Scale ${i}`, labelPlural: `Scales ${i}` }),
    });
    const answered = performance.now();
    if (created.status !== 200) throw new Error(`scale-out: creating a pipeline -> ${created.status} ${await created.text()}`);
    await created.arrayBuffer();
    createMs.push(answered - sent);
    const served = await Promise.all(
      apis.slice(1).map(async (api) => {
        for (;;) {
          const reply = await fetch(`${api.url}/rest/${name}s?limit=1`, { headers });
          await reply.arrayBuffer();
          if (reply.status === 200) return performance.now();
          if (performance.now() - answered > 30_000) throw new Error(`scale-out: ${api.url} did not serve /rest/${name}s within 30 s`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }),
    );
    for (const at of served) {
      afterAnswer.push(Math.max(0, at - answered));
      afterSent.push(at - sent);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // let every process settle
  }
  return { afterAnswer, afterSent, createMs };
}

/** Inserts and updates of rate_limit_bucket so far (the shared buckets' statements); undefined without the table. */
async function bucketStatements(d: Deployment): Promise<number | undefined> {
  const [row] = await d.baselines[0].query(`SELECT (n_tup_ins + n_tup_upd)::int AS n FROM pg_stat_user_tables WHERE relname = 'rate_limit_bucket'`, []);
  return row ? Number(row.n) : undefined;
}

type Sets = Record<Limit, Array<{ url: string; pid: number; stop(): Promise<void> }>>;

async function measure(
  d: Deployment,
  warn: (text: string) => void,
  load: CreateLoadWorker,
  sets: Sets,
  keys: string[],
): Promise<Omit<ScaleOutResult, 'startSeconds' | 'rateLimitHeaders' | 'leases' | 'pipelines'> & { sharedRequests: number }> {
  const people = async () => Number((await d.baselines[0].query('SELECT count(*)::int AS n FROM person', []))[0].n);
  let offset = FIRST_INDEX;
  /** Requests the shared set answered (its lease statements are counted per request). */
  let sharedRequests = 0;
  /** Create i goes to process i mod n and key (i div n) mod API_KEYS. */
  const targets = (limit: Limit, n: number): RestTarget[] =>
    keys.flatMap((apiKey) => sets[limit].slice(0, n).map((api) => ({ baseUrl: api.url, apiKey })));

  /** A round of `maxMs` (total: a cap of 20,000 creates/s), or of `total` creates capped by `maxMs`. */
  const round = async (limit: Limit, n: number, maxMs: number, total = Math.ceil(maxMs * 20)): Promise<ScaleOutRound & { samples: number[] }> => {
    const pids = sets[limit].map((api) => api.pid);
    const apiCpu = () => {
      const each = pids.map(processCpuSeconds);
      return each.every((x) => x !== undefined) ? each.reduce((a, b) => a! + b!, 0) : undefined;
    };
    const rowsBefore = await people();
    const [api0, db0] = [apiCpu(), d.databaseCpuSeconds?.()];
    const result = await load.run({ total, concurrency: CONCURRENCY, maxMs, offset, targets: targets(limit, n), countFailures: true });
    const [api1, db1] = [apiCpu(), d.databaseCpuSeconds?.()];
    offset += result.done;
    if (limit === 'shared') sharedRequests += result.done;
    const rows = (await people()) - rowsBefore;
    const failures = result.failures ?? {};
    const acknowledged = result.done - Object.values(failures).reduce((a, b) => a + b, 0);
    const per = (a?: number, b?: number) => (a !== undefined && b !== undefined && acknowledged ? ((b - a) * 1e6) / acknowledged : undefined);
    return {
      processes: n,
      limit,
      seconds: result.seconds,
      acknowledged,
      rows,
      perSecond: acknowledged / result.seconds,
      latency: result.latency,
      failures,
      cpuMicros: { api: per(api0, api1), database: per(db0, db1) },
      samples: result.samples,
    };
  };
  type Measured = Awaited<ReturnType<typeof round>>;
  const figure = (rounds: Measured[]): ScaleOutFigure => {
    const acknowledged = rounds.reduce((s, r) => s + r.acknowledged, 0);
    const cpu = (pick: (r: ScaleOutRound) => number | undefined) =>
      rounds.every((r) => pick(r) !== undefined) ? rounds.reduce((s, r) => s + pick(r)! * r.acknowledged, 0) / acknowledged : undefined;
    return {
      rounds: rounds.map(({ samples: _, ...r }) => r),
      perSecond: median(rounds.map((r) => r.perSecond)),
      latency: summarize(rounds.flatMap((r) => r.samples)),
      cpuMicros: { api: cpu((r) => r.cpuMicros.api), database: cpu((r) => r.cpuMicros.database) },
    };
  };
  const all: Measured[] = [];
  const measured = async (limit: Limit, n: number, what: string) => {
    progress(`scale-out: ${what}, ${n} process(es), rate limit ${limit}`);
    const r = await round(limit, n, settings.scaleRoundMs);
    all.push(r);
    return r;
  };

  for (const limit of ['shared', 'per-process'] as const) {
    progress(`scale-out: warm-up, rate limit ${limit}`);
    const w = await round(limit, PROCESSES, WARM_UP_MS, WARM_UP_PER_PROCESS * PROCESSES);
    if (Object.keys(w.failures).length) warn(`scale-out: warm-up (${limit}) failures: ${failuresText(w.failures)}`);
  }
  // a. 1..PROCESSES processes, interleaved: repeat k starts at k+1.
  const byCount = new Map<number, Measured[]>(Array.from({ length: PROCESSES }, (_, i) => [i + 1, []]));
  for (let rep = 0; rep < settings.scaleRepeats; rep++) {
    for (let j = 0; j < PROCESSES; j++) {
      const n = ((rep + j) % PROCESSES) + 1;
      byCount.get(n)!.push(await measured('shared', n, `round ${rep + 1} of ${settings.scaleRepeats}`));
    }
  }
  // b. Shared limit on / off, PROCESSES processes each, order alternating.
  const on: Measured[] = [];
  const off: Measured[] = [];
  for (let pair = 0; pair < settings.scalePairs; pair++) {
    for (const limit of pair % 2 === 0 ? (['shared', 'per-process'] as const) : (['per-process', 'shared'] as const)) {
      (limit === 'shared' ? on : off).push(await measured(limit, PROCESSES, `pair ${pair + 1} of ${settings.scalePairs}`));
    }
  }
  const acknowledged = all.reduce((s, r) => s + r.acknowledged, 0);
  const rows = all.reduce((s, r) => s + r.rows, 0);
  const failures = all.reduce((f, r) => addFailures(f, r.failures), {} as Record<string, number>);
  if (rows !== acknowledged) warn(`scale-out: the person table gained ${int(rows)} rows for ${int(acknowledged)} creates acknowledged`);
  if (Object.keys(failures).length) warn(`scale-out: failed creates: ${failuresText(failures)}`);
  const onFigure = figure(on);
  const offFigure = figure(off);
  return {
    cores: os.availableParallelism?.() ?? os.cpus().length,
    keys: API_KEYS,
    concurrency: CONCURRENCY,
    roundSeconds: settings.scaleRoundMs / 1000,
    burst: BURST,
    perSecond: PER_SECOND,
    scaling: [...byCount].map(([processes, rounds]) => ({ processes, ...figure(rounds) })),
    shared: {
      on: onFigure,
      off: offFigure,
      ratio: onFigure.perSecond / offFigure.perSecond,
      pairRatios: on.map((r, i) => r.perSecond / off[i].perSecond).sort((a, b) => a - b),
    },
    acknowledged,
    rows,
    failures,
    sharedRequests,
  };
}

const cpuText = (x?: number) => (x === undefined ? '-' : int(x));
const sumFailures = (rounds: ScaleOutRound[]) => failuresText(rounds.reduce((f, r) => addFailures(f, r.failures), {} as Record<string, number>));
const rowsText = (rounds: ScaleOutRound[]) => {
  const rows = rounds.reduce((s, r) => s + r.rows, 0);
  const acknowledged = rounds.reduce((s, r) => s + r.acknowledged, 0);
  return rows === acknowledged ? `${int(rows)} = ${int(acknowledged)}` : `**${int(rows)} ≠ ${int(acknowledged)}**`;
};
const rangeText = (rounds: ScaleOutRound[]) => {
  const rates = rounds.map((r) => r.perSecond);
  return rates.length > 1 ? `${int(Math.min(...rates))}-${int(Math.max(...rates))}` : int(rates[0]);
};

export function reportScaleOut(r: ScaleOutResult): void {
  print(
    `**Scale-out** — up to ${r.scaling.length} API processes (src/main.ts under tsx as child processes, WORKER=off) on the one PostgreSQL, ` +
      `\`POST /rest/people\` from the load thread, ${r.concurrency} in flight, spread round-robin over the processes and over ${r.keys} API keys; ` +
      `rounds of ${r.roundSeconds} s. Rate limit on in every process: RATE_LIMIT_BURST ${r.burst}, RATE_LIMIT_PER_SECOND ${r.perSecond} per key ` +
      `(RateLimit-Limit answered: ${[...new Set(r.rateLimitHeaders.map((h) => h || 'none'))].join(', ')}). ` +
      `Processes started in ${r.startSeconds.map((s) => s.toFixed(1)).join(', ')} s; each set warmed up with ${int(WARM_UP_PER_PROCESS)} creates per process. ` +
      `Creates of different keys never share an INSERT (the service coalesces concurrent creates per writer), so with ${r.keys} keys nearly every create is ` +
      `its own statement: fewer creates/s than the one-key creates of scenario 1.`,
  );
  print();
  const last = r.scaling.at(-1)!;
  const failed = Object.values(r.failures).reduce((a, b) => a + b, 0);
  print(
    `**This machine has ${r.cores} cores: more processes cannot add throughput here; the point is that they cost nothing and lose nothing.** ` +
      `Here ${last.processes} processes ran ${times(last.perSecond / r.scaling[0].perSecond)} the creates/s of one ` +
      `(API CPU per create ${last.cpuMicros.api !== undefined && r.scaling[0].cpuMicros.api ? times(last.cpuMicros.api / r.scaling[0].cpuMicros.api) : '-'}); ` +
      `${r.rows === r.acknowledged ? 'every round added exactly the rows it acknowledged' : '**the rows added differ from the creates acknowledged**'}; ${int(failed)} creates failed.`,
  );
  print();
  print(
    `a. 1 to ${r.scaling.length} processes (shared rate limit, the default), rounds interleaved; creates/s of the median round; ` +
      `CPU per create of all ${r.scaling.length} API processes (idle ones included) and of PostgreSQL.`,
  );
  print();
  print(
    table(
      ['API processes', 'rounds', 'creates/s', 'range', 'p50 ms', 'p95 ms', 'API µs/create', 'PostgreSQL µs/create', 'failed', 'rows = acknowledged'],
      r.scaling.map((x) => [
        String(x.processes),
        String(x.rounds.length),
        int(x.perSecond),
        rangeText(x.rounds),
        ms(x.latency.p50),
        ms(x.latency.p95),
        cpuText(x.cpuMicros.api),
        cpuText(x.cpuMicros.database),
        sumFailures(x.rounds),
        rowsText(x.rounds),
      ]),
    ),
  );
  print();
  const { on, off } = r.shared;
  print(
    `b. The shared rate limit's price: ${r.scaling.length} processes with RATE_LIMIT_SHARED=on (one bucket per key for the deployment) ` +
      `against ${r.scaling.length} with it off (a bucket per key in each process), both sets running side by side, ${on.rounds.length} pairs of rounds (order alternating).`,
  );
  print();
  print(
    table(
      ['rate limit', 'rounds', 'creates/s (median)', 'range', 'p50 ms', 'p95 ms', 'API µs/create', 'PostgreSQL µs/create', 'failed', 'rows = acknowledged'],
      [
        ['shared (on)', on],
        ['per process (off)', off],
      ].map(([label, x]) => {
        const f = x as ScaleOutFigure;
        return [
          label as string,
          String(f.rounds.length),
          int(f.perSecond),
          rangeText(f.rounds),
          ms(f.latency.p50),
          ms(f.latency.p95),
          cpuText(f.cpuMicros.api),
          cpuText(f.cpuMicros.database),
          sumFailures(f.rounds),
          rowsText(f.rounds),
        ];
      }),
    ),
  );
  print();
  const pr = r.shared.pairRatios;
  print(
    `Shared ÷ per process, median rounds: **${r.shared.ratio.toFixed(3)}** (target >= 0.90: ${r.shared.ratio >= 0.9 ? 'yes' : '**no**'}); ` +
      `per pair from ${pr[0].toFixed(3)} to ${pr.at(-1)!.toFixed(3)}. ` +
      (r.leases
        ? `The shared buckets cost ${r.leases.statements ? (r.leases.statements / r.leases.requests).toFixed(2) : '0'} statements (upserts of \`rate_limit_bucket\`) per request ` +
          `(${int(r.leases.statements)} for the shared set's ${int(r.leases.requests)} requests, warm-up included). `
        : 'No `rate_limit_bucket` table: the shared limit is not in this build. ') +
      `All rounds: ${int(r.acknowledged)} creates acknowledged, ${int(r.rows)} rows added (${r.rows === r.acknowledged ? 'none lost, none extra' : '**differ**'}); ` +
      `failed creates: ${failuresText(r.failures)}${r.failures['429'] ? ' (**429: the limit throttled the bench**)' : ' (no 429)'}.`,
  );
  print();
  const p = r.pipelines;
  const stat = (xs: number[]) => `p50 ${ms(median(xs))}, max ${ms(Math.max(...xs))}`;
  print(
    `c. A pipeline created through process 1, served by processes 2 and 3 (GET /rest/<plural> polled every 5 ms), ${p.createMs.length} pipelines: ` +
      `the create answered in ${stat(p.createMs)} ms; the others served it ${stat(p.afterAnswer)} ms after that answer ` +
      `(${stat(p.afterSent)} ms after the create was sent; target: within a second).`,
  );
  print();
}
