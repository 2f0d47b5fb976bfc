// Issue 29 (extras): a group by of opportunities by stage with two aggregates and a 10-record
// sample per group, `GET /rest/opportunities/groupBy`, against the same statement replayed
// through each baseline (the service runs exactly one), interleaved at concurrency 1. Target:
// REST p50 within 1.3x of the reference baseline's, at the seeded size (the lead seeds 100,000
// opportunities).
//
//   const result = await runGroupBy(d, warn);   // after seeding
//   reportGroupBy(d, result);
import { latencySeries } from '../../lib/series.ts';
import type { Deployment } from '../../lib/deployments.ts';
import { restGet, restJson } from '../../lib/http.ts';
import type { Summary } from '../../lib/measure.ts';
import { int, ms, print, table, times } from '../../lib/report.ts';
import { capture, explainAnalyze } from '../../lib/statements.ts';

export interface GroupByResult {
  path: string;
  groups: number;
  /** Opportunities counted over all groups (the seeded count). */
  records: number;
  sampled: number;
  statements: number;
  rows: Array<{ name: string; summary: Summary }>;
  rounds: number;
  timedOut: boolean;
  explain: { ms: number; plan: string };
}

const QUERY = {
  group_by: JSON.stringify([{ stage: true }]),
  aggregate: JSON.stringify(['totalCount', 'sumAmountAmountMicros']),
  include_records_sample: 'true',
  order_by_for_records: 'closeDate[DescNullsLast]',
};

export const GROUP_BY_PATH = `/rest/opportunities/groupBy?${new URLSearchParams(QUERY).toString()}`;

interface Group {
  groupByDimensionValues: unknown[];
  totalCount: number;
  sumAmountAmountMicros: number | null;
  records: Array<{ id: string }>;
}

export async function runGroupBy(d: Deployment, warn: (text: string) => void): Promise<GroupByResult> {
  const ref = d.baselines[0];
  const { result: groups, statements } = await capture(d, () => restJson<Group[]>(d, GROUP_BY_PATH));
  if (statements.length !== 1) warn(`group by: the service ran ${statements.length} statements, not 1`);
  const [statement] = statements;
  // The baselines must answer what the API answered: the same groups, counts and sampled ids.
  const sampledIds = groups.flatMap((g) => g.records.map((r) => r.id)).join();
  for (const b of d.baselines) {
    const rows = await b.query(statement.text, statement.values);
    const ids = rows.filter((r) => r.id != null).map((r) => String(r.id)).join();
    if (ids !== sampledIds) warn(`group by: REST samples and ${b.name}'s rows differ`);
  }
  const records = groups.reduce((n, g) => n + g.totalCount, 0);
  const sampled = groups.reduce((n, g) => n + g.records.length, 0);
  if (groups.some((g) => g.records.length > 10)) warn('group by: a sample holds more than 10 records');
  const variants = [
    { name: 'rest', run: async () => void (await restGet(d, GROUP_BY_PATH)) },
    ...d.baselines.map((b) => ({ name: b.name, run: async () => void (await b.query(statement.text, statement.values)) })),
  ];
  const r = await latencySeries(variants, 'group by', warn);
  const explain = await explainAnalyze(ref, statement);
  const rest = r.results.get('rest')!;
  const base = r.results.get(ref.name)!;
  if (rest.p50 > base.p50 * 1.3) warn(`group by: REST p50 ${ms(rest.p50)} ms is ${times(rest.p50 / base.p50)} of ${ref.name} (target 1.3x)`);
  return {
    path: GROUP_BY_PATH,
    groups: groups.length,
    records,
    sampled,
    statements: statements.length,
    rows: [...r.results].map(([name, summary]) => ({ name, summary })),
    rounds: r.rounds,
    timedOut: r.timedOut,
    explain: { ms: explain.ms, plan: explain.plan },
  };
}

export function reportGroupBy(d: Deployment, x: GroupByResult): void {
  const ref = d.baselines[0].name;
  const base = x.rows.find((row) => row.name === ref)!.summary;
  const label = (name: string) => (name === 'rest' ? 'REST' : d.baselines.find((b) => b.name === name)!.label);
  print(
    `**Group by** — \`GET ${decodeURIComponent(x.path)}\`: ${x.groups} groups over ${int(x.records)} opportunities, two aggregates, ${x.sampled} sampled records (at most 10 a group). ` +
      `The service runs ${x.statements} statement${x.statements === 1 ? '' : 's'} (groups by GROUP BY, samples by row_number() OVER (PARTITION BY stage)); the baselines replay it. ` +
      `Concurrency 1; ${x.rounds} interleaved rounds. Target: REST p50 within 1.3x of ${ref}.`,
  );
  print();
  print(
    table(
      ['request', 'n', 'p50 ms', 'p95 ms', 'mean ms', `p50 ÷ ${ref}`, `p95 ÷ ${ref}`],
      x.rows.map(({ name, summary: s }) => [label(name), String(s.n), ms(s.p50), ms(s.p95), ms(s.mean), times(s.p50 / base.p50), times(s.p95 / base.p95)]),
    ),
  );
  print();
  print(`EXPLAIN ANALYZE (${ref}): ${ms(x.explain.ms)} ms (${x.explain.plan}).`);
  print();
}
