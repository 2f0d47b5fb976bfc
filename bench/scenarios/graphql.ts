// Scenario: Twenty's GraphQL record API (issue 25, "Done when"), each figure beside REST and the
// same SQL in one run:
//   a. The filtered 60-row people page of the lists scenario (city = X, job title ILIKE
//      %engineer%, ordered by last name) as `people(filter, orderBy, first: 60)` selecting every
//      field a REST record has at depth 0 (read from the schema by introspection), beside the
//      same page through REST and the REST page's statements replayed. Target: GraphQL p50
//      within 1.2x of REST's.
//   b. A 60-row page of companies, each with `people(first: 10)` nested. The statements the
//      service ran are replayed (page and count concurrently, then each nesting level), and their
//      number is checked to be the same for a 20-row page (a constant per level, not per parent).
//      Measured twice: the bench's own server, and (PostgreSQL) an API process of its own (src/main.ts
//      under tsx, as `npm run dev` runs the service), so that the ~500 KB answer is not also read by the thread that serves it.
//      Target: within 1.5x of its SQL (the API process's figure where there is one).
//   c. Person creates/s at concurrency BENCH_CONCURRENCY: `createPerson` (reading back the fields a
//      client reads) against POST /rest/people, interleaved rounds, both from the load generator's
//      thread. Target: GraphQL >= 0.9x REST.
//   d. The schema rebuild after a field is added, at 10 and 100 pipelines (--quick: 10 and 30):
//      a TEXT field added to person (POST /rest/metadata/objects/person/fields), then the first
//      `people(first: 1)` selecting it (the schema is rebuilt for the new registry version on that
//      request), then the same query again (warm); the field is deleted again, untimed. p50 of
//      each and their difference (what the rebuild costs the first request).
import { latencySeries } from '../lib/series.ts';
import { performance } from 'node:perf_hooks';
import { CreateLoadWorker } from '../lib/create-load.ts';
import type { Deployment } from '../lib/deployments.ts';
import { graphqlCall, graphqlPost, peoplePath, restCall, restGet, restJson, type ListResponse, type RestTarget } from '../lib/http.ts';
import { abort, combineRounds, summarize, type Summary, type Throughput } from '../lib/measure.ts';
import { quick, settings } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';
import { capture, kindOf, replay } from '../lib/statements.ts';
import { FIELDS, pipelineBody } from './metadata.ts';

const REBUILD_SIZES = quick ? [10, 30] : [10, 100];
const REBUILD_CHANGES = quick ? 5 : 9;
const NESTED_FIRST = 10;
/** The nested page's series row of the service in its own process (PostgreSQL deployment only). */
const API_PROCESS = 'graphql-process';
const API_WARM_UP = quick ? 20 : 100;
const NESTED_LABELS = { graphql: "GraphQL (in the bench's process)", [API_PROCESS]: 'GraphQL (its own process, src/main.ts under tsx)' };

/** The nested page's figure for the target: the service in its own process where the deployment has one. */
const nestedRow = (s: LatencySeries) => (s.rows.some((row) => row.name === API_PROCESS) ? API_PROCESS : 'graphql');

export interface LatencySeries {
  rows: Array<{ name: string; summary: Summary }>;
  rounds: number;
  timedOut: boolean;
}

export interface GraphqlResult {
  page: LatencySeries & { query: string; restPath: string; totalCount: number; bytes: { rest: number; graphql: number } };
  nested: LatencySeries & { query: string; statements: string[]; statementsAt20: number; records: number };
  creates: { rest: Throughput; graphql: Throughput; rounds: number };
  rebuild: Array<{ pipelines: number; objects: number; build: Summary; first: Summary; warm: Summary }>;
}

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface IntrospectedType {
  name: string;
  fields: Array<{ name: string; type: TypeRef }> | null;
}

const TYPE_QUERY = `query Type($name: String!) { __type(name: $name) { name fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }`;

const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);

/**
 * The selection of every field a REST record of the type has at depth 0: scalars and enums, and
 * composite values (object types without an id, not connections) with their scalar sub-fields.
 * Relations (object types with an id, connections) are left out, as REST depth 0 leaves them.
 */
