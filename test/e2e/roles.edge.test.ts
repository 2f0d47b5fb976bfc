// Roles, walked over the whole interface: every operation of the workspace's OpenAPI document
// (a pipeline's included) answers 403 to a key whose role is weaker than the operation's
// x-required-role, whatever the request holds, and 401 with no key, a malformed Authorization
// header, a revoked key or an expired one; every root field of the GraphQL schema answers
// UNAUTHENTICATED to the same four. The declarations are the only source: a new operation is
// covered without touching this file.
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRoles } from '../../src/graphql/records/roles.ts';
import { recordSdl } from '../../src/graphql/records/sdl.ts';
import { BUILT_IN_OBJECTS } from '../../src/metadata/registry.ts';
import { GRAPHQL_REQUIRED_ROLES, withRequiredRoles } from '../../src/graphql/required-roles.ts';
import { loadTypeDefs } from '../../src/graphql/server.ts';
import { advanceClock } from '../../src/lib/clock.ts';
import type { Role } from '../../src/records/actor.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { expectGraphQLUnauthenticated } from './foundation-support.ts';

interface Operation {
  method: string;
  path: string;
  operationId: string;
  role: Role;
  hasBody: boolean;
}

const RANK: Record<Role, number> = { readonly: 0, member: 1, admin: 2 };
const SOME_ID = '0193c3a0-0000-7000-8000-00000000beef';

let app: TestServer;
let operations: Operation[];
const keys: Record<string, string> = {};

const json = { 'content-type': 'application/json' };

async function createKey(name: string, role: Role, expiresAt?: string): Promise<{ id: string; secret: string }> {
  const response = await app.rawFetch('/rest/apiKeys', { method: 'POST', headers: json, body: JSON.stringify({ name, role, expiresAt }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { createApiKey: { id: string; secret: string } } }).data.createApiKey;
}

beforeAll(async () => {
  app = await startTestServer();
  keys.readonly = (await createKey('readonly', 'readonly')).secret;
  keys.member = (await createKey('member', 'member')).secret;
  const revoked = await createKey('revoked', 'admin');
  expect((await app.rawFetch(`/rest/apiKeys/${revoked.id}`, { method: 'DELETE' })).status).toBe(200);
  keys.revoked = revoked.secret;
  keys.expiring = (await createKey('expiring', 'admin', new Date(Date.now() + 60_000).toISOString())).secret;
  const pipeline = await app.rawFetch('/rest/metadata/pipelines', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ nameSingular: 'roleDeal', namePlural: 'roleDeals', labelSingular: 'Deal', labelPlural: 'Deals' }),
  });
  expect(pipeline.status).toBe(200);
  const document = (await (await app.rawFetch('/rest/open-api')).json()) as { paths: Record<string, Record<string, { operationId: string; 'x-required-role': Role; requestBody?: unknown }>> };
  operations = Object.entries(document.paths)
    .filter(([route]) => route.startsWith('/rest/'))
    .flatMap(([route, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path: route.replace(/\{[^}]+\}/g, SOME_ID),
          operationId: op.operationId,
          role: op['x-required-role'],
          hasBody: op.requestBody !== undefined,
        })),
    );
});
afterAll(() => app?.close());

async function send(operation: Operation, authorization: string | null) {
  const headers: Record<string, string> = operation.hasBody ? { ...json } : {};
  if (authorization !== null) headers.authorization = authorization;
  const response = await app.rawFetch(operation.path, {
    method: operation.method,
    apiKey: null,
    headers,
    body: operation.hasBody ? '{}' : undefined,
  });
  return { status: response.status, body: (await response.json()) as { statusCode: number; error: string; code: string; messages: string[] } };
}

