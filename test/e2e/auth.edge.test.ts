// Authentication and roles: `Authorization: Bearer <key>` exactly; anything else, an unknown,
// revoked or expired key is a 401 in the documented error body; a key whose role does not allow
// the operation is a 403; /healthz, /openapi.json and /docs need no key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmClient } from '../support/sdk.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { expectError, expectErrorBody, expectGraphQLUnauthenticated, sendJson, totalCount } from './foundation-support.ts';

let app: TestServer;
let readonlyKey: string;
let memberKey: string;
let personId: string;

async function createKey(role: 'admin' | 'member' | 'readonly', expiresAt?: string) {
  const { data, response } = await app.client.POST('/rest/apiKeys', { body: { name: `${role} key`, role, expiresAt } });
  expect(response.status).toBe(200);
  return data!.data.createApiKey;
}

beforeAll(async () => {
  app = await startTestServer();
  readonlyKey = (await createKey('readonly')).secret;
  memberKey = (await createKey('member')).secret;
  personId = (await app.client.POST('/rest/people', { body: { name: { firstName: 'Guarded' } } })).data!.data.createPerson.id;
});
afterAll(() => app?.close());

const unauthenticated = (pattern: RegExp) => ({ status: 401, code: 'UNAUTHENTICATED', patterns: [pattern] });

describe('401', () => {
  it.each([
    ['no Authorization header', undefined, /missing Authorization header/],
    ['Basic scheme', 'Basic dXNlcjpwYXNz', /malformed Authorization header/],
    ['Bearer with two spaces', 'Bearer  KEY', /malformed Authorization header/],
    ['lowercase bearer', 'bearer KEY', /malformed Authorization header/],
    ['Bearer without a key', 'Bearer', /malformed Authorization header/],
    ['an unknown key', 'Bearer crm_thisKeyDoesNotExist', /invalid API key/],
  ])('%s', async (_label, header, pattern) => {
    const headers: Record<string, string> = {};
    if (header) headers.authorization = header.replace('KEY', app.apiKey);
    const response = await app.rawFetch('/rest/people', { apiKey: null, headers });
    await expectError(response, { ...unauthenticated(pattern), contract: ['get', '/rest/people'] });
  });

  it('refuses writes without a key and changes nothing', async () => {
    const count = await totalCount(app, 'people');
    const create = await sendJson(app, '/rest/people', { method: 'POST', apiKey: null, body: { name: { firstName: 'Nope' } } });
    await expectError(create, { ...unauthenticated(/missing/), contract: ['post', '/rest/people'] });
    const remove = await app.rawFetch(`/rest/people/${personId}`, { method: 'DELETE', apiKey: null });
    await expectError(remove, { ...unauthenticated(/missing/), contract: ['delete', '/rest/people/{id}'] });
    expect(await totalCount(app, 'people')).toBe(count);
  });

  it('checks the key before the body: malformed JSON without a key is a 401', async () => {
    const response = await sendJson(app, '/rest/people', { method: 'POST', apiKey: null, rawBody: '{oops' });
    await expectError(response, unauthenticated(/missing/));
    // Nor does an anonymous oversized body get as far as the size check.
    const big = await sendJson(app, '/rest/people', { method: 'POST', apiKey: null, body: { name: { firstName: 'x'.repeat(1_100_000) } } });
    await expectError(big, unauthenticated(/missing/));
  });

  it('refuses a revoked key', async () => {
    const key = await createKey('member');
    expect((await app.rawFetch('/rest/people', { apiKey: key.secret })).status).toBe(200);
    const { response } = await app.client.POST('/rest/apiKeys/{id}/revoke', { params: { path: { id: key.id } } });
    expect(response.status).toBe(200);
    await expectError(await app.rawFetch('/rest/people', { apiKey: key.secret }), unauthenticated(/invalid API key/));
  });

  it('refuses an expired key and accepts one that has not expired yet', async () => {
    // A key cannot be created already expired (api-keys.test.ts), so let one run out.
    const expiresAt = Date.now() + 3_000;
    const expiring = await createKey('admin', new Date(expiresAt).toISOString());
    expect((await app.rawFetch('/rest/people', { apiKey: expiring.secret })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 100));
    await expectError(await app.rawFetch('/rest/people', { apiKey: expiring.secret }), unauthenticated(/invalid API key/));
    const valid = await createKey('admin', new Date(Date.now() + 3_600_000).toISOString());
    expect((await app.rawFetch('/rest/people', { apiKey: valid.secret })).status).toBe(200);
  });

  it('guards GraphQL with the same check (its 401 in the shape of a GraphQL answer)', async () => {
    const query = JSON.stringify({ query: '{ currentWorkspace { id } }' });
    await expectGraphQLUnauthenticated(await sendJson(app, '/graphql', { method: 'POST', apiKey: null, rawBody: query }), /missing/);
    await expectGraphQLUnauthenticated(await sendJson(app, '/graphql', { method: 'POST', apiKey: 'crm_nope', rawBody: query }), /invalid API key/);
  });

  it('answers 401 (not 404) for an unknown route under /rest without a key', async () => {
    await expectError(await app.rawFetch('/rest/doesNotExist', { apiKey: null }), unauthenticated(/missing/));
  });
});

