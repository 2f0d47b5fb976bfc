// Twenty's duplicates query and merge mutation over GraphQL (`personDuplicates`,
// `mergePeople`, `companyDuplicates`, `mergeCompanies`): the same services as REST's
// POST /rest/<plural>/duplicates and PATCH /rest/<plural>/merge, so the same records, the same
// refusals (as GraphQL errors with codes) and the same side effects, read back over REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { call, create, ok } from './records-support.ts';
import { gql, gqlData, gqlError, ids, type Rec } from './graphql-records-support.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const person = (body: Rec) => create(app, 'people', 'person', body);

describe('personDuplicates', () => {
  let ada: Rec, twin: Rec, other: Rec;
  beforeAll(async () => {
    ada = await person({ name: { firstName: 'Ada', lastName: 'Dupcheck' }, emails: { primaryEmail: 'ada@dupcheck.io' } });
    twin = await person({ name: { firstName: 'Ada', lastName: 'Dupcheck' }, emails: { primaryEmail: 'ada.twin@dupcheck.io' } });
    other = await person({ name: { firstName: 'Bob', lastName: 'Unique' }, emails: { primaryEmail: 'ADA@dupcheck.io' } });
  });

  it('by ids: one connection per id, in input order, the record itself left out; the same records as REST', async () => {
    const query = `query D($ids: [UUID!]) { personDuplicates(ids: $ids) { edges { node { id name { firstName lastName } company { id } } } totalCount pageInfo { hasNextPage hasPreviousPage } } }`;
    const answer = (await gqlData(app, query, { ids: [ada.id, other.id] })).personDuplicates;
    expect(answer).toHaveLength(2);
    expect(ids(answer[0]).sort()).toEqual([twin.id, other.id].sort());
    expect(answer[0].totalCount).toBe(2);
    expect(answer[0].pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
    expect(answer[0].edges[0].node.company).toBeNull();
    expect(ids(answer[1])).toEqual([ada.id]);
    const rest = (await ok(app, 'POST', '/rest/people/duplicates', { ids: [ada.id, other.id] })).data;
    expect(answer.map(ids)).toEqual(rest.map((entry: Rec) => entry.personDuplicates.map((p: Rec) => p.id)));
  });

  it('by data: a create input matched on the criteria (name, email case-insensitively)', async () => {
    const answer = (await gqlData(app, `{ personDuplicates(data: [{emails: {primaryEmail: "Ada@DupCheck.io"}}, {name: {firstName: "Nobody", lastName: "Here"}}]) { edges { node { id } } totalCount } }`)).personDuplicates;
    expect(ids(answer[0]).sort()).toEqual([ada.id, other.id].sort());
    expect(answer[1]).toEqual({ edges: [], totalCount: 0 });
  });

  it('refuses neither, both and empty data with Twenty\'s messages, and an unknown id with NOT_FOUND', async () => {
    await gqlError(app, `{ personDuplicates { totalCount } }`, undefined, 'BAD_USER_INPUT', 'You have to provide either "data" or "ids" argument');
    await gqlError(app, `query D($id: UUID!) { personDuplicates(ids: [$id], data: [{city: "X"}]) { totalCount } }`, { id: ada.id }, 'BAD_USER_INPUT', 'You cannot provide both "data" and "ids" arguments');
    await gqlError(app, `{ personDuplicates(data: []) { totalCount } }`, undefined, 'BAD_USER_INPUT', 'The "data" condition can not be empty when "ids" input not provided');
    expect((await gqlData(app, `{ personDuplicates(ids: []) { totalCount } }`)).personDuplicates).toEqual([]);
    await gqlError(app, `{ personDuplicates(ids: ["7f3c1a52-2b1e-4f9a-9d7e-000000000000"]) { totalCount } }`, undefined, 'NOT_FOUND', 'no person with id 7f3c1a52-2b1e-4f9a-9d7e-000000000000');
    await gqlError(app, `{ personDuplicates(ids: ["not-a-uuid"]) { totalCount } }`, undefined, 'BAD_USER_INPUT', /not-a-uuid/);
  });

  it('exists only for objects with duplicate criteria', async () => {
    expect((await gqlData(app, `{ companyDuplicates(data: [{name: "Nope Inc"}]) { totalCount } }`)).companyDuplicates).toEqual([{ totalCount: 0 }]);
    await gqlError(app, `{ opportunityDuplicates(ids: []) { totalCount } }`, undefined, 'GRAPHQL_VALIDATION_FAILED', /Cannot query field "opportunityDuplicates"/);
    await gqlError(app, `mutation { mergeOpportunities(ids: [], conflictPriorityIndex: 0) { id } }`, undefined, 'GRAPHQL_VALIDATION_FAILED', /Cannot query field "mergeOpportunities"/);
  });
});

describe('mergePeople', () => {
  it('a dry run answers the merged values (a fresh id, deletedAt set, as REST) with the relations of the records it merges, and changes nothing', async () => {
    const company = await create(app, 'companies', 'company', { name: 'Dry Run Co' });
    const kept = await person({ name: { firstName: 'Grace', lastName: 'Dry' }, emails: { primaryEmail: 'grace@dry.io' }, city: 'Paris' });
    const gone = await person({ name: { firstName: 'Grace', lastName: 'Dry' }, emails: { primaryEmail: 'grace.h@dry.io' }, jobTitle: 'Admiral', companyId: company.id });
    const [note1, note2] = [await create(app, 'notes', 'note', { title: 'One' }), await create(app, 'notes', 'note', { title: 'Two' })];
    await ok(app, 'POST', '/rest/noteTargets', { noteId: note1.id, personId: kept.id });
    await ok(app, 'POST', '/rest/noteTargets', { noteId: note2.id, personId: gone.id });
    const query = `mutation M($ids: [UUID!]!) { mergePeople(ids: $ids, conflictPriorityIndex: 0, dryRun: true) { id deletedAt city jobTitle emails { primaryEmail additionalEmails } company { name } noteTargets { edges { node { noteId } } totalCount } } }`;
    const preview = (await gqlData(app, query, { ids: [kept.id, gone.id] })).mergePeople;
    expect(preview).toMatchObject({ city: 'Paris', jobTitle: 'Admiral', emails: { primaryEmail: 'grace@dry.io', additionalEmails: ['grace.h@dry.io'] }, company: { name: 'Dry Run Co' } });
    expect(preview.noteTargets).toEqual({ edges: [{ node: { noteId: note1.id } }, { node: { noteId: note2.id } }], totalCount: 2 });
    expect([kept.id, gone.id]).not.toContain(preview.id);
    expect(typeof preview.deletedAt).toBe('string');
    expect((await call(app, 'GET', `/rest/people/${gone.id}`)).status).toBe(200);
    expect((await ok(app, 'GET', `/rest/people/${kept.id}`)).data.person.jobTitle).toBeNull();
    expect((await ok(app, 'GET', `/rest/noteTargets?filter=personId[eq]:${gone.id}`)).totalCount).toBe(1);
  });

  it('merges into ids[conflictPriorityIndex]: merged values, relations re-pointed, the others gone; nested fields resolve', async () => {
    const company = await create(app, 'companies', 'company', { name: 'Merge Target Co' });
    const kept = await person({ name: { firstName: 'Linus', lastName: 'Merge' }, emails: { primaryEmail: 'linus@merge.io' } });
    const gone = await person({ name: { firstName: 'Linus', lastName: 'Merge' }, emails: { primaryEmail: 'linus.t@merge.io' }, companyId: company.id });
    const note = await create(app, 'notes', 'note', { title: 'About Linus' });
    await ok(app, 'POST', '/rest/noteTargets', { noteId: note.id, personId: gone.id });
    const merged = (
      await gqlData(app, `mutation M($ids: [UUID!]!) { mergePeople(ids: $ids, conflictPriorityIndex: 1) { id company { id name } emails { primaryEmail additionalEmails } noteTargets { edges { node { noteId } } } } }`, {
        ids: [gone.id, kept.id],
      })
    ).mergePeople;
    expect(merged).toEqual({
      id: kept.id,
      company: { id: company.id, name: 'Merge Target Co' },
      emails: { primaryEmail: 'linus@merge.io', additionalEmails: ['linus.t@merge.io'] },
      noteTargets: { edges: [{ node: { noteId: note.id } }] },
    });
    expect((await call(app, 'GET', `/rest/people/${gone.id}`)).status).toBe(404);
    expect((await ok(app, 'GET', `/rest/people/${kept.id}?depth=0`)).data.person.companyId).toBe(company.id);
  });

  it('refuses bad input with the merge rules\' messages, and a readonly key with FORBIDDEN; nothing changes', async () => {
    const a = await person({ name: { firstName: 'Ref', lastName: 'Used' } });
    const b = await person({ name: { firstName: 'Ref', lastName: 'Used' } });
    const mutation = `mutation M($ids: [UUID!]!, $p: Int!) { mergePeople(ids: $ids, conflictPriorityIndex: $p) { id } }`;
    await gqlError(app, mutation, { ids: [a.id], p: 0 }, 'BAD_USER_INPUT', 'At least 2 record IDs are required for merge');
    await gqlError(app, mutation, { ids: [a.id, b.id], p: 2 }, 'BAD_USER_INPUT', "Invalid conflict priority '2'. Valid options for 2 records: 0-1");
    await gqlError(app, mutation, { ids: [a.id, '7f3c1a52-2b1e-4f9a-9d7e-000000000000'], p: 0 }, 'NOT_FOUND', 'Record not found');
    const key = (await ok(app, 'POST', '/rest/apiKeys', { name: 'merge reader', role: 'readonly' })).data.createApiKey.secret;
    const refused = await gql(app, mutation, { ids: [a.id, b.id], p: 0 }, key);
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Mutation.mergePeople needs a member key/), extensions: { code: 'FORBIDDEN' } });
    expect((await gql(app, `query D($ids: [UUID!]) { personDuplicates(ids: $ids) { totalCount } }`, { ids: [a.id] }, key)).data?.personDuplicates).toEqual([{ totalCount: 1 }]);
    for (const id of [a.id, b.id]) expect((await call(app, 'GET', `/rest/people/${id}`)).status).toBe(200);
  });
});
