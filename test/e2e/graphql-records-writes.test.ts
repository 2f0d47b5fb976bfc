// The generated record API beyond people: every mutation on companies, opportunities, notes,
// tasks, note and task relations and a pipeline with custom fields (created at run time, so the
// schema is rebuilt); bulk forms, upsert, relation writes; pages and cursors both ways; roles; and
// every bad input of issue 25's list, each a GraphQL error with a code and a message naming the
// fault, with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { statementsOf } from '../support/statements.ts';
import { count, create, ok } from './records-support.ts';
import { sendJson } from './foundation-support.ts';
import { gql, gqlData, gqlError, ids, type Rec } from './graphql-records-support.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

describe('mutations on each object', () => {
  it('companies: createCompanies, updateCompanies(filter), deleteCompanies, restoreCompanies, destroyCompanies', async () => {
    const created = (await gqlData(app, `mutation { createCompanies(data: [{name: "W1", employees: 1}, {name: "W2", employees: 2, domainName: {primaryLinkUrl: "w2.com"}}]) { id name employees } }`)).createCompanies;
    expect(created.map((c: Rec) => c.name)).toEqual(['W1', 'W2']);
    const filter = { name: { startsWith: 'W' } };
    const updated = (await gqlData(app, `mutation U($f: CompanyFilterInput!) { updateCompanies(filter: $f, data: {industry: "Widgets"}) { id industry } }`, { f: filter })).updateCompanies;
    expect(updated).toHaveLength(2);
    expect((await ok(app, 'GET', `/rest/companies?filter=industry[eq]:Widgets`)).totalCount).toBe(2);
    const deleted = (await gqlData(app, `mutation D($f: CompanyFilterInput!) { deleteCompanies(filter: $f) { id deletedAt } }`, { f: filter })).deleteCompanies;
    expect(deleted.every((c: Rec) => typeof c.deletedAt === 'string')).toBe(true);
    expect(await count(app, 'companies', 'industry[eq]:Widgets')).toBe(0);
    const restored = (await gqlData(app, `mutation R($f: CompanyFilterInput!) { restoreCompanies(filter: $f) { id deletedAt } }`, { f: { industry: { eq: 'Widgets' } } })).restoreCompanies;
    expect(restored.map((c: Rec) => c.deletedAt)).toEqual([null, null]);
    const destroyed = (await gqlData(app, `mutation X($f: CompanyFilterInput!) { destroyCompanies(filter: $f) { id name } }`, { f: filter })).destroyCompanies;
    expect(destroyed.map((c: Rec) => c.id).sort()).toEqual(created.map((c: Rec) => c.id).sort());
    expect(await count(app, 'companies', 'industry[eq]:Widgets')).toBe(0);
  });

  it('opportunities: createOpportunity with a connect, stage enum and currency; updateOpportunity disconnects', async () => {
    const company = await create(app, 'companies', 'company', { name: 'Opp Co', domainName: { primaryLinkUrl: 'oppco.com' } });
    const created = (await gqlData(app, `mutation { createOpportunity(data: {name: "Deal", stage: PROPOSAL, amount: {amountMicros: 5000000, currencyCode: "EUR"}, company: {connect: {where: {domainName: {primaryLinkUrl: "OPPCO.com"}}}}}) { id stage amount { amountMicros currencyCode } company { id name } } }`)).createOpportunity;
    expect(created).toMatchObject({ stage: 'PROPOSAL', amount: { amountMicros: 5000000, currencyCode: 'EUR' }, company: { id: company.id, name: 'Opp Co' } });
    const changed = (await gqlData(app, `mutation U($id: UUID!) { updateOpportunity(id: $id, data: {company: {disconnect: true}, stage: CLOSED_WON}) { companyId stage } }`, { id: created.id })).updateOpportunity;
    expect(changed).toEqual({ companyId: null, stage: 'CLOSED_WON' });
    const filtered = (await gqlData(app, `{ opportunities(filter: {stage: {in: [CLOSED_WON]}}) { totalCount } }`)).opportunities;
    expect(filtered.totalCount).toBe(1);
  });

  it('notes, tasks, noteTargets and taskTargets: create, read through the junction, update, delete, destroy', async () => {
    const person = await create(app, 'people', 'person', { name: { firstName: 'Target' } });
    const note = (await gqlData(app, `mutation { createNote(data: {title: "N", bodyV2: {markdown: "hello"}}) { id title bodyV2 { markdown } } }`)).createNote;
    expect(note.bodyV2.markdown).toBe('hello');
    const task = (await gqlData(app, `mutation { createTask(data: {title: "T", status: IN_PROGRESS}) { id status } }`)).createTask;
    expect(task.status).toBe('IN_PROGRESS');
    const noteTarget = (await gqlData(app, `mutation C($n: UUID!, $p: UUID!) { createNoteTarget(data: {noteId: $n, person: {connect: {where: {id: $p}}}}) { id note { title } person { id } } }`, { n: note.id, p: person.id })).createNoteTarget;
    expect(noteTarget).toMatchObject({ note: { title: 'N' }, person: { id: person.id } });
    const taskTarget = (await gqlData(app, `mutation C($t: UUID!, $p: UUID!) { createTaskTarget(data: {taskId: $t, personId: $p}) { id task { status } } }`, { t: task.id, p: person.id })).createTaskTarget;
    expect(taskTarget.task.status).toBe('IN_PROGRESS');
    const seen = (await gqlData(app, `query P($id: UUID!) { person(filter: {id: {eq: $id}}) { noteTargets { edges { node { note { id } } } } taskTargets { totalCount } } }`, { id: person.id })).person;
    expect(seen).toEqual({ noteTargets: { edges: [{ node: { note: { id: note.id } } }] }, taskTargets: { totalCount: 1 } });
    await gqlData(app, `mutation U($id: UUID!) { updateTask(id: $id, data: {status: DONE}) { id } }`, { id: task.id });
    await gqlData(app, `mutation D($id: UUID!) { deleteTaskTarget(id: $id) { id } }`, { id: taskTarget.id });
    expect((await gqlData(app, `query P($id: UUID!) { person(filter: {id: {eq: $id}}) { taskTargets { totalCount } } }`, { id: person.id })).person.taskTargets.totalCount).toBe(0);
    await gqlData(app, `mutation X($id: UUID!) { destroyNote(id: $id) { id } }`, { id: note.id });
    // The delete rules (CASCADE) took the note's relations with it, as a REST DELETE does.
    expect(await count(app, 'noteTargets', `noteId[eq]:${note.id}`)).toBe(0);
  });

  it('a pipeline and a custom field created at run time are queryable at once (the schema is rebuilt)', async () => {
    const pipeline = await ok(app, 'POST', '/rest/metadata/pipelines', { nameSingular: 'grant', namePlural: 'grants', labelSingular: 'Grant', labelPlural: 'Grants' });
    const pipelineId = pipeline.data.createPipeline.id;
    await ok(app, 'POST', `/rest/metadata/pipelines/${pipelineId}/fields`, { name: 'budget', label: 'Budget', type: 'NUMBER' });
    await ok(app, 'POST', `/rest/metadata/pipelines/${pipelineId}/fields`, { name: 'phase', label: 'Phase', type: 'SELECT', options: [{ value: 'OPEN', label: 'Open', position: 0 }, { value: 'SHUT', label: 'Shut', position: 1 }] });
    const created = (await gqlData(app, `mutation { createGrant(data: {name: "G1", budget: 12.5, phase: OPEN}) { id name budget phase } }`)).createGrant;
    expect(created).toMatchObject({ name: 'G1', budget: 12.5, phase: 'OPEN' });
    await gqlData(app, `mutation { createGrants(data: [{name: "G2", budget: 3}, {name: "G3", phase: SHUT}]) { id } }`);
    const page = (await gqlData(app, `{ grants(filter: {budget: {gt: 1}}, orderBy: [{budget: AscNullsLast}]) { edges { node { name } } totalCount } }`)).grants;
    expect(page).toEqual({ edges: [{ node: { name: 'G2' } }, { node: { name: 'G1' } }], totalCount: 2 });
    await ok(app, 'POST', '/rest/metadata/objects/person/fields', { name: 'shoeSize', label: 'Shoe size', type: 'NUMBER' });
    const person = (await gqlData(app, `mutation { createPerson(data: {name: {firstName: "Custom"}, shoeSize: 44}) { id shoeSize } }`)).createPerson;
    expect(person.shoeSize).toBe(44);
    expect((await ok(app, 'GET', `/rest/people/${person.id}`)).data.person.shoeSize).toBe(44);
  });
});

