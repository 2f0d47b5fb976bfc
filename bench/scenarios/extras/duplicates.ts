// Extras: POST /rest/people/duplicates on the seeded workspace (issue 29, "Done when"): the
// duplicates of one person (p50 target < 20 ms) and of 60 people by ids (target within 1.3x of
// its SQL). The SQL baseline replays exactly the one statement the service ran
// (src/records/duplicates/duplicates-sql.ts), so the ratio is the price of the REST layer:
// parsing, decoding up to 60 records per input, JSON, HTTP (the REST answer is read as bytes,
// not parsed, as the list scenarios do). Seeded names repeat (30 first x 40 last
// names), so a seeded person has dozens of name duplicates: each entry holds the first 60.
import { latencySeries } from '../../lib/series.ts';
import type { Deployment } from '../../lib/deployments.ts';
import { restCall, restPost } from '../../lib/http.ts';
import type { Summary } from '../../lib/measure.ts';
import { int, ms, print, table, times } from '../../lib/report.ts';
import { capture, explainAnalyze } from '../../lib/statements.ts';

interface DuplicatesAnswer {
  data: Array<{ personDuplicates: Array<{ id: string }>; totalCount: number }>;
}

export interface DuplicatesCase {
  label: string;
  inputs: number;
  /** Records the answer holds (all entries), and what the entries' totalCounts add up to. */
  records: number;
  totalCount: number;
  statements: number;
  rows: Array<{ name: string; summary: Summary }>;
  rounds: number;
  timedOut: boolean;
  explain: { ms: number; plan: string };
}

export interface DuplicatesResult {
  cases: DuplicatesCase[];
}

const PATH = '/rest/people/duplicates';
/** The name suffix of a baseline variant that runs the statement prepared. */
const PREPARED = ' (prepared)';

async function measureCase(d: Deployment, warn: (text: string) => void, label: string, ids: string[]): Promise<DuplicatesCase> {
  const body = { ids };
  const { result, statements } = await capture(d, () => restCall<DuplicatesAnswer>(d, 'POST', PATH, body));
  if (statements.length !== 1) warn(`duplicates (${label}): ${statements.length} statements, expected one`);
  const [statement] = statements;
  const records = result.data.reduce((sum, entry) => sum + entry.personDuplicates.length, 0);
  for (const b of d.baselines) {
    const rows = await b.query(statement.text, statement.values);
    const baseRecords = rows.filter((row) => row.id !== null && row.id !== undefined).length;
    if (baseRecords !== records) warn(`duplicates (${label}): REST answered ${records} records, ${b.name} ${baseRecords} rows`);
  }
  const variants = [
    { name: 'rest', run: async () => void (await restPost(d, PATH, body)) },
    ...d.baselines.map((b) => ({ name: b.name, run: async () => void (await b.query(statement.text, statement.values)) })),
    // The service prepares the statement (planning it is ~1 ms of the 60-input case): the same
    // statement prepared is the baseline of the REST layer's own cost, beside the target's.
    ...d.baselines.flatMap((b) => (b.queryPrepared ? [{ name: `${b.name}${PREPARED}`, run: async () => void (await b.queryPrepared!('bench_duplicates', statement.text, statement.values)) }] : [])),
  ];
  const r = await latencySeries(variants, `duplicates (${label})`, warn);
  const { ms: explainMs, plan } = await explainAnalyze(d.baselines[0], statement);
  return {
    label,
    inputs: ids.length,
    records,
    totalCount: result.data.reduce((sum, entry) => sum + entry.totalCount, 0),
    statements: statements.length,
    rows: [...r.results].map(([name, summary]) => ({ name, summary })),
    rounds: r.rounds,
    timedOut: r.timedOut,
    explain: { ms: explainMs, plan },
  };
}

/**
 * 60 pairs of people that are each other's only duplicate (same primary email, names no one else
 * has): what a dedupe pass over real data meets. The seed's people are a worst case instead: their
 * names come from 30 first and 40 last names, so each has about 80 name duplicates.
 */
