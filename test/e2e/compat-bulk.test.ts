// Drop-in for Twenty REST clients (issue 11): DELETE and PATCH /rest/<plural>?filter=... — the
// matching records only, through the delete rules and write hooks (an event per record), a
// filter mandatory, at most 1,000 records per call, and nothing changed on any refusal.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { call, count, create, getOne, ok, type Rec } from './records-support.ts';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WORKER: 'off' });
});
afterAll(() => app?.close());

const tag = () => `bulk${randomBytes(4).toString('hex')}`;
const q = (filter: string) => `filter=${encodeURIComponent(filter)}`;

async function people(jobTitle: string, n: number): Promise<string[]> {
  const body = Array.from({ length: n }, (_, i) => ({ name: { firstName: `P${i}` }, jobTitle }));
  return (await ok(app, 'POST', '/rest/batch/people', body)).data.createPeople.map((p: Rec) => p.id);
}

describe('DELETE /rest/<plural>?filter=', () => {
  it('deletes exactly the matching records and answers their ids', async () => {
    const title = tag();
    const doomed = await people(title, 3);
    const kept = await people(`${title}-kept`, 2);
    const reply = await ok(app, 'DELETE', `/rest/people?${q(`jobTitle[eq]:${title}`)}`);
    expect(reply.data.deletePeople.map((r: Rec) => r.id).sort()).toEqual([...doomed].sort());
    expect(await count(app, 'people', `jobTitle[eq]:${title}`)).toBe(0);
    expect(await count(app, 'people', `jobTitle[eq]:${title}-kept`)).toBe(kept.length);
    const none = await ok(app, 'DELETE', `/rest/people?${q(`jobTitle[eq]:${title}`)}`);
    expect(none.data.deletePeople).toEqual([]);
  });

  it('applies the delete rules: the people of deleted companies lose their companyId', async () => {
    const name = tag();
    const company = await create(app, 'companies', 'company', { name });
    const person = await create(app, 'people', 'person', { name: { firstName: 'Staff' }, companyId: company.id });
    await ok(app, 'DELETE', `/rest/companies?${q(`name[eq]:${name}`)}`);
    expect((await getOne(app, 'people', 'person', person.id)).companyId).toBeNull();
  });

  it('refuses when a RESTRICT rule stands in the way, deleting nothing', async () => {
    const member = (await ok(app, 'POST', '/rest/workspaceMembers', { name: { firstName: 'Owner', lastName: tag() } })).data.createWorkspaceMember;
    await create(app, 'people', 'person', { name: { firstName: 'Owned' }, ownerId: member.id });
    const reply = await call(app, 'DELETE', `/rest/workspaceMembers?${q(`id[eq]:${member.id}`)}`);
    expect(reply.status).toBe(400);
    expect(reply.body.messages.join(' ')).toMatch(/still referenced by people/);
    expect(await count(app, 'workspaceMembers', `id[eq]:${member.id}`)).toBe(1);
  });

  it('writes one delete event per record (the webhook outbox sees each)', async () => {
    const title = tag();
    const webhook = (await ok(app, 'POST', '/rest/webhooks', { targetUrl: 'http://127.0.0.1:9/hook', operations: ['person.deleted'] })).data.createWebhook;
    const doomed = await people(title, 4);
    await ok(app, 'DELETE', `/rest/people?${q(`jobTitle[eq]:${title}`)}`);
    const deliveries = (await ok(app, 'GET', `/rest/webhookDeliveries?limit=100&${q(`webhookId[eq]:${webhook.id}`)}`)).data.webhookDeliveries;
    expect(deliveries.map((d: Rec) => d.recordId).sort()).toEqual([...doomed].sort());
    expect(new Set(deliveries.map((d: Rec) => d.eventName))).toEqual(new Set(['person.deleted']));
    await ok(app, 'DELETE', `/rest/webhooks/${webhook.id}`);
  });

  it('refuses without a filter, with a blank one and with an invalid one', async () => {
    const before = await count(app, 'people');
    for (const path of ['/rest/people', '/rest/people?filter=', `/rest/people?${q('   ')}`]) {
      const reply = await call(app, 'DELETE', path);
      expect(reply.status, path).toBe(400);
      expect(reply.body.messages[0]).toMatch(/^filter: a filter is mandatory/);
    }
    const invalid = await call(app, 'DELETE', `/rest/people?${q('nickname[eq]:x')}`);
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('INVALID_FILTER');
    expect(await count(app, 'people')).toBe(before);
  });

  it('refuses a filter matching more than 1,000 records, deleting none', async () => {
    const title = tag();
    for (let i = 0; i < 17; i++) await people(title, 60); // 1,020
    const reply = await call(app, 'DELETE', `/rest/people?${q(`jobTitle[eq]:${title}`)}`);
    expect(reply.status).toBe(400);
    expect(reply.body.messages).toEqual([`filter: matches more than 1000 people; one call deletes at most 1000: narrow the filter, nothing was changed`]);
    expect(await count(app, 'people', `jobTitle[eq]:${title}`)).toBe(1020);
    const fewer = await ok(app, 'DELETE', `/rest/people?${q(`jobTitle[eq]:${title},name.firstName[neq]:P0,name.firstName[neq]:P1`)}`);
    expect(fewer.data.deletePeople).toHaveLength(986);
  });
});

describe('PATCH /rest/<plural>?filter=', () => {
  it('updates exactly the matching records and answers them', async () => {
    const title = tag();
    const matched = await people(title, 3);
    const other = await people(`${title}-other`, 1);
    const reply = await ok(app, 'PATCH', `/rest/people?${q(`jobTitle[eq]:${title}`)}`, { city: 'Lisbon' });
    expect(reply.data.updatePeople.map((r: Rec) => r.id).sort()).toEqual([...matched].sort());
    expect(reply.data.updatePeople.every((r: Rec) => r.city === 'Lisbon')).toBe(true);
    expect((await getOne(app, 'people', 'person', other[0])).city).toBeNull();
  });

  it('validates the body once and names the fault, changing nothing', async () => {
    const title = tag();
    const [id] = await people(title, 1);
    const bad = await call(app, 'PATCH', `/rest/people?${q(`jobTitle[eq]:${title}`)}`, { companyId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.messages).toEqual(["companyId: 'abc' is not a valid UUID"]);
    const missing = await call(app, 'PATCH', `/rest/people?${q(`jobTitle[eq]:${title}`)}`, { companyId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(400);
    expect(missing.body.messages.join(' ')).toMatch(/companyId/);
    const none = await call(app, 'PATCH', `/rest/people`, { city: 'x' });
    expect(none.status).toBe(400);
    expect(none.body.messages[0]).toMatch(/^filter: a filter is mandatory/);
    expect((await getOne(app, 'people', 'person', id)).companyId).toBeNull();
  });

  it('checks record-level rules on each matching record (a note relation keeps one target)', async () => {
    const note = await create(app, 'notes', 'note', { title: tag() });
    const person = await create(app, 'people', 'person', { name: { firstName: 'Target' } });
    const target = await create(app, 'noteTargets', 'noteTarget', { noteId: note.id, personId: person.id });
    const reply = await call(app, 'PATCH', `/rest/noteTargets?${q(`noteId[eq]:${note.id}`)}`, { personId: null });
    expect(reply.status).toBe(400);
    expect((await getOne(app, 'noteTargets', 'noteTarget', target.id, 0)).personId).toBe(person.id);
  });
});
