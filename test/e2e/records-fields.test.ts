// `?fields=a,b` (DESIGN.md "Twenty REST extras", Fields; issue 29 point 4) on get, list, create,
// batch and update: the answer holds `id` plus the named fields (composites whole); a write still
// writes everything it was given; the SQL of a read selects only the named columns; relations are
// embedded only when named (a one-to-many needs depth >= 1); every refusal is the documented 400
// with Twenty's message and changes nothing. Calls are checked against the workspace's own
// document (pipelines included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company as companyObject } from '../../src/metadata/objects/company.ts';
import { person as personObject } from '../../src/metadata/objects/person.ts';
import { isComposite, isRelation, isScalar, type ObjectMetadata } from '../../src/metadata/types.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { statementsOf } from '../support/statements.ts';
import { workspaceApi, type WorkspaceApi } from '../support/workspace-api.ts';
import { expectError, type Rec } from './records-support.ts';

let app: TestServer;
let api: WorkspaceApi;
let company: Rec;
let person: Rec;

/** The 200 body of a call (fails with the error body otherwise). */
async function ok(method: string, path: string, body?: unknown): Promise<Rec> {
  const reply = await api.call(method, path, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** The columns of `fields` of `object` as a select list from "t", in field order. */
function selectList(object: ObjectMetadata, fields: string[]): string {
  return object.fields
    .filter((field) => fields.includes(field.name) && !isRelation(field))
    .flatMap((field) => (isComposite(field) ? Object.values(field.columns) : isScalar(field) ? [field.column] : []))
    .map((column) => `"t"."${column}"`)
    .join(', ');
}

/** The SELECT list of the one statement that reads records (from `table` when given) AS "t". */
function selectOf(statements: string[], table = '[^"]+'): string {
  const pattern = new RegExp(`^SELECT ("t"\\..*?) FROM "${table}" AS "t"`);
  const reads = statements.flatMap((text) => pattern.exec(text)?.[1] ?? []);
  expect(reads, statements.join('\n')).toHaveLength(1);
  return reads[0];
}

const keys = (record: Rec) => Object.keys(record).sort();

const count = async (plural: string) => (await ok('GET', `/rest/${plural}?limit=1`)).totalCount as number;

beforeAll(async () => {
  app = await startTestServer({ WORKER: 'off' });
  api = workspaceApi(app);
  company = (await ok('POST', '/rest/companies', { name: 'Fields Inc', domainName: { primaryLinkUrl: 'https://fields.example' } })).data.createCompany;
  person = (
    await ok('POST', '/rest/people', {
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      emails: { primaryEmail: 'ada@fields.example' },
      jobTitle: 'Analyst',
      city: 'London',
      companyId: company.id,
    })
  ).data.createPerson;
  await ok('POST', '/rest/noteTargets', { noteId: (await ok('POST', '/rest/notes', { title: 'About Ada' })).data.createNote.id, personId: person.id });
});
afterAll(() => app?.close());

describe('reads', () => {
  it('GET one answers id and the named fields, composites whole, and selects only their columns', async () => {
    const { statements, result } = await statementsOf(app, () => ok('GET', `/rest/people/${person.id}?fields=name,emails`));
    const answered = result.data.person;
    expect(keys(answered)).toEqual(['emails', 'id', 'name']);
    expect(answered).toEqual({ id: person.id, name: { firstName: 'Ada', lastName: 'Lovelace' }, emails: person.emails });
    expect(selectOf(statements, 'person')).toBe(selectList(personObject, ['id', 'name', 'emails']));
  });

  it('a list answers id and the named fields on every record, with its page info, selecting only their columns', async () => {
    for (let i = 0; i < 3; i++) await ok('POST', '/rest/people', { name: { firstName: `Listed ${i}` }, jobTitle: 'Listed' });
    const { statements, result } = await statementsOf(app, () => ok('GET', `/rest/people?fields=id,name&filter=${encodeURIComponent('jobTitle[eq]:Listed')}&limit=2`));
    const page = result.data.people as Rec[];
    expect(page.map(keys)).toEqual([['id', 'name'], ['id', 'name']]);
    expect(page.map((p) => p.name.firstName)).toEqual(['Listed 0', 'Listed 1']);
    expect(result.totalCount).toBe(3);
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: page[0].id, endCursor: page[1].id });
    expect(selectOf(statements, 'person')).toBe(selectList(personObject, ['id', 'name']));
    // The next page after the projected one, projected the same way.
    const next = await ok('GET', `/rest/people?fields=name&filter=${encodeURIComponent('jobTitle[eq]:Listed')}&limit=2&starting_after=${page[1].id}`);
    expect(next.data.people.map(keys)).toEqual([['id', 'name']]);
    expect(next.data.people[0].name.firstName).toBe('Listed 2');
  });

  it('the same list with and without fields: whole records again after a projected page (the first-page cache keys the projection)', async () => {
    const query = `/rest/people?filter=${encodeURIComponent(`id[eq]:${person.id}`)}`;
    expect(keys((await ok('GET', `${query}&fields=city`)).data.people[0])).toEqual(['city', 'id']);
    const whole = (await ok('GET', query)).data.people[0];
    expect(whole).toEqual((await ok('GET', `/rest/people/${person.id}`)).data.person);
    expect(whole.jobTitle).toBe('Analyst');
    expect(keys((await ok('GET', `${query}&fields=jobTitle`)).data.people[0])).toEqual(['id', 'jobTitle']);
  });

  it('a many-to-one relation answers its join field at depth 0, and with depth 1 only the named relations are embedded, without the join field', async () => {
    const atZero = (await ok('GET', `/rest/people/${person.id}?fields=company`)).data.person;
    expect(atZero).toEqual({ id: person.id, companyId: company.id });

    // Exactly id plus the named fields (Twenty's pick-rest-response-fields): the embedded company, no companyId.
    const embedded = (await ok('GET', `/rest/people/${person.id}?fields=company&depth=1`)).data.person;
    expect(keys(embedded)).toEqual(['company', 'id']);
    expect(embedded.company.id).toBe(company.id);
    const listed = (await ok('GET', `/rest/people?fields=company&depth=1&filter=${encodeURIComponent(`id[eq]:${person.id}`)}`)).data.people;
    expect(listed.map(keys)).toEqual([['company', 'id']]);
    // Named too, the join field is answered beside the relation.
    expect(keys((await ok('GET', `/rest/people/${person.id}?fields=company,companyId&depth=1`)).data.person)).toEqual(['company', 'companyId', 'id']);

    const { statements, result } = await statementsOf(app, () => ok('GET', `/rest/people/${person.id}?fields=name,company&depth=1`));
    const answered = result.data.person;
    expect(keys(answered)).toEqual(['company', 'id', 'name']);
    expect(answered.company).toEqual((await ok('GET', `/rest/companies/${company.id}`)).data.company);
    // One embed statement, for the company only (no noteTargets, owner, ... branch).
    const embeds = statements.filter((text) => text.includes('AS "rel"'));
    expect(embeds).toHaveLength(1);
    expect(embeds[0]).toContain('FROM "company"');
    expect(embeds[0]).not.toContain('"note_target"');

    // Named fields without a relation, at depth 1: no relation embedded, no embed statement.
    const plain = await statementsOf(app, () => ok('GET', `/rest/people?fields=name&depth=1&filter=${encodeURIComponent(`id[eq]:${person.id}`)}`));
    expect(keys(plain.result.data.people[0])).toEqual(['id', 'name']);
    expect(plain.statements.filter((text) => text.includes('AS "rel"'))).toEqual([]);
  });

  it('a one-to-many relation needs a positive depth, and is embedded alone with it', async () => {
    expectError(await api.call('GET', `/rest/people/${person.id}?fields=name,noteTargets`), 400, 'INVALID_FIELDS', [
      "'fields' parameter invalid. One-to-many relation fields on 'person' require a positive depth: noteTargets",
    ]);
    expectError(await api.call('GET', `/rest/people?fields=noteTargets,notes&depth=0`), 400, 'INVALID_FIELDS', [
      "'fields' parameter invalid. One-to-many relation fields on 'person' require a positive depth: noteTargets, notes",
    ]);
    const answered = (await ok('GET', `/rest/people/${person.id}?fields=noteTargets&depth=1`)).data.person;
    expect(keys(answered)).toEqual(['id', 'noteTargets']);
    expect(answered.noteTargets).toHaveLength(1);
    expect(answered.noteTargets[0].personId).toBe(person.id);
  });

  it('a company projected: its own composites, and the selected columns', async () => {
    const { statements, result } = await statementsOf(app, () => ok('GET', `/rest/companies?fields=domainName&filter=${encodeURIComponent(`id[eq]:${company.id}`)}`));
    expect(result.data.companies).toEqual([{ id: company.id, domainName: company.domainName }]);
    expect(selectOf(statements, 'company')).toBe(selectList(companyObject, ['id', 'domainName']));
  });
});

