// Soft delete over REST (DESIGN.md "Twenty-compatible GraphQL record API": Soft delete, REST side;
// "Twenty REST extras": Many-record restore; issue 25 point 4, issue 29 point 6):
// `DELETE ...?soft_delete=true` sets deletedAt and the record disappears from every read (lists
// and totalCount, get, depth embeds, search, group by, bulk writes) unless a filter names
// deletedAt; `PATCH .../{id}/restore` and `PATCH .../restore?filter=` bring it back; a plain
// DELETE stays permanent (a destroy for a soft-deleted record); webhooks receive `.deleted`
// (with deletedAt), `.restored` and `.destroyed`; every refusal is a clear 4xx changing nothing.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEvent } from '../../src/events/record-event.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { workspaceApi } from '../support/workspace-api.ts';
import { call, create, expectError, ISO_MS, ok, UNKNOWN_ID, type Rec } from './records-support.ts';

const SEARCH = readFileSync(path.resolve(import.meta.dirname, '../graphql/search.graphql'), 'utf8');

let app: TestServer;
const receiver = new Receiver();
const events: RecordEvent[] = [];

beforeAll(async () => {
  await receiver.start();
  app = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  app.server.services.records.onCommitted((write) => events.push(...write.events()));
  await ok(app, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}/all`, operations: ['*'] });
  // The new actions are subscribable, alone and through `*.<action>`.
  await ok(app, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}/some`, operations: ['person.restored', '*.destroyed'] });
});
afterAll(async () => {
  await app?.close();
  await receiver.stop();
});

/** A word no other test's records hold (letters only: search reads digits apart). */
const unique = (prefix = 'sd') => `${prefix}${randomBytes(5).toString('hex').replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}`;
const q = encodeURIComponent;
const person = (body: Rec) => create(app, 'people', 'person', body);
const page = (plural: string, filter: string, extra = '') => ok(app, 'GET', `/rest/${plural}?limit=100&filter=${q(filter)}${extra}`);
const ids = (records: Rec[]) => records.map((record) => record.id).sort();
const received = (at: string, eventName: string, recordId: string) => receiver.at(at).filter((r) => r.body.eventName === eventName && r.body.record.id === recordId);
const delivered = (at: string, eventName: string, recordId: string) => waitFor(`${eventName} of ${recordId} at ${at}`, () => received(at, eventName, recordId)[0]);

async function searchLabels(text: string): Promise<string[]> {
  const response = await app.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SEARCH, variables: { searchInput: text } }) });
  const body = (await response.json()) as { data: { search: { edges: Array<{ node: { label: string } }> } } };
  return body.data.search.edges.map((edge) => edge.node.label);
}

