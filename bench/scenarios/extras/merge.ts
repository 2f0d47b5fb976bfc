// Issue 29 point 2 (merge): `PATCH /rest/people/merge` of 2 people with 50 related records (20
// note relations, 15 task relations, 15 opportunities whose point of contact is the merged-away
// person), recreated for every round: the people and their records are written straight into
// the tables (not measured), then merged through REST, or, every other round, by sending with
// the reference baseline the very statements the service ran for the previous REST round (its
// ids swapped for the new round's), one after another in one transaction as the service runs
// them. Target (issue 29): p50 < 50 ms.
import { randomUUID } from 'node:crypto';
import type { Deployment } from '../../lib/deployments.ts';
import { restCall } from '../../lib/http.ts';
import { summarize, type Summary } from '../../lib/measure.ts';
import { quick } from '../../lib/options.ts';
import { int, ms, print, progress, table, times } from '../../lib/report.ts';
import { capture } from '../../lib/statements.ts';
import type { SqlStatement } from '../../../src/db/sql-executor.ts';

const NOTE_TARGETS = 20;
const TASK_TARGETS = 15;
const OPPORTUNITIES = 15;
const RELATED = NOTE_TARGETS + TASK_TARGETS + OPPORTUNITIES;
const TRANSACTION_CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;
/** Issue 29: a merge of 2 people with 50 related records, p50 under this. */
const TARGET_P50_MS = 50;

export interface MergeResult {
  related: number;
  rounds: number;
  /** Statements per REST merge (BEGIN/COMMIT not counted). */
  statements: number[];
  rest: Summary;
  sql: Summary;
  targetMs: number;
  /** The reference baseline's name. */
  baseline: string;
}

interface Round {
  kept: string;
  merged: string;
  /** Every id the round created (people, note, task, relations, opportunities): swapped when replaying. */
  ids: string[];
}

/** Two people, the second with 50 records pointing at it; not measured. */
async function seed(d: Deployment, round: number): Promise<Round> {
  const id = () => randomUUID();
  const kept = id();
  const merged = id();
  const note = id();
  const task = id();
  const noteTargets = Array.from({ length: NOTE_TARGETS }, id);
  const taskTargets = Array.from({ length: TASK_TARGETS }, id);
  const deals = Array.from({ length: OPPORTUNITIES }, id);
  const list = (ids: string[]) => `ARRAY[${ids.map((x) => `'${x}'`).join(',')}]::uuid[]`;
  const statements = [
    `INSERT INTO person (id, name_first_name, name_last_name, emails_primary_email, job_title) VALUES
       ('${kept}', 'Merge ${round}', 'Kept', 'kept-${round}@bench.test', NULL), ('${merged}', 'Merge ${round}', 'Away', 'away-${round}@bench.test', 'Buyer')`,
    `INSERT INTO note (id, title) VALUES ('${note}', 'Merge ${round}')`,
    `INSERT INTO task (id, title) VALUES ('${task}', 'Merge ${round}')`,
    `INSERT INTO note_target (id, note_id, person_id) SELECT t, '${note}', '${merged}' FROM unnest(${list(noteTargets)}) t`,
    `INSERT INTO task_target (id, task_id, person_id) SELECT t, '${task}', '${merged}' FROM unnest(${list(taskTargets)}) t`,
    `INSERT INTO opportunity (id, name, point_of_contact_id) SELECT t, 'Merge ${round}', '${merged}' FROM unnest(${list(deals)}) t`,
  ];
  for (const statement of statements) await d.exec(statement);
  return { kept, merged, ids: [kept, merged, note, task, ...noteTargets, ...taskTargets, ...deals] };
}

/** A captured value with the previous round's ids swapped for this round's (arrays and JSON text too). */
function swapIds(value: unknown, swap: Map<string, string>): unknown {
  if (typeof value === 'string') {
    let text = value;
    for (const [from, to] of swap) if (text.includes(from)) text = text.split(from).join(to);
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => swapIds(item, swap));
  return value;
}