describe('REST: every operation declares its role and enforces it', () => {
  it('walks the workspace document, pipelines included', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.map((o) => o.operationId)).toEqual(expect.arrayContaining(['createOneRoleDeal', 'findManyRoleDeals', 'createOnePipeline', 'updateOneApiKey']));
    for (const operation of operations) expect(['readonly', 'member', 'admin'], operation.operationId).toContain(operation.role);
  });

  for (const role of ['readonly', 'member'] as const) {
    it(`a ${role} key gets 403 FORBIDDEN from every operation that needs more`, async () => {
      const stronger = operations.filter((o) => RANK[o.role] > RANK[role]);
      expect(stronger.length).toBeGreaterThan(10);
      for (const operation of stronger) {
        const { status, body } = await send(operation, `Bearer ${keys[role]}`);
        expect({ op: operation.operationId, status, code: body.code }).toEqual({ op: operation.operationId, status: 403, code: 'FORBIDDEN' });
        expect(body.messages[0]).toMatch(new RegExp(`role is ${role}; ".+" needs an? ${operation.role} key`));
      }
    });
  }

  it('a key strong enough is never refused with 403', async () => {
    for (const operation of operations.filter((o) => o.role === 'readonly' && o.method === 'GET')) {
      const { status } = await send(operation, `Bearer ${keys.readonly}`);
      expect({ op: operation.operationId, status }).not.toEqual({ op: operation.operationId, status: 403 });
    }
  });

  const refusals: Array<[string, () => string | null, RegExp]> = [
    ['no key', () => null, /missing Authorization header/],
    ['a malformed header', () => 'Basic dXNlcjpwYXNz', /malformed Authorization header/],
    ['a bare Bearer', () => 'Bearer', /malformed Authorization header/],
    ['a revoked key', () => `Bearer ${keys.revoked}`, /invalid API key/],
  ];
  for (const [what, header, message] of refusals) {
    it(`every operation answers 401 UNAUTHENTICATED to ${what}`, async () => {
      for (const operation of operations) {
        const { status, body } = await send(operation, header());
        expect({ op: operation.operationId, status, code: body.code }).toEqual({ op: operation.operationId, status: 401, code: 'UNAUTHENTICATED' });
        expect(body.messages[0]).toMatch(message);
      }
    });
  }

  it('every operation answers 401 to an expired key (the service clock moved past its expiry)', async () => {
    const probe = operations.find((o) => o.operationId === 'findManyPeople')!;
    expect((await send(probe, `Bearer ${keys.expiring}`)).status).toBe(200);
    advanceClock(61_000 + 1_100); // past expiresAt and the key cache's second (this file's clock only)
    for (const operation of operations) {
      const { status, body } = await send(operation, `Bearer ${keys.expiring}`);
      expect({ op: operation.operationId, status, code: body.code }).toEqual({ op: operation.operationId, status: 401, code: 'UNAUTHENTICATED' });
    }
  });
});

describe('GraphQL: every root field', () => {
  it('declares its role, and a role too weak gets FORBIDDEN', () => {
    // The hand-written fields' roles, and the generated record API's (queries readonly, mutations member).
    const generated = recordRoles(BUILT_IN_OBJECTS);
    const roles = { Query: { ...GRAPHQL_REQUIRED_ROLES.Query, ...generated.Query } } as Record<string, Record<string, Role>>;
    for (const field of rootFields()) expect(roles.Query[field], field).toBeDefined();
    expect(generated.Query.people).toBe('readonly');
    expect(generated.Mutation.createPerson).toBe('member');
    // Every root field today is readonly (reads and search); the enforcement itself, on a schema
    // with a stronger field:
    const schema = withRequiredRoles(buildSchema('type Query { open: Int, secret: Int }'), { Query: { open: 'readonly', secret: 'admin' } });
    const secret = schema.getQueryType()!.getFields().secret;
    const context = (role: Role) => ({ actor: { kind: 'apiKey', id: 'k', role, name: 'k', source: 'API' }, services: {} }) as never;
    expect(() => secret.resolve!({ secret: 1 }, {}, context('member'), {} as never)).toThrow(/role is member; Query.secret needs an admin key/);
    expect(secret.resolve!({ secret: 1 }, {}, context('admin'), { fieldName: 'secret' } as never)).toBe(1);
    expect(() => withRequiredRoles(buildSchema('type Query { undeclared: Int }'), { Query: {} })).toThrow(/Query.undeclared declares no required role/);
  });

  const rootFields = () => Object.keys(buildSchema([...loadTypeDefs(), recordSdl(BUILT_IN_OBJECTS)].join('\n')).getQueryType()!.getFields());

  it('answers UNAUTHENTICATED (HTTP 401) without a valid key', async () => {
    expect(rootFields()).toEqual(expect.arrayContaining(['currentWorkspace', 'workspaceMembers', 'search', 'searchPipeline', 'people', 'person']));
    for (const field of rootFields()) {
      for (const authorization of [null, 'Basic x', `Bearer ${keys.revoked}`]) {
        const headers: Record<string, string> = { ...json };
        if (authorization) headers.authorization = authorization;
        const response = await app.rawFetch('/graphql', { method: 'POST', apiKey: null, headers, body: JSON.stringify({ query: `{ ${field} { __typename } }` }) });
        // The key is checked before GraphQL runs: HTTP 401, in the shape of a GraphQL answer.
        await expectGraphQLUnauthenticated(response);
      }
    }
  });
});