async function recordSelection(target: RestTarget, typeName: string): Promise<string> {
  const types = new Map<string, IntrospectedType>();
  const typeOf = async (name: string) => {
    let type = types.get(name);
    if (!type) {
      type = (await graphqlCall<{ __type: IntrospectedType }>(target, TYPE_QUERY, { name })).__type;
      types.set(name, type);
    }
    return type;
  };
  const select = async (name: string, depth: number): Promise<string> => {
    const parts: string[] = [];
    for (const field of (await typeOf(name)).fields ?? []) {
      const inner = named(field.type);
      if (inner.kind === 'SCALAR' || inner.kind === 'ENUM') parts.push(field.name);
      else if (inner.kind === 'OBJECT' && depth < 2 && !inner.name!.endsWith('Connection')) {
        const composite = await typeOf(inner.name!);
        if (composite.fields?.some((f) => f.name === 'id')) continue; // a related record
        parts.push(`${field.name} { ${await select(inner.name!, depth + 1)} }`);
      }
    }
    return parts.join(' ');
  };
  return select(typeName, 0);
}

/** The statements of one request replayed as the service ran them: page and count concurrently, then the rest in order. */
function replayLevels(statements: Array<{ text: string; values: unknown[] }>) {
  const paired = statements.filter((s) => ['page', 'count'].includes(kindOf(s.text)));
  const rest = statements.filter((s) => !paired.includes(s));
  return async (query: (text: string, values: unknown[]) => Promise<unknown>) => {
    await Promise.all(paired.map((s) => query(s.text, s.values)));
    for (const s of rest) await query(s.text, s.values);
  };
}

async function series(variants: Array<{ name: string; run: () => Promise<void> }>, label: string, warn: (text: string) => void): Promise<LatencySeries> {
  const r = await latencySeries(variants, `graphql ${label}`, warn);
  return { rows: [...r.results].map(([name, summary]) => ({ name, summary })), rounds: r.rounds, timedOut: r.timedOut };
}

interface Connection {
  edges: Array<{ node: { id: string } & Record<string, unknown> }>;
  totalCount: number;
}

async function measurePage(d: Deployment, warn: (text: string) => void): Promise<GraphqlResult['page']> {
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const restPath = peoplePath({ limit: String(settings.pageSize), filter: `city[eq]:${settings.city},jobTitle[ilike]:%engineer%`, order_by: 'name.lastName[AscNullsLast]', depth: '0' });
  const selection = await recordSelection(target, 'Person');
  const query = `query People($city: String!) { people(filter: {city: {eq: $city}, jobTitle: {ilike: "%engineer%"}}, orderBy: [{name: {lastName: AscNullsLast}}], first: ${settings.pageSize}) { edges { node { ${selection} } } totalCount pageInfo { hasNextPage endCursor } } }`;
  const variables = { city: settings.city };
  const { result: restPage, statements } = await capture(d, () => restJson<ListResponse>(d, restPath));
  const answer = await graphqlCall<{ people: Connection }>(target, query, variables);
  const restIds = restPage.data.people.map((p) => p.id).join();
  if (answer.people.edges.map((e) => e.node.id).join() !== restIds) warn('graphql page: GraphQL and REST pages differ');
  if (answer.people.totalCount !== restPage.totalCount) warn(`graphql page: totalCount ${answer.people.totalCount}, REST ${restPage.totalCount}`);
  const run = replay(statements);
  const bytes = { rest: (await restGet(d, restPath)).length, graphql: (await graphqlPost(target, query, variables)).length };
  const s = await series(
    [
      { name: 'rest', run: async () => void (await restGet(d, restPath)) },
      { name: 'graphql', run: async () => void (await graphqlPost(target, query, variables)) },
      ...d.baselines.map((b) => ({ name: b.name, run: async () => void (await run(b)) })),
    ],
    'page',
    warn,
  );
  return { ...s, query, restPath, totalCount: restPage.totalCount, bytes };
}