describe('writes: everything written, only the answer projected', () => {
  it('create', async () => {
    const body = { name: { firstName: 'Grace', lastName: 'Hopper' }, jobTitle: 'Admiral', city: 'Arlington', emails: { primaryEmail: 'grace@fields.example' }, companyId: company.id };
    const created = (await ok('POST', '/rest/people?fields=name', body)).data.createPerson;
    expect(created).toEqual({ id: expect.any(String), name: { firstName: 'Grace', lastName: 'Hopper' } });
    const stored = (await ok('GET', `/rest/people/${created.id}`)).data.person;
    expect(stored).toMatchObject({ jobTitle: 'Admiral', city: 'Arlington', emails: { primaryEmail: 'grace@fields.example' }, companyId: company.id });
  });

  it('create, batch, update and restore with depth 1 embed only the named relation, without its join field', async () => {
    const created = (await ok('POST', '/rest/people?fields=jobTitle,company&depth=1', { name: { firstName: 'Embedded' }, jobTitle: 'CTO', companyId: company.id })).data.createPerson;
    expect(keys(created)).toEqual(['company', 'id', 'jobTitle']);
    expect(created.company.id).toBe(company.id);
    const batch = (await ok('POST', '/rest/batch/people?fields=company&depth=1', [{ name: { firstName: 'Embedded B' }, companyId: company.id }])).data.createPeople as Rec[];
    expect(batch.map(keys)).toEqual([['company', 'id']]);
    const updated = (await ok('PATCH', `/rest/people/${created.id}?fields=company&depth=1`, { jobTitle: 'CEO' })).data.updatePerson;
    expect(keys(updated)).toEqual(['company', 'id']);
    await ok('DELETE', `/rest/people/${created.id}?soft_delete=true`);
    const restored = (await ok('PATCH', `/rest/people/${created.id}/restore?fields=company&depth=1`)).data.restorePerson;
    expect(keys(restored)).toEqual(['company', 'id']);
    await ok('DELETE', `/rest/people/${batch[0].id}?soft_delete=true`);
    const restoredMany = (await ok('PATCH', `/rest/people/restore?fields=name&filter=${encodeURIComponent(`id[eq]:${batch[0].id}`)}`)).data.restorePeople as Rec[];
    expect(restoredMany.map(keys)).toEqual([['id', 'name']]);
  });

  it('batch', async () => {
    const items = [
      { name: { firstName: 'Batch A' }, city: 'Paris' },
      { name: { firstName: 'Batch B' }, city: 'Rome' },
    ];
    const created = (await ok('POST', '/rest/batch/people?fields=city', items)).data.createPeople as Rec[];
    expect(created.map(keys)).toEqual([['city', 'id'], ['city', 'id']]);
    expect(created.map((p) => p.city)).toEqual(['Paris', 'Rome']);
    for (const [i, record] of created.entries()) expect((await ok('GET', `/rest/people/${record.id}`)).data.person.name.firstName).toBe(items[i].name.firstName);
  });

  it('update', async () => {
    const updated = (await ok('PATCH', `/rest/people/${person.id}?fields=jobTitle`, { jobTitle: 'Countess', city: 'Ockham' })).data.updatePerson;
    expect(updated).toEqual({ id: person.id, jobTitle: 'Countess' });
    expect((await ok('GET', `/rest/people/${person.id}`)).data.person).toMatchObject({ jobTitle: 'Countess', city: 'Ockham', name: person.name });
  });

  it('a bad fields value refuses the write before it writes', async () => {
    const before = await count('people');
    expectError(await api.call('POST', '/rest/people?fields=name,nope', { name: { firstName: 'Never' } }), 400, 'INVALID_FIELDS', [
      "'fields' parameter invalid. Unknown or unreadable fields on 'person': nope",
    ]);
    expectError(await api.call('POST', '/rest/batch/people?fields=', [{ name: { firstName: 'Never' } }]), 400, 'INVALID_FIELDS', [
      "'fields' parameter is empty. Expected a comma-separated list of field names, e.g. fields=id,name",
    ]);
    expectError(await api.call('PATCH', `/rest/people/${person.id}?fields=noteTargets`, { city: 'Never' }), 400, 'INVALID_FIELDS', [
      "'fields' parameter invalid. One-to-many relation fields on 'person' require a positive depth: noteTargets",
    ]);
    expect(await count('people')).toBe(before);
    expect((await ok('GET', `/rest/people/${person.id}?fields=city`)).data.person.city).toBe('Ockham');
  });
});

