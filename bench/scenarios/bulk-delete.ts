// Scenario 6: bulk delete by filter (issue 11). Rounds alternate: 1,000 people with a title of
// their own are written straight into the table, then deleted either through
// `DELETE /rest/people?filter=jobTitle[eq]:<title>` or by sending, with the reference baseline,
// the very statement the service ran for the previous REST round (its title swapped). Reports
// the statements per REST call (captured through the executor) and the times of both.
import type { Deployment } from '../lib/deployments.ts';
import { restCall } from '../lib/http.ts';
import { summarize, type Summary } from '../lib/measure.ts';
import { quick } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';
import { capture } from '../lib/statements.ts';
import type { SqlStatement } from '../../src/db/sql-executor.ts';

const RECORDS = 1_000;

export interface BulkDeleteResult {
  records: number;
  rounds: number;
  statements: number[];
  rest: Summary;
  sql: Summary;
}

export async function runBulkDelete(d: Deployment, warn: (text: string) => void): Promise<BulkDeleteResult> {
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const ref = d.baselines[0];
  const rounds = quick ? 3 : 8;
  const restTimes: number[] = [];
  const sqlTimes: number[] = [];
  const statements: number[] = [];
  let last: { statement: SqlStatement; title: string } | undefined;
  const insert = (title: string) =>
    d.exec(`INSERT INTO person (name_first_name, job_title) SELECT 'Bulk ' || g, '${title}' FROM generate_series(1, ${RECORDS}) g`);
  for (let round = 0; round < rounds * 2; round++) {
    const title = `bulk-${round}-${Date.now()}`;
    await insert(title);
    if (round % 2 === 0 || !last) {
      progress(`bulk delete: round ${round + 1} of ${rounds * 2} (REST)`);
      const t0 = performance.now();
      const { result, statements: ran } = await capture(d, () =>
        restCall<{ data: { deletePeople: unknown[] } }>(target, 'DELETE', `/rest/people?filter=${encodeURIComponent(`jobTitle[eq]:${title}`)}`),
      );
      restTimes.push(performance.now() - t0);
      statements.push(ran.length);
      if (result.data.deletePeople.length !== RECORDS) warn(`bulk delete: REST deleted ${result.data.deletePeople.length}, expected ${RECORDS}`);
      last = { statement: ran[ran.length - 1], title };
    } else {
      progress(`bulk delete: round ${round + 1} of ${rounds * 2} (${ref.name})`);
      const values = last.statement.values.map((v) => (v === last!.title ? title : v));
      const t0 = performance.now();
      await ref.query(last.statement.text, values);
      sqlTimes.push(performance.now() - t0);
      const [left] = await ref.query('SELECT count(*)::int AS n FROM person WHERE job_title = $1', [title]);
      if (Number(left.n) !== 0) warn(`bulk delete: the replayed statement left ${left.n} of ${RECORDS} people`);
    }
  }
  return { records: RECORDS, rounds, statements, rest: summarize(restTimes), sql: summarize(sqlTimes) };
}

export function reportBulkDelete(d: Deployment, r: BulkDeleteResult): void {
  const ref = d.baselines[0].name;
  const counts = [...new Set(r.statements)].join(', ');
  print(
    `**6. Bulk delete by filter** — \`DELETE /rest/people?filter=jobTitle[eq]:<title>\` of ${int(r.records)} people (delete rules and event hooks included), ` +
      `${r.rounds} rounds, alternating with the same statement sent with ${ref} on a fresh set of ${int(r.records)}. Statements per REST call: ${counts} (whatever the number of records).`,
  );
  print();
  print(
    table(
      ['', 'n', 'p50 ms', 'mean ms', 'max ms'],
      [
        ['REST', int(r.rest.n), ms(r.rest.p50), ms(r.rest.mean), ms(r.rest.max)],
        [`the same statement, ${ref}`, int(r.sql.n), ms(r.sql.p50), ms(r.sql.mean), ms(r.sql.max)],
      ],
    ),
  );
  print();
  print(`REST ÷ SQL at p50: ${times(r.rest.p50 / r.sql.p50)}.`);
  print();
}
