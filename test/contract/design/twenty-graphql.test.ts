// DESIGN.md "Twenty-compatible GraphQL record API", row by row (docs/TESTING.md, "The DESIGN
// contract suite"): names, filters, pages, relations, upsert, soft delete, errors with Twenty's
// messages verbatim, workspace members, runtime objects and the metadata API. (Error `path` and
// `locations`, destroy of soft-deleted records and `neq` with NULLs are issue 43 points 4, 5 and
// 6, tested by their own files.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { design, expectGraphQLError, UUID_PATTERN, type Design, type Rec } from './design-support.ts';

let app: TestServer;
let d: Design;
let acme: Rec;

beforeAll(async () => {
  app = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  d = design(app);
  acme = (await d.ok('POST', '/rest/companies', { name: 'Acme', domainName: { primaryLinkUrl: 'https://acme.test' } })).data.createCompany;
  for (const [firstName, city] of [['John', 'Paris'], ['Jane', 'Lyon'], ['Joe', 'Paris']]) {
    await d.ok('POST', '/rest/people', { name: { firstName, lastName: 'Doe' }, city, emails: { primaryEmail: `${firstName.toLowerCase()}@doe.test` }, companyId: acme.id });
  }
});
afterAll(() => app?.close());

const names = (connection: Rec) => connection.edges.map((e: Rec) => e.node.name.firstName);
const PEOPLE = `query($filter: PersonFilterInput, $orderBy: [PersonOrderByInput!], $first: Int, $last: Int, $after: String, $before: String) {
  people(filter: $filter, orderBy: $orderBy, first: $first, last: $last, after: $after, before: $before) {
    edges { node { id name { firstName lastName } city } cursor }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount
  }
}`;
const people = async (variables: Rec) => (await d.gqlData(PEOPLE, variables)).people as Rec;

