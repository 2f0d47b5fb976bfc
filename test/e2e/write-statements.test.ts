// The write path's cost model (issue "write path at database speed"): a create, a batch of any
// size, an update and a delete with all its delete rules are each ONE statement (one round
// trip, no BEGIN/COMMIT), and a statement hook's rows are written by that same statement. The
// related-record check is the database's foreign key: only a refused write pays a second
// statement, to name the missing ids. A PATCH of a note/task relation, whose "exactly one
// target" rule needs the stored record, reads it first (two statements in a transaction).
// Single creates arriving together share one INSERT, and still fail only on their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.ts';
import { SYSTEM_ACTOR } from '../../src/records/actor.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { statementsOf } from '../support/statements.ts';
import { installWriteProbe, type WriteProbe } from '../support/write-probe.ts';
import { call, create, expectError, ok, UNKNOWN_ID, type Rec } from './records-support.ts';

let app: TestServer;
let probe: WriteProbe;
let company: Rec;
let memberId: string;

beforeAll(async () => {
  app = await startTestServer();
  probe = await installWriteProbe(app);
  company = await create(app, 'companies', 'company', { name: 'Statements Inc' });
  memberId = (await ok(app, 'GET', '/rest/workspaceMembers')).data.workspaceMembers[0].id;
});
afterAll(() => app?.close());

/** Rows the probe hook wrote for `id` (one per statement part that touched the record). */
async function probed(id: string): Promise<string[]> {
  const rows = await app.server.database.sql.query<{ action: string }>({
    text: `SELECT "action" FROM "test_write_probe" WHERE "record_id" = $1::uuid ORDER BY "action"`,
    values: [id],
  });
  return rows.map((r) => r.action);
}

describe('one statement per write', () => {
  it('a create is one statement that also writes the hook rows', async () => {
    const { statements, result } = await statementsOf(app, () =>
      ok(app, 'POST', '/rest/people', { name: { firstName: 'One' }, companyId: company.id, ownerId: memberId }),
    );
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/INSERT INTO "person"/);
    expect(statements[0]).toMatch(/INSERT INTO "test_write_probe"/);
    expect(await probed(result.data.createPerson.id)).toEqual(['created']);
  });

  for (const size of [1, 10, 60]) {
    it(`a batch of ${size} is one statement`, async () => {
      const items = Array.from({ length: size }, (_, i) => ({ name: { firstName: `Batch ${i}` }, companyId: company.id }));
      const { statements, result } = await statementsOf(app, () => ok(app, 'POST', '/rest/batch/people', items));
      expect(statements).toHaveLength(1);
      const created = result.data.createPeople as Rec[];
      expect(created.map((p) => p.name.firstName)).toEqual(items.map((i) => i.name.firstName));
      for (const person of created) expect(await probed(person.id)).toEqual(['created']);
    });
  }

  it('items of a batch may set different fields (the others take their defaults)', async () => {
    const { statements, result } = await statementsOf(app, () =>
      ok(app, 'POST', '/rest/batch/tasks', [{ title: 'Bare' }, { title: 'Full', status: 'DONE', dueAt: '2026-12-01T10:00:00.000Z', body: 'x' }]),
    );
    expect(statements).toHaveLength(1);
    expect((result.data.createTasks as Rec[]).map((t) => [t.title, t.status, t.dueAt, t.body])).toEqual([
      ['Bare', 'TODO', null, null],
      ['Full', 'DONE', '2026-12-01T10:00:00.000Z', 'x'],
    ]);
  });

  it('an update is one statement; the hook sees it as updated', async () => {
    const person = await create(app, 'people', 'person', { name: { firstName: 'Patch' } });
    const { statements, result } = await statementsOf(app, () => ok(app, 'PATCH', `/rest/people/${person.id}`, { city: 'Lyon', companyId: company.id }));
    expect(statements).toHaveLength(1);
    expect(result.data.updatePerson).toMatchObject({ city: 'Lyon', companyId: company.id, name: { firstName: 'Patch' } });
    expect(await probed(person.id)).toEqual(['created', 'updated']);
  });

  it('a delete and all its rules are one statement; every touched record passes the hook', async () => {
    const doomed = await create(app, 'companies', 'company', { name: 'Doomed' });
    const person = await create(app, 'people', 'person', { name: { firstName: 'Employee' }, companyId: doomed.id });
    const note = await create(app, 'notes', 'note', { title: 'About Doomed' });
    const link = (await ok(app, 'POST', '/rest/noteTargets', { noteId: note.id, companyId: doomed.id })).data.createNoteTarget;
    const { statements } = await statementsOf(app, () => ok(app, 'DELETE', `/rest/companies/${doomed.id}`));
    expect(statements).toHaveLength(1);
    expect(await probed(doomed.id)).toEqual(['created', 'deleted']);
    expect(await probed(person.id)).toEqual(['created', 'updated']); // companyId cleared
    expect(await probed(link.id)).toEqual(['created', 'deleted']);
    expect(await probed(note.id)).toEqual(['created']); // the note stays
  });

  it('a refused delete (RESTRICT) is one statement and changes nothing, hook rows included', async () => {
    const member = (await ok(app, 'POST', '/rest/workspaceMembers', { name: { firstName: 'Owner' } })).data.createWorkspaceMember;
    const owned = await create(app, 'people', 'person', { name: { firstName: 'Owned' }, ownerId: member.id });
    const { statements, result } = await statementsOf(app, () => call(app, 'DELETE', `/rest/workspaceMembers/${member.id}`));
    expect(statements).toHaveLength(1);
    expectError(result, 400, 'VALIDATION_FAILED', [
      `ownedPeople: this workspaceMember is still referenced by people (ownerId) ${owned.id}; reassign or delete them first`,
    ]);
    expect(await probed(member.id)).toEqual(['created']);
  });

  it('a delete of a record that does not exist is one statement and a 404', async () => {
    const { statements, result } = await statementsOf(app, () => call(app, 'DELETE', `/rest/people/${UNKNOWN_ID}`));
    expect(statements).toHaveLength(1);
    expectError(result, 404, 'RECORD_NOT_FOUND', [`no person with id ${UNKNOWN_ID}`]);
  });
});

