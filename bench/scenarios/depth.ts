// Scenario 3: depth=1 vs depth=0 of the same list. The latency figures come from the lists'
// interleaved series (variants `rest` and `rest-d1`); this adds EXPLAIN ANALYZE of every depth=1
// statement and a separate "where the time goes" profiling pass.
import { performance } from 'node:perf_hooks';
import type { SqlStatement } from '../../src/db/sql-executor.ts';
import type { Deployment, Row } from '../lib/deployments.ts';
import { restGet } from '../lib/http.ts';
import { summarize, type Summary } from '../lib/measure.ts';
import { settings } from '../lib/options.ts';
import { kb, ms, print, table, times } from '../lib/report.ts';
import { capture, explainAnalyze, kindOf } from '../lib/statements.ts';

export interface DepthResult {
  ratioP50: number;
  ratioP95: number;
  /** EXPLAIN ANALYZE execution time of each statement of one depth=1 request. */
  explainD1: Array<{ kind: string; ms: number }>;
  profile: Record<'d0' | 'd1', DepthProfile>;
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

/** The target: depth 1 at most 3x depth 0, at p50 and at p95. */
export const withinTarget = (depth: DepthResult) => depth.ratioP50 <= 3 && depth.ratioP95 <= 3;

/** Depth figures of a list whose interleaved series `results` had the variants `rest` (path0) and `rest-d1` (path1). */
export async function measureDepth(d: Deployment, path0: string, path1: string, results: Map<string, Summary>): Promise<DepthResult> {
  const ref = d.baselines[0];
  // Pure execution time of every statement of a depth=1 request (no queueing, no driver).
  const { statements: d1Statements } = await capture(d, () => restGet(d, path1));
  const explainD1: Array<{ kind: string; ms: number }> = [];
  for (const s of d1Statements) explainD1.push(await explainAnalyze(ref, s));
  const d0 = results.get('rest')!;
  const d1 = results.get('rest-d1')!;
  return {
    ratioP50: d1.p50 / d0.p50,
    ratioP95: d1.p95 / d0.p95,
    explainD1,
    profile: {
      d0: await profileDepth(d, path0, settings.profileCount, settings.profileMs),
      d1: await profileDepth(d, path1, settings.profileCount, settings.profileMs),
    },
  };
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

/** What section 3 reads of a list measured with depth (lists.ts's ListResult). */
interface ListWithDepth {
  label: string;
  /** The REST variants `rest` (depth 0) and `rest-d1` among the series' rows. */
  rows: Array<{ name: string; summary: Summary }>;
  depth?: DepthResult;
}

/** Section 3 and the "where the time goes" pass, for the lists measured with depth. */
export function reportDepth(lists: ListWithDepth[]): void {
  print('**3. depth=1 vs depth=0** (REST, from the same interleaved series as 2). Target: depth 1 <= 3x depth 0.');
  print();
  const depthRows = lists.map((x) => {
    const d0 = x.rows.find((row) => row.name === 'rest')!.summary;
    const d1 = x.rows.find((row) => row.name === 'rest-d1')!.summary;
    return [x.label, String(d0.n), ms(d0.p50), ms(d0.p95), ms(d1.p50), ms(d1.p95), times(x.depth!.ratioP50), times(x.depth!.ratioP95), withinTarget(x.depth!) ? 'yes' : 'NO'];
  });
  print(table(['list of 60 people', 'n', 'depth 0 p50', 'depth 0 p95', 'depth 1 p50', 'depth 1 p95', 'ratio p50', 'ratio p95', '<= 3x'], depthRows));
  print();
  print(
    'Where the time goes (separate profiling pass, medians per request; "DB ms" = time inside the executor\'s query() summed over the statements; page and count run concurrently on PostgreSQL, each embed level after them, and everything queues on PGlite\'s one connection):',
  );
  print();
  print(
    table(
      ['list', 'depth', 'requests', 'statements', 'DB ms (sum)', 'wall ms', 'response'],
      lists.flatMap((x) =>
        (['d0', 'd1'] as const).map((k) => {
          const p = x.depth!.profile[k];
          return [x.label, k.slice(1), String(p.requests), p.statements.toFixed(1), ms(p.dbMsSum), ms(p.wallMs), kb(p.bytes)];
        }),
      ),
    ),
  );
  for (const x of lists) {
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
}
