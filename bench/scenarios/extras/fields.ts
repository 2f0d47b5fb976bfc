// Twenty REST extras, `?fields=` (issue 29, "Done when"): a 60-row people list with
// `fields=id,name` against its projected SQL replayed (the page and count statements the
// service ran, through the reference baseline: target within 1.2x), measured in one interleaved
// series with the whole page (no `fields`); and the bytes each answer puts on the wire.
import { latencySeries } from '../../lib/series.ts';
import type { Deployment } from '../../lib/deployments.ts';
import { peoplePath, restGet, restJson, type ListResponse } from '../../lib/http.ts';
import type { Summary } from '../../lib/measure.ts';
import { settings } from '../../lib/options.ts';
import { int, ms, print, table, times } from '../../lib/report.ts';
import { capture, kindOf, replay } from '../../lib/statements.ts';

const FIELDS = 'id,name';

export interface FieldsResult {
  projectedPath: string;
  fullPath: string;
  /** The projected page statement's select list, as the service ran it. */
  selectList: string;
  statements: string[];
  /** Bytes of the response bodies (JSON, uncompressed). */
  bytes: { projected: number; full: number };
  rows: Array<{ name: string; summary: Summary }>;
  rounds: number;
  timedOut: boolean;
}

export async function runFields(d: Deployment, warn: (text: string) => void): Promise<FieldsResult> {
  const limit = String(settings.pageSize);
  const projectedPath = peoplePath({ limit, fields: FIELDS });
  const fullPath = peoplePath({ limit });
  const { result: page, statements } = await capture(d, () => restJson<ListResponse>(d, projectedPath));
  const pageStatement = statements.find((s) => kindOf(s.text) === 'page');
  const selectList = pageStatement ? (/^SELECT (.*?) FROM "person"/.exec(pageStatement.text)?.[1] ?? '') : '';
  if (selectList !== '"t"."id", "t"."name_first_name", "t"."name_last_name"') warn(`fields: the projected page selects ${selectList || '(no page statement)'}`);
  const keys = [...new Set(page.data.people.flatMap((p) => Object.keys(p)))].sort().join();
  if (keys !== 'id,name') warn(`fields: the projected records hold ${keys}`);
  const run = replay(statements);
  for (const b of d.baselines) {
    const base = await run(b);
    const restIds = page.data.people.map((p) => p.id).join();
    if (restIds !== base.rows.slice(0, settings.pageSize).map((r) => String(r.id)).join()) warn(`fields: REST page and ${b.name} page differ`);
    if (page.totalCount !== base.count) warn(`fields: totalCount ${page.totalCount} but ${b.name} count ${base.count}`);
  }
  const bytes = { projected: (await restGet(d, projectedPath)).length, full: (await restGet(d, fullPath)).length };
  const variants = [
    { name: 'rest-fields', run: async () => void (await restGet(d, projectedPath)) },
    { name: 'rest-full', run: async () => void (await restGet(d, fullPath)) },
    ...d.baselines.map((b) => ({ name: b.name, run: async () => void (await run(b)) })),
  ];
  const r = await latencySeries(variants, 'fields', warn);
  return {
    projectedPath,
    fullPath,
    selectList,
    statements: statements.map((s) => kindOf(s.text)),
    bytes,
    rows: [...r.results].map(([name, summary]) => ({ name, summary })),
    rounds: r.rounds,
    timedOut: r.timedOut,
  };
}

export function reportFields(d: Deployment, r: FieldsResult): void {
  const ref = d.baselines[0].name;
  const base = r.rows.find((row) => row.name === ref)!.summary;
  const label = (name: string) =>
    name === 'rest-fields' ? `REST, fields=${FIELDS}` : name === 'rest-full' ? 'REST, whole records' : `${d.baselines.find((b) => b.name === name)!.label} (projected SQL)`;
  const bytesOf = (name: string) => (name === 'rest-fields' ? int(r.bytes.projected) : name === 'rest-full' ? int(r.bytes.full) : '-');
  print(
    `**Fields: a list of ${settings.pageSize} people with \`fields=${FIELDS}\`** — \`GET ${decodeURIComponent(r.projectedPath)}\` beside the whole page ` +
      `(\`GET ${decodeURIComponent(r.fullPath)}\`) and the projected page's own statements replayed (${r.statements.join(' + ')}, page and count concurrently; ` +
      `the page selects ${r.selectList}). Concurrency 1; ${r.rounds} interleaved rounds. Target: REST with \`fields\` within 1.2x of its SQL.`,
  );
  print();
  print(
    table(
      ['request', 'n', 'p50 ms', 'p95 ms', `p50 ÷ ${ref}`, `p95 ÷ ${ref}`, 'bytes on the wire'],
      r.rows.map(({ name, summary: s }) => [label(name), String(s.n), ms(s.p50), ms(s.p95), times(s.p50 / base.p50), times(s.p95 / base.p95), bytesOf(name)]),
    ),
  );
  print();
  print(`The projected page is ${int(r.bytes.projected)} bytes, ${times(r.bytes.full / r.bytes.projected)} smaller than the whole page (${int(r.bytes.full)} bytes).`);
  print();
}