async function measureNested(d: Deployment, warn: (text: string) => void): Promise<GraphqlResult['nested']> {
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const [company, person] = [await recordSelection(target, 'Company'), await recordSelection(target, 'Person')];
  const queryOf = (first: number) =>
    `query Companies { companies(first: ${first}) { edges { node { ${company} people(first: ${NESTED_FIRST}) { edges { node { ${person} } } } } } totalCount } }`;
  const query = queryOf(settings.pageSize);
  const { result, statements } = await capture(d, () => graphqlCall<{ companies: { edges: Array<{ node: { people: Connection } }> } }>(target, query));
  const statementsAt20 = (await capture(d, () => graphqlCall(target, queryOf(20)))).statements.length;
  if (statementsAt20 !== statements.length) warn(`graphql nested: ${statements.length} statements for ${settings.pageSize} companies, ${statementsAt20} for 20`);
  const records = result.companies.edges.reduce((sum, e) => sum + 1 + e.node.people.edges.length, 0);
  const run = replayLevels(statements);
  // The service in a process of its own (src/main.ts under tsx, as `npm run dev` runs it): in the bench's process the same
  // thread also reads the ~500 KB answer as the client, which no deployment does.
  const api = await d.startApiProcess?.();
  try {
    const apiTarget = api && { baseUrl: api.url, apiKey: d.apiKey };
    if (apiTarget && !(await graphqlPost(apiTarget, query)).equals(await graphqlPost(target, query))) warn('graphql nested: the API process answers differently');
    // A process that has served a while: the bench's own server has run every earlier scenario.
    if (apiTarget) for (let i = 0; i < API_WARM_UP; i++) await graphqlPost(apiTarget, query);
    const s = await series(
      [
        { name: 'graphql', run: async () => void (await graphqlPost(target, query)) },
        ...(apiTarget ? [{ name: API_PROCESS, run: async () => void (await graphqlPost(apiTarget, query)) }] : []),
        ...d.baselines.map((b) => ({ name: b.name, run: () => run((text, values) => b.query(text, values)) })),
      ],
      'nested',
      warn,
    );
    return { ...s, query, statements: statements.map((x) => kindOf(x.text)), statementsAt20, records };
  } finally {
    await api?.stop();
  }
}

async function measureCreates(d: Deployment, warn: (text: string) => void): Promise<GraphqlResult['creates']> {
  const companyIds = (await d.baselines[0].query('SELECT id FROM company ORDER BY created_at, id', [])).map((r) => String(r.id));
  const client = await CreateLoadWorker.start({ target: { baseUrl: d.baseUrl, apiKey: d.apiKey }, companyIds });
  try {
    const kinds = ['person', 'graphql-person'] as const;
    const runs: Record<(typeof kinds)[number], Throughput[]> = { person: [], 'graphql-person': [] };
    // Distinct index ranges per run (every created person differs from the other scenarios').
    let offset = 40_000_000;
    progress('graphql creates: warm-up');
    for (const kind of kinds) await client.run({ kind, total: Math.min(200, settings.creates), concurrency: settings.concurrency, maxMs: settings.warmUpMs, offset: (offset += 1_000_000) });
    const rounds = Math.min(settings.createRounds, settings.creates);
    const perRound = Math.ceil(settings.creates / rounds);
    for (let round = 0; round < rounds && !abort.requested; round++) {
      for (const kind of round % 2 ? [...kinds].reverse() : kinds) {
        progress(`graphql creates: ${kind}, round ${round + 1} of ${rounds} (${int(perRound)} at concurrency ${settings.concurrency})`);
        const r = await client.run({ kind, total: perRound, concurrency: settings.concurrency, maxMs: settings.createMs / rounds, offset: (offset += 1_000_000) });
        if (r.timedOut) warn(`graphql creates/${kind}, round ${round + 1}: time limit hit after ${r.done} of ${perRound}`);
        runs[kind].push(r);
      }
    }
    const combined = (kind: (typeof kinds)[number]) => {
      const { samples: _samples, ...r } = combineRounds(runs[kind]);
      return r as Throughput;
    };
    return { rest: combined('person'), graphql: combined('graphql-person'), rounds };
  } finally {
    await client.close();
  }
}

