// Scenario 2: list requests at concurrency 1 — filtered + ordered, unfiltered (default order) and
// a page deep in the filtered set (2b). REST and the baselines, which replay exactly the
// statements the service ran, are measured in one interleaved series per list.
import { latencySeries } from '../lib/series.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { profiled, type ProfileSummary } from '../lib/cpu-profile.ts';
import type { Deployment } from '../lib/deployments.ts';
import { peoplePath, restGet, restJson, type ListResponse } from '../lib/http.ts';
import type { Summary } from '../lib/measure.ts';
import { cpuProfileDir, settings } from '../lib/options.ts';
import { int, ms, pct, print, table, times } from '../lib/report.ts';
import { capture, explainAnalyze, kindOf, replay } from '../lib/statements.ts';
import { measureDepth, type DepthResult } from './depth.ts';

interface LatencyRow {
  name: string;
  summary: Summary;
}

/** One list request measured through REST (depth 0 and, for the depth figure, depth 1) and the baselines. */
export interface ListResult {
  label: string;
  /** REST path at depth 0. */
  path: string;
  totalCount: number;
  /** Statement kinds the service ran for the depth-0 request (what the baselines replay). */
  statements: string[];
  /** Variants: rest (depth 0), rest-d1 (lists only), then the baselines. */
  rows: LatencyRow[];
  rounds: number;
  timedOut: boolean;
  depth?: DepthResult;
  /** EXPLAIN ANALYZE of the page and count statements (execution time, top plan node). */
  explain: Array<{ kind: string; ms: number; plan: string }>;
  /** A CPU profile of PROFILED_REQUESTS more REST requests at depth 0, one after another (the unfiltered list). */
  profile?: ProfileSummary;
}

/** Requests in a list's profiling pass (issue 26: where the unfiltered page's time goes). */
const PROFILED_REQUESTS = 200;

export interface ListsResult {
  /** The filtered + ordered list, then the unfiltered one; both with the depth figures. */
  lists: ListResult[];
  deep: ListResult & { offset: number };
}

async function measureList(
  d: Deployment,
  warn: (text: string) => void,
  label: string,
  params: Record<string, string>,
  withDepth: boolean,
  withProfile = false,
): Promise<ListResult> {
  const ref = d.baselines[0];
  const path0 = peoplePath({ ...params, depth: '0' });
  const path1 = peoplePath({ ...params, depth: '1' });
  const { result: page, statements } = await capture(d, () => restJson<ListResponse>(d, path0));
  const run = replay(statements);
  // The baselines must return what the API returned.
  for (const b of d.baselines) {
    const base = await run(b);
    const restIds = page.data.people.map((p) => p.id).join();
    const baseIds = base.rows.slice(0, settings.pageSize).map((r) => String(r.id)).join();
    if (restIds !== baseIds) warn(`${label}: REST page and ${b.name} page differ`);
    if (page.totalCount !== base.count) warn(`${label}: totalCount ${page.totalCount} but ${b.name} count ${base.count}`);
  }
  const variants = [
    { name: 'rest', run: async () => void (await restGet(d, path0)) },
    ...(withDepth ? [{ name: 'rest-d1', run: async () => void (await restGet(d, path1)) }] : []),
    ...d.baselines.map((b) => ({ name: b.name, run: async () => void (await run(b)) })),
  ];
  const r = await latencySeries(variants, label, warn);
  const explain: ListResult['explain'] = [];
  for (const s of statements.filter((x) => ['page', 'count'].includes(kindOf(x.text)))) explain.push(await explainAnalyze(ref, s));
  const depth = withDepth ? await measureDepth(d, path0, path1, r.results) : undefined;
  // Apart from the timed series: the inspector's sampling slows what it watches.
  // The profile file is kept in --cpu-profile's directory; otherwise in a temp one, removed.
  const dir = withProfile ? (cpuProfileDir ?? mkdtempSync(path.join(tmpdir(), 'crm-bench-profile-'))) : undefined;
  const profile = dir
    ? (
        await profiled(dir, `${d.key}-list-unfiltered`, async () => {
          for (let i = 0; i < PROFILED_REQUESTS; i++) await restGet(d, path0);
        }).finally(() => {
          if (!cpuProfileDir) rmSync(dir, { recursive: true, force: true });
        })
      ).profile
    : undefined;
  return {
    label,
    path: path0,
    totalCount: page.totalCount,
    statements: statements.map((x) => kindOf(x.text)),
    rows: [...r.results].map(([name, summary]) => ({ name, summary })),
    rounds: r.rounds,
    timedOut: r.timedOut,
    depth,
    explain,
    profile,
  };
}