describe('soft delete and restore of a person, seen by every read', () => {
  const city = unique('city');
  const lastName = unique('ann');
  let acme: Rec, ann: Rec, bob: Rec, note: Rec;

  beforeAll(async () => {
    acme = await create(app, 'companies', 'company', { name: unique('acme') });
    ann = await person({ name: { firstName: 'Ann', lastName }, city, jobTitle: 'CEO', companyId: acme.id });
    bob = await person({ name: { firstName: 'Bob', lastName: unique('bob') }, city, jobTitle: 'CTO', companyId: acme.id });
    note = await create(app, 'notes', 'note', { title: 'met Ann' });
    await create(app, 'noteTargets', 'noteTarget', { noteId: note.id, personId: ann.id });
  });

  it('DELETE ?soft_delete=true answers as the delete does and sets deletedAt, with the .deleted event', async () => {
    expect(await searchLabels(lastName)).toEqual([`Ann ${lastName}`]);
    const reply = await ok(app, 'DELETE', `/rest/people/${ann.id}?soft_delete=true`);
    expect(reply).toEqual({ data: { deletePerson: { id: ann.id } } });
    const [event] = events.filter((e) => e.record.id === ann.id && e.action === 'deleted');
    expect(event.record).toMatchObject({ id: ann.id, deletedAt: expect.stringMatching(ISO_MS), city, updatedBy: expect.objectContaining({ source: 'API' }) });
    const hook = await delivered('/all', 'person.deleted', ann.id);
    expect(hook.body.record).toMatchObject({ id: ann.id, deletedAt: expect.stringMatching(ISO_MS), jobTitle: 'CEO' });
  });

  it('hides it from get, lists and their totalCount, unless the filter names deletedAt', async () => {
    expectError(await call(app, 'GET', `/rest/people/${ann.id}`), 404, 'RECORD_NOT_FOUND', [`no person with id ${ann.id}`]);
    const live = await page('people', `city[eq]:${city}`);
    expect(ids(live.data.people)).toEqual([bob.id]);
    expect(live.totalCount).toBe(1);
    expect(live.data.people[0].deletedAt).toBeNull();
    const trash = await page('people', `and(city[eq]:${city},deletedAt[is]:NOT_NULL)`);
    expect(ids(trash.data.people)).toEqual([ann.id]);
    expect(trash.totalCount).toBe(1);
    expect(trash.data.people[0].deletedAt).toMatch(ISO_MS);
    // Named anywhere (here under or), the filter alone decides: both.
    const both = await page('people', `and(city[eq]:${city},or(deletedAt[is]:NULL,deletedAt[is]:NOT_NULL))`);
    expect(ids(both.data.people)).toEqual(ids([ann, bob]));
    // Ordered by deletedAt, a DATE_TIME like the others.
    const byDeletion = await ok(app, 'GET', `/rest/people?filter=${q(`and(city[eq]:${city},deletedAt[gte]:2000-01-01)`)}&order_by=deletedAt[DescNullsLast]`);
    expect(ids(byDeletion.data.people)).toEqual([ann.id]);
  });

  it('hides it from depth embeds: to-many leaves it out, to-one is null', async () => {
    const company = (await ok(app, 'GET', `/rest/companies/${acme.id}?depth=1`)).data.company;
    expect(ids(company.people)).toEqual([bob.id]);
    const withNote = (await ok(app, 'GET', `/rest/notes/${note.id}?depth=1`)).data.note;
    expect(withNote.noteTargets).toHaveLength(1);
    expect(withNote.noteTargets[0].personId).toBe(ann.id); // the link keeps the id (no delete rule ran)
    expect(withNote.noteTargets[0].person).toBeNull();
  });

  it('hides it from search and group by', async () => {
    expect(await searchLabels(lastName)).toEqual([]);
    const groups = await ok(app, 'GET', `/rest/people/groupBy?group_by=${q('[{"city": true}]')}&filter=${q(`city[eq]:${city}`)}`);
    expect(groups).toEqual([expect.objectContaining({ groupByDimensionValues: [city], totalCount: 1 })]);
    const trashGroups = await ok(app, 'GET', `/rest/people/groupBy?group_by=${q('[{"city": true}]')}&filter=${q(`and(city[eq]:${city},deletedAt[is]:NOT_NULL)`)}`);
    expect(trashGroups).toEqual([expect.objectContaining({ groupByDimensionValues: [city], totalCount: 1 })]);
  });

  it('hides it from duplicates (not a match, and its id is a 404) and from merge (404)', async () => {
    const twin = await person({ name: { firstName: 'Ann', lastName } });
    const entries = await ok(app, 'POST', '/rest/people/duplicates', { ids: [twin.id] });
    expect(entries.data[0].personDuplicates.map((p: Rec) => p.id)).not.toContain(ann.id);
    expectError(await call(app, 'POST', '/rest/people/duplicates', { ids: [ann.id] }), 404, 'RECORD_NOT_FOUND', [`no person with id ${ann.id}`]);
    expectError(await call(app, 'PATCH', '/rest/people/merge', { ids: [twin.id, ann.id], conflictPriorityIndex: 0 }), 404, 'RECORD_NOT_FOUND', ['Record not found']);
    await ok(app, 'DELETE', `/rest/people/${twin.id}`);
  });

  it('leaves it out of bulk updates; its own PATCH is a 404 and changes nothing', async () => {
    const updated = await ok(app, 'PATCH', `/rest/people?filter=${q(`city[eq]:${city}`)}`, { jobTitle: 'Founder' });
    expect(ids(updated.data.updatePeople)).toEqual([bob.id]);
    expectError(await call(app, 'PATCH', `/rest/people/${ann.id}`, { jobTitle: 'Ghost' }), 404, 'RECORD_NOT_FOUND', [`no person with id ${ann.id}`]);
    expectError(await call(app, 'PATCH', `/rest/people/${ann.id}`, {}), 404, 'RECORD_NOT_FOUND', [`no person with id ${ann.id}`]);
    const [stored] = (await page('people', `and(id[eq]:${ann.id},deletedAt[is]:NOT_NULL)`)).data.people;
    expect(stored.jobTitle).toBe('CEO');
  });

  it('refuses to soft-delete it twice (404), and a restore of a live record (404)', async () => {
    const before = (await page('people', `and(id[eq]:${ann.id},deletedAt[is]:NOT_NULL)`)).data.people[0];
    expectError(await call(app, 'DELETE', `/rest/people/${ann.id}?soft_delete=true`), 404, 'RECORD_NOT_FOUND', [`no person with id ${ann.id}`]);
    expectError(await call(app, 'PATCH', `/rest/people/${bob.id}/restore`), 404, 'RECORD_NOT_FOUND', [`no soft-deleted person with id ${bob.id}`]);
    expectError(await call(app, 'PATCH', `/rest/people/${UNKNOWN_ID}/restore`), 404, 'RECORD_NOT_FOUND', [`no soft-deleted person with id ${UNKNOWN_ID}`]);
    const after = (await page('people', `and(id[eq]:${ann.id},deletedAt[is]:NOT_NULL)`)).data.people[0];
    expect(after).toEqual(before);
    expect((await ok(app, 'GET', `/rest/people/${bob.id}`)).data.person.deletedAt).toBeNull();
  });

  it('PATCH /{id}/restore brings it back everywhere, answered at depth with fields, with the .restored event', async () => {
    const reply = await ok(app, 'PATCH', `/rest/people/${ann.id}/restore?depth=1&fields=name,deletedAt,company`);
    expect(reply.data.restorePerson).toEqual({ id: ann.id, name: { firstName: 'Ann', lastName }, deletedAt: null, company: expect.objectContaining({ id: acme.id }) });
    expect((await ok(app, 'GET', `/rest/people/${ann.id}`)).data.person).toMatchObject({ id: ann.id, deletedAt: null, jobTitle: 'CEO' });
    const live = await page('people', `city[eq]:${city}`);
    expect(ids(live.data.people)).toEqual(ids([ann, bob]));
    expect(live.totalCount).toBe(2);
    expect(ids((await ok(app, 'GET', `/rest/companies/${acme.id}?depth=1`)).data.company.people)).toEqual(ids([ann, bob]));
    expect((await ok(app, 'GET', `/rest/notes/${note.id}?depth=1`)).data.note.noteTargets[0].person).toMatchObject({ id: ann.id });
    expect(await searchLabels(lastName)).toEqual([`Ann ${lastName}`]);
    const hook = await delivered('/some', 'person.restored', ann.id);
    expect(hook.body.record).toMatchObject({ id: ann.id, deletedAt: null });
    expect(received('/some', 'person.deleted', ann.id)).toEqual([]);
  });
});

