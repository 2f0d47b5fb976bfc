// The SQL statements the service runs for a request: captured through the executor's onQuery
// hook, classified by kind, replayed through a baseline, and EXPLAIN ANALYZEd.
import type { SqlStatement } from '../../src/db/sql-executor.ts';
import type { Baseline, Deployment, Row } from './deployments.ts';

/** Statements the service runs (through its SQL executor) while `work` runs. */
export async function capture<T>(d: Deployment, work: () => Promise<T>): Promise<{ result: T; statements: SqlStatement[] }> {
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

export function kindOf(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (/count\(\*\)/i.test(t)) return 'count';
  // A page selects the record columns of "t" (query/sql/record-columns.ts): "t".* or a list.
  if (/^SELECT "t"\.(\* |"id", )/.test(t)) return 'page';
  if (/^SELECT 1 FROM /.test(t)) return 'cursor check';
  // One statement per level of nesting (src/records/depth/embed-relations.ts).
  if (/ AS "rel"/.test(t)) {
    const tables = [...new Set([...t.matchAll(/(?:FROM|JOIN) "(\w+)"/g)].map((m) => m[1]))];
    return `embed level (${tables.join(', ')})`;
  }
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
export function replay(statements: SqlStatement[]) {
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

/** EXPLAIN (ANALYZE) of one statement through a baseline: execution time and the plan's spine. */
export async function explainAnalyze(b: Baseline, s: SqlStatement): Promise<{ kind: string; ms: number; plan: string }> {
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
