// Drop-in for Twenty REST clients (issue 11), part 1: client-supplied ids on create (single and
// batch), and malformed ids named by their value wherever they appear (path, cursor, body).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { call, count, create, getOne, ok } from './records-support.ts';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const person = (firstName: string, extra: Record<string, unknown> = {}) => ({ name: { firstName, lastName: 'Client' }, ...extra });

describe('client-supplied ids', () => {
  it('keeps the id a create brings, and reads back under it', async () => {
    const id = randomUUID();
    const created = await create(app, 'people', 'person', person('Kept', { id }));
    expect(created.id).toBe(id);
    expect((await getOne(app, 'people', 'person', id)).name.firstName).toBe('Kept');
  });

  it('stores an upper-case id in lower case', async () => {
    const id = randomUUID();
    const created = await create(app, 'companies', 'company', { id: id.toUpperCase(), name: 'Upper Inc' });
    expect(created.id).toBe(id);
  });

  it('gives records without an id a UUIDv7', async () => {
    const created = await create(app, 'people', 'person', person('Server'));
    expect(created.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('refuses an id already taken with a 409 naming it, changing nothing', async () => {
    const id = randomUUID();
    await create(app, 'people', 'person', person('First', { id }));
    const reply = await call(app, 'POST', '/rest/people', person('Second', { id }));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'CONFLICT', messages: [`id: a person with id '${id}' already exists`] });
    expect((await getOne(app, 'people', 'person', id)).name.firstName).toBe('First');
    // The article follows the object's name.
    const dealId = randomUUID();
    await create(app, 'opportunities', 'opportunity', { id: dealId, name: 'First deal' });
    const taken = await call(app, 'POST', '/rest/opportunities', { id: dealId, name: 'Second deal' });
    expect([taken.status, taken.body.messages]).toEqual([409, [`id: an opportunity with id '${dealId}' already exists`]]);
  });

  it('accepts ids in a batch; one taken id refuses the whole batch, naming the item', async () => {
    const taken = randomUUID();
    await create(app, 'notes', 'note', { id: taken, title: 'already here' });
    const fresh = [randomUUID(), randomUUID()];
    const reply = await call(app, 'POST', '/rest/batch/notes', [
      { id: fresh[0], title: 'a' },
      { id: taken, title: 'b' },
      { id: fresh[1], title: 'c' },
    ]);
    expect(reply.status).toBe(409);
    expect(reply.body.messages).toEqual([`[1] id: a note with id '${taken}' already exists`]);
    expect(await count(app, 'notes', `id[in]:[${fresh.join(',')}]`)).toBe(0);

    const batch = await ok(app, 'POST', '/rest/batch/notes', [{ id: fresh[0], title: 'a' }, { title: 'no id' }, { id: fresh[1], title: 'c' }]);
    const ids = batch.data.createNotes.map((n: { id: string }) => n.id);
    expect(ids[0]).toBe(fresh[0]);
    expect(ids[2]).toBe(fresh[1]);
    expect(ids[1]).toMatch(/^[0-9a-f-]{14}7/);
  });

  it('refuses a batch bringing the same id twice, naming both items', async () => {
    const id = randomUUID();
    const reply = await call(app, 'POST', '/rest/batch/tasks', [{ id, title: 'x' }, { title: 'y' }, { id, title: 'z' }]);
    expect(reply.status).toBe(400);
    expect(reply.body.messages).toEqual([`[2] id: '${id}' is also the id of item [0]`]);
    expect(await count(app, 'tasks', `id[eq]:${id}`)).toBe(0);
  });

  it('shares no statement fate: concurrent single creates, one with a taken id, fail alone', async () => {
    const taken = randomUUID();
    await create(app, 'people', 'person', person('Taken', { id: taken }));
    const replies = await Promise.all([
      call(app, 'POST', '/rest/people', person('A')),
      call(app, 'POST', '/rest/people', person('B', { id: taken })),
      call(app, 'POST', '/rest/people', person('C', { id: randomUUID() })),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 409, 200]);
  });

  it('does not let an update change the id', async () => {
    const created = await create(app, 'people', 'person', person('Stay'));
    const reply = await call(app, 'PATCH', `/rest/people/${created.id}`, { id: randomUUID() });
    expect(reply.status).toBe(400);
    expect(reply.body.messages.join(' ')).toMatch(/id/);
    expect((await getOne(app, 'people', 'person', created.id)).id).toBe(created.id);
  });
});

describe('a malformed id is named by its value', () => {
  it('in a create body', async () => {
    const reply = await call(app, 'POST', '/rest/people', person('Bad', { id: 'abc' }));
    expect(reply.status).toBe(400);
    expect(reply.body.messages).toEqual(["id: 'abc' is not a valid UUID"]);
  });

  it('in a relation id of a body, and in a batch item', async () => {
    const single = await call(app, 'POST', '/rest/people', person('Rel', { companyId: 'not-a-uuid' }));
    expect(single.body.messages).toEqual(["companyId: 'not-a-uuid' is not a valid UUID"]);
    const batch = await call(app, 'POST', '/rest/batch/people', [person('Ok'), person('Bad', { id: '123' })]);
    expect(batch.status).toBe(400);
    expect(batch.body.messages).toEqual(["[1] id: '123' is not a valid UUID"]);
  });

  it('in a path', async () => {
    const reply = await call(app, 'GET', '/rest/people/abc');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'INVALID_ID', messages: ["id: 'abc' is not a valid UUID"] });
  });

  it('in a cursor', async () => {
    const reply = await call(app, 'GET', '/rest/people?starting_after=abc');
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('INVALID_CURSOR');
    expect(reply.body.messages.join(' ')).toContain("'abc' is not a valid UUID");
  });
});

