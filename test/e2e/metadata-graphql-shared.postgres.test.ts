// Two service processes on one PostgreSQL database: a pipeline and a field created through
// POST /metadata on one are listed by POST /metadata on the other without a restart (its catalog
// follows the registry version the NOTIFY installs; the version poll is too slow to be what
// brings them here).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { sendJson } from './foundation-support.ts';

const document = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../graphql/metadata', file), 'utf8');
const OBJECT_MUTATIONS = document('object-mutations.graphql');
const FIELD_MUTATIONS = document('field-mutations.graphql');
const FIND_ONE = document('object.graphql');

const WAIT_MS = 10_000;

let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ DATABASE_URL: first.databaseUrl, CRM_BOOTSTRAP_API_KEY: first.apiKey, METADATA_POLL_MS: '60000' });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function metadata(app: TestServer, query: string, variables: Record<string, unknown>, operationName?: string): Promise<{ data?: any; errors?: unknown[] }> {
  return (await (await sendJson(app, '/metadata', { method: 'POST', body: { query, variables, operationName } })).json()) as { data?: any; errors?: unknown[] };
}

async function soon(probe: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < WAIT_MS) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not visible within ${WAIT_MS} ms`);
}

it('the other process lists a pipeline and a field created here', async () => {
  const made = await metadata(first, OBJECT_MUTATIONS, { input: { object: { nameSingular: 'venture', namePlural: 'ventures', labelSingular: 'Venture', labelPlural: 'Ventures' } } }, 'CreateOneObject');
  expect(made.errors).toBeUndefined();
  const id = made.data.createOneObject.id as string;
  await soon(async () => (await metadata(second, FIND_ONE, { id })).data?.object?.nameSingular === 'venture');

  const field = await metadata(first, FIELD_MUTATIONS, { input: { field: { objectMetadataId: id, type: 'NUMBER', name: 'valuation', label: 'Valuation' } } }, 'CreateOneField');
  expect(field.errors).toBeUndefined();
  await soon(async () => ((await metadata(second, FIND_ONE, { id })).data?.object?.fieldsList ?? []).some((f: { name: string }) => f.name === 'valuation'));

  const deleted = await metadata(second, OBJECT_MUTATIONS, { input: { id } }, 'DeleteOneObject');
  expect(deleted.errors).toBeUndefined();
  await soon(async () => (await metadata(first, FIND_ONE, { id })).data?.object === null);
});
