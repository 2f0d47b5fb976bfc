// The metadata API at POST /metadata (DESIGN.md "Twenty-compatible GraphQL record API", row
// "Metadata API"), end to end on PGlite and PostgreSQL: objects and fields with their relations,
// the real clients' discovery queries (test/graphql/metadata/), pipelines, custom fields and
// webhooks written here and seen over REST (and the reverse), roles, the 401, and bad input
// refused with a code naming the fault and nothing changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { workspaceApi, type WorkspaceApi } from '../support/workspace-api.ts';
import { ISO_MS, UUID, expectGraphQLUnauthenticated, sendJson } from './foundation-support.ts';

const document = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../graphql/metadata', file), 'utf8');
const N8N_DISCOVERY = document('n8n-twentycrm-discovery.graphql');
const N8N_DISCOVERY_LEGACY = document('n8n-twentycrm-discovery-legacy.graphql');
const N8N_DYNAMIC = document('n8n-twenty-dynamic-objects.graphql');
const FIND_MANY = document('twenty-find-many-objects.graphql');
const FIND_ONE = document('object.graphql');
const OBJECT_MUTATIONS = document('object-mutations.graphql');
const FIELD_MUTATIONS = document('field-mutations.graphql');
const WEBHOOKS = document('webhooks.graphql');

interface GraphQLError {
  message: string;
  locations?: Array<{ line: number; column: number }>;
  path?: Array<string | number>;
  extensions?: Record<string, unknown>;
}
interface GraphQLAnswer {
  status: number;
  data?: any;
  errors?: GraphQLError[];
}

let app: TestServer;
let api: WorkspaceApi;
let readonlyKey: string;
let memberKey: string;

async function metadata(query: string, variables?: Record<string, unknown>, options: { operationName?: string; apiKey?: string | null } = {}): Promise<GraphQLAnswer> {
  const response = await sendJson(app, '/metadata', { method: 'POST', body: { query, variables, operationName: options.operationName }, apiKey: options.apiKey });
  const body = (await response.json()) as { data?: unknown; errors?: GraphQLError[] };
  return { status: response.status, ...body };
}

/** One error with `code`, whose message matches `pattern`. */
function expectError(answer: GraphQLAnswer, code: string, pattern: RegExp): void {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  expect(answer.errors![0].extensions?.code, JSON.stringify(answer.errors)).toBe(code);
  expect(answer.errors![0].message).toMatch(pattern);
}

const restObjects = async () => (await api.call('GET', '/rest/metadata/objects')).body.data.objects as Array<{ id: string; nameSingular: string; fields: Array<{ id: string; name: string; label: string; type: string; isActive: boolean }> }>;

beforeAll(async () => {
  app = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WORKER: 'off' });
  api = workspaceApi(app);
  const key = async (role: string) => (await api.call('POST', '/rest/apiKeys', { name: role, role })).body.data.createApiKey.secret as string;
  readonlyKey = await key('readonly');
  memberKey = await key('member');
});
afterAll(() => app?.close());

/** Every object node of a discovery query, following its pages. */
async function discover(query: string, apiKey?: string): Promise<any[]> {
  const nodes: any[] = [];
  let after: string | null = null;
  for (let page = 0; page < 10; page++) {
    const answer = await metadata(query, { after }, { apiKey });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    nodes.push(...answer.data.objects.edges.map((edge: { node: unknown }) => edge.node));
    if (!answer.data.objects.pageInfo.hasNextPage) return nodes;
    after = answer.data.objects.pageInfo.endCursor;
  }
  throw new Error('more than 10 pages');
}

