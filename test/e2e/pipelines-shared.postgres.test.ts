// Two service processes on one PostgreSQL database: a pipeline and a field created through one
// are served by the other without a restart, woken by the NOTIFY of the changing transaction.
// The second process polls the version only once a minute here, so whatever it serves within
// the test's waits arrived by NOTIFY. (On an idle machine that takes 7-190 ms; the waits allow
// 10 s because a loaded CI machine may take over a second to compile the new request
// validator, and a wall-clock target belongs in a benchmark, not in a test.)
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { workspaceApi } from '../support/workspace-api.ts';
import { ok } from './records-support.ts';

/** The second process's version poll: longer than any wait below. */
const POLL_MS = 60_000;
const WAIT_MS = 10_000;

let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ DATABASE_URL: first.databaseUrl, CRM_BOOTSTRAP_API_KEY: first.apiKey, METADATA_POLL_MS: String(POLL_MS) });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Milliseconds until `probe` answers true (polling every 20 ms), failing after WAIT_MS. */
async function soon(probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < WAIT_MS) {
    if (await probe()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not visible within ${WAIT_MS} ms`);
}

it('the other process serves a new pipeline and a new field without a restart, woken by NOTIFY', async () => {
  expect((await second.rawFetch('/rest/leads')).status).toBe(404);
  const pipeline = (await ok(first, 'POST', '/rest/metadata/pipelines', { nameSingular: 'lead', namePlural: 'leads', labelSingular: 'Lead', labelPlural: 'Leads' })).data.createPipeline;
  await soon(async () => (await second.rawFetch('/rest/leads')).status === 200);
  const secondApi = workspaceApi(second);
  const created = (await secondApi.call('POST', '/rest/leads', { name: 'From the second process', stage: 'QUALIFIED' })).body;
  expect(created.data.createLead).toMatchObject({ name: 'From the second process', stage: 'QUALIFIED' });

  await ok(first, 'POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, { name: 'score', type: 'NUMBER' });
  const post = () => second.rawFetch('/rest/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Scored', score: 7 }) });
  await soon(async () => (await post()).status === 200);
  const metadata = await second.rawFetch(`/rest/metadata/pipelines/${pipeline.id}`);
  expect(((await metadata.json()) as { data: { pipeline: { fields: Array<{ name: string }> } } }).data.pipeline.fields.map((f) => f.name)).toContain('score');

  await ok(first, 'DELETE', `/rest/metadata/pipelines/${pipeline.id}?force=true`);
  await soon(async () => (await second.rawFetch('/rest/leads')).status === 404);
});

/** A GraphQL request to `app`; its data, or undefined while the schema lacks what it asks. */
async function graphqlData(app: TestServer, query: string): Promise<Record<string, any> | undefined> {
  const response = await app.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
  return body.errors ? undefined : body.data;
}

it('the GraphQL record API of the other process follows: a pipeline and a field created on one are queryable on the other', async () => {
  expect(await graphqlData(second, '{ prospects { totalCount } }')).toBeUndefined();
  const pipeline = (await ok(first, 'POST', '/rest/metadata/pipelines', { nameSingular: 'prospect', namePlural: 'prospects', labelSingular: 'Prospect', labelPlural: 'Prospects' })).data.createPipeline;
  await soon(async () => (await graphqlData(second, '{ prospects { totalCount } }')) !== undefined);
  const created = await graphqlData(second, 'mutation { createProspect(data: {name: "Over GraphQL"}) { name } }');
  expect(created).toEqual({ createProspect: { name: 'Over GraphQL' } });

  await ok(first, 'POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, { name: 'heat', type: 'NUMBER' });
  await soon(async () => (await graphqlData(second, '{ prospects(filter: {heat: {is: NULL}}) { edges { node { name heat } } } }')) !== undefined);
  expect(await graphqlData(second, '{ prospects(filter: {heat: {is: NULL}}) { edges { node { name heat } } } }')).toEqual({ prospects: { edges: [{ node: { name: 'Over GraphQL', heat: null } }] } });
  await ok(first, 'DELETE', `/rest/metadata/pipelines/${pipeline.id}?force=true`);
});
