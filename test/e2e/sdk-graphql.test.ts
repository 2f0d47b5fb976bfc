// The SDK's `crm.graphql()`: a typed document (packages/client/operations/*.graphql, generated into
// packages/client/src/generated/graphql-operations.ts) is sent as text, its variables and `data` typed by the
// operation (checked by `npm run typecheck`: the @ts-expect-error lines fail the compile if the
// types stop catching the mistake); text documents still work; error answers come back with
// their codes rather than as exceptions.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { graphqlOperations, type CrmClient } from '../support/sdk.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let app: TestServer;
let crm: CrmClient;

beforeAll(async () => {
  app = await startTestServer();
  crm = app.client;
  const created = await crm.POST('/rest/people', { body: { name: { firstName: 'Ada', lastName: 'Typedocument' }, jobTitle: 'Engineer' } });
  expect(created.response.status).toBe(200);
});

afterAll(async () => {
  await app?.close();
});

describe('crm.graphql()', () => {
  it('sends a typed document and answers data typed by the operation', async () => {
    const answer = await crm.graphql(graphqlOperations.SdkSearchDocument, { searchInput: 'Typedocument', limit: 5 });
    expect(answer.errors).toBeUndefined();
    const hits = answer.data!.search.edges.map((edge) => edge.node);
    expect(hits.map((hit) => [hit.objectNameSingular, hit.label])).toEqual([['person', 'Ada Typedocument']]);
    expectTypeOf(hits[0].recordId).toEqualTypeOf<string>();
    expectTypeOf(answer.data!.search.pageInfo.hasNextPage).toEqualTypeOf<boolean>();
  });

  it('types the variables: a missing required one or a wrong type does not compile', () => {
    // Type-level only (never sent): these lines must fail `tsc` to stay silent.
    const send = () => {
      // @ts-expect-error searchInput is required
      void crm.graphql(graphqlOperations.SdkSearchDocument, { limit: 5 });
      // @ts-expect-error limit is an Int
      void crm.graphql(graphqlOperations.SdkSearchDocument, { searchInput: 'x', limit: 'five' });
    };
    expect(typeof send).toBe('function');
  });

  it('types the record API: people(filter, orderBy, first) and createPerson, as REST clients get types from the document', async () => {
    const created = await crm.graphql(graphqlOperations.SdkCreatePersonDocument, {
      data: { name: { firstName: 'Grace', lastName: 'Typedocument' }, city: 'Arlington', emails: { primaryEmail: 'grace@typed.example' } },
    });
    expect(created.errors).toBeUndefined();
    const id: string = created.data!.createPerson!.id;
    const page = await crm.graphql(graphqlOperations.SdkPeopleDocument, {
      filter: { name: { lastName: { eq: 'Typedocument' } } },
      orderBy: [{ name: { firstName: 'AscNullsLast' } }],
      first: 10,
    });
    expect(page.errors).toBeUndefined();
    const nodes = page.data!.people.edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.name?.firstName)).toEqual(['Ada', 'Grace']);
    expect(nodes[1]).toMatchObject({ id, city: 'Arlington', emails: { primaryEmail: 'grace@typed.example' } });
    expect(page.data!.people.totalCount).toBe(2);
    expectTypeOf(page.data!.people.totalCount).toEqualTypeOf<number>();
    const typeOnly = () => {
      // @ts-expect-error a person has no field "nickname" to filter on
      void crm.graphql(graphqlOperations.SdkPeopleDocument, { filter: { nickname: { eq: 'x' } } });
      // @ts-expect-error an order direction is one of the four Twenty names
      void crm.graphql(graphqlOperations.SdkPeopleDocument, { orderBy: [{ city: 'Upwards' }] });
    };
    expect(typeof typeOnly).toBe('function');
  });

  it('sends a document given as text, answering unknown data', async () => {
    const answer = await crm.graphql('query { currentWorkspace { id displayName } }');
    expectTypeOf(answer.data).toEqualTypeOf<unknown>();
    expect(answer.errors).toBeUndefined();
    expect((answer.data as { currentWorkspace: { id: string } }).currentWorkspace.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hands back an error answer with its code instead of throwing', async () => {
    const answer = await crm.graphql('query ($n: Int!) { search(searchInput: "x", limit: $n) { edges { cursor } } }', { n: 'many' });
    expect(answer.data ?? undefined).toBeUndefined();
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].message).toContain('$n');
  });
});