describe('related records are checked by the foreign keys', () => {
  it('a missing company is refused by the statement, then named: 400, nothing written', async () => {
    const { statements, result } = await statementsOf(app, () =>
      call(app, 'POST', '/rest/batch/people', [
        { name: { firstName: 'Fine' }, companyId: company.id },
        { name: { firstName: 'Orphan' }, companyId: UNKNOWN_ID },
      ]),
    );
    expectError(result, 400, 'VALIDATION_FAILED', [`[1] companyId: no company with id ${UNKNOWN_ID}`]);
    expect(statements).toHaveLength(2); // the write, then the lookup that names the missing id
    const fine = await ok(app, 'GET', `/rest/people?filter=${encodeURIComponent('name.firstName[eq]:Fine')}`);
    expect(fine.data.people).toEqual([]);
  });

  it('the same on update: 400 naming the field, the record unchanged', async () => {
    const person = await create(app, 'people', 'person', { name: { firstName: 'Stays' }, companyId: company.id });
    const reply = await call(app, 'PATCH', `/rest/people/${person.id}`, { companyId: UNKNOWN_ID, city: 'Nowhere' });
    expectError(reply, 400, 'VALIDATION_FAILED', [`companyId: no company with id ${UNKNOWN_ID}`]);
    expect((await ok(app, 'GET', `/rest/people/${person.id}`)).data.person).toEqual(person);
  });
});

describe('a relation PATCH reads the stored relation first', () => {
  it('two statements in a transaction, and the one-target rule holds', async () => {
    const note = await create(app, 'notes', 'note', { title: 'Linked' });
    const person = await create(app, 'people', 'person', { name: { firstName: 'Target' } });
    const link = (await ok(app, 'POST', '/rest/noteTargets', { noteId: note.id, companyId: company.id })).data.createNoteTarget;
    const { statements: refused, result } = await statementsOf(app, () => call(app, 'PATCH', `/rest/noteTargets/${link.id}`, { personId: person.id }));
    expectError(result, 400, 'VALIDATION_FAILED', ['a relation links exactly one target record, got personId and companyId; create one relation per target']);
    expect(refused).toHaveLength(1); // the locked read; nothing written
    const { statements } = await statementsOf(app, () => ok(app, 'PATCH', `/rest/noteTargets/${link.id}`, { personId: person.id, companyId: null }));
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/FOR UPDATE/);
  });
});