describe('errors', () => {
  it('unknown fields, fields of another object and sub-field paths are named', async () => {
    expectError(await api.call('GET', '/rest/people?fields=name,foo,bar'), 400, 'INVALID_FIELDS', [
      "'fields' parameter invalid. Unknown or unreadable fields on 'person': foo, bar",
    ]);
    expectError(await api.call('GET', `/rest/people/${person.id}?fields=domainName,employees`), 400, 'INVALID_FIELDS', [
      "'fields' parameter invalid. Unknown or unreadable fields on 'person': domainName, employees",
    ]);
    expectError(await api.call('GET', `/rest/companies/${company.id}?fields=name.firstName`), 400, 'INVALID_FIELDS', [
      "'fields' parameter invalid. Unknown or unreadable fields on 'company': name.firstName",
    ]);
  });

  it('an empty list, or only commas and spaces', async () => {
    for (const value of ['', '%20', ',,', '%20,%20,']) {
      expectError(await api.call('GET', `/rest/people?fields=${value}`), 400, 'INVALID_FIELDS', [
        "'fields' parameter is empty. Expected a comma-separated list of field names, e.g. fields=id,name",
      ]);
    }
  });

  it('a write-only field is unreadable', async () => {
    const workflow = (await ok('POST', '/rest/workflows', { name: 'Projected', webhookSecret: 'kept-secret-1234' })).data.createWorkflow;
    expectError(await api.call('GET', `/rest/workflows/${workflow.id}?fields=name,webhookSecret`), 400, 'INVALID_FIELDS', [
      "'fields' parameter invalid. Unknown or unreadable fields on 'workflow': webhookSecret",
    ]);
  });
});

