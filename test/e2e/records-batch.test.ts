// POST /rest/batch/<plural>: 1 to 60 records of any object created in one transaction, all or
// none; the answer is {data:{create<Plural>:[...]}} in request order; a fault names the index of
// the faulty item; a batch of 61 or a batch with one bad item creates nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { installWriteProbe, type WriteProbe } from '../support/write-probe.ts';
import { ALL_PLURALS, ISO_MS, UNKNOWN_ID, UUID, call, count, counts, create, expectError, getOne, ok, type Rec } from './records-support.ts';

let app: TestServer;
let memberId: string;
let company: Rec;
let person: Rec;
let deal: Rec;
let note: Rec;
let task: Rec;
/** Makes a create of a chosen name/title fail inside its statement, after the INSERT ran. */
let probe: WriteProbe;

beforeAll(async () => {
  app = await startTestServer();
  memberId = (await ok(app, 'GET', '/rest/workspaceMembers')).data.workspaceMembers[0].id;
  company = await create(app, 'companies', 'company', { name: 'Acme' });
  person = await create(app, 'people', 'person', { name: { firstName: 'Jane' } });
  deal = await create(app, 'opportunities', 'opportunity', { name: 'Deal' });
  note = await create(app, 'notes', 'note', { title: 'Note' });
  task = await create(app, 'tasks', 'task', { title: 'Task' });
  probe = await installWriteProbe(app);
});
afterAll(() => app?.close());

/** Three valid bodies per object, and what the created records must hold. */
const BATCHES: Record<string, { key: string; items: () => Rec[]; expect: (item: Rec, i: number) => Rec }> = {
  people: {
    key: 'createPeople',
    items: () => [0, 1, 2].map((i) => ({ name: { firstName: `Batch ${i}` }, companyId: company.id, ownerId: memberId })),
    expect: (_item, i) => ({ name: { firstName: `Batch ${i}`, lastName: null }, companyId: company.id, ownerId: memberId }),
  },
  companies: {
    key: 'createCompanies',
    items: () => [0, 1, 2].map((i) => ({ name: `Batch Co ${i}`, employees: 10 * i, workPolicy: ['HYBRID'] })),
    expect: (item) => item,
  },
  opportunities: {
    key: 'createOpportunities',
    items: () => ['DISCOVERY', 'PROPOSAL', 'CLOSED_WON'].map((stage, i) => ({ name: `Batch deal ${i}`, stage, amount: { amountMicros: i * 1_000_000, currencyCode: 'EUR' } })),
    expect: (item) => item,
  },
  notes: {
    key: 'createNotes',
    items: () => [0, 1, 2].map((i) => ({ title: `Batch note ${i}`, body: `Body ${i}` })),
    expect: (_item, i) => ({ title: `Batch note ${i}`, body: `Body ${i}`, bodyV2: { markdown: `Body ${i}`, blocknote: expect.stringContaining(`"Body ${i}"`) } }),
  },
  tasks: {
    key: 'createTasks',
    items: () => [0, 1, 2].map((i) => ({ title: `Batch task ${i}`, dueAt: `2026-0${i + 1}-15T12:00:00.000Z` })),
    expect: (item) => ({ ...item, status: 'TODO' }),
  },
  noteTargets: {
    key: 'createNoteTargets',
    items: () => [{ noteId: note.id, personId: person.id }, { noteId: note.id, companyId: company.id }, { noteId: note.id, opportunityId: deal.id }],
    expect: (item) => ({ personId: null, companyId: null, opportunityId: null, ...item }),
  },
  taskTargets: {
    key: 'createTaskTargets',
    items: () => [{ taskId: task.id, personId: person.id }, { taskId: task.id, companyId: company.id }, { taskId: task.id, opportunityId: deal.id }],
    expect: (item) => ({ personId: null, companyId: null, opportunityId: null, ...item }),
  },
  workspaceMembers: {
    key: 'createWorkspaceMembers',
    items: () => [0, 1, 2].map((i) => ({ name: { firstName: `Member ${i}` }, userEmail: `m${i}@acme.com` })),
    expect: (_item, i) => ({ name: { firstName: `Member ${i}`, lastName: null }, userEmail: `m${i}@acme.com` }),
  },
};

describe('batch create on every object', () => {
  for (const plural of ALL_PLURALS) {
    it(`${plural}: creates all items in one call, answered in request order`, async () => {
      const { key, items, expect: want } = BATCHES[plural];
      const before = await count(app, plural);
      const bodies = items();
      const reply = await ok(app, 'POST', `/rest/batch/${plural}`, bodies);
      expect(Object.keys(reply.data)).toEqual([key]);
      const created = reply.data[key] as Rec[];
      expect(created).toHaveLength(3);
      created.forEach((record, i) => {
        expect(record).toMatchObject({ id: expect.stringMatching(UUID), createdAt: expect.stringMatching(ISO_MS), ...want(bodies[i], i) });
      });
      expect(new Set(created.map((r) => r.id)).size).toBe(3);
      expect(await count(app, plural)).toBe(before + 3);
      // What the batch answered is what a get returns (at depth 0).
      for (const record of created) {
        const got = (await ok(app, 'GET', `/rest/${plural}/${record.id}?depth=0`)).data;
        expect(Object.values(got)).toEqual([record]);
      }
    });
  }

  it('60 items are accepted', async () => {
    const before = await count(app, 'tasks');
    const reply = await ok(app, 'POST', '/rest/batch/tasks', Array.from({ length: 60 }, (_, i) => ({ title: `Sixty ${i}` })));
    expect((reply.data.createTasks as Rec[]).map((t) => t.title)).toEqual(Array.from({ length: 60 }, (_, i) => `Sixty ${i}`));
    expect(await count(app, 'tasks')).toBe(before + 60);
  });
});

