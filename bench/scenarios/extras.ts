// Issue 29, Twenty's REST extras: group by, duplicates, `?fields=` and merge, each against the
// same SQL replayed in the same run (bench/scenarios/extras/*.ts). The opportunities are topped
// up first to BENCH_EXTRAS_OPPORTUNITIES (100,000; the seed makes people / 20), so this runs
// after every scenario whose figures the larger table would move.
import type { Deployment } from '../lib/deployments.ts';
import { settings } from '../lib/options.ts';
import { int, ms, print, progress, times } from '../lib/report.ts';
import { seedOpportunities } from '../lib/seed.ts';
import { reportDuplicates, runDuplicates, type DuplicatesResult } from './extras/duplicates.ts';
import { reportFields, runFields, type FieldsResult } from './extras/fields.ts';
import { reportGroupBy, runGroupBy, type GroupByResult } from './extras/group-by.ts';
import { reportMerge, runMerge, type MergeResult } from './extras/merge.ts';

export interface ExtrasResult {
  opportunities: number;
  groupBy: GroupByResult;
  duplicates: DuplicatesResult;
  fields: FieldsResult;
  merge: MergeResult;
}

/** Adds opportunities numbered after the seeded ones until there are `settings.extrasOpportunities`. */
async function topUpOpportunities(d: Deployment): Promise<number> {
  const count = async () => Number((await d.baselines[0].query('SELECT count(*)::int AS n FROM opportunity', []))[0].n);
  const have = await count();
  if (have < settings.extrasOpportunities) {
    progress(`extras: adding ${int(settings.extrasOpportunities - have)} opportunities (to ${int(settings.extrasOpportunities)}) ...`);
    await seedOpportunities(d.exec, { first: have + 1, last: settings.extrasOpportunities, companies: settings.companies, people: settings.people });
  }
  return count();
}

export async function runExtras(d: Deployment, warn: (text: string) => void): Promise<ExtrasResult> {
  const opportunities = await topUpOpportunities(d);
  const groupBy = await runGroupBy(d, warn);
  const duplicates = await runDuplicates(d, warn);
  const fields = await runFields(d, warn);
  // Last: its merges create and delete records.
  const merge = await runMerge(d, warn);
  return { opportunities, groupBy, duplicates, fields, merge };
}

export function reportExtras(d: Deployment, r: ExtrasResult): void {
  print(`#### Twenty REST extras (issue 29), ${int(r.opportunities)} opportunities`);
  print();
  reportGroupBy(d, r.groupBy);
  reportDuplicates(d, r.duplicates);
  reportFields(d, r.fields);
  reportMerge(r.merge);
}

/** The summary table's rows. */
export function extrasSummaryRows(title: string, d: Deployment, r: ExtrasResult): string[][] {
  const ref = d.baselines[0].name;
  const p50 = (rows: Array<{ name: string; summary: { p50: number } }>, name: string) => rows.find((row) => row.name === name)!.summary.p50;
  const g = r.groupBy.rows;
  const f = r.fields.rows;
  const m = r.merge;
  return [
    [title, `extras: group by stage, 2 aggregates, 10-record samples (${int(r.opportunities)} opportunities): p50 ms, REST vs ${ref}`, `${ms(p50(g, 'rest'))} vs ${ms(p50(g, ref))}`, times(p50(g, 'rest') / p50(g, ref))],
    ...r.duplicates.cases.map((c) => [title, `extras: duplicates, ${c.label} (${int(c.records)} records answered): p50 ms, REST vs ${ref}`, `${ms(p50(c.rows, 'rest'))} vs ${ms(p50(c.rows, ref))}`, times(p50(c.rows, 'rest') / p50(c.rows, ref))]),
    [title, `extras: ${settings.pageSize} people with fields=id,name: p50 ms, REST vs ${ref} (bytes: projected vs whole page)`, `${ms(p50(f, 'rest-fields'))} vs ${ms(p50(f, ref))} (${int(r.fields.bytes.projected)} vs ${int(r.fields.bytes.full)})`, times(p50(f, 'rest-fields') / p50(f, ref))],
    [title, `extras: merge of 2 people with ${m.related} related records: p50 ms, REST vs the same statements (target < ${m.targetMs} ms)`, `${ms(m.rest.p50)} vs ${ms(m.sql.p50)}`, times(m.rest.p50 / m.sql.p50)],
  ];
}