describe("Twenty's destroy reads soft-deleted records", () => {
  const capital = (name: string) => name[0].toUpperCase() + name.slice(1);
  /** Every record, soft-deleted or not, of these ids. */
  const stored = (plural: string, recordIds: string[]) => count(app, plural, `and(id[in]:[${recordIds.join(',')}],or(deletedAt[is]:NULL,deletedAt[is]:NOT_NULL))`);
  // Every object with soft delete (ObjectMetadata.softDelete): the seven CRM objects and Twenty's three.
  const objects: Array<[plural: string, singular: string, body: () => Promise<Rec>]> = [
    ['people', 'person', async () => ({ name: { firstName: 'Gone' } })],
    ['companies', 'company', async () => ({ name: 'Gone Co' })],
    ['opportunities', 'opportunity', async () => ({ name: 'Gone deal' })],
    ['notes', 'note', async () => ({ title: 'Gone note' })],
    ['tasks', 'task', async () => ({ title: 'Gone task' })],
    ['noteTargets', 'noteTarget', async () => ({ noteId: (await create(app, 'notes', 'note', { title: 'N' })).id, personId: (await create(app, 'people', 'person', { name: { firstName: 'T' } })).id })],
    ['taskTargets', 'taskTarget', async () => ({ taskId: (await create(app, 'tasks', 'task', { title: 'T' })).id, personId: (await create(app, 'people', 'person', { name: { firstName: 'T' } })).id })],
    ['timelineActivities', 'timelineActivity', async () => ({ name: 'person.created' })],
    ['favorites', 'favorite', async () => ({ position: 1 })],
    ['attachments', 'attachment', async () => ({ name: 'gone.txt' })],
  ];

  it.each(objects)('%s: delete<Plural>(filter: {id: {in}}) then destroy<Plural> of the same filter answers and removes them', async (plural, singular, body) => {
    const records = [await create(app, plural, singular, await body()), await create(app, plural, singular, await body())];
    const recordIds = records.map((record) => record.id).sort();
    const filterType = `${capital(singular)}FilterInput`;
    const variables = { f: { id: { in: recordIds } } };
    const deleted = (await gqlData(app, `mutation D($f: ${filterType}!) { delete${capital(plural)}(filter: $f) { id } }`, variables))[`delete${capital(plural)}`];
    expect(deleted.map((record: Rec) => record.id).sort()).toEqual(recordIds);
    const destroyed = (await gqlData(app, `mutation X($f: ${filterType}!) { destroy${capital(plural)}(filter: $f) { id deletedAt } }`, variables))[`destroy${capital(plural)}`];
    expect(destroyed.map((record: Rec) => record.id).sort()).toEqual(recordIds);
    expect(destroyed.every((record: Rec) => typeof record.deletedAt === 'string')).toBe(true);
    expect(await stored(plural, recordIds)).toBe(0);
  });

  it('destroy<Object>(id) of a soft-deleted record answers it and removes it; live and soft-deleted together by one filter', async () => {
    const [soft, other, live] = await Promise.all(['Soft', 'Other', 'Live'].map((firstName) => create(app, 'people', 'person', { name: { firstName }, city: 'Destroyed together' })));
    await gqlData(app, `mutation D($id: UUID!) { deletePerson(id: $id) { id } }`, { id: soft.id });
    const one = (await gqlData(app, `mutation X($id: UUID!) { destroyPerson(id: $id) { id deletedAt } }`, { id: soft.id })).destroyPerson;
    expect(one).toEqual({ id: soft.id, deletedAt: expect.any(String) });
    await gqlData(app, `mutation D($id: UUID!) { deletePerson(id: $id) { id } }`, { id: other.id });
    const both = (await gqlData(app, `mutation X($f: PersonFilterInput!) { destroyPeople(filter: $f) { id } }`, { f: { city: { eq: 'Destroyed together' } } })).destroyPeople;
    expect(both.map((record: Rec) => record.id).sort()).toEqual([other.id, live.id].sort());
    expect(await stored('people', [soft.id, other.id, live.id])).toBe(0);
  });
});