describe('in bulk: DELETE ?filter=&soft_delete=true and PATCH /restore?filter=', () => {
  const city = unique('bulk');
  let people: Rec[];

  beforeAll(async () => {
    people = await Promise.all(['A', 'B', 'C'].map((firstName) => person({ name: { firstName }, city })));
  });

  it('soft-deletes every match and answers their ids; the list is then empty', async () => {
    const reply = await ok(app, 'DELETE', `/rest/people?filter=${q(`city[eq]:${city}`)}&soft_delete=true`);
    expect(ids(reply.data.deletePeople)).toEqual(ids(people));
    expect((await page('people', `city[eq]:${city}`)).totalCount).toBe(0);
    expect((await page('people', `and(city[eq]:${city},deletedAt[is]:NOT_NULL)`)).totalCount).toBe(3);
    // Nothing left to soft-delete: an empty answer, not an error.
    expect((await ok(app, 'DELETE', `/rest/people?filter=${q(`city[eq]:${city}`)}&soft_delete=true`)).data.deletePeople).toEqual([]);
  });

  it('refuses a restore without a filter or with an empty one (400, nothing restored)', async () => {
    const message = 'filter: a filter is mandatory to restore several people (PATCH /rest/people/restore?filter=...); for one record use PATCH /rest/people/{id}/restore';
    expectError(await call(app, 'PATCH', '/rest/people/restore'), 400, 'VALIDATION_FAILED', [message]);
    expectError(await call(app, 'PATCH', '/rest/people/restore?filter='), 400, 'VALIDATION_FAILED', [message]);
    expectError(await call(app, 'PATCH', `/rest/people/restore?filter=${q('nope[eq]:1')}`), 400, 'INVALID_FILTER', [/'nope'/]);
    expect((await page('people', `and(city[eq]:${city},deletedAt[is]:NOT_NULL)`)).totalCount).toBe(3);
  });

  it('restores the soft-deleted records the filter names (without naming deletedAt), with fields', async () => {
    const [first] = people;
    const one = await ok(app, 'PATCH', `/rest/people/restore?filter=${q(`id[eq]:${first.id}`)}&fields=city`);
    expect(one.data.restorePeople).toEqual([{ id: first.id, city }]);
    const rest = await ok(app, 'PATCH', `/rest/people/restore?filter=${q(`city[eq]:${city}`)}&depth=1`);
    expect(ids(rest.data.restorePeople)).toEqual(ids(people.slice(1)));
    expect(rest.data.restorePeople.every((record: Rec) => record.deletedAt === null && 'company' in record)).toBe(true);
    expect((await page('people', `city[eq]:${city}`)).totalCount).toBe(3);
    // Nothing soft-deleted matches any more.
    expect((await ok(app, 'PATCH', `/rest/people/restore?filter=${q(`city[eq]:${city}`)}`)).data.restorePeople).toEqual([]);
  });

  it('a plain bulk DELETE stays permanent', async () => {
    const reply = await ok(app, 'DELETE', `/rest/people?filter=${q(`city[eq]:${city}`)}`);
    expect(ids(reply.data.deletePeople)).toEqual(ids(people));
    expect((await page('people', `and(city[eq]:${city},or(deletedAt[is]:NULL,deletedAt[is]:NOT_NULL))`)).totalCount).toBe(0);
  });
});