export async function runLists(d: Deployment, warn: (text: string) => void): Promise<ListsResult> {
  const filter = `city[eq]:${settings.city},jobTitle[ilike]:%engineer%`;
  const listParams = { limit: String(settings.pageSize), filter, order_by: 'name.lastName[AscNullsLast]' };
  const lists = [
    await measureList(d, warn, 'filtered + ordered', listParams, true),
    await measureList(d, warn, 'unfiltered, default order', { limit: String(settings.pageSize) }, true, true),
  ];
  const matches = lists[0].totalCount;
  if (matches < Math.min(1_000, settings.people * 0.02)) warn(`the list filter matches only ${matches} people`);

  // 2b. a page deep in the filtered set via starting_after
  const offset = Math.floor(matches * 0.75);
  const cursorRows = await d.baselines[0].query(
    `SELECT id FROM person WHERE city = $1 AND job_title ILIKE $2 ORDER BY name_last_name ASC NULLS LAST, id ASC OFFSET $3 LIMIT 2`,
    [settings.city, '%engineer%', offset],
  );
  const deep = await measureList(d, warn, 'deep page (starting_after)', { ...listParams, starting_after: String(cursorRows[0].id) }, false);
  const deepFirst = await restJson<ListResponse>(d, deep.path);
  if (deepFirst.data.people[0]?.id !== String(cursorRows[1]?.id)) warn('deep page: its first row is not the row after the cursor');
  return { lists, deep: { ...deep, offset } };
}

/** Sections 2 and 2b. */
export function reportLists(d: Deployment, { lists, deep }: ListsResult): void {
  const ref = d.baselines[0].name;
  const label = (name: string) => (name === 'rest' ? 'REST, depth=0' : name === 'rest-d1' ? 'REST, depth=1' : d.baselines.find((b) => b.name === name)!.label);
  const latencyTable = (x: ListResult) => {
    const base = x.rows.find((row) => row.name === ref)!.summary;
    return table(
      ['request', 'n', 'p50 ms', 'p95 ms', 'mean ms', `p50 ÷ ${ref}`, `p95 ÷ ${ref}`],
      x.rows
        .filter((row) => row.name !== 'rest-d1')
        .map(({ name, summary: s }) => [label(name), String(s.n), ms(s.p50), ms(s.p95), ms(s.mean), times(s.p50 / base.p50), times(s.p95 / base.p95)]),
    );
  };
  const explainLine = (x: ListResult) =>
    `EXPLAIN ANALYZE (${ref}): ${x.explain.map((e) => `${e.kind} ${ms(e.ms)} ms (${e.plan})`).join('; ')}.`;
  const [filtered, unfiltered] = lists;
  print(
    `**2. List of ${settings.pageSize}, filtered and ordered** — \`GET ${decodeURIComponent(filtered.path)}\`; the filter matches ${int(filtered.totalCount)} people. ` +
      `Concurrency 1; ${filtered.rounds} interleaved rounds (REST depth 0, REST depth 1, ${d.baselines.map((b) => b.name).join(', ')}). ` +
      `Statements per request: ${filtered.statements.join(' + ')} (page and count concurrently); the baselines replay exactly these statements and return the same page and count.`,
  );
  print();
  print(latencyTable(filtered));
  print();
  print(explainLine(filtered));
  print();
  print(`For contrast, the cheapest list: \`GET ${decodeURIComponent(unfiltered.path)}\` (no filter, default order createdAt, id; ${unfiltered.rounds} rounds):`);
  print();
  print(latencyTable(unfiltered));
  print();
  print(explainLine(unfiltered));
  print();
  if (unfiltered.profile) printLayers(unfiltered.profile);
  print(
    `**2b. A page deep in the set** — the filtered list with \`starting_after\` = the id of row ${int(deep.offset)} of ${int(filtered.totalCount)} (keyset); ` +
      `${deep.rounds} interleaved rounds. Statements per request: ${deep.statements.join(' + ')}.`,
  );
  print();
  print(latencyTable(deep));
  print();
  print(explainLine(deep));
  print();
}

/** Where the unfiltered page's time goes: each sampled moment of the main thread goes to one layer (cpu-profile.ts). */
function printLayers(profile: ProfileSummary): void {
  const perRequest = (share: number) => (share * profile.wallMs) / PROFILED_REQUESTS;
  const busy = 1 - profile.idle;
  print(
    `Where its time goes: a CPU profile of ${PROFILED_REQUESTS} more of these requests, one after another (in-process, apart from the timed series; ` +
      `${ms(perRequest(1))} ms of wall time per request, ${pct(busy)} of it on the main thread). ` +
      `Each sample counts for the innermost frame of a layer; "idle" is the main thread waiting (on PostgreSQL: for the database). ` +
      (cpuProfileDir ? `Profile: \`${profile.file}\`.` : 'The profile is not kept (`--cpu-profile=DIR` keeps it).'),
  );
  print();
  print(
    table(
      ['layer', 'share of wall time', 'ms per request'],
      profile.layers.filter(({ share }) => share >= 0.0005).map(({ layer, share }) => [layer, pct(share), ms(perRequest(share))]),
    ),
  );
  print();
}
