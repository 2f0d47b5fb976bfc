// `depth` 0, 1, 2 on get and list of every object, with the exact shapes (docs/internal/decisions.md
// "Depth"): depth 1 embeds every relation (many-to-one as object or null, one-to-many and the
// notes/tasks reached through relation records as arrays); note and task relations carry their
// targets at the same level, without the link back to the parent; depth 2 expands every
// embedded record one level further. And the cost: a page's statement count does not depend on
// the number of rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { call, create, expectError, getOne, ok, ordered, type Rec } from './records-support.ts';

let app: TestServer;

// The world: one of each object, everything linked to everything.
let m: Rec; // workspace member: owner of p, c (account owner), o; assignee of t
let c: Rec; // company
let p: Rec; // person at c
let o: Rec; // opportunity with c, point of contact p
let n: Rec; // note linked to p, c, o
let t: Rec; // task linked to p, c, o
let np: Rec, nc: Rec, no: Rec; // note relations
let tp: Rec, tc: Rec, to: Rec; // task relations

beforeAll(async () => {
  app = await startTestServer();
  const member = (await ok(app, 'POST', '/rest/workspaceMembers', { name: { firstName: 'Owner', lastName: 'Of All' }, userEmail: 'owner@acme.com' })).data
    .createWorkspaceMember;
  const company = await create(app, 'companies', 'company', { name: 'Acme', accountOwnerId: member.id });
  const person = await create(app, 'people', 'person', { name: { firstName: 'Jane' }, companyId: company.id, ownerId: member.id });
  const deal = await create(app, 'opportunities', 'opportunity', { name: 'Deal', companyId: company.id, pointOfContactId: person.id, ownerId: member.id });
  const note = await create(app, 'notes', 'note', { title: 'Note', body: 'Hello' });
  const task = await create(app, 'tasks', 'task', { title: 'Task', assigneeId: member.id });
  const links: Rec[] = [];
  for (const [kind, parentId] of [
    ['note', note.id],
    ['task', task.id],
  ]) {
    for (const target of [{ personId: person.id }, { companyId: company.id }, { opportunityId: deal.id }]) {
      const created = await ok(app, 'POST', `/rest/${kind}Targets`, { [`${kind}Id`]: parentId, ...target });
      links.push(Object.values(created.data)[0] as Rec);
    }
  }
  // Depth-0 versions, as embedded records show them.
  m = await getOne(app, 'workspaceMembers', 'workspaceMember', member.id, 0);
  c = await getOne(app, 'companies', 'company', company.id, 0);
  p = await getOne(app, 'people', 'person', person.id, 0);
  o = await getOne(app, 'opportunities', 'opportunity', deal.id, 0);
  n = await getOne(app, 'notes', 'note', note.id, 0);
  t = await getOne(app, 'tasks', 'task', task.id, 0);
  [np, nc, no, tp, tc, to] = links;
});
afterAll(() => app?.close());

// Nothing in the world has timeline activities, favorites or attachments (records-twenty-objects
// tests them): the collections are there, empty.
const NO_SYSTEM = { timelineActivities: [], favorites: [], attachments: [] };
const NO_MEMBER_SYSTEM = { timelineActivities: [], favorites: [], authoredAttachments: [] };

type Kind = 'note' | 'task';
type Skip = Kind | 'person' | 'company' | 'opportunity' | undefined;

/**
 * A note/task relation as embedded: its note/task and target at the same level (depth-0
 * records, or depth-1 ones when `expand`), without the relation back to the parent (`skip`).
 */
function link(kind: Kind, relation: Rec, skip: Skip, expand = false): Rec {
  const at = (record: Rec, d1: () => Rec) => (expand ? d1() : record);
  const full: Rec = {
    ...relation,
    [kind]: kind === 'note' ? at(n, d1.note) : at(t, d1.task),
    person: relation.personId ? at(p, d1.person) : null,
    company: relation.companyId ? at(c, d1.company) : null,
    opportunity: relation.opportunityId ? at(o, d1.opportunity) : null,
  };
  if (skip) delete full[skip];
  return full;
}