describe('destroy: a plain DELETE of a soft-deleted record', () => {
  it('removes it for good with the .destroyed event; a live record is .deleted as before', async () => {
    const city = unique('gone');
    const kept = await person({ name: { firstName: 'Soft' }, city });
    const live = await person({ name: { firstName: 'Live' }, city });
    await ok(app, 'DELETE', `/rest/people/${kept.id}?soft_delete=true`);
    expect(await ok(app, 'DELETE', `/rest/people/${kept.id}`)).toEqual({ data: { deletePerson: { id: kept.id } } });
    expect(await ok(app, 'DELETE', `/rest/people/${live.id}`)).toEqual({ data: { deletePerson: { id: live.id } } });
    expect((await page('people', `and(city[eq]:${city},or(deletedAt[is]:NULL,deletedAt[is]:NOT_NULL))`)).totalCount).toBe(0);
    expectError(await call(app, 'PATCH', `/rest/people/${kept.id}/restore`), 404, 'RECORD_NOT_FOUND', [`no soft-deleted person with id ${kept.id}`]);
    const destroyed = await delivered('/some', 'person.destroyed', kept.id);
    expect(destroyed.body.record).toMatchObject({ id: kept.id, deletedAt: expect.stringMatching(ISO_MS) });
    await delivered('/all', 'person.deleted', live.id);
    await delivered('/all', 'person.destroyed', kept.id);
    expect(received('/all', 'person.deleted', kept.id)).toHaveLength(1); // the soft delete's only
    expect(received('/some', 'person.deleted', live.id)).toEqual([]);
    expect(events.filter((e) => e.record.id === kept.id).map((e) => e.action)).toEqual(['created', 'deleted', 'destroyed']);
  });
});