describe('no key needed', () => {
  it('/healthz', async () => {
    const response = await app.rawFetch('/healthz', { apiKey: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/healthz even with a bad key', async () => {
    const response = await app.rawFetch('/healthz', { apiKey: 'crm_bad' });
    expect(response.status).toBe(200);
  });
});

describe('roles', () => {
  it('readonly: 200 on reads, 403 on every write, and nothing changes', async () => {
    const client = app.clientFor(readonlyKey);
    expect((await client.GET('/rest/people')).response.status).toBe(200);
    expect((await client.GET('/rest/people/{id}', { params: { path: { id: personId } } })).response.status).toBe(200);
    expect((await client.GET('/rest/workspaceMembers')).response.status).toBe(200);
    const count = await totalCount(app, 'people');

    const forbidden = { status: 403, code: 'FORBIDDEN', patterns: [/role is readonly; ".+" needs a member key/] };
    const create = await client.POST('/rest/people', { body: { name: { firstName: 'No' } } });
    expectErrorBody(create.response.status, create.error, forbidden);
    const batch = await client.POST('/rest/batch/people', { body: [{ name: { firstName: 'No' } }] });
    expectErrorBody(batch.response.status, batch.error, forbidden);
    const update = await client.PATCH('/rest/people/{id}', { params: { path: { id: personId } }, body: { city: 'No' } });
    expectErrorBody(update.response.status, update.error, forbidden);
    const remove = await client.DELETE('/rest/people/{id}', { params: { path: { id: personId } } });
    expectErrorBody(remove.response.status, remove.error, forbidden);
    const keys = await client.GET('/rest/apiKeys');
    expectErrorBody(keys.response.status, keys.error, { status: 403, code: 'FORBIDDEN', patterns: [/admin/] });

    expect(await totalCount(app, 'people')).toBe(count);
    const person = (await app.client.GET('/rest/people/{id}', { params: { path: { id: personId } } })).data!.data.person;
    expect(person.city).toBeNull();
  });

  it('member: reads and writes records, 403 on /rest/apiKeys', async () => {
    const client = app.clientFor(memberKey);
    const created = await client.POST('/rest/people', { body: { name: { firstName: 'By member' } } });
    expect(created.response.status).toBe(200);
    const id = created.data!.data.createPerson.id;
    expect((await client.PATCH('/rest/people/{id}', { params: { path: { id } }, body: { city: 'Rome' } })).response.status).toBe(200);
    expect((await client.DELETE('/rest/people/{id}', { params: { path: { id } } })).response.status).toBe(200);

    const forbidden = { status: 403, code: 'FORBIDDEN', patterns: [/role is member; ".+" needs an admin key/] };
    const list = await client.GET('/rest/apiKeys');
    expectErrorBody(list.response.status, list.error, forbidden);
    const keyCount = (await app.client.GET('/rest/apiKeys')).data!.data.apiKeys.length;
    const create = await client.POST('/rest/apiKeys', { body: { name: 'escalate', role: 'admin' } });
    expectErrorBody(create.response.status, create.error, forbidden);
    const own = (await app.client.GET('/rest/apiKeys')).data!.data.apiKeys.find((k) => k.role === 'member')!;
    const revoke = await client.POST('/rest/apiKeys/{id}/revoke', { params: { path: { id: own.id } } });
    expectErrorBody(revoke.response.status, revoke.error, forbidden);
    expect((await app.client.GET('/rest/apiKeys')).data!.data.apiKeys.length).toBe(keyCount);
  });

  it('the SDK sends the key the documented way', async () => {
    const client = createCrmClient({ baseUrl: app.baseUrl, apiKey: readonlyKey });
    const { response } = await client.GET('/rest/people', { params: { query: { limit: 1 } } });
    expect(response.status).toBe(200);
  });
});
