// Scenario 5: GraphQL search (issue 8) over the seeded workspace (people, companies, notes,
// tasks, opportunities). For each input a person would type, the GraphQL round trip
// (POST /graphql, limit 20) and the very statement the service ran, sent straight to the
// database through the reference baseline, in interleaved rounds; then every input's samples
// pooled into one distribution per variant.
import type { Deployment } from '../lib/deployments.ts';
import { restCall } from '../lib/http.ts';
import { interleaved, summarize, warmUp, type Summary } from '../lib/measure.ts';
import { settings } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';
import { capture } from '../lib/statements.ts';

const QUERY = `query BenchSearch($searchInput: String!) {
  search(searchInput: $searchInput, limit: 20) { edges { node { recordId objectNameSingular label imageUrl tsRank tsRankCD } cursor } pageInfo { hasNextPage endCursor } }
}`;

/** What people type: a full name, name prefixes, an accent-free surname, an email, a phone, a company word, a note. */
export const SEARCH_INPUTS = ['ada lovelace', 'lov', 'jo ha', 'garcia', 'person4242@example.com', '+49 30 10042', 'software', 'call notes 1234'];
/**
 * Reported alone, not pooled: the costliest kind of input, a word no label holds that a fifth of
 * the people have in their job title (every match is scored; docs/SEARCH.md).
 */
export const WORST_CASE_INPUTS = ['engineer'];

export interface SearchRow {
  input: string;
  /** Part of the pooled "all inputs" figures (false: a worst case, reported alone). */
  pooled: boolean;
  hits: number;
  graphql: Summary;
  sql: Summary;
}

export interface SearchResult {
  rows: SearchRow[];
  graphql: Summary;
  sql: Summary;
  rounds: number;
}

type Answer = { data?: { search: { edges: unknown[] } }; errors?: unknown[] };

export async function runSearch(d: Deployment, warn: (text: string) => void): Promise<SearchResult> {
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const ref = d.baselines[0];
  const pooled = { graphql: [] as number[], sql: [] as number[] };
  const rows: SearchRow[] = [];
  let rounds = 0;
  for (const input of [...SEARCH_INPUTS, ...WORST_CASE_INPUTS]) {
    const pool = SEARCH_INPUTS.includes(input);
    const call = () => restCall<Answer>(target, 'POST', '/graphql', { query: QUERY, variables: { searchInput: input } });
    const { result, statements } = await capture(d, call);
    if (result.errors) warn(`search '${input}': ${JSON.stringify(result.errors)}`);
    if (statements.length !== 1) warn(`search '${input}': ${statements.length} statements, expected 1`);
    const [statement] = statements;
    const variants = [
      { name: 'graphql', run: async () => void (await call()) },
      { name: 'sql', run: async () => void (await ref.query(statement.text, statement.values)) },
    ];
    progress(`search '${input}': warm-up, then up to ${settings.rounds} interleaved rounds of GraphQL / ${ref.name}`);
    for (const v of variants) await warmUp(v.run, { count: settings.warmUpCount, maxMs: settings.warmUpMs });
    const r = await interleaved(variants, { rounds: settings.rounds, maxMs: settings.seriesMs / 2 });
    rounds += r.rounds;
    rows.push({ input, pooled: pool, hits: result.data?.search.edges.length ?? 0, graphql: r.results.get('graphql')!, sql: r.results.get('sql')! });
    if (!pool) continue;
    pooled.graphql.push(...r.samples.get('graphql')!);
    pooled.sql.push(...r.samples.get('sql')!);
  }
  return { rows, graphql: summarize(pooled.graphql), sql: summarize(pooled.sql), rounds };
}

export function reportSearch(d: Deployment, r: SearchResult): void {
  const ref = d.baselines[0].name;
  const row = (x: SearchRow) => [
    `\`${x.input}\`${x.pooled ? '' : ' (worst case, not pooled)'}`,
    int(x.hits),
    `${ms(x.graphql.p50)} / ${ms(x.graphql.p95)}`,
    `${ms(x.sql.p50)} / ${ms(x.sql.p95)}`,
    `${times(x.graphql.p50 / x.sql.p50)} / ${times(x.graphql.p95 / x.sql.p95)}`,
  ];
  print(
    `**5. Search** — GraphQL \`search(searchInput, limit: 20)\` over every searchable object vs. the statement the service ran, sent with ${ref}; ` +
      `concurrency 1, interleaved rounds per input (${int(r.rounds)} in all).`,
  );
  print();
  print(
    table(
      ['input', 'hits', 'GraphQL p50 / p95 ms', `${ref} p50 / p95 ms`, 'ratio p50 / p95'],
      [
        ...r.rows.filter((x) => x.pooled).map(row),
        [
          '**all inputs**',
          '',
          `**${ms(r.graphql.p50)} / ${ms(r.graphql.p95)}**`,
          `${ms(r.sql.p50)} / ${ms(r.sql.p95)}`,
          `**${times(r.graphql.p50 / r.sql.p50)} / ${times(r.graphql.p95 / r.sql.p95)}**`,
        ],
        ...r.rows.filter((x) => !x.pooled).map(row),
      ],
    ),
  );
  print();
}