describe('destroy by filter: a plain bulk DELETE reads soft-deleted records (Twenty)', () => {
  it('DELETE ?filter=id[in]:[...] after their soft delete removes them for good, with the .destroyed events', async () => {
    const city = unique('bulkgone');
    const people = await Promise.all(['A', 'B'].map((firstName) => person({ name: { firstName }, city })));
    const filter = q(`id[in]:[${people.map((p) => p.id).join(',')}]`);
    await ok(app, 'DELETE', `/rest/people?filter=${filter}&soft_delete=true`);
    const reply = await ok(app, 'DELETE', `/rest/people?filter=${filter}`);
    expect(ids(reply.data.deletePeople)).toEqual(ids(people));
    expect((await page('people', `and(city[eq]:${city},or(deletedAt[is]:NULL,deletedAt[is]:NOT_NULL))`)).totalCount).toBe(0);
    for (const { id } of people) {
      await delivered('/some', 'person.destroyed', id);
      expect(events.filter((e) => e.record.id === id).map((e) => e.action)).toEqual(['created', 'deleted', 'destroyed']);
    }
  });
});

describe('refusals', () => {
  it('deletedAt is not writable by a create or an update', async () => {
    const before = (await page('people', 'deletedAt[is]:NOT_NULL')).totalCount;
    const created = await call(app, 'POST', '/rest/people', { name: { firstName: 'Zed' }, deletedAt: '2020-01-01T00:00:00.000Z' });
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body.messages)).toMatch(/deletedAt/);
    const zed = await person({ name: { firstName: 'Zed' } });
    const patched = await call(app, 'PATCH', `/rest/people/${zed.id}`, { deletedAt: '2020-01-01T00:00:00.000Z' });
    expect(patched.status).toBe(400);
    expect(JSON.stringify(patched.body.messages)).toMatch(/deletedAt/);
    expect((await page('people', 'deletedAt[is]:NOT_NULL')).totalCount).toBe(before);
  });

  it('soft_delete is not offered where deletes stay permanent (engine objects): 400', async () => {
    const reply = await call(app, 'DELETE', `/rest/workflows/${UNKNOWN_ID}?soft_delete=true`);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body.messages)).toMatch(/soft_delete/);
  });
});

describe('a pipeline record', () => {
  it('is soft-deleted, hidden, restored and destroyed like a built-in record', async () => {
    await ok(app, 'POST', '/rest/metadata/pipelines', { nameSingular: 'gadget', namePlural: 'gadgets', labelSingular: 'Gadget', labelPlural: 'Gadgets' });
    // Checked against the workspace document, which holds the pipeline's paths.
    const api = workspaceApi(app);
    const good = async (method: string, route: string, body?: unknown) => {
      const reply = await api.call(method, route, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body;
    };
    const name = unique('gadget');
    const gadget = (await good('POST', '/rest/gadgets', { name })).data.createGadget;
    expect(gadget.deletedAt).toBeNull();
    expect(await good('DELETE', `/rest/gadgets/${gadget.id}?soft_delete=true`)).toEqual({ data: { deleteGadget: { id: gadget.id } } });
    expect((await good('GET', `/rest/gadgets?filter=${q(`name[eq]:${name}`)}`)).totalCount).toBe(0);
    const missing = await api.call('GET', `/rest/gadgets/${gadget.id}`);
    expectError(missing, 404, 'RECORD_NOT_FOUND', [`no gadget with id ${gadget.id}`]);
    await delivered('/all', 'gadget.deleted', gadget.id);
    const restored = await good('PATCH', `/rest/gadgets/${gadget.id}/restore`);
    expect(restored.data.restoreGadget).toMatchObject({ id: gadget.id, name, deletedAt: null });
    await delivered('/all', 'gadget.restored', gadget.id);
    await good('DELETE', `/rest/gadgets?filter=${q(`name[eq]:${name}`)}&soft_delete=true`);
    expect(ids((await good('PATCH', `/rest/gadgets/restore?filter=${q(`name[eq]:${name}`)}`)).data.restoreGadgets)).toEqual([gadget.id]);
    await good('DELETE', `/rest/gadgets/${gadget.id}?soft_delete=true`);
    await good('DELETE', `/rest/gadgets/${gadget.id}`);
    await delivered('/some', 'gadget.destroyed', gadget.id);
    // 'restore' names no pipeline: it is a path word.
    const named = await call(app, 'POST', '/rest/metadata/pipelines', { nameSingular: 'restore', namePlural: 'restores', labelSingular: 'R', labelPlural: 'Rs' });
    expect(named.status).toBe(400);
    expect(named.body.messages.join()).toMatch(/'restore' is reserved/);
  });
});