describe('all or nothing', () => {
  const tenDeals = (fault: Rec) => Array.from({ length: 10 }, (_, i) => ({ name: `Deal ${i}`, companyId: company.id, ...(i === 7 ? fault : {}) }));

  it('a batch of 61 is a 400 and creates nothing', async () => {
    const before = await counts(app, ['people', 'noteTargets']);
    expectError(await call(app, 'POST', '/rest/batch/people', Array.from({ length: 61 }, (_, i) => ({ name: { firstName: `P${i}` } }))), 400, 'VALIDATION_FAILED', [
      'body: must NOT have more than 60 items',
    ]);
    const targets = Array.from({ length: 61 }, () => ({ noteId: note.id, personId: person.id }));
    expectError(await call(app, 'POST', '/rest/batch/noteTargets', targets), 400, 'VALIDATION_FAILED', ['body: must NOT have more than 60 items']);
    expect(await counts(app, ['people', 'noteTargets'])).toEqual(before);
  });

  it('an empty batch or a body that is not an array is a 400', async () => {
    expectError(await call(app, 'POST', '/rest/batch/companies', []), 400, 'VALIDATION_FAILED', ['body: must NOT have fewer than 1 items']);
    expectError(await call(app, 'POST', '/rest/batch/companies', { name: 'Acme' }), 400, 'VALIDATION_FAILED', ['body: must be an array']);
  });

  it('item 7 invalid by the contract (stage lowercase): 400 naming item 7, nothing created', async () => {
    const before = await count(app, 'opportunities');
    const reply = await call(app, 'POST', '/rest/batch/opportunities', tenDeals({ stage: 'proposal' }));
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('VALIDATION_FAILED');
    // The request validator and the record layer name a batch item the same way: "[7] stage",
    // and the nullable enum's anyOf noise ("must be null", "must match a schema in anyOf") is dropped.
    expect(reply.body.messages).toEqual([
      '[7] stage: must be equal to one of the allowed values: DISCOVERY, PROPOSAL, NEGOTIATION, CLOSED_WON, CLOSED_LOST',
    ]);
    expect(await count(app, 'opportunities')).toBe(before);
  });

  it('item 7 naming a missing record: 400 "[7] companyId: ...", nothing created', async () => {
    const before = await count(app, 'opportunities');
    expectError(await call(app, 'POST', '/rest/batch/opportunities', tenDeals({ companyId: UNKNOWN_ID })), 400, 'VALIDATION_FAILED', [
      `[7] companyId: no company with id ${UNKNOWN_ID}`,
    ]);
    expect(await count(app, 'opportunities')).toBe(before);
  });

  it('several bad items are each named by index', async () => {
    const before = await count(app, 'noteTargets');
    const items = Array.from({ length: 9 }, () => ({ noteId: note.id, personId: person.id }) as Rec);
    items[2] = { noteId: note.id };
    items[5] = { noteId: note.id, personId: person.id, companyId: company.id };
    items[7] = { noteId: UNKNOWN_ID, personId: person.id };
    const reply = await call(app, 'POST', '/rest/batch/noteTargets', items);
    // Record checks come first; referenced ids are checked once the items are well formed.
    expectError(reply, 400, 'VALIDATION_FAILED', [
      '[2] one of personId, companyId, opportunityId is required',
      '[5] a relation links exactly one target record, got personId and companyId; create one relation per target',
    ]);
    items[2] = { noteId: note.id, companyId: company.id };
    items[5] = { noteId: note.id, opportunityId: deal.id };
    expectError(await call(app, 'POST', '/rest/batch/noteTargets', items), 400, 'VALIDATION_FAILED', [`[7] noteId: no note with id ${UNKNOWN_ID}`]);
    expect(await count(app, 'noteTargets')).toBe(before);
  });

  it('item 7 with an invalid bodyV2.blocknote: 400 naming it, nothing created', async () => {
    const before = await count(app, 'notes');
    const items = Array.from({ length: 10 }, (_, i) => ({ title: `N${i}`, bodyV2: { blocknote: i === 7 ? '[{"type":' : '[]' } }));
    expectError(await call(app, 'POST', '/rest/batch/notes', items), 400, 'VALIDATION_FAILED', [/^\[7\] bodyV2\.blocknote is not valid JSON/]);
    expect(await count(app, 'notes')).toBe(before);
  });

  it('item 7 failing after items 0-6 were inserted rolls the whole batch back', async () => {
    const before = await count(app, 'companies');
    probe.failCreateOf = 'Rollback 7';
    try {
      const reply = await call(app, 'POST', '/rest/batch/companies', Array.from({ length: 10 }, (_, i) => ({ name: `Rollback ${i}` })));
      expectError(reply, 500, 'INTERNAL_ERROR', ['internal error; it has been logged']);
    } finally {
      probe.failCreateOf = undefined;
    }
    expect(await count(app, 'companies')).toBe(before);
    expect(await count(app, 'companies', 'name[startsWith]:Rollback')).toBe(0);
  });

  it('a valid batch after refused ones still works (nothing left half-done)', async () => {
    const reply = await ok(app, 'POST', '/rest/batch/opportunities', tenDeals({}));
    expect((reply.data.createOpportunities as Rec[]).map((d) => d.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Deal ${i}`));
    const embedded = await getOne(app, 'companies', 'company', company.id, 1);
    expect((embedded.opportunities as Rec[]).filter((d) => /^Deal \d$/.test(d.name))).toHaveLength(10);
  });
});
