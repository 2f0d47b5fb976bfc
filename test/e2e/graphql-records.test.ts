// The generated record API at POST /graphql (DESIGN "Twenty-compatible GraphQL record API"):
// queries, mutations, relations and soft delete on the CRM objects, through the record layer
// REST uses, so REST sees every GraphQL write and the other way round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { UUID } from './foundation-support.ts';
import { create, ok } from './records-support.ts';
import { gql, gqlData, gqlError, ids, type Rec } from './graphql-records-support.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const PERSON = 'id name { firstName lastName } emails { primaryEmail additionalEmails } jobTitle companyId deletedAt';

describe('people', () => {
  it('createPerson, person, people, updatePerson, deletePerson, restorePerson, destroyPerson', async () => {
    const created = (await gqlData(app, `mutation C($data: PersonCreateInput!) { createPerson(data: $data) { ${PERSON} createdBy { source } } }`, {
      data: { name: { firstName: 'Ada', lastName: 'Lovelace' }, emails: { primaryEmail: 'ada@example.com' }, jobTitle: 'Engineer' },
    })).createPerson;
    expect(created).toMatchObject({ id: expect.stringMatching(UUID), name: { firstName: 'Ada', lastName: 'Lovelace' }, jobTitle: 'Engineer', deletedAt: null, createdBy: { source: 'API' } });
    const rest = await ok(app, 'GET', `/rest/people/${created.id}`);
    expect(rest.data.person.name.firstName).toBe('Ada');

    const one = (await gqlData(app, `query P($id: UUID!) { person(filter: {id: {eq: $id}}) { ${PERSON} } }`, { id: created.id })).person;
    const { createdBy: _createdBy, ...fields } = created;
    expect(one).toEqual(fields);

    const updated = (await gqlData(app, `mutation U($id: UUID!) { updatePerson(id: $id, data: {jobTitle: "CTO"}) { id jobTitle } }`, { id: created.id })).updatePerson;
    expect(updated).toEqual({ id: created.id, jobTitle: 'CTO' });

    const deleted = (await gqlData(app, `mutation D($id: UUID!) { deletePerson(id: $id) { id deletedAt } }`, { id: created.id })).deletePerson;
    expect(deleted.deletedAt).toEqual(expect.any(String));
    // Hidden from REST and GraphQL lists, unless the filter names deletedAt.
    expect((await ok(app, 'GET', `/rest/people?filter=id[eq]:${created.id}`)).data.people).toEqual([]);
    expect(ids((await gqlData(app, `query L($id: UUID!) { people(filter: {id: {eq: $id}}) { edges { node { id } } totalCount } }`, { id: created.id })).people)).toEqual([]);
    const withDeleted = await gqlData(app, `query L($id: UUID!) { people(filter: {id: {eq: $id}, deletedAt: {is: NOT_NULL}}) { edges { node { id } } totalCount } }`, { id: created.id });
    expect(ids(withDeleted.people)).toEqual([created.id]);
    await gqlError(app, `query P($id: UUID!) { person(filter: {id: {eq: $id}}) { id } }`, { id: created.id }, 'NOT_FOUND', 'no person matches');

    const restored = (await gqlData(app, `mutation R($id: UUID!) { restorePerson(id: $id) { id deletedAt } }`, { id: created.id })).restorePerson;
    expect(restored).toEqual({ id: created.id, deletedAt: null });
    expect((await ok(app, 'GET', `/rest/people?filter=id[eq]:${created.id}`)).data.people).toHaveLength(1);

    const destroyed = (await gqlData(app, `mutation X($id: UUID!) { destroyPerson(id: $id) { id name { firstName } } }`, { id: created.id })).destroyPerson;
    expect(destroyed).toEqual({ id: created.id, name: { firstName: 'Ada' } });
    const gone = await gql(app, `mutation X($id: UUID!) { destroyPerson(id: $id) { id } }`, { id: created.id });
    expect(gone.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(gone.data).toEqual({ destroyPerson: null });
  });
});

describe('relations', () => {
  it('person { company }, company { people(first) { totalCount } }, note { noteTargets { person } }', async () => {
    const company = await create(app, 'companies', 'company', { name: 'Acme' });
    const people: Rec[] = [];
    for (const firstName of ['A', 'B', 'C']) people.push(await create(app, 'people', 'person', { name: { firstName }, companyId: company.id }));
    const data = await gqlData(app, `query Q($id: UUID!) {
      company(filter: {id: {eq: $id}}) { name people(first: 2, orderBy: [{name: {firstName: DescNullsLast}}]) { totalCount pageInfo { hasNextPage } edges { node { name { firstName } company { name } } } } }
    }`, { id: company.id });
    expect(data.company.people).toEqual({
      totalCount: 3,
      pageInfo: { hasNextPage: true },
      edges: [
        { node: { name: { firstName: 'C' }, company: { name: 'Acme' } } },
        { node: { name: { firstName: 'B' }, company: { name: 'Acme' } } },
      ],
    });
    // Soft-deleted records are left out of nested connections and relations, as of lists.
    await gqlData(app, `mutation D($id: UUID!) { deletePerson(id: $id) { id } }`, { id: people[2].id });
    const after = await gqlData(app, `query Q($id: UUID!) { company(filter: {id: {eq: $id}}) { people { totalCount edges { node { name { firstName } } } } } }`, { id: company.id });
    expect(after.company.people).toEqual({ totalCount: 2, edges: [{ node: { name: { firstName: 'A' } } }, { node: { name: { firstName: 'B' } } }] });
    await gqlData(app, `mutation D($id: UUID!) { deleteCompany(id: $id) { id } }`, { id: company.id });
    const orphan = await gqlData(app, `query P($id: UUID!) { person(filter: {id: {eq: $id}}) { companyId company { id } } }`, { id: people[0].id });
    expect(orphan.person).toEqual({ companyId: company.id, company: null });
    const note = await create(app, 'notes', 'note', { title: 'Met' });
    await create(app, 'noteTargets', 'noteTarget', { noteId: note.id, personId: people[0].id });
    const noted = await gqlData(app, `query N($id: UUID!) { note(filter: {id: {eq: $id}}) { noteTargets { edges { node { person { id } } } } } }`, { id: note.id });
    expect(noted.note.noteTargets.edges).toEqual([{ node: { person: { id: people[0].id } } }]);
  });
});