describe('upsert and relation writes', () => {
  it("Twenty's test: createPeople(upsert) with John's primary email updates John and the total stays", async () => {
    const before = await count(app, 'people');
    await gqlData(app, `mutation { createPeople(data: [{name: {firstName: "John"}, emails: {primaryEmail: "john@upsert.com"}}, {name: {firstName: "Jane"}, emails: {primaryEmail: "jane@upsert.com"}}, {name: {firstName: "Jim"}}]) { id } }`);
    const upserted = (await gqlData(app, `mutation { createPeople(upsert: true, data: [{name: {firstName: "John"}, emails: {primaryEmail: "JOHN@upsert.com"}, jobTitle: "Boss"}]) { name { firstName } jobTitle } }`)).createPeople;
    expect(upserted).toEqual([{ name: { firstName: 'John' }, jobTitle: 'Boss' }]);
    expect(await count(app, 'people')).toBe(before + 3);
    const byId = (await gqlData(app, `{ people(filter: {name: {firstName: {eq: "Jim"}}}) { edges { node { id } } } }`)).people.edges[0].node.id;
    const again = (await gqlData(app, `mutation U($id: UUID!) { createPerson(upsert: true, data: {id: $id, name: {firstName: "Jim"}, city: "Oslo"}) { id city } }`, { id: byId })).createPerson;
    expect(again).toEqual({ id: byId, city: 'Oslo' });
    const fresh = (await gqlData(app, `mutation { createPerson(upsert: true, data: {name: {firstName: "New"}, emails: {primaryEmail: "new@upsert.com"}}) { id } }`)).createPerson;
    expect(await count(app, 'people')).toBe(before + 4);
    expect(fresh.id).toEqual(expect.any(String));
  });

  it('a client-supplied id is kept; company and companyId together are refused', async () => {
    const id = '0190f0c8-1111-7000-8000-00000000abcd';
    const created = (await gqlData(app, `mutation C($id: UUID!) { createCompany(data: {id: $id, name: "Mine"}) { id } }`, { id })).createCompany;
    expect(created.id).toBe(id);
    const before = await count(app, 'people');
    await gqlError(app, `mutation C($id: UUID!) { createPerson(data: {name: {firstName: "X"}, companyId: $id, company: {connect: {where: {id: $id}}}}) { id } }`, { id }, 'BAD_USER_INPUT', 'company and companyId cannot be both provided.');
    expect(await count(app, 'people')).toBe(before);
  });
});