async function measureRebuild(d: Deployment, warn: (text: string) => void): Promise<GraphqlResult['rebuild']> {
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const runtime = d.server.services.runtimeMetadata;
  const pipelines = () => d.server.services.registry.all().filter((o) => o.isCustom).length;
  const stamp = Date.now().toString(36);
  // The server's own timing of each build (the crm_graphql_schema_build_seconds histogram).
  const schemaBuilds = async () => {
    const values = (await d.server.services.metrics.graphqlSchemaBuild.get()).values;
    const read = (name: string) => values.find((v) => v.metricName === name)?.value ?? 0;
    return { count: read('crm_graphql_schema_build_seconds_count'), sum: read('crm_graphql_schema_build_seconds_sum') };
  };
  const out: GraphqlResult['rebuild'] = [];
  const made: string[] = [];
  let next = 0;
  try {
  for (const size of REBUILD_SIZES) {
    // Grown in-process through the service REST uses (the metadata scenario's pipelines of 10 fields).
    progress(`graphql rebuild: growing to ${size} pipelines`);
    while (pipelines() < size && !abort.requested) {
      const name = `gq${stamp}${next++}`;
      const id = await runtime.createPipeline(pipelineBody(name, next));
      made.push(id);
      for (const field of FIELDS) await runtime.createField(id, field);
    }
    await graphqlCall(target, '{ people(first: 1) { edges { node { id } } } }'); // the schema of this size, built
    const first: number[] = [];
    const warm: number[] = [];
    const build: number[] = [];
    for (let i = 0; i < REBUILD_CHANGES && !abort.requested; i++) {
      const name = `gq${stamp}F${size}x${i}`;
      const builds = await schemaBuilds();
      const created = await restCall<{ data: { createField: { id: string } } }>(target, 'POST', '/rest/metadata/objects/person/fields', { name, type: 'TEXT' });
      const query = `{ people(first: 1) { edges { node { id ${name} } } } }`;
      let t0 = performance.now();
      await graphqlPost(target, query);
      first.push(performance.now() - t0);
      const after = await schemaBuilds();
      if (after.count !== builds.count + 1) warn(`graphql rebuild at ${size}: ${after.count - builds.count} schema builds for one field added`);
      else build.push((after.sum - builds.sum) * 1000);
      t0 = performance.now();
      await graphqlPost(target, query);
      warm.push(performance.now() - t0);
      await runtime.deleteField('person', created.data.createField.id, true);
      // The build for the deletion (it starts on the next turn of the event loop), outside the next change's count.
      await graphqlPost(target, '{ __typename }');
    }
    if (first.length < REBUILD_CHANGES) warn(`graphql rebuild at ${size}: ${first.length} changes measured`);
    out.push({ pipelines: pipelines(), objects: d.server.services.registry.all().length, build: summarize(build), first: summarize(first), warm: summarize(warm) });
  }
  } finally {
    // Untimed: the metadata scenario grows the workspace from its own first size.
    progress(`graphql rebuild: deleting its ${made.length} pipelines`);
    for (const id of made) await runtime.deletePipeline(id, true);
  }
  return out;
}

export async function runGraphql(d: Deployment, warn: (text: string) => void): Promise<GraphqlResult> {
  return {
    page: await measurePage(d, warn),
    nested: await measureNested(d, warn),
    creates: await measureCreates(d, warn),
    rebuild: await measureRebuild(d, warn),
  };
}

function latencyTable(d: Deployment, s: LatencySeries, labels: Record<string, string>, reference: string): string {
  const ref = s.rows.find((row) => row.name === reference)!.summary;
  const label = (name: string) => labels[name] ?? d.baselines.find((b) => b.name === name)?.label ?? name;
  return table(
    ['request', 'n', 'p50 ms', 'p95 ms', 'mean ms', `p50 ÷ ${label(reference)}`],
    s.rows.map(({ name, summary: x }) => [label(name), String(x.n), ms(x.p50), ms(x.p95), ms(x.mean), times(x.p50 / ref.p50)]),
  );
}