describe('a failing hook rolls the whole statement back', () => {
  it('a batch whose hook fails after the INSERT leaves no record and no hook row', async () => {
    const probeRows = async () =>
      (await app.server.database.sql.query<{ n: number }>({ text: `SELECT count(*)::int AS "n" FROM "test_write_probe"`, values: [] }))[0].n;
    const before = await probeRows();
    probe.failCreateOf = 'Hook fails here';
    try {
      const reply = await call(app, 'POST', '/rest/batch/companies', [{ name: 'Before it' }, { name: 'Hook fails here' }]);
      expectError(reply, 500, 'INTERNAL_ERROR', ['internal error; it has been logged']);
    } finally {
      probe.failCreateOf = undefined;
    }
    const found = await ok(app, 'GET', `/rest/companies?filter=${encodeURIComponent('name[in]:["Before it","Hook fails here"]')}`);
    expect(found.data.companies).toEqual([]);
    expect(await probeRows()).toBe(before); // not even the row of 'Before it', written earlier in the statement
  });
});

describe('concurrent single creates share a statement', () => {
  const person = () => app.server.services.registry.get('person');
  const firstNames = (records: Rec[]) => records.map((r) => r.name.firstName);

  it('creates made in the same turn are one INSERT; each caller gets its own record and hook row', async () => {
    const names = ['Ada', 'Grace', 'Edsger', 'Barbara', 'Donald'];
    const { statements, result } = await statementsOf(app, () =>
      Promise.all(names.map((firstName) => app.server.services.records.create(SYSTEM_ACTOR, person(), { name: { firstName }, companyId: company.id }))),
    );
    expect(statements).toHaveLength(1);
    expect(firstNames(result)).toEqual(names);
    expect(new Set(result.map((r) => r.id)).size).toBe(names.length);
    for (const created of result as Rec[]) {
      expect(await probed(created.id)).toEqual(['created']);
      expect((await ok(app, 'GET', `/rest/people/${created.id}`)).data.person.name.firstName).toBe(created.name.firstName);
    }
  });

  it('one bad create fails alone: the shared statement is retried one by one, the others are written', async () => {
    const records = app.server.services.records;
    const attempts = ['Kept 1', 'Refused', 'Kept 2', 'Kept 3'].map((firstName) =>
      records
        .create(SYSTEM_ACTOR, person(), { name: { firstName }, companyId: firstName === 'Refused' ? UNKNOWN_ID : company.id })
        .then((record) => ({ record }), (error: unknown) => ({ error })),
    );
    const { statements, result } = await statementsOf(app, () => Promise.all(attempts));
    expect(firstNames(result.filter((r) => 'record' in r).map((r) => (r as { record: Rec }).record))).toEqual(['Kept 1', 'Kept 2', 'Kept 3']);
    const refusal = (result[1] as { error: AppError }).error;
    expect(refusal).toBeInstanceOf(AppError);
    expect([refusal.statusCode, refusal.messages]).toEqual([400, [`companyId: no company with id ${UNKNOWN_ID}`]]);
    // the shared INSERT (refused, nothing written), each create alone, the lookup naming the id
    expect(statements).toHaveLength(1 + 4 + 1);
    const found = await ok(app, 'GET', `/rest/people?filter=${encodeURIComponent('name.firstName[in]:["Kept 1","Refused","Kept 2","Kept 3"]')}`);
    expect(firstNames(found.data.people).sort()).toEqual(['Kept 1', 'Kept 2', 'Kept 3']);
  });

  it('concurrent REST creates each answer with their own record', async () => {
    const names = Array.from({ length: 24 }, (_, i) => `Parallel ${i}`);
    const { statements, result } = await statementsOf(app, () =>
      Promise.all(names.map((firstName) => ok(app, 'POST', '/rest/people', { name: { firstName }, companyId: company.id }))),
    );
    expect(result.map((reply) => reply.data.createPerson.name.firstName)).toEqual(names);
    expect(statements.length).toBeLessThanOrEqual(names.length);
    const found = await ok(app, 'GET', `/rest/people?limit=60&filter=${encodeURIComponent('name.firstName[like]:Parallel %')}`);
    expect(firstNames(found.data.people).sort()).toEqual([...names].sort());
  });
});