async function plantPairs(d: Deployment): Promise<string[]> {
  await d.exec(`INSERT INTO person (name_first_name, name_last_name, emails_primary_email, created_at, updated_at)
    SELECT 'Planted', kind || g, 'planted' || g || '@dupes.example', now(), now()
    FROM generate_series(1, 60) g, (VALUES ('Original'), ('Copy')) AS k(kind)`);
  await d.exec('ANALYZE person');
  const rows = await d.baselines[0].query(`SELECT "id" FROM "person" WHERE "name_first_name" = 'Planted' AND "name_last_name" LIKE 'Original%' ORDER BY "id"`, []);
  return rows.map((row) => String(row.id));
}

export async function runDuplicates(d: Deployment, warn: (text: string) => void): Promise<DuplicatesResult> {
  // 60 seeded people spread over the set (a fixed pseudo-random pick).
  const rows = await d.baselines[0].query(`SELECT "id" FROM "person" ORDER BY md5("id"::text) LIMIT 60`, []);
  const ids = rows.map((row) => String(row.id));
  if (ids.length < 60) warn(`duplicates: only ${ids.length} people picked (the seed is small)`);
  const planted = await plantPairs(d);
  // The one-person case: the first picked person that has a name duplicate (a few seeded names are unique).
  const [withDuplicates] = await d.baselines[0].query(
    `SELECT "p"."id" FROM "person" AS "p" WHERE "p"."id" = ANY($1::uuid[]) AND EXISTS (SELECT 1 FROM "person" AS "q" WHERE "q"."name_first_name" = "p"."name_first_name" AND "q"."name_last_name" = "p"."name_last_name" AND "q"."id" <> "p"."id") ORDER BY md5("p"."id"::text) LIMIT 1`,
    [ids],
  );
  return {
    cases: [
      await measureCase(d, warn, 'one person', withDuplicates ? [String(withDuplicates.id)] : ids.slice(0, 1)),
      await measureCase(d, warn, '60 people, one duplicate each', planted),
      await measureCase(d, warn, "60 seeded people (the seed's names: ~80 duplicates each)", ids),
    ],
  };
}

export function reportDuplicates(d: Deployment, { cases }: DuplicatesResult): void {
  const ref = d.baselines[0].name;
  const label = (name: string) => {
    if (name === 'rest') return 'REST';
    const prepared = name.endsWith(PREPARED);
    const base = d.baselines.find((b) => b.name === (prepared ? name.slice(0, -PREPARED.length) : name))!.label;
    return prepared ? `${base}, the statement prepared (as the service runs it)` : base;
  };
  print(
    `**Duplicates** — \`POST ${PATH}\` with \`{ids}\` (criteria: first + last name, primary email, LinkedIn URL; through their expression indexes). ` +
      `One statement per request; the baselines replay it, as sent (the target's reference) and prepared (the service prepares it: its plan is made once per connection, which saves ~1 ms of planning per 60-input request; REST ÷ prepared is the REST layer's own cost). Targets: one person p50 < 20 ms; 60 ids within 1.3x of the SQL (60 people with one duplicate each, planted; the seeded people are the worst case: the seed draws names from 30 first and 40 last names, so each has about 80 duplicates, and their answer is ~3 MB of JSON).`,
  );
  print();
  for (const c of cases) {
    const base = c.rows.find((row) => row.name === ref)!.summary;
    print(
      `${c.label}: ${c.inputs} input(s), ${int(c.records)} records answered (totalCount sum ${int(c.totalCount)}), ${c.statements} statement(s), ${c.rounds} interleaved rounds. ` +
        `EXPLAIN ANALYZE (${ref}): ${ms(c.explain.ms)} ms (${c.explain.plan}).`,
    );
    print();
    print(
      table(
        ['request', 'n', 'p50 ms', 'p95 ms', 'mean ms', `p50 ÷ ${ref}`, `p95 ÷ ${ref}`],
        c.rows.map(({ name, summary: s }) => [label(name), String(s.n), ms(s.p50), ms(s.p95), ms(s.mean), times(s.p50 / base.p50), times(s.p95 / base.p95)]),
      ),
    );
    const rest = c.rows.find((row) => row.name === 'rest')!.summary;
    const prepared = c.rows.find((row) => row.name === `${ref}${PREPARED}`)?.summary;
    if (prepared) {
      print();
      print(`REST ÷ the statement prepared (the REST layer's own cost): p50 ${times(rest.p50 / prepared.p50)}, p95 ${times(rest.p95 / prepared.p95)}.`);
    }
    print();
  }
}