export function reportGraphql(d: Deployment, r: GraphqlResult): void {
  const ref = d.baselines[0].name;
  const p50 = (s: LatencySeries, name: string) => s.rows.find((row) => row.name === name)!.summary.p50;
  print(`**GraphQL record API** (issue 25).`);
  print();
  print(
    `a. Filtered 60-row people page (${int(r.page.totalCount)} matches): \`${r.page.restPath}\` against \`people(filter, orderBy, first: ${settings.pageSize})\` selecting every field of the REST record; ` +
      `bodies ${int(r.page.bytes.rest)} bytes (REST) and ${int(r.page.bytes.graphql)} (GraphQL); ${r.page.rounds} interleaved rounds. ` +
      `GraphQL ÷ REST p50: **${times(p50(r.page, 'graphql') / p50(r.page, 'rest'))}** (target <= 1.2x).`,
  );
  print();
  print(latencyTable(d, r.page, { rest: 'REST', graphql: 'GraphQL' }, 'rest'));
  print();
  print(
    `b. 60 companies with \`people(first: ${NESTED_FIRST})\` each (${int(r.nested.records)} records): statements ${r.nested.statements.join(', ')} ` +
      `(${r.nested.statements.length}; ${r.nested.statementsAt20} for a 20-company page); ${r.nested.rounds} interleaved rounds. ` +
      `GraphQL ÷ ${ref} p50: **${times(p50(r.nested, nestedRow(r.nested)) / p50(r.nested, ref))}** (target <= 1.5x; ${NESTED_LABELS[nestedRow(r.nested)]}).`,
  );
  print();
  print(latencyTable(d, r.nested, NESTED_LABELS, ref));
  print();
  const c = r.creates;
  print(
    `c. Person creates at concurrency ${settings.concurrency}, ${c.rounds} interleaved rounds each: REST ${int(c.rest.perSecond)}/s (p50 ${ms(c.rest.latency.p50)} ms), ` +
      `GraphQL \`createPerson\` ${int(c.graphql.perSecond)}/s (p50 ${ms(c.graphql.latency.p50)} ms): GraphQL ÷ REST **${times(c.graphql.perSecond / c.rest.perSecond)}** (target >= 0.9x).`,
  );
  print();
  print(
    `d. The schema rebuilt after a field is added to person (${REBUILD_CHANGES} changes per size): the build itself as the server times it ` +
      `(crm_graphql_schema_build_seconds; it starts when the change is installed), the first \`people\` query selecting the new field, and the same query warm.`,
  );
  print();
  print(
    table(
      ['objects (pipelines)', 'build p50 ms', 'build max ms', 'first query p50 ms', 'max ms', 'warm p50 ms'],
      r.rebuild.map((x) => [`${x.objects} (${x.pipelines})`, ms(x.build.p50), ms(x.build.max), ms(x.first.p50), ms(x.first.max), ms(x.warm.p50)]),
    ),
  );
  print();
}

export function graphqlSummaryRows(title: string, d: Deployment, r: GraphqlResult): string[][] {
  const ref = d.baselines[0].name;
  const p50 = (s: LatencySeries, name: string) => s.rows.find((row) => row.name === name)!.summary.p50;
  return [
    [title, 'GraphQL filtered people page vs REST: p50 ms', `${ms(p50(r.page, 'graphql'))} vs ${ms(p50(r.page, 'rest'))}`, times(p50(r.page, 'graphql') / p50(r.page, 'rest'))],
    ...[...new Set<keyof typeof NESTED_LABELS>(['graphql', nestedRow(r.nested)])].map((name) => [
      title,
      `GraphQL companies + people(first: ${NESTED_FIRST}) vs ${ref}, ${NESTED_LABELS[name]}: p50 ms`,
      `${ms(p50(r.nested, name))} vs ${ms(p50(r.nested, ref))}`,
      times(p50(r.nested, name) / p50(r.nested, ref)),
    ]),
    [title, 'creates/s: GraphQL vs REST', `${int(r.creates.graphql.perSecond)} vs ${int(r.creates.rest.perSecond)}`, times(r.creates.graphql.perSecond / r.creates.rest.perSecond)],
    ...r.rebuild.map((x) => [title, `schema rebuild after a field add at ${x.objects} objects (${x.pipelines} pipelines): build p50 ms (first query p50)`, `${ms(x.build.p50)} (${ms(x.first.p50)})`, '']),
  ];
}