const d1 = {
  person: (): Rec => ({
    ...p,
    company: c,
    owner: m,
    pointOfContactForOpportunities: [o],
    noteTargets: [link('note', np, 'person')],
    taskTargets: [link('task', tp, 'person')],
    notes: [n],
    tasks: [t],
    ...NO_SYSTEM,
  }),
  company: (): Rec => ({
    ...c,
    accountOwner: m,
    people: [p],
    opportunities: [o],
    noteTargets: [link('note', nc, 'company')],
    taskTargets: [link('task', tc, 'company')],
    notes: [n],
    tasks: [t],
    ...NO_SYSTEM,
  }),
  opportunity: (): Rec => ({
    ...o,
    company: c,
    pointOfContact: p,
    owner: m,
    noteTargets: [link('note', no, 'opportunity')],
    taskTargets: [link('task', to, 'opportunity')],
    notes: [n],
    tasks: [t],
    ...NO_SYSTEM,
  }),
  note: (): Rec => ({ ...n, noteTargets: ordered([np, nc, no]).map((r) => link('note', r, 'note')), ...NO_SYSTEM }),
  task: (): Rec => ({ ...t, assignee: m, taskTargets: ordered([tp, tc, to]).map((r) => link('task', r, 'task')), ...NO_SYSTEM }),
  workspaceMember: (): Rec => ({ ...m, ownedPeople: [p], accountOwnerForCompanies: [c], ownedOpportunities: [o], assignedTasks: [t], ...NO_MEMBER_SYSTEM }),
  noteTarget: (r: Rec): Rec => link('note', r, undefined),
  taskTarget: (r: Rec): Rec => link('task', r, undefined),
};

const d2 = {
  person: (): Rec => ({
    ...p,
    company: d1.company(),
    owner: d1.workspaceMember(),
    pointOfContactForOpportunities: [d1.opportunity()],
    noteTargets: [link('note', np, 'person', true)],
    taskTargets: [link('task', tp, 'person', true)],
    notes: [d1.note()],
    tasks: [d1.task()],
    ...NO_SYSTEM,
  }),
  company: (): Rec => ({
    ...c,
    accountOwner: d1.workspaceMember(),
    people: [d1.person()],
    opportunities: [d1.opportunity()],
    noteTargets: [link('note', nc, 'company', true)],
    taskTargets: [link('task', tc, 'company', true)],
    notes: [d1.note()],
    tasks: [d1.task()],
    ...NO_SYSTEM,
  }),
  opportunity: (): Rec => ({
    ...o,
    company: d1.company(),
    pointOfContact: d1.person(),
    owner: d1.workspaceMember(),
    noteTargets: [link('note', no, 'opportunity', true)],
    taskTargets: [link('task', to, 'opportunity', true)],
    notes: [d1.note()],
    tasks: [d1.task()],
    ...NO_SYSTEM,
  }),
  note: (): Rec => ({ ...n, noteTargets: ordered([np, nc, no]).map((r) => link('note', r, 'note', true)), ...NO_SYSTEM }),
  task: (): Rec => ({ ...t, assignee: d1.workspaceMember(), taskTargets: ordered([tp, tc, to]).map((r) => link('task', r, 'task', true)), ...NO_SYSTEM }),
  workspaceMember: (): Rec => ({
    ...m,
    ownedPeople: [d1.person()],
    accountOwnerForCompanies: [d1.company()],
    ownedOpportunities: [d1.opportunity()],
    assignedTasks: [d1.task()],
    ...NO_MEMBER_SYSTEM,
  }),
  noteTarget: (r: Rec): Rec => link('note', r, undefined, true),
  taskTarget: (r: Rec): Rec => link('task', r, undefined, true),
};

const OBJECTS = [
  { plural: 'people', singular: 'person', record: () => p, defaultDepth: 0 },
  { plural: 'companies', singular: 'company', record: () => c, defaultDepth: 0 },
  { plural: 'opportunities', singular: 'opportunity', record: () => o, defaultDepth: 0 },
  { plural: 'notes', singular: 'note', record: () => n, defaultDepth: 0 },
  { plural: 'tasks', singular: 'task', record: () => t, defaultDepth: 0 },
  { plural: 'workspaceMembers', singular: 'workspaceMember', record: () => m, defaultDepth: 0 },
  { plural: 'noteTargets', singular: 'noteTarget', record: () => nc, defaultDepth: 1 },
  { plural: 'taskTargets', singular: 'taskTarget', record: () => to, defaultDepth: 1 },
] as const;