describe('pages', () => {
  let all: string[];
  beforeAll(async () => {
    for (let i = 0; i < 7; i++) await create(app, 'companies', 'company', { name: `Page ${i}`, industry: 'Paging' });
    all = ids((await gqlData(app, `{ companies(filter: {industry: {eq: "Paging"}}) { edges { node { id } } } }`)).companies);
    expect(all).toHaveLength(7);
  });
  const PAGE = `query P($first: Int, $last: Int, $after: String, $before: String) { companies(filter: {industry: {eq: "Paging"}}, first: $first, last: $last, after: $after, before: $before) { edges { node { id } cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }`;

  it('first/after forward and last/before backward over opaque cursors, with an exact totalCount', async () => {
    const first = (await gqlData(app, PAGE, { first: 3 })).companies;
    expect(ids(first)).toEqual(all.slice(0, 3));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.totalCount).toBe(7);
    expect(first.pageInfo.endCursor).not.toContain(all[2]);
    const second = (await gqlData(app, PAGE, { first: 3, after: first.pageInfo.endCursor })).companies;
    expect(ids(second)).toEqual(all.slice(3, 6));
    const third = (await gqlData(app, PAGE, { first: 3, after: second.pageInfo.endCursor })).companies;
    expect(ids(third)).toEqual(all.slice(6));
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = (await gqlData(app, PAGE, { last: 2, before: third.pageInfo.startCursor })).companies;
    expect(ids(back)).toEqual(all.slice(4, 6));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true });
    const tail = (await gqlData(app, PAGE, { last: 2 })).companies;
    expect(ids(tail)).toEqual(all.slice(5));
    expect(tail.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('a nested connection costs one statement per level whatever the page size', async () => {
    const companies: string[] = [];
    for (let i = 0; i < 6; i++) {
      const company = await create(app, 'companies', 'company', { name: `Nest ${i}`, industry: 'Nesting' });
      companies.push(company.id);
      for (let j = 0; j < 3; j++) await create(app, 'people', 'person', { name: { firstName: `P${i}${j}` }, companyId: company.id });
    }
    const query = `query N($first: Int) { companies(first: $first, filter: {industry: {eq: "Nesting"}}) { edges { node { name people(first: 2) { edges { node { name { firstName } company { name } } } } } } } }`;
    const cost = async (first: number) => {
      const { statements, result } = await statementsOf(app, () => gqlData(app, query, { first }));
      return { statements: statements.length, result };
    };
    const small = await cost(2);
    const large = await cost(6);
    expect(large.result.companies.edges).toHaveLength(6);
    expect(large.result.companies.edges[5].node.people.edges).toHaveLength(2);
    expect(large.result.companies.edges[5].node.people.edges[0].node.company.name).toBe('Nest 5');
    // The page (no totalCount selected: no count), one statement for every company's people, one for their companies.
    expect(small.statements).toBe(3);
    expect(large.statements).toBe(small.statements);
  });
});

