// GraphQL at POST /graphql with the bearer key: currentWorkspace and workspaceMembers. The
// documents live in test/graphql/*.graphql, where test/contract/graphql-documents.unit.test.ts
// validates them against schema/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ISO_MS, UUID, expectGraphQLUnauthenticated, sendJson } from './foundation-support.ts';

const document = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../graphql', file), 'utf8');
const CURRENT_WORKSPACE = document('current-workspace.graphql');
const WORKSPACE_MEMBERS = document('workspace-members.graphql');

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function graphql<T>(query: string, variables?: Record<string, unknown>, apiKey?: string | null) {
  const response = await sendJson(app, '/graphql', { method: 'POST', body: { query, variables }, apiKey });
  const body = (await response.json()) as GraphQLResponse<T>;
  return { status: response.status, body };
}

describe('GraphQL', () => {
  it('currentWorkspace', async () => {
    const { status, body } = await graphql<{ currentWorkspace: { id: string; displayName: string; createdAt: string } }>(CURRENT_WORKSPACE);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { currentWorkspace: { id: expect.stringMatching(UUID), displayName: 'My workspace', createdAt: expect.stringMatching(ISO_MS) } },
    });
  });

  it('workspaceMembers: the one member created at first start, the same as over REST', async () => {
    const { status, body } = await graphql<{ workspaceMembers: { edges: Array<{ node: Record<string, unknown> }>; totalCount: number } }>(WORKSPACE_MEMBERS);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.workspaceMembers.totalCount).toBe(1);
    const members = body.data!.workspaceMembers.edges.map((edge) => edge.node);
    expect(members).toEqual([
      {
        id: expect.stringMatching(UUID),
        name: { firstName: 'Workspace', lastName: 'Owner' },
        userEmail: null,
        locale: 'en',
        timeZone: 'UTC',
        createdAt: expect.stringMatching(ISO_MS),
        updatedAt: expect.stringMatching(ISO_MS),
      },
    ]);
    const rest = (await app.client.GET('/rest/workspaceMembers')).data!;
    expect(rest.totalCount).toBe(1);
    const [member] = rest.data.workspaceMembers;
    expect(member).toMatchObject(members[0]);
  });

  it('workspaceMembers(first, filter, orderBy) pass the variables through', async () => {
    const { status, body } = await graphql<{ workspaceMembers: { edges: unknown[]; totalCount: number } }>(WORKSPACE_MEMBERS, {
      first: 1,
      filter: { locale: { eq: 'en' } },
      orderBy: [{ createdAt: 'DescNullsLast' }],
    });
    expect(status).toBe(200);
    expect(body.data!.workspaceMembers.edges).toHaveLength(1);
    const none = await graphql<{ workspaceMembers: { edges: unknown[]; totalCount: number } }>(WORKSPACE_MEMBERS, { filter: { locale: { eq: 'fr' } } });
    expect(none.body.data!.workspaceMembers).toEqual({ edges: [], totalCount: 0 });
  });

  it('a readonly key may query', async () => {
    const key = (await app.client.POST('/rest/apiKeys', { body: { name: 'ro', role: 'readonly' } })).data!.data.createApiKey;
    const { status, body } = await graphql<{ currentWorkspace: { id: string } }>(CURRENT_WORKSPACE, undefined, key.secret);
    expect(status).toBe(200);
    expect(body.data!.currentWorkspace.id).toMatch(UUID);
  });

  it('401 with a GraphQL body without a key, saying where the key goes', async () => {
    const response = await sendJson(app, '/graphql', { method: 'POST', apiKey: null, body: { query: CURRENT_WORKSPACE } });
    await expectGraphQLUnauthenticated(response, /^missing Authorization header/);
  });

  async function expectClientError(query: string, variables?: Record<string, unknown>) {
    const { status, body } = await graphql(query, variables);
    expect(status, `${query}: ${JSON.stringify(body)}`).toBeLessThan(500);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(body.errors![0].extensions?.code).not.toBe('INTERNAL_ERROR');
    expect(JSON.stringify(body)).not.toMatch(/\s+at .+:\d+:\d+|stack/i);
    return body.errors!;
  }

  it('a field the schema lacks is a validation error naming it', async () => {
    const errors = await expectClientError('query Nope { currentWorkspace { nope } }');
    expect(errors[0]).toMatchObject({ message: expect.stringMatching(/nope/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  // Errors are recognised by name, not `instanceof GraphQLError` (graphql may be loaded twice,
  // ESM and CJS), and unwrapped to the innermost cause (src/graphql/server.ts, maskError).
  it('a syntax error is a client error (GRAPHQL_PARSE_FAILED), not INTERNAL_ERROR', async () => {
    const errors = await expectClientError('{ currentWorkspace {');
    expect(errors[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('a variable of the wrong type is a client error naming it, not INTERNAL_ERROR', async () => {
    const errors = await expectClientError(WORKSPACE_MEMBERS, { first: 'ten' });
    expect(errors[0].message).toMatch(/first|Int/);
  });

  // Found by the fuzzer (test/fuzz): variable coercion errors and operations of a type the schema
  // lacks came without extensions.code, so clients could not branch on them.
  it.each([
    ['a string for an Int', { first: 'ten' }],
    ['a list for an Int', { first: [5, 60] }],
    ['an Int beyond 32 bits', { first: 2 ** 40 }],
    ['an object for an Int', { first: { a: 1 } }],
  ])('a variable that does not coerce (%s) is BAD_USER_INPUT naming the variable', async (_label, variables) => {
    const errors = await expectClientError(WORKSPACE_MEMBERS, variables);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ message: expect.stringMatching(/^Variable "\$first" got invalid value/), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a non-null variable given null or nothing is BAD_USER_INPUT', async () => {
    for (const variables of [{ s: null }, {}]) {
      const errors = await expectClientError('query Q($s: String!) { search(searchInput: $s) { edges { cursor } } }', variables);
      expect(errors[0]).toMatchObject({ message: expect.stringMatching(/\$s/), extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('an operation type the schema lacks is a validation error: subscription', async () => {
    const errors = await expectClientError('subscription { currentWorkspace { id } }');
    expect(errors[0]).toMatchObject({ message: 'this schema has no subscription operations; queries and mutations are served', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('a query field asked of the mutation root is a validation error naming it', async () => {
    const errors = await expectClientError('mutation { currentWorkspace { id } }');
    expect(errors[0]).toMatchObject({ message: expect.stringMatching(/Cannot query field "currentWorkspace" on type "Mutation"/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });


  it('a domain error is BAD_USER_INPUT with its own code as subCode: first 0 is INVALID_LIMIT (400)', async () => {
    const { status, body } = await graphql(WORKSPACE_MEMBERS, { first: 0 });
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^first: must be from 1 to 1000, got 0$/),
      extensions: { code: 'BAD_USER_INPUT', subCode: 'INVALID_LIMIT', statusCode: 400 },
    });
  });
});