describe('objects and fields', () => {
  it("Twenty's shape ($filter: ObjectFilter!, $paging: CursorPaging!): every object REST lists, with fieldsList and relations", async () => {
    const answer = await metadata(FIND_MANY, { filter: {}, paging: { first: 1000 } });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    const connection = answer.data.objects;
    const rest = await restObjects();
    expect(connection.totalCount).toBe(rest.length);
    expect(connection.edges.map((e: any) => e.node.id)).toEqual(rest.map((o) => o.id));
    expect(connection.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: connection.edges[0].cursor, endCursor: connection.edges.at(-1).cursor });
    const person = connection.edges.find((e: any) => e.node.nameSingular === 'person').node;
    expect(person).toMatchObject({ id: expect.stringMatching(UUID), namePlural: 'people', labelSingular: 'Person', isCustom: false, isActive: true, isSystem: false, isRemote: false, createdAt: expect.stringMatching(ISO_MS), updatedAt: expect.stringMatching(ISO_MS), icon: null, imageIdentifierFieldMetadataId: expect.stringMatching(UUID) });
    const restPerson = rest.find((o) => o.nameSingular === 'person')!;
    expect(person.fieldsList.map((f: any) => [f.id, f.name, f.type])).toEqual(restPerson.fields.map((f) => [f.id, f.name, f.type]));
    const byName = Object.fromEntries(person.fieldsList.map((f: any) => [f.name, f]));
    expect(person.labelIdentifierFieldMetadataId).toBe(byName.name.id);
    expect(byName.name).toMatchObject({ type: 'FULL_NAME', isCustom: false, isActive: true, relation: null });
    const companies = connection.edges.find((e: any) => e.node.nameSingular === 'company').node;
    const people = companies.fieldsList.find((f: any) => f.name === 'people');
    // Both sides of person.company <-> company.people, each naming the other.
    expect(byName.company.relation).toEqual({ type: 'MANY_TO_ONE', targetObjectMetadata: { id: companies.id, nameSingular: 'company', namePlural: 'companies' }, targetFieldMetadata: { id: people.id, name: 'people' } });
    expect(people.relation).toEqual({ type: 'ONE_TO_MANY', targetObjectMetadata: { id: person.id, nameSingular: 'person', namePlural: 'people' }, targetFieldMetadata: { id: byName.company.id, name: 'company' } });
    // This service's shortcut through noteTargets has no inverse field: no relation, as documented.
    expect(byName.notes).toMatchObject({ type: 'RELATION', relation: null });
    const stage = connection.edges.find((e: any) => e.node.nameSingular === 'opportunity').node.fieldsList.find((f: any) => f.name === 'stage');
    expect(stage.options).toEqual(expect.arrayContaining([expect.objectContaining({ id: expect.stringMatching(UUID), value: 'DISCOVERY', label: 'Discovery', position: 0, color: null })]));
    const noteTarget = connection.edges.find((e: any) => e.node.nameSingular === 'noteTarget').node;
    expect(noteTarget.isSystem).toBe(true);
  });

  it("the n8n node's discovery (@blackswampai/n8n-nodes-twentycrm) gets every object with the fields its parser requires", async () => {
    const nodes = await discover(N8N_DISCOVERY, readonlyKey);
    expect(nodes.length).toBe((await restObjects()).length);
    for (const node of nodes) {
      // What the node's normalizeTwentyObject / normalizeTwentyField insist on.
      for (const key of ['id', 'nameSingular', 'namePlural', 'labelSingular', 'labelPlural']) expect(typeof node[key], `${node.nameSingular}.${key}`).toBe('string');
      for (const key of ['isActive', 'isRemote', 'isSystem', 'isUIEditable', 'isUICreatable', 'isSearchable']) expect(typeof node[key], `${node.nameSingular}.${key}`).toBe('boolean');
      expect(Array.isArray(node.fieldsList)).toBe(true);
      for (const field of node.fieldsList) {
        for (const key of ['id', 'name', 'label', 'type']) expect(typeof field[key], `${node.nameSingular}.${field.name}.${key}`).toBe('string');
        for (const key of ['isNullable', 'isUnique', 'isSystem', 'isActive', 'isUIEditable']) expect(typeof field[key], `${node.nameSingular}.${field.name}.${key}`).toBe('boolean');
        expect(field.morphRelations).toEqual([]);
        if (field.relation !== null) {
          for (const end of ['sourceObjectMetadata', 'targetObjectMetadata']) expect(Object.keys(field.relation[end]).sort()).toEqual(['id', 'namePlural', 'nameSingular']);
          for (const end of ['sourceFieldMetadata', 'targetFieldMetadata']) expect(Object.keys(field.relation[end]).sort()).toEqual(['id', 'name']);
          expect(field.relation.sourceFieldMetadata).toEqual({ id: field.id, name: field.name });
          expect(field.relation.sourceObjectMetadata.id).toBe(node.id);
        }
      }
    }
    const person = nodes.find((n) => n.nameSingular === 'person');
    expect(person.fieldsList.find((f: any) => f.name === 'id')).toMatchObject({ isSystem: true, isUnique: true, isUIEditable: false });
    expect(person.fieldsList.find((f: any) => f.name === 'company').relation).toMatchObject({ type: 'MANY_TO_ONE', targetObjectMetadata: { nameSingular: 'company' }, targetFieldMetadata: { name: 'people' } });
  });

  it('its legacy fallback and the paging it follows: first 1000 after the cursor of the previous page', async () => {
    const nodes = await discover(N8N_DISCOVERY_LEGACY);
    expect(nodes.map((n) => n.nameSingular)).toContain('person');
    expect(nodes.every((n) => typeof n.isUIReadOnly === 'boolean' && typeof n.isCustom === 'boolean')).toBe(true);
    // A second page: after the first object's cursor, everything else.
    const first = await metadata(FIND_MANY, { filter: {}, paging: { first: 1 } });
    expect(first.data.objects.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const rest = await metadata(N8N_DISCOVERY_LEGACY, { after: first.data.objects.pageInfo.endCursor });
    expect(rest.data.objects.edges.map((e: any) => e.node.id)).toEqual(nodes.slice(1).map((n) => n.id));
  });

  it("n8n-nodes-twenty-dynamic's GetObjects (no variables, first: 200)", async () => {
    const answer = await metadata(N8N_DYNAMIC);
    expect(answer.errors).toBeUndefined();
    const company = answer.data.objects.edges.map((e: any) => e.node).find((n: any) => n.nameSingular === 'company');
    expect(company).toMatchObject({ isCustom: false, isUIReadOnly: false, isSearchable: true });
    expect(company.fieldsList.find((f: any) => f.name === 'createdAt')).toEqual({
      id: expect.stringMatching(UUID),
      name: 'createdAt',
      label: expect.any(String),
      type: 'DATE_TIME',
      isNullable: false,
      isUIReadOnly: true,
      isActive: true,
      isSystem: true,
      options: null,
    });
  });

  it('filter: isCustom, isSystem, id {in}, and/or', async () => {
    const ids = async (filter: unknown) => (await metadata(FIND_MANY, { filter, paging: { first: 1000 } })).data.objects.edges.map((e: any) => e.node.nameSingular);
    const customizable = await ids({ isSystem: { is: false } });
    expect(customizable).toEqual(expect.arrayContaining(['person', 'company', 'opportunity', 'note', 'task']));
    expect(customizable).not.toContain('noteTarget');
    const all = await restObjects();
    const [person, company] = ['person', 'company'].map((name) => all.find((o) => o.nameSingular === name)!.id);
    expect(await ids({ id: { in: [person, company] } })).toEqual(['person', 'company']);
    expect(await ids({ or: [{ id: { eq: person } }, { id: { eq: company } }], and: [{ id: { neq: company } }] })).toEqual(['person']);
  });

  it('the fields connection takes a FieldFilter: system and nullable flags, id, and/or', async () => {
    const person = (await restObjects()).find((o) => o.nameSingular === 'person')!;
    const query = `query ($id: UUID!, $filter: FieldFilter) { object(id: $id) { fields(paging: {first: 1000}, filter: $filter) { edges { node { id name isSystem isNullable } } totalCount } } }`;
    const fields = async (filter: unknown) => {
      const answer = await metadata(query, { id: person.id, filter });
      expect(answer.errors).toBeUndefined();
      return answer.data.object.fields.edges.map((e: any) => e.node);
    };
    const all = await fields({});
    const system = await fields({ isSystem: { is: true } });
    expect(system.map((f: any) => f.name)).toEqual(expect.arrayContaining(['id', 'createdAt']));
    expect(system.every((f: any) => f.isSystem)).toBe(true);
    expect(system.length).toBeLessThan(all.length);
    const notSystem = await fields({ isSystem: { isNot: true } });
    expect(notSystem.length + system.length).toBe(all.length);
    const [first, second] = all;
    expect((await fields({ or: [{ id: { eq: first.id } }, { id: { eq: second.id } }] })).map((f: any) => f.id)).toEqual([first.id, second.id]);
    expect(await fields({ and: [{ isSystem: { is: true } }, { isSystem: { is: false } }] })).toEqual([]);
  });

  it('object(id) with fieldsList and the fields connection, paged', async () => {
    const person = (await restObjects()).find((o) => o.nameSingular === 'person')!;
    const answer = await metadata(FIND_ONE, { id: person.id.toUpperCase() }, { apiKey: readonlyKey });
    expect(answer.errors).toBeUndefined();
    const object = answer.data.object;
    expect(object).toMatchObject({ id: person.id, nameSingular: 'person', isCustom: false });
    expect(object.fields.totalCount).toBe(person.fields.length);
    expect(object.fields.edges.map((e: any) => e.node.name)).toEqual(person.fields.slice(0, 2).map((f) => f.name));
    expect(object.fields.pageInfo.hasNextPage).toBe(true);
  });
});