describe('field errors carry locations and path (GraphQL spec, "Errors")', () => {
  /** The location of `text` in a one-line document. */
  const columnOf = (query: string, text: string) => ({ line: 1, column: query.indexOf(text) + 1 });
  const NAME_REQUIRED = { code: 'BAD_USER_INPUT', subCode: 'VALIDATION_FAILED', statusCode: 400, messages: ['name: is required'] };

  it('a refused createPerson: data {createPerson: null}, the error at the field with the extensions as before', async () => {
    const query = 'mutation {\n  createPerson(data: {city: "x"}) { id }\n}';
    const expected = { data: { createPerson: null }, errors: [{ message: 'name: is required', locations: [{ line: 2, column: 3 }], path: ['createPerson'], extensions: NAME_REQUIRED }] };
    // The JSON POST path (graphql-jit), and yoga's own adapter (another Accept) over the same executor.
    const { status, ...body } = await gql(app, query);
    expect(body).toEqual(expected);
    const viaYoga = await sendJson(app, '/graphql', { method: 'POST', body: { query }, headers: { accept: 'application/graphql-response+json' } });
    expect(await viaYoga.json()).toEqual(expected);
  });

  it('an operation graphql-js runs (a recursive filter variable) places its error the same way', async () => {
    const query = 'mutation M($f: PersonFilterInput!) { a: createPerson(data: {name: {firstName: "Fine"}}) { id } b: updatePeople(filter: $f, data: {city: "Gone"}) { id } }';
    const reply = await gql(app, query, { f: {} });
    expect(reply.data).toEqual({ a: { id: expect.any(String) }, b: null });
    expect(reply.errors).toEqual([{ message: 'A non-empty filter is required', locations: [columnOf(query, 'b: updatePeople')], path: ['b'], extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }]);
  });

  it('a nested field error names its place in the list', async () => {
    await create(app, 'companies', 'company', { name: 'Placed', industry: 'Placing' });
    const query = '{ companies(filter: {industry: {eq: "Placing"}}) { edges { node { name people(first: 0) { totalCount } } } } }';
    const reply = await gql(app, query);
    // Non-null up to the root: the error nulls the whole answer, and its path still names the field.
    expect(reply.data).toBeNull();
    expect(reply.errors).toEqual([
      { message: 'people.first: must be from 1 to 1000, got 0', locations: [columnOf(query, 'people(')], path: ['companies', 'edges', 0, 'node', 'people'], extensions: expect.objectContaining({ subCode: 'INVALID_LIMIT' }) },
    ]);
  });

  it('a document validation error has locations and no data', async () => {
    const reply = await gql(app, '{ people { edges { node { nope } } } }');
    expect('data' in reply).toBe(false);
    expect(reply.errors).toEqual([{ message: expect.stringContaining('"nope"'), locations: [{ line: 1, column: 27 }], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }]);
  });
});

describe('roles', () => {
  it('a readonly key queries but may not mutate: FORBIDDEN, nothing changed', async () => {
    const key = (await ok(app, 'POST', '/rest/apiKeys', { name: 'ro', role: 'readonly' })).data.createApiKey.secret;
    const read = await gql(app, '{ people(first: 1) { totalCount } }', undefined, key);
    expect(read.errors).toBeUndefined();
    const before = await count(app, 'companies');
    const write = await gql(app, 'mutation { createCompany(data: {name: "No"}) { id } }', undefined, key);
    expect(write.errors?.[0]).toMatchObject({ message: expect.stringMatching(/readonly; Mutation.createCompany needs a member key/), extensions: { code: 'FORBIDDEN' } });
    expect(write.data).toEqual({ createCompany: null });
    expect(await count(app, 'companies')).toBe(before);
  });
});