describe('pipelines', () => {
  it('a pipeline record projected to a custom field, on every operation', async () => {
    const pipeline = (await ok('POST', '/rest/metadata/pipelines', { nameSingular: 'gizmo', namePlural: 'gizmos', labelSingular: 'Gizmo', labelPlural: 'Gizmos' })).data.createPipeline;
    await ok('POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, { name: 'colour', label: 'Colour', type: 'TEXT' });
    await api.refresh();
    const created = (await ok('POST', '/rest/gizmos?fields=colour', { name: 'Widget', colour: 'teal' })).data.createGizmo;
    expect(created).toEqual({ id: expect.any(String), colour: 'teal' });
    expect((await ok('GET', `/rest/gizmos/${created.id}`)).data.gizmo).toMatchObject({ name: 'Widget', colour: 'teal' });

    const { statements, result } = await statementsOf(app, () => ok('GET', '/rest/gizmos?fields=colour'));
    expect(result.data.gizmos).toEqual([{ id: created.id, colour: 'teal' }]);
    expect(selectOf(statements)).toMatch(/^"t"\."id", "t"\."[a-z_0-9]*colour[a-z_0-9]*"$/);

    const batch = (await ok('POST', '/rest/batch/gizmos?fields=name', [{ name: 'A', colour: 'red' }])).data.createGizmos;
    expect(batch).toEqual([{ id: expect.any(String), name: 'A' }]);
    expect((await ok('PATCH', `/rest/gizmos/${created.id}?fields=colour`, { colour: 'navy', name: 'Renamed' })).data.updateGizmo).toEqual({ id: created.id, colour: 'navy' });
    expect((await ok('GET', `/rest/gizmos/${created.id}?fields=name`)).data.gizmo).toEqual({ id: created.id, name: 'Renamed' });
    expectError(await api.call('GET', '/rest/gizmos?fields=color'), 400, 'INVALID_FIELDS', ["'fields' parameter invalid. Unknown or unreadable fields on 'gizmo': color"]);
  });
});