function expected(singular: (typeof OBJECTS)[number]['singular'], record: Rec, depth: number): Rec {
  if (depth === 0) return record;
  const table = depth === 1 ? d1 : d2;
  return singular === 'noteTarget' || singular === 'taskTarget' ? table[singular](record) : table[singular]();
}

describe('exact shapes at depth 0, 1 and 2', () => {
  for (const { plural, singular, record, defaultDepth } of OBJECTS) {
    for (const depth of [0, 1, 2]) {
      it(`${plural}: get and list at depth ${depth}${depth === defaultDepth ? ' (the default)' : ''}`, async () => {
        const want = expected(singular, record(), depth);
        expect(await getOne(app, plural, singular, record().id, depth)).toEqual(want);
        if (depth === defaultDepth) expect(await getOne(app, plural, singular, record().id)).toEqual(want);

        const filter = encodeURIComponent(`id[eq]:${record().id}`);
        const list = await ok(app, 'GET', `/rest/${plural}?filter=${filter}&depth=${depth}`);
        expect(list.data[plural]).toEqual([want]);
        if (depth === defaultDepth) expect((await ok(app, 'GET', `/rest/${plural}?filter=${filter}`)).data[plural]).toEqual([want]);
      });
    }
  }

  it('a record without relations: null for many-to-one, [] for collections', async () => {
    const lonely = await create(app, 'people', 'person', { name: { firstName: 'Lonely' } });
    const empty = { company: null, owner: null, pointOfContactForOpportunities: [], noteTargets: [], taskTargets: [], notes: [], tasks: [], ...NO_SYSTEM };
    expect(await getOne(app, 'people', 'person', lonely.id, 1)).toEqual({ ...lonely, ...empty });
    expect(await getOne(app, 'people', 'person', lonely.id, 2)).toEqual({ ...lonely, ...empty });
    await ok(app, 'DELETE', `/rest/people/${lonely.id}`);
  });

  it('a note linked twice to the same person appears once in the person\'s notes', async () => {
    const person = await create(app, 'people', 'person', { name: { firstName: 'Twice' } });
    const note = await create(app, 'notes', 'note', { title: 'Twice linked' });
    await ok(app, 'POST', '/rest/batch/noteTargets', [
      { noteId: note.id, personId: person.id },
      { noteId: note.id, personId: person.id },
    ]);
    const got = await getOne(app, 'people', 'person', person.id, 1);
    expect(got.notes).toEqual([note]);
    expect(got.noteTargets).toHaveLength(2);
    await ok(app, 'DELETE', `/rest/notes/${note.id}`);
    await ok(app, 'DELETE', `/rest/people/${person.id}`);
  });

  it('embedded collections hold at most 60 records per parent, ordered by createdAt then id', async () => {
    const company = await create(app, 'companies', 'company', { name: 'Big' });
    const first = (await ok(app, 'POST', '/rest/batch/people', Array.from({ length: 60 }, (_, i) => ({ name: { firstName: `E${i}` }, companyId: company.id }))))
      .data.createPeople as Rec[];
    const last = await create(app, 'people', 'person', { name: { firstName: 'E60' }, companyId: company.id });
    const embedded = (await getOne(app, 'companies', 'company', company.id, 1)).people as Rec[];
    expect(embedded).toHaveLength(60);
    expect(embedded).toEqual(ordered(first));
    expect(embedded.map((r) => r.id)).not.toContain(last.id);
    expect((await ok(app, 'GET', `/rest/people?limit=1&filter=${encodeURIComponent(`companyId[eq]:${company.id}`)}`)).totalCount).toBe(61);
    await ok(app, 'DELETE', `/rest/companies/${company.id}`);
  });

  it('depth outside 0, 1, 2 is a 400 on get and list of every object', async () => {
    for (const { plural, record } of OBJECTS) {
      const ENUM = 'depth: must be equal to one of the allowed values: 0, 1, 2';
      for (const depth of ['3', '-1']) expectError(await call(app, 'GET', `/rest/${plural}?depth=${depth}`), 400, 'VALIDATION_FAILED', [ENUM]);
      for (const depth of ['1.5', 'deep']) {
        expectError(await call(app, 'GET', `/rest/${plural}?depth=${depth}`), 400, 'VALIDATION_FAILED', ['depth: must be integer', ENUM]);
      }
      expectError(await call(app, 'GET', `/rest/${plural}/${record().id}?depth=3`), 400, 'VALIDATION_FAILED', [
        'depth: must be equal to one of the allowed values: 0, 1, 2',
      ]);
    }
  });
});

