// Scenario 7: pipelines (issue 9). A pipeline `benchDeal` with the fields the people list uses
// (city and jobTitle TEXT, contact FULL_NAME) is created through the metadata API and filled
// with a copy of the seeded people's values, so both tables hold the same 100,000 rows' worth
// of data. Then, at concurrency 1, one interleaved series of the same filtered, sorted 60-row
// list over people and over the pipeline; and the time of POST .../fields that adds a field to
// the 100,000-record pipeline (with and without a default value), answered once the column
// exists and every request of this process sees it.
import type { Deployment } from '../lib/deployments.ts';
import { restCall, restGet, restJson, type RestTarget } from '../lib/http.ts';
import { interleaved, summarize, warmUp, type Summary } from '../lib/measure.ts';
import { quick, settings } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';

export interface PipelinesResult {
  records: number;
  totalCount: { people: number; pipeline: number };
  rounds: number;
  people: Summary;
  pipeline: Summary;
  addField: Summary;
  addFieldWithDefault: Summary;
}

interface Created {
  data: { createPipeline: { id: string } };
}

export async function runPipelines(d: Deployment, warn: (text: string) => void): Promise<PipelinesResult> {
  const target: RestTarget = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const ref = d.baselines[0];
  progress('pipelines: creating benchDeal and copying the people into it');
  const pipeline = await restCall<Created>(target, 'POST', '/rest/metadata/pipelines', {
    nameSingular: 'benchDeal',
    namePlural: 'benchDeals',
    labelSingular: 'Bench deal',
    labelPlural: 'Bench deals',
  });
  const id = pipeline.data.createPipeline.id;
  for (const field of [
    { name: 'city', type: 'TEXT' },
    { name: 'jobTitle', type: 'TEXT' },
    { name: 'contact', type: 'FULL_NAME' },
  ])
    await restCall(target, 'POST', `/rest/metadata/pipelines/${id}/fields`, field);
  await d.exec(
    `INSERT INTO pipeline_bench_deal (id, created_at, updated_at, name, cf_city, cf_job_title, cf_contact_first_name, cf_contact_last_name)
     SELECT id, created_at, updated_at, name_first_name || ' deal', city, job_title, name_first_name, name_last_name FROM person`,
  );
  await d.exec('ANALYZE pipeline_bench_deal');
  await d.exec('ANALYZE person');
  const [{ n: records }] = await ref.query('SELECT count(*)::int AS n FROM pipeline_bench_deal', []);

  const filter = encodeURIComponent(`city[eq]:${settings.city},jobTitle[ilike]:%engineer%`);
  const peoplePath = `/rest/people?limit=${settings.pageSize}&filter=${filter}&order_by=${encodeURIComponent('name.lastName[AscNullsLast]')}`;
  const pipelinePath = `/rest/benchDeals?limit=${settings.pageSize}&filter=${filter}&order_by=${encodeURIComponent('contact.lastName[AscNullsLast]')}`;
  const people = await restJson<{ data: { people: Array<{ id: string }> }; totalCount: number }>(target, peoplePath);
  const deals = await restJson<{ data: { benchDeals: Array<{ id: string }> }; totalCount: number }>(target, pipelinePath);
  if (people.totalCount !== deals.totalCount) warn(`pipelines: people list counts ${people.totalCount}, pipeline list ${deals.totalCount}`);
  if (people.data.people.map((p) => p.id).join() !== deals.data.benchDeals.map((p) => p.id).join()) warn('pipelines: the two lists return different pages');
  const variants = [
    { name: 'people', run: async () => void (await restGet(target, peoplePath)) },
    { name: 'pipeline', run: async () => void (await restGet(target, pipelinePath)) },
  ];
  progress(`pipelines: warm-up, then up to ${settings.rounds} interleaved rounds of people / pipeline lists`);
  for (const v of variants) await warmUp(v.run, { count: settings.warmUpCount, maxMs: settings.warmUpMs });
  const series = await interleaved(variants, { rounds: settings.rounds, maxMs: settings.seriesMs });

  // Adding a field: each round adds one (then drops it again, untimed).
  const rounds = quick ? 3 : 8;
  const plain: number[] = [];
  const withDefault: number[] = [];
  for (let round = 0; round < rounds * 2; round++) {
    const withValue = round % 2 === 1;
    progress(`pipelines: add a field to ${int(Number(records))} records, round ${round + 1} of ${rounds * 2}`);
    const body = withValue ? { name: `score${round}`, type: 'NUMBER', defaultValue: 5 } : { name: `note${round}`, type: 'TEXT' };
    const t0 = performance.now();
    const created = await restCall<{ data: { createField: { id: string } } }>(target, 'POST', `/rest/metadata/pipelines/${id}/fields`, body);
    (withValue ? withDefault : plain).push(performance.now() - t0);
    await restCall(target, 'DELETE', `/rest/metadata/pipelines/${id}/fields/${created.data.createField.id}?force=true`);
  }
  await restCall(target, 'DELETE', `/rest/metadata/pipelines/${id}?force=true`);
  return {
    records: Number(records),
    totalCount: { people: people.totalCount, pipeline: deals.totalCount },
    rounds: series.rounds,
    people: series.results.get('people')!,
    pipeline: series.results.get('pipeline')!,
    addField: summarize(plain),
    addFieldWithDefault: summarize(withDefault),
  };
}

export function reportPipelines(r: PipelinesResult): void {
  print(
    `**7. Pipelines** — a pipeline holding a copy of the ${int(r.records)} people (city, jobTitle, contact as FULL_NAME). ` +
      `The same filtered, sorted ${settings.pageSize}-row list (\`city[eq]:${settings.city},jobTitle[ilike]:%engineer%\`, ordered by last name; ${int(r.totalCount.pipeline)} matches) ` +
      `over people and over the pipeline, ${r.rounds} interleaved rounds at concurrency 1:`,
  );
  print();
  print(
    table(
      ['list', 'n', 'p50 ms', 'p95 ms', 'mean ms', 'p50 ÷ people', 'p95 ÷ people'],
      [
        ['GET /rest/people', String(r.people.n), ms(r.people.p50), ms(r.people.p95), ms(r.people.mean), '1.00x', '1.00x'],
        ['GET /rest/benchDeals', String(r.pipeline.n), ms(r.pipeline.p50), ms(r.pipeline.p95), ms(r.pipeline.mean), times(r.pipeline.p50 / r.people.p50), times(r.pipeline.p95 / r.people.p95)],
      ],
    ),
  );
  print();
  print(`Adding a field to the ${int(r.records)}-record pipeline (\`POST /rest/metadata/pipelines/{id}/fields\`, the whole request: DDL, metadata rows, registry reload):`);
  print();
  print(
    table(
      ['field', 'n', 'p50 ms', 'max ms'],
      [
        ['TEXT, no default', String(r.addField.n), ms(r.addField.p50), ms(r.addField.max)],
        ['NUMBER, defaultValue 5', String(r.addFieldWithDefault.n), ms(r.addFieldWithDefault.p50), ms(r.addFieldWithDefault.max)],
      ],
    ),
  );
  print();
}
