// GET /rest/metadata/fields (DESIGN.md "Twenty REST extras", Metadata fields; issue 29 point 6):
// every field of every object, described as the objects list describes it plus the object it
// belongs to, in pages (`limit`, `starting_after`, `ending_before`, `{data: {fields}, pageInfo,
// totalCount}`); GET /rest/metadata/fields/{id} one of them. A readonly key reads them, as it
// reads the objects. A pipeline's new field is listed at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { workspaceApi, type WorkspaceApi } from '../support/workspace-api.ts';
import { expectError, UNKNOWN_ID, type Rec } from './records-support.ts';

let app: TestServer;
let api: WorkspaceApi;
let readonly: string;

async function ok(method: string, path: string, body?: unknown, apiKey?: string): Promise<Rec> {
  const reply = await api.call(method, path, body, apiKey);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** Every field of the objects list, in its order. */
async function objectsFields(): Promise<Rec[]> {
  return ((await ok('GET', '/rest/metadata/objects')).data.objects as Rec[]).flatMap((object) => object.fields);
}

beforeAll(async () => {
  app = await startTestServer({ WORKER: 'off' });
  api = workspaceApi(app);
  readonly = (await ok('POST', '/rest/apiKeys', { name: 'reader', role: 'readonly' })).data.createApiKey.secret;
});
afterAll(() => app?.close());

describe('GET /rest/metadata/fields', () => {
  it('lists every field of every object, as the objects list describes them, with the object each belongs to', async () => {
    const objects = (await ok('GET', '/rest/metadata/objects')).data.objects as Rec[];
    const all = objects.flatMap((object) => object.fields);
    const listed = await ok('GET', '/rest/metadata/fields?limit=1000');
    expect(listed.totalCount).toBe(all.length);
    expect(listed.data.fields).toEqual(all);
    expect(listed.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: all[0].id, endCursor: all.at(-1).id });
    for (const object of objects) for (const field of object.fields) expect(field.objectMetadataId).toBe(object.id);
    const name = listed.data.fields.find((f: Rec) => f.name === 'name' && f.objectMetadataId === objects.find((o) => o.nameSingular === 'person')?.id);
    expect(name).toMatchObject({ type: 'FULL_NAME', isRequiredOnCreate: true });
  });

  it('pages: 60 by default, then starting_after the end cursor, and back with ending_before', async () => {
    const all = await objectsFields();
    expect(all.length).toBeGreaterThan(120);
    const first = await ok('GET', '/rest/metadata/fields');
    expect(first.data.fields).toEqual(all.slice(0, 60));
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: all[0].id, endCursor: all[59].id });
    expect(first.totalCount).toBe(all.length);

    const seen: Rec[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await ok('GET', `/rest/metadata/fields?limit=50${cursor ? `&starting_after=${cursor}` : ''}`);
      seen.push(...page.data.fields);
      expect(page.pageInfo.hasPreviousPage).toBe(cursor !== undefined);
      if (!page.pageInfo.hasNextPage) break;
      cursor = page.pageInfo.endCursor;
    }
    expect(seen.map((f) => f.id)).toEqual(all.map((f) => f.id));

    const second = await ok('GET', `/rest/metadata/fields?limit=10&starting_after=${all[9].id}`);
    expect(second.data.fields).toEqual(all.slice(10, 20));
    const back = await ok('GET', `/rest/metadata/fields?limit=10&ending_before=${second.pageInfo.startCursor}`);
    expect(back.data.fields).toEqual(all.slice(0, 10));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  it('refuses a cursor that names no field, and both cursors together', async () => {
    expectError(await api.call('GET', `/rest/metadata/fields?starting_after=${UNKNOWN_ID}`), 400, 'INVALID_CURSOR', [
      `starting_after: no field with id ${UNKNOWN_ID} (the cursor must be the id of a field in the list)`,
    ]);
    const [field] = await objectsFields();
    expectError(await api.call('GET', `/rest/metadata/fields?starting_after=${field.id}&ending_before=${field.id}`), 400, 'INVALID_CURSOR', [
      'starting_after and ending_before cannot be used together; pass one of them',
    ]);
    expect((await api.call('GET', '/rest/metadata/fields?limit=0')).status).toBe(400);
  });

  it('GET /rest/metadata/fields/{id}: one field, or 404', async () => {
    const all = await objectsFields();
    const field = all[all.length - 1];
    expect((await ok('GET', `/rest/metadata/fields/${field.id}`)).data.field).toEqual(field);
    expect((await ok('GET', `/rest/metadata/fields/${field.id.toUpperCase()}`)).data.field).toEqual(field);
    expect((await api.call('GET', `/rest/metadata/fields/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it('a readonly key lists fields as it lists objects; a request without a key is refused', async () => {
    expect((await ok('GET', '/rest/metadata/fields?limit=5', undefined, readonly)).data.fields).toHaveLength(5);
    expect((await app.rawFetch('/rest/metadata/fields', { apiKey: null })).status).toBe(401);
  });

  it("a pipeline's custom field is listed right after it is created, with the pipeline's id", async () => {
    const pipeline = (await ok('POST', '/rest/metadata/pipelines', { nameSingular: 'widget', namePlural: 'widgets', labelSingular: 'Widget', labelPlural: 'Widgets' })).data.createPipeline;
    const created = (await ok('POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, { name: 'weight', label: 'Weight', type: 'NUMBER' })).data.createField;
    expect(created.objectMetadataId).toBe(pipeline.id);
    const listed = (await ok('GET', '/rest/metadata/fields?limit=1000')).data.fields as Rec[];
    expect(listed.find((f) => f.id === created.id)).toEqual(created);
    expect(listed.filter((f) => f.objectMetadataId === pipeline.id).map((f) => f.name)).toContain('weight');
    expect(listed.at(-1)).toEqual(created); // the pipeline is the last object, its new field its last
    expect((await ok('GET', `/rest/metadata/fields/${created.id}`)).data.field).toEqual(created);
  });
});