describe('bad input: a code, a message naming the fault, nothing changed', () => {
  const cases: Array<[string, string, Rec | undefined, string, RegExp]> = [
    ['unknown field', '{ people { edges { node { nope } } } }', undefined, 'GRAPHQL_VALIDATION_FAILED', /nope/],
    ['unknown filter field', '{ people(filter: {nope: {eq: "x"}}) { totalCount } }', undefined, 'GRAPHQL_VALIDATION_FAILED', /nope/],
    ['unknown comparator', '{ people(filter: {jobTitle: {near: "x"}}) { totalCount } }', undefined, 'GRAPHQL_VALIDATION_FAILED', /near/],
    ['unknown orderBy direction', '{ people(orderBy: [{jobTitle: Sideways}]) { totalCount } }', undefined, 'GRAPHQL_VALIDATION_FAILED', /Sideways/],
    ['a value of the wrong type', '{ companies(filter: {employees: {eq: "many"}}) { totalCount } }', undefined, 'GRAPHQL_VALIDATION_FAILED', /Float/],
    ['a number of the wrong kind for the field', '{ companies(filter: {employees: {eq: 1.5}}) { totalCount } }', undefined, 'BAD_USER_INPUT', /filter\.employees\.eq/],
    ['first with last', '{ people(first: 1, last: 1) { totalCount } }', undefined, 'BAD_USER_INPUT', /first and last cannot be used together/],
    ['after with before', 'query Q($c: String) { people(after: $c, before: $c) { totalCount } }', { c: 'cmVjOjAwMDAwMDAwLTAwMDAtMDAwMC0wMDAwLTAwMDAwMDAwMDAwMA' }, 'BAD_USER_INPUT', /after and before cannot be used together/],
    ['a negative count', '{ people(first: -1) { totalCount } }', undefined, 'BAD_USER_INPUT', /^first: must be from 1 to 1000, got -1$/],
    ['a too large count', '{ people(last: 1001) { totalCount } }', undefined, 'BAD_USER_INPUT', /^last: must be from 1 to 1000, got 1001$/],
    ['a forged cursor', '{ people(after: "not-a-cursor") { totalCount } }', undefined, 'BAD_USER_INPUT', /after: 'not-a-cursor' is not a cursor of this API/],
    ['a cursor of no record', 'query Q($c: String) { people(after: $c) { totalCount } }', { c: Buffer.from('rec:00000000-0000-4000-8000-000000000000').toString('base64url') }, 'BAD_USER_INPUT', /after: no person with id/],
    ['a malformed UUID in an argument', 'mutation { updatePerson(id: "123", data: {city: "x"}) { id } }', undefined, 'BAD_USER_INPUT', /'123' is not a valid UUID/],
    ['a malformed UUID in a variable', 'mutation U($id: UUID!) { updatePerson(id: $id, data: {city: "x"}) { id } }', { id: 'abc' }, 'BAD_USER_INPUT', /\$id.*'abc' is not a valid UUID/],
    ['a malformed UUID in a filter', '{ people(filter: {id: {eq: "zz"}}) { totalCount } }', undefined, 'BAD_USER_INPUT', /'zz' is not a valid UUID/],
    ['a list of messages without its thread', '{ messages(first: 5) { totalCount } }', undefined, 'BAD_USER_INPUT', /^filter\.messageThreadId: a list of messages needs one/],
    ['an update of no record', 'mutation { updatePerson(id: "00000000-0000-4000-8000-000000000000", data: {city: "x"}) { id } }', undefined, 'NOT_FOUND', /no person with id/],
    ['a create without a required field', 'mutation { createPerson(data: {city: "x"}) { id } }', undefined, 'BAD_USER_INPUT', /name/],
  ];
  it.each(cases)('%s', async (_label, query, variables, code, message) => {
    const before = await count(app, 'people');
    await gqlError(app, query, variables, code, message);
    expect(await count(app, 'people')).toBe(before);
  });

  it.each([
    ['{}', {}],
    ['{and: []}', { and: [] }],
    ['{or: []}', { or: [] }],
    ['{and: [{}]}', { and: [{}] }],
    ['a field given {}', { city: {} }],
  ])('an empty filter on a bulk write (%s): "A non-empty filter is required", nothing changed', async (_label, filter) => {
    await create(app, 'people', 'person', { name: { firstName: 'Kept' }, city: 'Kept' });
    const before = await count(app, 'people', 'city[eq]:Kept');
    for (const mutation of ['updatePeople(filter: $f, data: {city: "Gone"})', 'deletePeople(filter: $f)', 'destroyPeople(filter: $f)', 'restorePeople(filter: $f)']) {
      await gqlError(app, `mutation M($f: PersonFilterInput!) { ${mutation} { id } }`, { f: filter }, 'BAD_USER_INPUT', /^A non-empty filter is required$/);
    }
    expect(await count(app, 'people', 'city[eq]:Kept')).toBe(before);
    expect(await count(app, 'people', 'city[eq]:Gone')).toBe(0);
  });
});