export async function runMerge(d: Deployment, warn: (text: string) => void): Promise<MergeResult> {
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const ref = d.baselines[0];
  const rounds = quick ? 4 : 15;
  const restTimes: number[] = [];
  const sqlTimes: number[] = [];
  const statements: number[] = [];
  let last: { round: Round; ran: SqlStatement[] } | undefined;
  // One merge first, not measured: the first request of an operation compiles its validator.
  const warm = await seed(d, -1);
  await restCall(target, 'PATCH', '/rest/people/merge', { ids: [warm.kept, warm.merged], conflictPriorityIndex: 0 });
  for (let i = 0; i < rounds * 2; i++) {
    const round = await seed(d, i);
    if (i % 2 === 0 || !last) {
      progress(`merge: round ${i + 1} of ${rounds * 2} (REST)`);
      const body = { ids: [round.kept, round.merged], conflictPriorityIndex: 0 };
      const t0 = performance.now();
      const { result, statements: captured } = await capture(d, () => restCall<{ data: { mergePerson: { id: string; jobTitle: string | null } } }>(target, 'PATCH', '/rest/people/merge', body));
      restTimes.push(performance.now() - t0);
      const ran = captured.filter((s) => !TRANSACTION_CONTROL.test(s.text));
      statements.push(ran.length);
      if (result.data.mergePerson.id !== round.kept || result.data.mergePerson.jobTitle !== 'Buyer') warn('merge: REST did not answer the kept person with the merged job title');
      last = { round, ran };
    } else {
      progress(`merge: round ${i + 1} of ${rounds * 2} (${ref.name})`);
      const swap = new Map(last.round.ids.map((id, k) => [id, round.ids[k]]));
      const replayed = last.ran.map((s) => ({ text: s.text, values: s.values.map((v) => swapIds(v, swap)) }));
      const t0 = performance.now();
      for (const s of replayed) await ref.query(s.text, s.values);
      sqlTimes.push(performance.now() - t0);
    }
    // Both ways must leave the same thing: one person, nothing pointing at the other.
    const [left] = await ref.query(
      `SELECT (SELECT count(*) FROM person WHERE id = ANY($1::uuid[]))::int AS people,
              (SELECT count(*) FROM note_target WHERE person_id = $2) + (SELECT count(*) FROM task_target WHERE person_id = $2) + (SELECT count(*) FROM opportunity WHERE point_of_contact_id = $2) AS moved`,
      [[round.kept, round.merged], round.kept],
    );
    if (Number(left.people) !== 1 || Number(left.moved) !== RELATED) warn(`merge: round ${i + 1} left ${left.people} people and ${left.moved} of ${RELATED} records on the kept one`);
  }
  return { related: RELATED, rounds, statements, rest: summarize(restTimes), sql: summarize(sqlTimes), targetMs: TARGET_P50_MS, baseline: ref.name };
}

export function reportMerge(r: MergeResult): void {
  const ref = r.baseline;
  const counts = [...new Set(r.statements)].join(', ');
  print(
    `**Merge** — \`PATCH /rest/people/merge\` of 2 people, the merged-away one with ${int(r.related)} related records (${NOTE_TARGETS} note relations, ${TASK_TARGETS} task relations, ` +
      `${OPPORTUNITIES} opportunities), recreated for each of ${r.rounds} rounds, alternating with the statements the service ran sent with ${ref} one after another. ` +
      `Statements per REST merge: ${counts} (the locking read, the enrollments' unique check, re-pointing with the kept update and the webhook outbox in one, the delete).`,
  );
  print();
  print(
    table(
      ['', 'n', 'p50 ms', 'mean ms', 'max ms'],
      [
        ['REST', int(r.rest.n), ms(r.rest.p50), ms(r.rest.mean), ms(r.rest.max)],
        [`the same statements, ${ref}`, int(r.sql.n), ms(r.sql.p50), ms(r.sql.mean), ms(r.sql.max)],
      ],
    ),
  );
  print();
  print(`REST p50 ${ms(r.rest.p50)} ms (target < ${r.targetMs} ms: ${r.rest.p50 < r.targetMs ? 'met' : 'NOT met'}); REST ÷ SQL at p50: ${times(r.rest.p50 / r.sql.p50)}.`);
  print();
}
