// Drop-in for Twenty REST clients (issue 11): createdBy / updatedBy on every record, stamped by
// the record layer from the API key (source API, the key's name), a create may state its source,
// and both are filterable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALL_PLURALS, call, count, create, getOne, ok, type Rec } from './records-support.ts';

let app: TestServer;
let keyName: string;
beforeAll(async () => {
  app = await startTestServer();
  const keys = (await ok(app, 'GET', '/rest/apiKeys')).data.apiKeys as Rec[];
  keyName = keys[0].name;
});
afterAll(() => app?.close());

/** A second key, to tell creator and updater apart. */
async function otherKey(name: string): Promise<string> {
  return (await ok(app, 'POST', '/rest/apiKeys', { name, role: 'member' })).data.createApiKey.secret;
}

describe('createdBy and updatedBy', () => {
  it('are stamped from the API key on create and on update, on every record object', async () => {
    const person = await create(app, 'people', 'person', { name: { firstName: 'Actor' } });
    expect(person.createdBy).toEqual({ source: 'API', workspaceMemberId: null, name: keyName });
    expect(person.updatedBy).toEqual(person.createdBy);

    const secret = await otherKey('sync job');
    const patched = await app.rawFetch(`/rest/people/${person.id}`, {
      method: 'PATCH',
      apiKey: secret,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ city: 'Porto' }),
    });
    expect(patched.status).toBe(200);
    const after = await getOne(app, 'people', 'person', person.id);
    expect(after.updatedBy).toEqual({ source: 'API', workspaceMemberId: null, name: 'sync job' });
    expect(after.createdBy).toEqual(person.createdBy);

    for (const plural of ALL_PLURALS) {
      const list = await ok(app, 'GET', `/rest/${plural}?limit=1`);
      const [record] = Object.values(list.data)[0] as Rec[];
      if (record) expect(record, plural).toHaveProperty('createdBy.source');
    }
  });

  it('takes the source a create states, for single and batch creates', async () => {
    const imported = await create(app, 'companies', 'company', { name: 'Imported Co', createdBy: { source: 'IMPORT' } });
    expect(imported.createdBy).toEqual({ source: 'IMPORT', workspaceMemberId: null, name: keyName });
    expect(imported.updatedBy.source).toBe('API');
    const batch = (await ok(app, 'POST', '/rest/batch/notes', [{ title: 'mail', createdBy: { source: 'EMAIL' } }, { title: 'typed', createdBy: { source: 'MANUAL' } }, { title: 'plain' }])).data.createNotes;
    expect(batch.map((n: Rec) => n.createdBy.source)).toEqual(['EMAIL', 'MANUAL', 'API']);
    const nulled = await create(app, 'tasks', 'task', { title: 'null actor', createdBy: null });
    expect(nulled.createdBy.source).toBe('API');
  });

  it('is filterable', async () => {
    await create(app, 'opportunities', 'opportunity', { name: 'from import', createdBy: { source: 'IMPORT' } });
    const imported = await ok(app, 'GET', `/rest/opportunities?filter=${encodeURIComponent('createdBy.source[eq]:IMPORT')}`);
    expect(imported.data.opportunities.map((o: Rec) => o.name)).toContain('from import');
    expect(imported.data.opportunities.every((o: Rec) => o.createdBy.source === 'IMPORT')).toBe(true);
    expect(await count(app, 'opportunities', `createdBy.name[eq]:${keyName}`)).toBeGreaterThan(0);
  });

  it('is stamped by bulk updates too', async () => {
    const secret = await otherKey('bulk fixer');
    const person = await create(app, 'people', 'person', { name: { firstName: 'Bulk' }, jobTitle: 'actor-bulk' });
    const reply = await app.rawFetch(`/rest/people?filter=${encodeURIComponent('jobTitle[eq]:actor-bulk')}`, {
      method: 'PATCH',
      apiKey: secret,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ city: 'Faro' }),
    });
    expect(reply.status).toBe(200);
    expect((await getOne(app, 'people', 'person', person.id)).updatedBy.name).toBe('bulk fixer');
  });

  it('is stamped on the records a delete rule updates (people losing their deleted company)', async () => {
    const company = await create(app, 'companies', 'company', { name: 'Going Co' });
    const person = await create(app, 'people', 'person', { name: { firstName: 'Staying' }, companyId: company.id });
    const secret = await otherKey('cleaner');
    const reply = await app.rawFetch(`/rest/companies/${company.id}`, { method: 'DELETE', apiKey: secret });
    expect(reply.status).toBe(200);
    const after = await getOne(app, 'people', 'person', person.id);
    expect(after.companyId).toBeNull();
    expect(after.updatedBy.name).toBe('cleaner');
  });

  it('refuses an unknown source, the parts the service sets, and any createdBy on update, changing nothing', async () => {
    const before = await count(app, 'people');
    const unknown = await call(app, 'POST', '/rest/people', { name: { firstName: 'X' }, createdBy: { source: 'TELEPATHY' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.messages[0]).toMatch(/^createdBy\.source: must be one of API, IMPORT, EMAIL/);
    const named = await call(app, 'POST', '/rest/people', { name: { firstName: 'X' }, createdBy: { source: 'API', name: 'someone else' } });
    expect(named.status).toBe(400);
    expect(named.body.messages).toEqual(['createdBy.name: is set by the service and cannot be written']);
    expect(await count(app, 'people')).toBe(before);
    const person = await create(app, 'people', 'person', { name: { firstName: 'Y' } });
    const patch = await call(app, 'PATCH', `/rest/people/${person.id}`, { createdBy: { source: 'IMPORT' } });
    expect(patch.status).toBe(400);
    expect((await getOne(app, 'people', 'person', person.id)).createdBy.source).toBe('API');
  });
});