describe('pipelines and custom fields', () => {
  let dealId: string;
  let dealFields: Record<string, { id: string }>;
  let fieldId: string;

  it('createOneObject makes a pipeline REST lists and serves records of', async () => {
    const answer = await metadata(
      OBJECT_MUTATIONS,
      { input: { object: { nameSingular: 'deal', namePlural: 'deals', labelSingular: 'Deal', labelPlural: 'Deals', description: 'Partner deals', icon: 'IconMoney' } } },
      { operationName: 'CreateOneObject' },
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const deal = answer.data.createOneObject;
    expect(deal).toMatchObject({ id: expect.stringMatching(UUID), nameSingular: 'deal', namePlural: 'deals', description: 'Partner deals', isCustom: true, isActive: true });
    expect(deal.fieldsList.map((f: any) => [f.name, f.type])).toEqual(expect.arrayContaining([['name', 'TEXT'], ['stage', 'SELECT'], ['amount', 'CURRENCY']]));
    dealId = deal.id;
    dealFields = Object.fromEntries(deal.fieldsList.map((f: any) => [f.name, f]));
    const rest = (await api.call('GET', `/rest/metadata/pipelines/${dealId}`)).body.data.pipeline;
    expect(rest).toMatchObject({ id: dealId, nameSingular: 'deal', description: 'Partner deals' });
    await api.refresh();
    const created = await api.call('POST', '/rest/deals', { name: 'Big one' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const found = await metadata(FIND_ONE, { id: dealId });
    expect(found.data.object).toMatchObject({ nameSingular: 'deal', isCustom: true, isSystem: false, labelIdentifierFieldMetadataId: dealFields.name.id });
  });

  it('createOneField adds a custom field (a SELECT, and a relation with its inverse) REST lists and records take', async () => {
    const objects = await restObjects();
    const company = objects.find((o) => o.nameSingular === 'company')!;
    const answer = await metadata(
      FIELD_MUTATIONS,
      { input: { field: { objectMetadataId: dealId, type: 'SELECT', name: 'priority', label: 'Priority', description: 'How soon', isNullable: true, options: [{ value: 'HIGH', label: 'High', color: 'red', position: 0 }, { value: 'LOW', label: 'Low', color: 'green', position: 1 }], defaultValue: 'LOW' } } },
      { operationName: 'CreateOneField' },
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const field = answer.data.createOneField;
    expect(field).toMatchObject({ id: expect.stringMatching(UUID), name: 'priority', label: 'Priority', type: 'SELECT', isCustom: true, isActive: true, isNullable: true, defaultValue: 'LOW', objectMetadataId: dealId, relation: null });
    expect(field.options.map((o: any) => o.value)).toEqual(['HIGH', 'LOW']);
    fieldId = field.id;
    const restDeal = (await restObjects()).find((o) => o.id === dealId)!;
    expect(restDeal.fields.find((f) => f.id === fieldId)).toMatchObject({ name: 'priority', type: 'SELECT' });
    await api.refresh();
    const record = await api.call('POST', '/rest/deals', { name: 'Urgent', priority: 'HIGH' });
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    expect(record.body.data.createDeal.priority).toBe('HIGH');

    const relation = await metadata(
      FIELD_MUTATIONS,
      { input: { field: { objectMetadataId: dealId, type: 'RELATION', name: 'partner', label: 'Partner', relationCreationPayload: { targetObjectMetadataId: company.id, targetFieldLabel: 'Partner deals', targetFieldIcon: 'IconMoney', type: 'MANY_TO_ONE' } } } },
      { operationName: 'CreateOneField' },
    );
    expect(relation.errors, JSON.stringify(relation.errors)).toBeUndefined();
    expect(relation.data.createOneField).toMatchObject({ name: 'partner', type: 'RELATION', relation: { type: 'MANY_TO_ONE', targetObjectMetadata: { nameSingular: 'company' }, targetFieldMetadata: { name: 'partnerDeals' } } });
    const restCompany = (await restObjects()).find((o) => o.nameSingular === 'company')!;
    expect(restCompany.fields.map((f) => f.name)).toContain('partnerDeals');
  });

  it('updateOneField changes the label and options; REST sees it', async () => {
    const answer = await metadata(
      FIELD_MUTATIONS,
      { input: { id: fieldId, update: { label: 'Urgency', options: [{ value: 'HIGH', label: 'High' }, { value: 'LOW', label: 'Low' }, { value: 'NONE', label: 'None' }] } } },
      { operationName: 'UpdateOneField' },
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data.updateOneField).toMatchObject({ id: fieldId, name: 'priority', label: 'Urgency' });
    expect(answer.data.updateOneField.options.map((o: any) => o.value)).toEqual(['HIGH', 'LOW', 'NONE']);
    const restField = (await api.call('GET', `/rest/metadata/fields/${fieldId}`)).body.data.field;
    expect(restField).toMatchObject({ label: 'Urgency' });
  });

  it('updateOneField isActive: false keeps the field listed, inactive, and out of the records; true brings it back', async () => {
    const off = await metadata(FIELD_MUTATIONS, { input: { id: fieldId, update: { isActive: false } } }, { operationName: 'UpdateOneField' });
    expect(off.errors, JSON.stringify(off.errors)).toBeUndefined();
    expect(off.data.updateOneField).toMatchObject({ id: fieldId, isActive: false });
    const listed = await metadata(FIND_ONE, { id: dealId });
    expect(listed.data.object.fieldsList.find((f: any) => f.id === fieldId)).toMatchObject({ name: 'priority', isActive: false });
    const record = (await app.rawFetch('/rest/deals?limit=1')).json() as Promise<{ data: { deals: Array<Record<string, unknown>> } }>;
    expect((await record).data.deals[0]).not.toHaveProperty('priority');
    const on = await metadata(FIELD_MUTATIONS, { input: { id: fieldId, update: { isActive: true } } }, { operationName: 'UpdateOneField' });
    expect(on.data.updateOneField).toMatchObject({ id: fieldId, isActive: true });
  });

  it('updateOneObject changes labels; names cannot change (nothing changed)', async () => {
    const answer = await metadata(OBJECT_MUTATIONS, { input: { id: dealId, update: { labelSingular: 'Opportunity deal', description: null } } }, { operationName: 'UpdateOneObject' });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data.updateOneObject).toMatchObject({ id: dealId, labelSingular: 'Opportunity deal', labelPlural: 'Deals', description: null });
    const renamed = await metadata(OBJECT_MUTATIONS, { input: { id: dealId, update: { nameSingular: 'bargain', labelPlural: 'Bargains' } } }, { operationName: 'UpdateOneObject' });
    expectError(renamed, 'BAD_USER_INPUT', /nameSingular: cannot be changed/);
    expect((await api.call('GET', `/rest/metadata/pipelines/${dealId}`)).body.data.pipeline).toMatchObject({ nameSingular: 'deal', labelSingular: 'Opportunity deal', labelPlural: 'Deals' });
  });

  it('deleteOneField removes an empty custom field; one holding values is refused', async () => {
    const held = await metadata(FIELD_MUTATIONS, { input: { id: fieldId } }, { operationName: 'DeleteOneField' });
    expectError(held, 'BAD_USER_INPUT', /field 'priority' holds values in 2 records/);
    const extra = await metadata(FIELD_MUTATIONS, { input: { field: { objectMetadataId: dealId, type: 'TEXT', name: 'memo', label: 'Memo' } } }, { operationName: 'CreateOneField' });
    const memo = extra.data.createOneField.id;
    const deleted = await metadata(FIELD_MUTATIONS, { input: { id: memo } }, { operationName: 'DeleteOneField' });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.deleteOneField).toEqual({ id: memo, name: 'memo' });
    expect((await api.call('GET', `/rest/metadata/fields/${memo}`)).status).toBe(404);
  });

  it('deleteOneObject: refused while it holds records, then gone from REST', async () => {
    const held = await metadata(OBJECT_MUTATIONS, { input: { id: dealId } }, { operationName: 'DeleteOneObject' });
    expectError(held, 'BAD_USER_INPUT', /pipeline 'deal' holds 2 records/);
    const emptied = await app.rawFetch(`/rest/metadata/pipelines/${dealId}?force=true`, { method: 'DELETE' });
    expect(emptied.status).toBe(200);
    const made = await metadata(OBJECT_MUTATIONS, { input: { object: { nameSingular: 'lead', namePlural: 'leads', labelSingular: 'Lead', labelPlural: 'Leads' } } }, { operationName: 'CreateOneObject' });
    const lead = made.data.createOneObject.id;
    const deleted = await metadata(OBJECT_MUTATIONS, { input: { id: lead } }, { operationName: 'DeleteOneObject' });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.deleteOneObject).toEqual({ id: lead, nameSingular: 'lead' });
    expect((await api.call('GET', `/rest/metadata/pipelines/${lead}`)).status).toBe(404);
    expect((await app.rawFetch('/rest/leads')).status).toBe(404);
  });

  it('a custom field on a built-in object (person), created over REST, is listed here; its standard fields cannot change', async () => {
    const person = (await restObjects()).find((o) => o.nameSingular === 'person')!;
    const made = await api.call('POST', `/rest/metadata/objects/${person.id}/fields`, { name: 'shoeSize', type: 'NUMBER', label: 'Shoe size' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const answer = await metadata(FIND_ONE, { id: person.id });
    expect(answer.data.object.fieldsList.find((f: any) => f.name === 'shoeSize')).toMatchObject({ id: made.body.data.createField.id, type: 'NUMBER', isCustom: true });
    const standard = person.fields.find((f) => f.name === 'jobTitle')!;
    const refused = await metadata(FIELD_MUTATIONS, { input: { id: standard.id, update: { label: 'Role' } } }, { operationName: 'UpdateOneField' });
    expectError(refused, 'BAD_USER_INPUT', /'jobTitle' is a standard field of person and cannot be changed/);
    const builtIn = await metadata(OBJECT_MUTATIONS, { input: { id: person.id } }, { operationName: 'DeleteOneObject' });
    expectError(builtIn, 'BAD_USER_INPUT', /person is a built-in object and cannot be deleted/);
  });
});

describe('webhooks', () => {
  it('create, read, update and delete; REST sees each step, the secret is never answered, and people is stored as person', async () => {
    const created = await metadata(
      WEBHOOKS,
      { input: { targetUrl: 'http://127.0.0.1:9/hook', operations: ['people.created', '*.updated'], description: 'CRM sync', secret: 'shh' } },
      { operationName: 'CreateWebhook' },
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const webhook = created.data.createWebhook;
    expect(webhook).toEqual({ id: expect.stringMatching(UUID), targetUrl: 'http://127.0.0.1:9/hook', operations: ['person.created', '*.updated'], description: 'CRM sync', secret: null, createdAt: expect.stringMatching(ISO_MS), updatedAt: expect.stringMatching(ISO_MS) });
    expect((await api.call('GET', `/rest/webhooks/${webhook.id}`)).body.data.webhook).toMatchObject({ targetUrl: 'http://127.0.0.1:9/hook', description: 'CRM sync' });

    const listed = await metadata(WEBHOOKS, {}, { operationName: 'Webhooks' });
    expect(listed.data.webhooks.map((w: any) => w.id)).toContain(webhook.id);
    const one = await metadata(WEBHOOKS, { id: webhook.id }, { operationName: 'Webhook' });
    expect(one.data.webhook).toEqual({ id: webhook.id, targetUrl: webhook.targetUrl, operations: webhook.operations, description: 'CRM sync' });

    const plural = await metadata(WEBHOOKS, { input: { id: webhook.id, update: { operations: ['people.*'] } } }, { operationName: 'UpdateWebhook' });
    expect(plural.data.updateWebhook.operations).toEqual(['person.*']);
    expect((await api.call('GET', `/rest/webhooks/${webhook.id}`)).body.data.webhook.operations).toEqual(['person.*']);
    const updated = await metadata(WEBHOOKS, { input: { id: webhook.id, update: { operations: ['*'], description: null } } }, { operationName: 'UpdateWebhook' });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateWebhook).toEqual({ id: webhook.id, targetUrl: webhook.targetUrl, operations: ['*'], description: null });
    expect((await api.call('GET', `/rest/webhooks/${webhook.id}`)).body.data.webhook).toMatchObject({ operations: ['*'], description: null });

    const deleted = await metadata(WEBHOOKS, { id: webhook.id }, { operationName: 'DeleteWebhook' });
    expect(deleted.data.deleteWebhook).toEqual({ id: webhook.id, targetUrl: webhook.targetUrl });
    expect((await app.rawFetch(`/rest/webhooks/${webhook.id}`)).status).toBe(404);
    const gone = await metadata(WEBHOOKS, { id: webhook.id }, { operationName: 'Webhook' });
    expect(gone.data).toEqual({ webhook: null });
    expectError(gone, 'NOT_FOUND', new RegExp(`no webhook with id ${webhook.id}`));
  });

  it('a webhook made over REST is listed here; a bad pattern is refused naming it, nothing made', async () => {
    const made = await api.call('POST', '/rest/webhooks', { targetUrl: 'http://127.0.0.1:9/rest', operations: ['company.deleted'] });
    expect(made.status).toBe(200);
    const listed = await metadata(WEBHOOKS, {}, { operationName: 'Webhooks' });
    expect(listed.data.webhooks.find((w: any) => w.id === made.body.data.createWebhook.id)).toMatchObject({ operations: ['company.deleted'], secret: null, deletedAt: null });
    const before = listed.data.webhooks.length;
    const bad = await metadata(WEBHOOKS, { input: { targetUrl: 'http://127.0.0.1:9/x', operations: ['unicorn.created'] } }, { operationName: 'CreateWebhook' });
    expect(bad.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].message).toMatch(/unicorn/);
    expect((await metadata(WEBHOOKS, {}, { operationName: 'Webhooks' })).data.webhooks).toHaveLength(before);
  });
});

describe('keys and roles', () => {
  it('no key: HTTP 401 with a GraphQL body; a bad key too', async () => {
    const response = await sendJson(app, '/metadata', { method: 'POST', apiKey: null, body: { query: N8N_DYNAMIC } });
    await expectGraphQLUnauthenticated(response, /^missing Authorization header/);
    const bad = await sendJson(app, '/metadata', { method: 'POST', apiKey: 'crm_not_a_key', body: { query: N8N_DYNAMIC } });
    await expectGraphQLUnauthenticated(bad);
  });

  it('a readonly key reads objects but writes nothing (FORBIDDEN, nothing changed); a member key cannot change metadata or read webhooks', async () => {
    const before = (await restObjects()).length;
    const refused = await metadata(OBJECT_MUTATIONS, { input: { object: { nameSingular: 'ticket', namePlural: 'tickets', labelSingular: 'Ticket', labelPlural: 'Tickets' } } }, { operationName: 'CreateOneObject', apiKey: readonlyKey });
    expectError(refused, 'FORBIDDEN', /this API key's role is readonly; Mutation.createOneObject needs an admin key/);
    const member = await metadata(FIELD_MUTATIONS, { input: { id: '00000000-0000-4000-8000-000000000000' } }, { operationName: 'DeleteOneField', apiKey: memberKey });
    expectError(member, 'FORBIDDEN', /role is member; Mutation.deleteOneField needs an admin key/);
    const webhooks = await metadata(WEBHOOKS, {}, { operationName: 'Webhooks', apiKey: memberKey });
    expectError(webhooks, 'FORBIDDEN', /Query.webhooks needs an admin key/);
    expect((await restObjects()).length).toBe(before);
  });
});

describe('bad input: a code naming the fault, nothing changed', () => {
  it('an unknown object id: NOT_FOUND naming it', async () => {
    const id = '7d3e6f1a-0000-4000-8000-000000000001';
    const answer = await metadata(FIND_ONE, { id });
    expect(answer.data).toEqual({ object: null });
    expectError(answer, 'NOT_FOUND', new RegExp(`no object with id ${id}`));
    // A field error: where it happened in the document and in the answer (GraphQL spec, "Errors").
    expect(answer.errors![0]).toMatchObject({ path: ['object'], locations: [{ line: expect.any(Number), column: expect.any(Number) }] });
    const update = await metadata(OBJECT_MUTATIONS, { input: { id, update: { labelSingular: 'X' } } }, { operationName: 'UpdateOneObject' });
    expectError(update, 'NOT_FOUND', new RegExp(`no object with id ${id}`));
    const field = await metadata(FIELD_MUTATIONS, { input: { field: { objectMetadataId: id, type: 'TEXT', name: 'x', label: 'X' } } }, { operationName: 'CreateOneField' });
    expectError(field, 'NOT_FOUND', new RegExp(`no object with id ${id}`));
  });

  it('a definition the service refuses: BAD_USER_INPUT with its messages, nothing made', async () => {
    const before = await restObjects();
    const answer = await metadata(
      OBJECT_MUTATIONS,
      { input: { object: { nameSingular: 'Bad Name', namePlural: 'person', labelSingular: '', labelPlural: 'X' } } },
      { operationName: 'CreateOneObject' },
    );
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', subCode: 'VALIDATION_FAILED', statusCode: 400 });
    const messages = answer.errors![0].extensions!.messages as string[];
    expect(messages.some((m) => m.startsWith('nameSingular:'))).toBe(true);
    expect(messages.some((m) => m.startsWith('labelSingular:'))).toBe(true);
    expect(answer.data).toBeNull();
    expect((await restObjects()).map((o) => o.id)).toEqual(before.map((o) => o.id));
    const remote = await metadata(OBJECT_MUTATIONS, { input: { object: { nameSingular: 'ship', namePlural: 'ships', labelSingular: 'Ship', labelPlural: 'Ships', isRemote: true } } }, { operationName: 'CreateOneObject' });
    expectError(remote, 'BAD_USER_INPUT', /object.isRemote: there are no remote objects here/);
    expect((await restObjects()).map((o) => o.nameSingular)).not.toContain('ship');
  });

  it('a malformed UUID, as a variable or inline: BAD_USER_INPUT naming it', async () => {
    const variable = await metadata(FIND_ONE, { id: 'person' });
    expectError(variable, 'BAD_USER_INPUT', /'person' is not a valid UUID/);
    const inline = await metadata('query Inline { object(id: "12345") { id } }');
    expectError(inline, 'BAD_USER_INPUT', /'12345' is not a valid UUID/);
  });

  it('a bad field type: refused by the schema, naming it; a Twenty type this service does not store: naming the types it does', async () => {
    const person = (await restObjects()).find((o) => o.nameSingular === 'person')!;
    const before = person.fields.length;
    const unknown = await metadata(FIELD_MUTATIONS, { input: { field: { objectMetadataId: person.id, type: 'COLOUR', name: 'eyes', label: 'Eyes' } } }, { operationName: 'CreateOneField' });
    expectError(unknown, 'BAD_USER_INPUT', /"COLOUR"/);
    const rating = await metadata(FIELD_MUTATIONS, { input: { field: { objectMetadataId: person.id, type: 'RATING', name: 'stars', label: 'Stars' } } }, { operationName: 'CreateOneField' });
    expectError(rating, 'BAD_USER_INPUT', /type: must be one of TEXT, NUMBER.*got "RATING"/);
    expect((await restObjects()).find((o) => o.nameSingular === 'person')!.fields).toHaveLength(before);
  });

  it('paging out of range and a forged cursor: BAD_USER_INPUT', async () => {
    expectError(await metadata(FIND_MANY, { filter: {}, paging: { first: 0 } }), 'BAD_USER_INPUT', /paging.first: must be an integer from 1 to 1000, got 0/);
    expectError(await metadata(FIND_MANY, { filter: {}, paging: { first: 1001 } }), 'BAD_USER_INPUT', /paging.first/);
    expectError(await metadata(N8N_DISCOVERY, { after: 'bm9wZQ' }), 'BAD_USER_INPUT', /paging.after: 'bm9wZQ' is not a cursor of this list/);
  });

  it('an unknown field of the schema: GRAPHQL_VALIDATION_FAILED; the record API is not here', async () => {
    expectError(await metadata('query Q { people { edges { node { id } } } }'), 'GRAPHQL_VALIDATION_FAILED', /Cannot query field "people" on type "Query"/);
  });
});
