// Two service processes on one PostgreSQL database: a pipeline and a field created through one
// are served by the other within a second, without a restart (the registry version check).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { workspaceApi } from '../support/workspace-api.ts';
import { ok } from './records-support.ts';

let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ DATABASE_URL: first.databaseUrl, CRM_BOOTSTRAP_API_KEY: first.apiKey });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Milliseconds until `probe` answers true (polling every 20 ms), failing after 1 s. */
async function withinASecond(probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 1_000) {
    if (await probe()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('not visible within a second');
}

it('the other process serves a new pipeline and a new field within a second', async () => {
  expect((await second.rawFetch('/rest/leads')).status).toBe(404);
  const pipeline = (await ok(first, 'POST', '/rest/metadata/pipelines', { nameSingular: 'lead', namePlural: 'leads', labelSingular: 'Lead', labelPlural: 'Leads' })).data.createPipeline;
  await withinASecond(async () => (await second.rawFetch('/rest/leads')).status === 200);
  const secondApi = workspaceApi(second);
  const created = (await secondApi.call('POST', '/rest/leads', { name: 'From the second process', stage: 'QUALIFIED' })).body;
  expect(created.data.createLead).toMatchObject({ name: 'From the second process', stage: 'QUALIFIED' });

  await ok(first, 'POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, { name: 'score', type: 'NUMBER' });
  const post = () => second.rawFetch('/rest/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Scored', score: 7 }) });
  await withinASecond(async () => (await post()).status === 200);
  const metadata = await second.rawFetch(`/rest/metadata/pipelines/${pipeline.id}`);
  expect(((await metadata.json()) as { data: { pipeline: { fields: Array<{ name: string }> } } }).data.pipeline.fields.map((f) => f.name)).toContain('score');

  await ok(first, 'DELETE', `/rest/metadata/pipelines/${pipeline.id}?force=true`);
  await withinASecond(async () => (await second.rawFetch('/rest/leads')).status === 404);
});