describe('query count does not depend on the number of rows', () => {
  // Measured on PGlite and PostgreSQL alike (same SQL), people each with a company, an owner, a
  // note and a task (through note/task relations), 5 rows and 50 rows:
  //   depth 0: 2 statements (page + totalCount)
  //   depth 1: 4 statements (+ one for every relation of the page: company, owner,
  //            pointOfContactForOpportunities, noteTargets, taskTargets, notes, tasks; + one for
  //            the note / task of the relation records, a junction's targets)
  //   depth 2: 6 statements (+ the next level and its junction targets)
  // One statement per level of nesting, whatever the number of rows or relations.
  const MEASURED = { 0: 2, 1: 4, 2: 6 } as Record<number, number>;

  beforeAll(async () => {
    const member = (await ok(app, 'POST', '/rest/workspaceMembers', { name: { firstName: 'Counter' } })).data.createWorkspaceMember;
    const companies = (await ok(app, 'POST', '/rest/batch/companies', Array.from({ length: 50 }, (_, i) => ({ name: `QC company ${i}` })))).data
      .createCompanies as Rec[];
    const people = (
      await ok(
        app,
        'POST',
        '/rest/batch/people',
        companies.map((company, i) => ({ name: { firstName: `QC ${i}` }, jobTitle: 'query-count', companyId: company.id, ownerId: member.id })),
      )
    ).data.createPeople as Rec[];
    const notes = (await ok(app, 'POST', '/rest/batch/notes', people.map((_, i) => ({ title: `QC note ${i}`, body: 'text' })))).data.createNotes as Rec[];
    const tasks = (await ok(app, 'POST', '/rest/batch/tasks', people.map((_, i) => ({ title: `QC task ${i}` })))).data.createTasks as Rec[];
    await ok(app, 'POST', '/rest/batch/noteTargets', people.map((person, i) => ({ noteId: notes[i].id, personId: person.id })));
    await ok(app, 'POST', '/rest/batch/taskTargets', people.map((person, i) => ({ taskId: tasks[i].id, personId: person.id })));
  });

  async function statementsFor(limit: number, depth: number): Promise<number> {
    const sql = app.server.database.sql;
    const statements: string[] = [];
    sql.onQuery = (statement) => statements.push(statement.text);
    let page: Rec;
    try {
      page = await ok(app, 'GET', `/rest/people?limit=${limit}&depth=${depth}&filter=${encodeURIComponent('jobTitle[eq]:query-count')}`);
    } finally {
      sql.onQuery = undefined;
    }
    expect(page.data.people).toHaveLength(limit);
    for (const person of page.data.people as Rec[]) {
      if (depth === 0) continue;
      expect(person.company).toEqual(expect.objectContaining({ name: expect.stringMatching(/^QC company/) }));
      expect(person.notes).toEqual([expect.objectContaining({ title: expect.stringMatching(/^QC note/) })]);
      expect(person.tasks).toEqual([expect.objectContaining({ title: expect.stringMatching(/^QC task/) })]);
      if (depth === 2) expect(person.notes[0].noteTargets).toEqual([expect.objectContaining({ personId: person.id, person: expect.objectContaining({ id: person.id }) })]);
    }
    return statements.length;
  }

  for (const depth of [0, 1, 2]) {
    it(`depth ${depth}: 5 rows and 50 rows cost the same number of statements`, async () => {
      const five = await statementsFor(5, depth);
      const fifty = await statementsFor(50, depth);
      expect(fifty).toBe(five);
      expect(five).toBe(MEASURED[depth]);
    });
  }
});
