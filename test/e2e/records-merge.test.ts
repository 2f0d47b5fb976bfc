// PATCH /rest/<plural>/merge (issue 29 point 2; DESIGN.md "Twenty REST extras": Merge, Merge
// values, Merge side effects, Dry run, Merge errors): the kept record takes the merged values,
// everything that pointed at a merged-away record points at the kept one (read back over REST),
// the merged-away records are gone, the webhooks say so, the caller is the actor; a dry run
// changes nothing; every refusal is the documented 400/404 with Twenty's message; two merges
// of overlapping ids never half-merge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEvent } from '../../src/events/record-event.ts';
import { SYSTEM_ACTOR } from '../../src/records/actor.ts';
import { referencesTo } from '../../src/records/write/repoint-records.ts';
import { contractChecker } from '../support/contract.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { workspaceApi, type WorkspaceApi } from '../support/workspace-api.ts';
import { call, count, create, expectError, getOne, ok, UNKNOWN_ID, UUID, type Rec, type Reply } from './records-support.ts';

let app: TestServer;
let api: WorkspaceApi;
const receiver = new Receiver();
let member: string;
let readonly: string;
const events: RecordEvent[] = [];

beforeAll(async () => {
  await receiver.start();
  app = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  app.server.services.records.onCommitted((write) => events.push(...write.events()));
  const key = async (name: string, role: string) => (await ok(app, 'POST', '/rest/apiKeys', { name, role })).data.createApiKey.secret as string;
  member = await key('dedupe job', 'member');
  readonly = await key('reader', 'readonly');
  await ok(app, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}/all`, operations: ['*'] });
  api = workspaceApi(app);
});
afterAll(async () => {
  await app?.close();
  await receiver.stop();
});

/** A merge request (as `apiKey`, the admin key by default), its answer checked against the document. */
async function merge(plural: string, body: unknown, { query = '', apiKey }: { query?: string; apiKey?: string } = {}): Promise<Reply> {
  const path = `/rest/${plural}/merge${query}`;
  const response = await app.rawFetch(path, { method: 'PATCH', apiKey, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await contractChecker().assertResponse('PATCH', `${app.baseUrl}${path}`, response);
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

const person = (body: Rec) => create(app, 'people', 'person', body);
const list = async (plural: string, filter: string): Promise<Rec[]> => (await ok(app, 'GET', `/rest/${plural}?limit=100&depth=0&filter=${encodeURIComponent(filter)}`)).data[plural];
const exists = async (plural: string, id: string) => (await call(app, 'GET', `/rest/${plural}/${id}`)).status === 200;
const eventsOf = (ids: string[]) => events.filter((event) => ids.includes(String(event.record.id)));
const received = (eventName: string, recordId: string) => receiver.at('/all').filter((r) => r.body.eventName === eventName && r.body.record.id === recordId);

describe('merging three people', () => {
  let a: Rec, b: Rec, c: Rec, acme: Rec, globex: Rec;
  let note: Rec, task: Rec, deal1: Rec, deal2: Rec;
  let noteTargets: Rec[], taskTarget: Rec, sequence: Rec, otherSequence: Rec;
  let merged: Rec;

  beforeAll(async () => {
    acme = await create(app, 'companies', 'company', { name: 'Acme' });
    globex = await create(app, 'companies', 'company', { name: 'Globex' });
    a = await person({
      name: { firstName: 'Ann', lastName: 'Smith' },
      emails: { primaryEmail: 'ann@x.com', additionalEmails: ['ANN@y.com'] },
      phones: { primaryPhoneNumber: '611111111', primaryPhoneCallingCode: '+33', primaryPhoneCountryCode: 'FR' },
      linkedinLink: { primaryLinkUrl: 'https://linkedin.com/in/ann-a' },
      jobTitle: 'CEO',
      companyId: acme.id,
    });
    b = await person({
      name: { firstName: 'Annie', lastName: 'Smith' },
      emails: { primaryEmail: 'Ann@Y.com' },
      linkedinLink: { primaryLinkUrl: 'https://linkedin.com/in/ann-b', secondaryLinks: [{ url: 'https://linkedin.com/in/ann-a', label: 'old' }] },
      city: 'Paris',
    });
    c = await person({
      name: { firstName: 'A.', lastName: 'Smith' },
      emails: { primaryEmail: 'c@z.com', additionalEmails: ['ann@x.com'] },
      phones: {
        primaryPhoneNumber: '622222222',
        primaryPhoneCallingCode: '+33',
        primaryPhoneCountryCode: 'FR',
        additionalPhones: [{ number: '611111111', callingCode: '+33', countryCode: 'FR' }],
      },
      jobTitle: 'CTO',
      city: 'Lyon',
      companyId: globex.id,
    });
    note = await create(app, 'notes', 'note', { title: 'Met Ann' });
    task = await create(app, 'tasks', 'task', { title: 'Call Ann' });
    noteTargets = [
      await create(app, 'noteTargets', 'noteTarget', { noteId: note.id, personId: a.id }),
      await create(app, 'noteTargets', 'noteTarget', { noteId: note.id, personId: c.id }),
      await create(app, 'noteTargets', 'noteTarget', { noteId: note.id, personId: b.id }),
      await create(app, 'noteTargets', 'noteTarget', { noteId: note.id, companyId: acme.id }),
    ];
    taskTarget = await create(app, 'taskTargets', 'taskTarget', { taskId: task.id, personId: c.id });
    deal1 = await create(app, 'opportunities', 'opportunity', { name: 'Deal 1', pointOfContactId: a.id, companyId: acme.id });
    deal2 = await create(app, 'opportunities', 'opportunity', { name: 'Deal 2', pointOfContactId: c.id });
    // Enrollments: a and b both in one sequence (one of the two must go), c alone in another.
    sequence = (await ok(app, 'POST', '/rest/sequences', { name: 'Outreach' })).data.createSequence;
    otherSequence = (await ok(app, 'POST', '/rest/sequences', { name: 'Nurture' })).data.createSequence;
    for (const [sequenceId, personId] of [[sequence.id, a.id], [sequence.id, b.id], [otherSequence.id, c.id]])
      await ok(app, 'POST', '/rest/sequencePeople', { sequenceId, personId });
    events.length = 0;
    const reply = await merge('people', { ids: [a.id, b.id, c.id], conflictPriorityIndex: 1 }, { apiKey: member });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    merged = reply.body.data.mergePerson;
  });

  it('keeps the record at conflictPriorityIndex, with the priority values, empty ones filled in ids order', () => {
    expect(Object.keys(merged)).toContain('id');
    expect(merged.id).toBe(b.id);
    expect(merged.name).toEqual({ firstName: 'Annie', lastName: 'Smith' }); // the priority's
    expect(merged.city).toBe('Paris'); // the priority's, though c has one too
    expect(merged.jobTitle).toBe('CEO'); // b has none: the first in ids order (a), not c's
    expect(merged.companyId).toBe(acme.id); // likewise
    expect(merged.createdAt).toBe(b.createdAt);
    expect(merged.deletedAt).toBeNull(); // every record has it (soft delete); a merge answers a live record
  });

  it('folds emails, phones and links into the additional ones, without repeats (emails in canonical form)', () => {
    // Sent as 'Ann@Y.com' and 'ANN@y.com', both stored canonical (ann@y.com): one address.
    expect(merged.emails).toEqual({ primaryEmail: 'ann@y.com', additionalEmails: ['ann@x.com', 'c@z.com'] });
    expect(merged.phones).toEqual({
      primaryPhoneNumber: '611111111',
      primaryPhoneCallingCode: '+33',
      primaryPhoneCountryCode: 'FR',
      additionalPhones: [{ number: '622222222', callingCode: '+33', countryCode: 'FR' }],
    });
    expect(merged.linkedinLink.primaryLinkUrl).toBe('https://linkedin.com/in/ann-b');
    expect(merged.linkedinLink.secondaryLinks).toEqual([{ url: 'https://linkedin.com/in/ann-a', label: null }]);
  });

  it('answers what GET answers, the caller as updatedBy', async () => {
    expect(await getOne(app, 'people', 'person', b.id)).toEqual(merged);
    expect(merged.updatedBy).toEqual({ source: 'API', workspaceMemberId: null, name: 'dedupe job' });
  });

  it('deletes the merged-away people permanently', async () => {
    expect(await exists('people', a.id)).toBe(false);
    expect(await exists('people', c.id)).toBe(false);
    expect(await count(app, 'people', `id[in]:[${a.id},${b.id},${c.id}]`)).toBe(1);
  });

  it('re-points note and task relations and opportunities; nothing points at the merged-away ids', async () => {
    const gone = `[${a.id},${c.id}]`;
    for (const [plural, field] of [['noteTargets', 'personId'], ['taskTargets', 'personId'], ['opportunities', 'pointOfContactId'], ['sequencePeople', 'personId'], ['sequenceRuns', 'personId']])
      expect(await list(plural, `${field}[in]:${gone}`), `${plural}.${field}`).toEqual([]);
    const targets = await list('noteTargets', `noteId[eq]:${note.id}`);
    expect(targets.map((t) => [t.id, t.personId, t.companyId]).sort()).toEqual(
      [
        [noteTargets[0].id, b.id, null],
        [noteTargets[1].id, b.id, null],
        [noteTargets[2].id, b.id, null],
        [noteTargets[3].id, null, acme.id],
      ].sort(),
    );
    expect((await getOne(app, 'taskTargets', 'taskTarget', taskTarget.id, 0)).personId).toBe(b.id);
    const deal = await getOne(app, 'opportunities', 'opportunity', deal1.id);
    expect([deal.pointOfContactId, deal.companyId]).toEqual([b.id, acme.id]);
    expect(deal.updatedBy.name).toBe('dedupe job');
    expect((await getOne(app, 'opportunities', 'opportunity', deal2.id)).pointOfContactId).toBe(b.id);
    // The person at depth 1 lists what the three had.
    const withRelations = await getOne(app, 'people', 'person', b.id, 1);
    expect(withRelations.pointOfContactForOpportunities.map((o: Rec) => o.id).sort()).toEqual([deal1.id, deal2.id].sort());
  });

  it('keeps one enrollment per sequence: the kept person\'s own; the merged-away one moves when it collides with none', async () => {
    const inSequence = await list('sequencePeople', `sequenceId[eq]:${sequence.id}`);
    expect(inSequence.map((e) => e.personId)).toEqual([b.id]);
    const inOther = await list('sequencePeople', `sequenceId[eq]:${otherSequence.id}`);
    expect(inOther.map((e) => e.personId)).toEqual([b.id]);
    const runs = await list('sequenceRuns', `sequenceId[in]:[${sequence.id},${otherSequence.id}]`);
    expect(runs.map((r) => r.personId)).toEqual([b.id, b.id]);
  });

  it('sends the kept and re-pointed records as .updated and the merged-away ones as .deleted, the caller as actor', async () => {
    // Webhooks carry the events of people, companies, opportunities, notes, tasks and pipelines.
    await waitFor('the merge webhooks', () =>
      [a.id, c.id].every((id) => received('person.deleted', id).length === 1) &&
      received('person.updated', b.id).length === 1 &&
      [deal1.id, deal2.id].every((id) => received('opportunity.updated', id).length === 1),
    );
    const [keptEvent] = received('person.updated', b.id);
    expect(keptEvent.body.updatedFields.sort()).toEqual(['companyId', 'emails', 'jobTitle', 'linkedinLink', 'phones']);
    expect(keptEvent.body.record).toEqual(merged);
    expect(received('opportunity.updated', deal1.id)[0].body).toMatchObject({ updatedFields: ['pointOfContactId'], record: { pointOfContactId: b.id } });
    // Every record written is an event of the record layer (note and task relations, enrollments
    // too), each with the caller as actor; the kept person's own links did not change.
    const moved = [...noteTargets.slice(0, 2).map((t) => t.id), taskTarget.id, deal1.id, deal2.id];
    const described = eventsOf(moved).map((event) => `${event.object.nameSingular}.${event.action} ${event.updatedFields?.join()}`);
    expect(described.sort()).toEqual([
      'noteTarget.updated personId',
      'noteTarget.updated personId',
      'opportunity.updated pointOfContactId',
      'opportunity.updated pointOfContactId',
      'taskTarget.updated personId',
    ]);
    expect(eventsOf([noteTargets[2].id, noteTargets[3].id])).toEqual([]);
    expect(events.every((event) => event.actor.name === 'dedupe job')).toBe(true);
    expect(eventsOf([a.id, c.id]).map((event) => event.action)).toEqual(['deleted', 'deleted']);
    expect(eventsOf([b.id]).map((event) => event.action)).toEqual(['updated']);
  });

  it('finds the links from the metadata: message participants and enrollments are among them', () => {
    const registry = app.server.services.registry;
    const links = referencesTo(registry, registry.get('person')).map((r) => `${r.object.nameSingular}.${r.joinField}`);
    expect(links).toEqual(
      expect.arrayContaining(['opportunity.pointOfContactId', 'noteTarget.personId', 'taskTarget.personId', 'messageParticipant.personId', 'sequencePerson.personId', 'sequenceRun.personId']),
    );
  });
});

describe('merging companies', () => {
  it('re-points people, opportunities and relations to the kept company; multi-select values are unioned', async () => {
    const first = await create(app, 'companies', 'company', { name: 'Initech', employees: 50, workPolicy: ['HYBRID'], domainName: { primaryLinkUrl: 'https://initech.com' } });
    const second = await create(app, 'companies', 'company', { name: 'Initech Inc', workPolicy: ['REMOTE_WORK', 'HYBRID'], domainName: { primaryLinkUrl: 'https://initech.io' } });
    const employee = await person({ name: { firstName: 'Peter' }, companyId: second.id });
    const deal = await create(app, 'opportunities', 'opportunity', { name: 'TPS', companyId: second.id });
    const note = await create(app, 'notes', 'note', { title: 'Initech' });
    const target = await create(app, 'noteTargets', 'noteTarget', { noteId: note.id, companyId: second.id });
    const reply = await merge('companies', { ids: [first.id, second.id], conflictPriorityIndex: 0, dryRun: false }, { query: '?depth=1' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const company = reply.body.data.mergeCompany;
    expect(company).toMatchObject({ id: first.id, name: 'Initech', employees: 50, workPolicy: ['HYBRID', 'REMOTE_WORK'] });
    expect(company.domainName).toEqual({ primaryLinkUrl: 'https://initech.com', primaryLinkLabel: null, secondaryLinks: [{ url: 'https://initech.io', label: null }] });
    // depth=1: the kept company with what it now has.
    expect(company.people.map((p: Rec) => p.id)).toEqual([employee.id]);
    expect(company.opportunities.map((o: Rec) => o.id)).toEqual([deal.id]);
    expect((await getOne(app, 'people', 'person', employee.id)).companyId).toBe(first.id);
    expect((await getOne(app, 'opportunities', 'opportunity', deal.id)).companyId).toBe(first.id);
    expect((await getOne(app, 'noteTargets', 'noteTarget', target.id, 0)).companyId).toBe(first.id);
    expect(await exists('companies', second.id)).toBe(false);
  });
});

describe('dry run', () => {
  it('writes nothing and answers the preview: merged values, a fresh id, deletedAt set', async () => {
    const x = await person({ name: { firstName: 'Dry' }, emails: { primaryEmail: 'dry@x.com' }, city: 'Oslo' });
    const y = await person({ name: { firstName: 'Run', lastName: 'Twice' }, emails: { primaryEmail: 'run@y.com' }, jobTitle: 'CFO' });
    const note = await create(app, 'notes', 'note', { title: 'Dry' });
    const target = await create(app, 'noteTargets', 'noteTarget', { noteId: note.id, personId: y.id });
    // The setup's own events are delivered first, so the count below can only move by the dry run.
    await waitFor('the setup webhooks', () =>
      [x.id, y.id].every((id) => received('person.created', id).length === 1) && received('note.created', note.id).length === 1,
    );
    const before = { people: await count(app, 'people'), noteTargets: await count(app, 'noteTargets'), deliveries: receiver.received.length };
    events.length = 0;
    const reply = await merge('people', { ids: [x.id, y.id], conflictPriorityIndex: 0, dryRun: true }, { query: '?depth=1', apiKey: member });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const preview = reply.body.data.mergePerson;
    expect(preview.id).toMatch(UUID);
    expect([x.id, y.id]).not.toContain(preview.id);
    expect(Date.parse(preview.deletedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(preview).toMatchObject({ name: { firstName: 'Dry', lastName: null }, city: 'Oslo', jobTitle: 'CFO', emails: { primaryEmail: 'dry@x.com', additionalEmails: ['run@y.com'] } });
    expect(preview.noteTargets.map((t: Rec) => t.id)).toEqual([target.id]);
    // Nothing changed, nothing was sent.
    expect(events).toEqual([]);
    expect(await getOne(app, 'people', 'person', x.id)).toEqual(x);
    expect(await getOne(app, 'people', 'person', y.id)).toEqual(y);
    expect((await getOne(app, 'noteTargets', 'noteTarget', target.id, 0)).personId).toBe(y.id);
    expect({ people: await count(app, 'people'), noteTargets: await count(app, 'noteTargets'), deliveries: receiver.received.length }).toEqual(before);
  });
});

describe('message participants', () => {
  it('a participant matched to a merged-away person points at the kept one', async () => {
    const kept = await person({ name: { firstName: 'Mail' }, emails: { primaryEmail: 'mail.kept@example.com' } });
    const away = await person({ name: { firstName: 'Mail' }, emails: { primaryEmail: 'mail.away@example.com' } });
    const imported = await ok(app, 'POST', '/rest/inbox/messages', {
      channel: { type: 'email', handle: 'inbox@example.com' },
      direction: 'INCOMING',
      externalId: 'merge-participant-1',
      subject: 'Hello',
      text: 'Hi there',
      receivedAt: '2026-11-20T10:00:00.000Z',
      participants: [
        { role: 'from', handle: 'mail.away@example.com' },
        { role: 'to', handle: 'inbox@example.com' },
      ],
    });
    const messageId = imported.data.importMessage.messageId as string;
    const participants = async () => (await ok(app, 'GET', `/rest/messageParticipants?limit=10&filter=${encodeURIComponent(`messageId[eq]:${messageId}`)}`)).data.messageParticipants as Rec[];
    expect((await participants()).find((p) => p.role === 'from')?.personId).toBe(away.id);
    const reply = await merge('people', { ids: [kept.id, away.id], conflictPriorityIndex: 0 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await participants()).find((p) => p.role === 'from')?.personId).toBe(kept.id);
  });
});

describe('fields', () => {
  it('answers id and the named fields (embedding only the named relations), for a merge and a dry run; a bad fields merges nothing', async () => {
    const company = await create(app, 'companies', 'company', { name: 'Umbrella' });
    const x = await person({ name: { firstName: 'Jill' }, city: 'Raccoon', companyId: company.id });
    const y = await person({ name: { firstName: 'Valentine' }, jobTitle: 'Agent' });
    const refused = await merge('people', { ids: [x.id, y.id], conflictPriorityIndex: 0 }, { query: '?fields=name,nope' });
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0]).toBe("'fields' parameter invalid. Unknown or unreadable fields on 'person': nope");
    expect(await exists('people', y.id)).toBe(true);

    // Exactly id plus the named fields: no deletedAt, no companyId unless named.
    const preview = await merge('people', { ids: [x.id, y.id], conflictPriorityIndex: 0, dryRun: true }, { query: '?fields=jobTitle,company&depth=1' });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(Object.keys(preview.body.data.mergePerson).sort()).toEqual(['company', 'id', 'jobTitle']);
    expect(preview.body.data.mergePerson).toMatchObject({ jobTitle: 'Agent', company: { id: company.id, name: 'Umbrella' } });
    const named = await merge('people', { ids: [x.id, y.id], conflictPriorityIndex: 0, dryRun: true }, { query: '?fields=name' });
    expect(named.body.data.mergePerson).toEqual({ id: expect.any(String), name: { firstName: 'Jill', lastName: null } });
    const marked = await merge('people', { ids: [x.id, y.id], conflictPriorityIndex: 0, dryRun: true }, { query: '?fields=deletedAt,companyId' });
    expect(marked.body.data.mergePerson).toEqual({ id: expect.any(String), companyId: company.id, deletedAt: expect.any(String) });

    const reply = await merge('people', { ids: [x.id, y.id], conflictPriorityIndex: 0 }, { query: '?fields=name,jobTitle' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.mergePerson).toEqual({ id: x.id, name: { firstName: 'Jill', lastName: null }, jobTitle: 'Agent' });
    // Only the answer is projected: the kept record holds every merged value.
    expect(await getOne(app, 'people', 'person', x.id)).toMatchObject({ city: 'Raccoon', jobTitle: 'Agent', companyId: company.id });
    expect(await exists('people', y.id)).toBe(false);
  });
});

describe('refusals (nothing merged)', () => {
  let p: Rec, q: Rec;
  beforeAll(async () => {
    p = await person({ name: { firstName: 'Refused' } });
    q = await person({ name: { firstName: 'Refused too' } });
  });
  const unchanged = async () => {
    expect(await getOne(app, 'people', 'person', p.id)).toEqual(p);
    expect(await getOne(app, 'people', 'person', q.id)).toEqual(q);
  };

  it('names each broken rule with Twenty\'s message', async () => {
    const deal = await create(app, 'opportunities', 'opportunity', { name: 'Not mergeable' });
    const ten = Array.from({ length: 10 }, (_, i) => `0196a3c0-0000-7000-8000-00000000000${i}`);
    const cases: Array<[string, unknown, string[]]> = [
      ['opportunities', { ids: [deal.id, deal.id], conflictPriorityIndex: 0 }, ["Merge is only available for objects with duplicate criteria. Object 'opportunity' does not have duplicate criteria defined."]],
      ['notes', { ids: [], conflictPriorityIndex: 0 }, ["Merge is only available for objects with duplicate criteria. Object 'note' does not have duplicate criteria defined."]],
      ['people', { ids: [p.id], conflictPriorityIndex: 0 }, ['At least 2 record IDs are required for merge']],
      ['people', { ids: [], conflictPriorityIndex: 0 }, ['At least 2 record IDs are required for merge']],
      ['people', { ids: ten, conflictPriorityIndex: 0 }, ['Maximum 9 records can be merged at once']],
      ['people', { ids: [p.id, q.id], conflictPriorityIndex: 2 }, ["Invalid conflict priority '2'. Valid options for 2 records: 0-1"]],
      ['people', { ids: [p.id, q.id], conflictPriorityIndex: -1 }, ["Invalid conflict priority '-1'. Valid options for 2 records: 0-1"]],
      ['people', { ids: [p.id, 'not-a-uuid', 'x'], conflictPriorityIndex: 0 }, ["ids[1]: 'not-a-uuid' is not a valid UUID", "ids[2]: 'x' is not a valid UUID"]],
      ['people', { ids: [p.id, q.id, p.id.toUpperCase()], conflictPriorityIndex: 0 }, [`ids[2]: '${p.id.toUpperCase()}' is also ids[0]; each record can be merged once`]],
    ];
    for (const [plural, body, messages] of cases) {
      const reply = await merge(plural, body);
      expectError(reply, 400, 'INVALID_MERGE_INPUT', messages);
      expect(reply.body.error).toBe('BadRequestException');
    }
    await unchanged();
  });

  it('answers 404 Record not found when any id names no record of the object, and merges nothing', async () => {
    const company = await create(app, 'companies', 'company', { name: 'Not a person' });
    for (const other of [UNKNOWN_ID, company.id]) {
      const reply = await merge('people', { ids: [p.id, q.id, other], conflictPriorityIndex: 0 });
      expectError(reply, 404, 'RECORD_NOT_FOUND', ['Record not found']);
      expect(reply.body.error).toBe('NotFoundException');
    }
    await unchanged();
    expect(await exists('companies', company.id)).toBe(true);
  });

  it('refuses a bad body, a bad depth and a read-only key at the edge', async () => {
    expect((await merge('people', { ids: [p.id, q.id] })).status).toBe(400);
    expect((await merge('people', { ids: [p.id, q.id], conflictPriorityIndex: 0, extra: 1 })).status).toBe(400);
    expect((await merge('people', { ids: [p.id, q.id], conflictPriorityIndex: 0 }, { query: '?depth=3' })).status).toBe(400);
    expect((await merge('people', { ids: [p.id, q.id], conflictPriorityIndex: 0 }, { apiKey: readonly })).status).toBe(403);
    await unchanged();
  });

  it('a merged join field naming a record deleted meanwhile is a 400 naming it, and the merge is undone', async () => {
    // What a concurrent delete of the kept company does between the merge's read and its write
    // (only the merged records are locked): the record layer's merge write, given that value.
    const { records, registry } = app.server.services;
    const people = registry.get('person');
    const x = await person({ name: { firstName: 'Race' } });
    const y = await person({ name: { firstName: 'Condition' } });
    const write = app.server.database.sql.transaction((tx) =>
      records.mergeInto(SYSTEM_ACTOR, people, x.id, { companyId: UNKNOWN_ID }, { references: referencesTo(registry, people), fromIds: [y.id], toId: x.id, skipIds: [x.id, y.id] }, { sql: tx, knownRelations: true }),
    );
    await expect(write).rejects.toMatchObject({ statusCode: 400, messages: [expect.stringContaining(UNKNOWN_ID)] });
    expect(await getOne(app, 'people', 'person', x.id)).toEqual(x);
    expect(await exists('people', y.id)).toBe(true);
  });

  it('leaves PATCH /rest/people/{id} as it was', async () => {
    const updated = (await ok(app, 'PATCH', `/rest/people/${p.id}`, { city: 'Bergen' })).data.updatePerson;
    expect(updated.city).toBe('Bergen');
    p = updated;
  });
});

describe('concurrent merges of overlapping ids', () => {
  it('one wins, the other answers 404, nothing is half-merged', async () => {
    for (let round = 0; round < 4; round++) {
      const [p1, p2, p3] = [await person({ name: { firstName: `One ${round}` } }), await person({ name: { firstName: `Two ${round}` } }), await person({ name: { firstName: `Three ${round}` } })];
      const note = await create(app, 'notes', 'note', { title: `Race ${round}` });
      const targets = await Promise.all([p1, p2, p3].map((p) => create(app, 'noteTargets', 'noteTarget', { noteId: note.id, personId: p.id })));
      // Both would delete p2 into another record.
      const replies = await Promise.all([merge('people', { ids: [p1.id, p2.id], conflictPriorityIndex: 0 }), merge('people', { ids: [p3.id, p2.id], conflictPriorityIndex: 0 })]);
      expect(replies.map((r) => r.status).sort(), JSON.stringify(replies.map((r) => r.body))).toEqual([200, 404]);
      const winner = replies[0].status === 200 ? p1 : p3;
      const loser = winner === p1 ? p3 : p1;
      expectError(replies.find((r) => r.status === 404)!, 404, 'RECORD_NOT_FOUND', ['Record not found']);
      expect(await exists('people', p2.id)).toBe(false);
      expect(await getOne(app, 'people', 'person', loser.id)).toEqual(loser);
      const now = await list('noteTargets', `noteId[eq]:${note.id}`);
      expect(Object.fromEntries(now.map((t) => [t.id, t.personId]))).toEqual({ [targets[0].id]: p1.id, [targets[1].id]: winner.id, [targets[2].id]: p3.id });
    }
  });
});

describe('pipelines', () => {
  it('a pipeline relation to people is re-pointed; a pipeline itself cannot be merged', async () => {
    const created = await ok(app, 'POST', '/rest/metadata/pipelines', { nameSingular: 'deal', namePlural: 'deals', labelSingular: 'Deal', labelPlural: 'Deals' });
    const pipeline = created.data.createPipeline;
    const field = await call(app, 'POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, { name: 'contact', type: 'RELATION', relationTarget: 'person' });
    expect(field.status, JSON.stringify(field.body)).toBe(200);
    await api.refresh();
    const [k, m] = [await person({ name: { firstName: 'Kept' } }), await person({ name: { firstName: 'Merged' } })];
    const deal = (await api.call('POST', '/rest/deals', { name: 'Pipeline deal', contactId: m.id })).body.data.createDeal;
    events.length = 0;
    expect((await merge('people', { ids: [k.id, m.id], conflictPriorityIndex: 0 })).status).toBe(200);
    const read = await api.call('GET', `/rest/deals/${deal.id}`);
    expect(read.body.data.deal.contactId).toBe(k.id);
    expect(eventsOf([deal.id]).map((e) => [e.action, e.updatedFields])).toEqual([['updated', ['contactId']]]);
    const refused = await api.call('PATCH', '/rest/deals/merge', { ids: [deal.id, deal.id], conflictPriorityIndex: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.messages).toEqual(["Merge is only available for objects with duplicate criteria. Object 'deal' does not have duplicate criteria defined."]);
    // 'merge' names no pipeline: it is a path word.
    const named = await call(app, 'POST', '/rest/metadata/pipelines', { nameSingular: 'merge', namePlural: 'merges', labelSingular: 'M', labelPlural: 'Ms' });
    expect(named.status).toBe(400);
    expect(named.body.messages.join()).toMatch(/'merge' is reserved/);
  });
});