describe('Twenty-compatible GraphQL record API', () => {
  it('Endpoints', async () => {
    expect((await d.gql('{ people(first: 1) { totalCount } }')).status).toBe(200);
    const metadata = await d.gql('{ objects(paging: {first: 1}) { edges { node { id nameSingular } } } }', undefined, { endpoint: '/metadata' });
    expect(metadata.body.errors).toBeUndefined();
    const readonly = await d.key('readonly');
    const member = await d.key('member');
    expect((await d.gql('{ people(first: 1) { totalCount } }', undefined, { apiKey: readonly })).body.errors).toBeUndefined();
    expectGraphQLError((await d.gql('mutation { createPerson(data: {name: {firstName: "No"}}) { id } }', undefined, { apiKey: readonly })).body, 'FORBIDDEN');
    expect((await d.gql('mutation { createPerson(data: {name: {firstName: "Mem"}}) { id } }', undefined, { apiKey: member })).body.errors).toBeUndefined();
    const metaWrite = 'mutation { createOneObject(input: {object: {nameSingular: "memberObj", namePlural: "memberObjs", labelSingular: "M", labelPlural: "Ms"}}) { id } }';
    expectGraphQLError((await d.gql(metaWrite, undefined, { apiKey: member, endpoint: '/metadata' })).body, 'FORBIDDEN');
  });

  it('Names', async () => {
    const id = '2b7c6f1e-0a4d-4e8b-9c3f-5d6e7f8a9b0c';
    const document = `mutation($id: UUID!) {
      one: createPerson(data: {id: $id, name: {firstName: "Nam", lastName: "Es"}}) { id }
      many: createPeople(data: [{name: {firstName: "Many1"}}, {name: {firstName: "Many2"}}]) { id }
    }`;
    const created = await d.gqlData(document, { id });
    expect(created.one.id).toBe(id);
    expect(created.many).toHaveLength(2);
    const manyIds = created.many.map((p: Rec) => p.id);
    const steps = await d.gqlData(`mutation($id: UUID!, $ids: [UUID!]) {
      update: updatePerson(id: $id, data: {city: "Names"}) { id city }
      updateMany: updatePeople(filter: {id: {in: $ids}}, data: {city: "Many"}) { id city }
      delete: deletePerson(id: $id) { id deletedAt }
      restore: restorePerson(id: $id) { id deletedAt }
      deleteMany: deletePeople(filter: {id: {in: $ids}}) { id }
      restoreMany: restorePeople(filter: {id: {in: $ids}}) { id }
      destroy: destroyPerson(id: $id) { id }
      destroyMany: destroyPeople(filter: {id: {in: $ids}}) { id }
    }`, { id, ids: manyIds });
    expect(steps.update).toEqual({ id, city: 'Names' });
    expect(steps.updateMany.map((p: Rec) => p.city)).toEqual(['Many', 'Many']);
    expect(steps.delete.deletedAt).toEqual(expect.any(String));
    expect(steps.restore.deletedAt).toBeNull();
    expect(steps.destroyMany).toHaveLength(2);
    const one = await d.gql('query($id: UUID!) { person(filter: {id: {eq: $id}}) { id } }', { id });
    expectGraphQLError(one.body, 'NOT_FOUND');
    expect(one.body.data).toEqual({ person: null });
    const types = await d.gqlData(`{ __schema { types { name } } }`);
    const typeNames = new Set(types.__schema.types.map((t: Rec) => t.name));
    for (const name of ['Person', 'PersonConnection', 'PersonEdge', 'PersonFilterInput', 'PersonOrderByInput', 'PersonCreateInput', 'PersonUpdateInput', 'FullName', 'Emails', 'Phones', 'Links', 'Currency', 'Address', 'Actor', 'RichTextV2', 'UUID']) {
      expect(typeNames.has(name), name).toBe(true);
    }
  });

  it('Filter', async () => {
    const filters: Array<[Rec, string[]]> = [
      [{ city: { eq: 'Paris' } }, ['Joe', 'John']],
      [{ city: { in: ['Lyon'] } }, ['Jane']],
      [{ city: { is: 'NULL' }, name: { lastName: { eq: 'Doe' } } }, []],
      [{ city: { is: 'NOT_NULL' }, name: { lastName: { eq: 'Doe' } } }, ['Jane', 'Joe', 'John']],
      [{ name: { firstName: { like: 'J%n%' } } }, ['Jane', 'John']],
      [{ name: { firstName: { ilike: 'jo%' } } }, ['Joe', 'John']],
      [{ name: { firstName: { startsWith: 'Ja' } } }, ['Jane']],
      [{ and: [{ city: { eq: 'Paris' } }, { name: { firstName: { neq: 'Joe' } } }] }, ['John']],
      [{ or: [{ city: { eq: 'Lyon' } }, { name: { firstName: { eq: 'Joe' } } }] }, ['Jane', 'Joe']],
      [{ not: { city: { eq: 'Paris' } }, name: { lastName: { eq: 'Doe' } } }, ['Jane']],
      [{ createdAt: { gt: '2000-01-01T00:00:00Z', lte: '2999-01-01T00:00:00Z' }, name: { lastName: { eq: 'Doe' } } }, ['Jane', 'Joe', 'John']],
      [{ emails: { additionalEmails: { containsAny: ['nobody@x.test'] } } }, []],
    ];
    for (const [filter, expected] of filters) {
      expect(names(await people({ filter, orderBy: [{ name: { firstName: 'AscNullsFirst' } }] })), JSON.stringify(filter)).toEqual(expected);
    }
  });

  it('Order and pages', async () => {
    const filter = { name: { lastName: { eq: 'Doe' } } };
    for (const direction of ['AscNullsFirst', 'AscNullsLast', 'DescNullsFirst', 'DescNullsLast']) {
      const page = await people({ filter, orderBy: [{ name: { firstName: direction } }] });
      expect(names(page), direction).toEqual(direction.startsWith('Asc') ? ['Jane', 'Joe', 'John'] : ['John', 'Joe', 'Jane']);
    }
    const first = await people({ filter, orderBy: [{ name: { firstName: 'AscNullsFirst' } }], first: 2 });
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: first.edges[0].cursor, endCursor: first.edges[1].cursor } });
    const next = await people({ filter, orderBy: [{ name: { firstName: 'AscNullsFirst' } }], first: 2, after: first.pageInfo.endCursor });
    expect(names(next)).toEqual(['John']);
    const last = await people({ filter, orderBy: [{ name: { firstName: 'AscNullsFirst' } }], last: 1, before: next.pageInfo.startCursor });
    expect(names(last)).toEqual(['Joe']);
    for (const bad of [{ first: 1, last: 1 }, { after: first.pageInfo.endCursor, before: first.pageInfo.endCursor }, { first: -1 }, { after: 'forged-cursor' }]) {
      expectGraphQLError((await d.gql(PEOPLE, bad)).body, 'BAD_USER_INPUT');
    }
  });

  it('Relations', async () => {
    const company = await d.gqlData(`query($id: UUID!) { company(filter: {id: {eq: $id}}) { name people(filter: {city: {eq: "Paris"}}, orderBy: [{name: {firstName: AscNullsFirst}}], first: 1) { edges { node { name { firstName } company { name } } } totalCount } } }`, { id: acme.id });
    expect(company.company).toMatchObject({ name: 'Acme', people: { totalCount: 2, edges: [{ node: { name: { firstName: 'Joe' }, company: { name: 'Acme' } } }] } });
    const linked = await d.gqlData(`mutation($id: UUID!) {
      byId: createPerson(data: {name: {firstName: "ById"}, companyId: $id}) { companyId }
      byConnect: createPerson(data: {name: {firstName: "ByConnect"}, company: {connect: {where: {id: $id}}}}) { id companyId }
      byDomain: createPerson(data: {name: {firstName: "ByDomain"}, company: {connect: {where: {domainName: {primaryLinkUrl: "https://acme.test"}}}}}) { companyId }
    }`, { id: acme.id });
    expect([linked.byId.companyId, linked.byConnect.companyId, linked.byDomain.companyId]).toEqual([acme.id, acme.id, acme.id]);
    const deal = await d.gqlData('mutation { createOpportunity(data: {name: "Deal", pointOfContact: {connect: {where: {emails: {primaryEmail: "jane@doe.test"}}}}}) { pointOfContact { name { firstName } } } }');
    expect(deal.createOpportunity.pointOfContact.name.firstName).toBe('Jane');
    const disconnected = await d.gqlData('mutation($id: UUID!) { updatePerson(id: $id, data: {company: {disconnect: true}}) { companyId } }', { id: linked.byConnect.id });
    expect(disconnected.updatePerson.companyId).toBeNull();
    const both = await d.gql('mutation($id: UUID!) { createPerson(data: {name: {firstName: "Both"}, companyId: $id, company: {connect: {where: {id: $id}}}}) { id } }', { id: acme.id });
    expectGraphQLError(both.body, 'BAD_USER_INPUT', 'company and companyId cannot be both provided.');
  });

  it('Upsert', async () => {
    const count = async () => (await people({ filter: { name: { lastName: { eq: 'Doe' } } } })).totalCount;
    expect(await count()).toBe(3);
    const upserted = await d.gqlData('mutation { createPeople(upsert: true, data: [{emails: {primaryEmail: "JOHN@doe.test"}, jobTitle: "CTO"}]) { name { firstName } jobTitle } }');
    expect(upserted.createPeople).toEqual([{ name: { firstName: 'John' }, jobTitle: 'CTO' }]);
    expect(await count()).toBe(3);
    const created = await d.gqlData('mutation { createPerson(upsert: true, data: {name: {firstName: "Fresh", lastName: "Upsert"}, emails: {primaryEmail: "fresh@upsert.test"}}) { id } }');
    const byId = await d.gqlData('mutation($id: UUID!) { createPerson(upsert: true, data: {id: $id, jobTitle: "Updated"}) { id jobTitle } }', { id: created.createPerson.id });
    expect(byId.createPerson).toEqual({ id: created.createPerson.id, jobTitle: 'Updated' });
    // Several matches: a person with the address as primary, another as... a second company with the same domain.
    await d.ok('POST', '/rest/companies', { name: 'Acme twin', domainName: { primaryLinkUrl: 'https://acme.test' } });
    const several = await d.gql('mutation { createCompany(upsert: true, data: {name: "Which", domainName: {primaryLinkUrl: "https://ACME.test"}}) { id } }');
    expectGraphQLError(several.body, 'BAD_USER_INPUT', /domainName/);
  });

  it('Soft delete', async () => {
    const person = (await d.ok('POST', '/rest/people', { name: { firstName: 'Soft', lastName: 'Delete' }, city: 'Softville' })).data.createPerson;
    const deleted = await d.gqlData('mutation($id: UUID!) { deletePerson(id: $id) { id deletedAt } }', { id: person.id });
    expect(deleted.deletePerson.deletedAt).toEqual(expect.any(String));
    expect((await people({ filter: { city: { eq: 'Softville' } } })).totalCount).toBe(0);
    expect((await d.rest('GET', `/rest/people/${person.id}`)).status).toBe(404);
    expect((await people({ filter: { city: { eq: 'Softville' }, deletedAt: { is: 'NOT_NULL' } } })).totalCount).toBe(1);
    await d.gqlData('mutation($id: UUID!) { restorePerson(id: $id) { id } }', { id: person.id });
    expect((await people({ filter: { city: { eq: 'Softville' } } })).totalCount).toBe(1);
    await d.ok('DELETE', `/rest/people/${person.id}?soft_delete=true`);
    expect((await d.ok('PATCH', `/rest/people/${person.id}/restore`)).data.restorePerson.deletedAt).toBeNull();
    await d.ok('DELETE', `/rest/people/${person.id}`);
    expect((await people({ filter: { city: { eq: 'Softville' }, deletedAt: { is: 'NOT_NULL' } } })).totalCount).toBe(0);
  });

  it('Errors', async () => {
    expectGraphQLError((await d.gql('{ people { nope } }')).body, 'GRAPHQL_VALIDATION_FAILED');
    expect((await d.gql('{ people { nope } }')).body).not.toHaveProperty('data');
    expectGraphQLError((await d.gql('query { person(filter: {id: {eq: "not-a-uuid"}}) { id } }')).body, 'BAD_USER_INPUT', /UUID/);
    for (const filter of ['{}', '{and: []}', '{or: []}', '{and: [{}]}', '{city: {}}']) {
      for (const mutation of [`updatePeople(filter: ${filter}, data: {city: "X"}) { id }`, `deletePeople(filter: ${filter}) { id }`, `destroyPeople(filter: ${filter}) { id }`, `restorePeople(filter: ${filter}) { id }`]) {
        expectGraphQLError((await d.gql(`mutation { ${mutation} }`)).body, 'BAD_USER_INPUT', 'A non-empty filter is required');
      }
    }
    const missing = await d.gql('mutation { updatePerson(id: "00000000-0000-4000-8000-000000000000", data: {city: "X"}) { id } }');
    expectGraphQLError(missing.body, 'NOT_FOUND');
    expect(missing.body.data).toEqual({ updatePerson: null });
    for (const endpoint of ['/graphql', '/metadata']) {
      for (const apiKey of [null, 'bad-key']) {
        const reply = await d.gql('{ __typename }', undefined, { apiKey, endpoint });
        expect(reply.status, `${endpoint} ${apiKey}`).toBe(401);
        expect(reply.body).toEqual({ errors: [{ message: expect.any(String), extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }] });
      }
    }
  });

  it('Workspace members', async () => {
    const members = await d.gqlData('{ workspaceMembers(filter: {id: {is: NOT_NULL}}, orderBy: [{createdAt: AscNullsFirst}]) { edges { node { id name { firstName } userEmail } } } }');
    expect(members.workspaceMembers.edges[0].node.id).toMatch(UUID_PATTERN);
    expect((await d.gql('mutation { createWorkspaceMember(data: {}) { id } }')).body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await d.gqlData('{ currentWorkspace { id } }')).currentWorkspace.id).toMatch(UUID_PATTERN);
  });

  it('Runtime objects', async () => {
    await d.ok('POST', '/rest/metadata/pipelines', { nameSingular: 'lead', namePlural: 'leads', labelSingular: 'Lead', labelPlural: 'Leads' });
    const made = await d.gqlData('mutation { createLead(data: {name: "First lead"}) { id name } }');
    expect(made.createLead.name).toBe('First lead');
    expect((await d.gqlData('{ leads { totalCount edges { node { name } } } }')).leads.totalCount).toBe(1);
  });

  it('Metadata API', async () => {
    const twenty = `query ObjectMetadataItems($objectFilter: ObjectFilter!, $paging: CursorPaging!) {
      objects(filter: $objectFilter, paging: $paging) { edges { node {
        id nameSingular namePlural labelSingular labelPlural description icon isCustom isActive isSystem isRemote
        labelIdentifierFieldMetadataId imageIdentifierFieldMetadataId createdAt updatedAt
        fieldsList { id name label type description isCustom isActive isNullable defaultValue options
          relation { type targetObjectMetadata { id nameSingular namePlural } targetFieldMetadata { id name } } }
      } } }
    }`;
    const objects = await d.gqlData(twenty, { objectFilter: {}, paging: { first: 1000 } }, { endpoint: '/metadata' });
    const person = objects.objects.edges.map((e: Rec) => e.node).find((n: Rec) => n.nameSingular === 'person');
    expect(person.fieldsList.find((f: Rec) => f.name === 'company').relation).toMatchObject({ type: expect.any(String), targetObjectMetadata: { nameSingular: 'company' } });
    expect((await d.gqlData('query($id: UUID!) { object(id: $id) { nameSingular } }', { id: person.id }, { endpoint: '/metadata' })).object.nameSingular).toBe('person');
    const object = await d.gqlData('mutation { createOneObject(input: {object: {nameSingular: "ticket", namePlural: "tickets", labelSingular: "Ticket", labelPlural: "Tickets"}}) { id nameSingular } }', undefined, { endpoint: '/metadata' });
    const field = await d.gqlData('mutation($id: UUID!) { createOneField(input: {field: {objectMetadataId: $id, name: "severity", label: "Severity", type: NUMBER}}) { id name } }', { id: object.createOneObject.id }, { endpoint: '/metadata' });
    expect(field.createOneField.name).toBe('severity');
    await d.gqlData('mutation($id: UUID!) { updateOneField(input: {id: $id, update: {label: "Sev"}}) { label } }', { id: field.createOneField.id }, { endpoint: '/metadata' });
    await d.gqlData('mutation($id: UUID!) { deleteOneField(input: {id: $id}) { id } }', { id: field.createOneField.id }, { endpoint: '/metadata' });
    await d.gqlData('mutation($id: UUID!) { updateOneObject(input: {id: $id, update: {labelPlural: "All tickets"}}) { labelPlural } }', { id: object.createOneObject.id }, { endpoint: '/metadata' });
    await d.gqlData('mutation($id: UUID!) { deleteOneObject(input: {id: $id}) { id } }', { id: object.createOneObject.id }, { endpoint: '/metadata' });
    const hook = await d.gqlData('mutation { createWebhook(input: {targetUrl: "http://127.0.0.1:9/hook", operations: ["person.created"]}) { id targetUrl } }', undefined, { endpoint: '/metadata' });
    const id = hook.createWebhook.id;
    expect((await d.gqlData('query($id: UUID!) { webhook(id: $id) { id } webhooks { id } }', { id }, { endpoint: '/metadata' })).webhooks.map((w: Rec) => w.id)).toContain(id);
    await d.gqlData('mutation($id: UUID!) { updateWebhook(input: {id: $id, update: {description: "x"}}) { id } }', { id }, { endpoint: '/metadata' });
    await d.gqlData('mutation($id: UUID!) { deleteWebhook(id: $id) { id } }', { id }, { endpoint: '/metadata' });
    expect((await d.ok('GET', `/rest/webhooks`)).data.webhooks.map((w: Rec) => w.id)).not.toContain(id);
  });
});