describe('depth on write answers', () => {
  it('embeds relations in a create, an update and a batch exactly as a GET at that depth', async () => {
    const company = await create(app, 'companies', 'company', { name: 'Depth Co' });
    const createdReply = await ok(app, 'POST', '/rest/people?depth=1', person('Deep', { companyId: company.id }));
    const created = createdReply.data.createPerson;
    expect(created.company).toMatchObject({ id: company.id, name: 'Depth Co' });
    expect(created).toEqual(await getOne(app, 'people', 'person', created.id, 1));

    const updated = (await ok(app, 'PATCH', `/rest/people/${created.id}?depth=1`, { jobTitle: 'CTO' })).data.updatePerson;
    expect(updated).toEqual(await getOne(app, 'people', 'person', created.id, 1));
    expect(updated.jobTitle).toBe('CTO');

    const note = await create(app, 'notes', 'note', { title: 'about Deep' });
    const targets = (await ok(app, 'POST', '/rest/batch/noteTargets?depth=2', [{ noteId: note.id, personId: created.id }])).data.createNoteTargets;
    expect(targets[0]).toEqual(await getOne(app, 'noteTargets', 'noteTarget', targets[0].id, 2));
    expect(targets[0].person.company).toMatchObject({ id: company.id });
  });

  it('answers without relations when no depth is asked', async () => {
    const company = await create(app, 'companies', 'company', { name: 'Flat Co' });
    const created = await create(app, 'people', 'person', person('Flat', { companyId: company.id }));
    expect(created).not.toHaveProperty('company');
    expect(created.companyId).toBe(company.id);
  });

  it('refuses depth=3 on a write before writing anything', async () => {
    const before = await count(app, 'people');
    const reply = await call(app, 'POST', '/rest/people?depth=3', person('Never'));
    expect(reply.status).toBe(400);
    expect(reply.body.messages.join(' ')).toMatch(/depth/);
    const batch = await call(app, 'POST', '/rest/batch/people?depth=3', [person('Never')]);
    expect(batch.status).toBe(400);
    const created = await create(app, 'people', 'person', person('Patched'));
    const patch = await call(app, 'PATCH', `/rest/people/${created.id}?depth=9`, { jobTitle: 'never' });
    expect(patch.status).toBe(400);
    expect((await getOne(app, 'people', 'person', created.id)).jobTitle).toBeNull();
    expect(await count(app, 'people')).toBe(before + 1);
  });
});
