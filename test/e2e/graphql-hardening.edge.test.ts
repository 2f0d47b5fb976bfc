// The GraphQL endpoint exposed publicly: document limits (bytes, tokens, depth, aliases,
// directives, cost), introspection and GraphiQL switches, errors that never leak internals, and
// 401 for every request without a valid key. src/graphql/limits.ts, graphiql.ts, server.ts.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { expectGraphQLUnauthenticated as expectUnauthenticated, sendJson } from './foundation-support.ts';

interface GraphQLError {
  message: string;
  locations?: unknown;
  extensions?: Record<string, unknown>;
}
interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: GraphQLError[];
}

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

async function graphql(app: TestServer, query: string, init: { accept?: string; operationName?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.accept) headers.accept = init.accept;
  const response = await sendJson(app, '/graphql', { method: 'POST', headers, body: { query, operationName: init.operationName } });
  const text = await response.text();
  expect(response.headers.get('content-type') ?? '', text).toMatch(/^application\/(graphql-response\+)?json/);
  return { status: response.status, body: JSON.parse(text) as GraphQLResponse, text };
}

/** Nothing a client should ever see: stack frames, source paths, wrapped internal errors. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(text).not.toMatch(/node_modules|\/src\/|\.ts:\d+|\.js:\d+/);
  expect(text).not.toMatch(/"stack"|originalError/);
}

/** A refused document: HTTP 400, no data, one error with BAD_USER_INPUT and the limit's subCode. */
async function expectRefused(app: TestServer, query: string, subCode: string, message: RegExp, accept?: string) {
  const { status, body, text } = await graphql(app, query, { accept });
  expect(status, text).toBe(400);
  expect(body.data, text).toBeUndefined();
  expect(body.errors, text).toHaveLength(1);
  expect(body.errors![0]).toEqual({
    message: expect.stringMatching(message),
    extensions: { code: 'BAD_USER_INPUT', subCode, statusCode: 400 },
  });
  expect(text).not.toMatch(/Syntax Error/); // graphql-armor's prefix, dropped
  expectNoInternals(text);
}

async function expectAccepted(app: TestServer, query: string) {
  const { status, body, text } = await graphql(app, query);
  expect(status, text).toBe(200);
  expect(body.errors, text).toBeUndefined();
  return body.data!;
}

/** `{ __type(name: "Query") { ofType { ... { name } } } }`: exactly `depth` levels of fields. */
const nested = (depth: number) => `{ __type(name: "Query") { ${'ofType { '.repeat(depth - 2)}name${' }'.repeat(depth - 2)} } }`;
const aliased = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: currentWorkspace { id }`).join(' ')} }`;
/** One field and `count` directives. */
const directives = (count: number) => `{ currentWorkspace { id ${'@include(if: true) '.repeat(count)}} }`;
/**
 * Few tokens, little depth, large cost: each fragment spreads the next one `fanOut` times
 * (a fragment costs what its fields cost each time it is spread, so 5^4 = 625 copies of the
 * member's 6 fields, for each of the 60 members of the default page).
 */
function fanOut(levels: number, fanOut: number) {
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on WorkspaceMember { ${`...F${i + 1} `.repeat(fanOut)}}`,
  ).join('\n');
  return `{ workspaceMembers { edges { node { ...F0 } } } }\n${fragments}\nfragment F${levels} on WorkspaceMember { id name { firstName lastName } createdAt updatedAt }`;
}

describe('document limits (defaults)', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app?.close());

  it('depth: 10 levels run, 11 are refused naming the limit', async () => {
    expect(await expectAccepted(app, nested(10))).toEqual({ __type: { ofType: null } });
    await expectRefused(app, nested(11), 'DEPTH_LIMIT_EXCEEDED', /^Query depth limit of 10 exceeded, found 11\.$/);
  });

  it('depth counts fields, not fragment spreads', async () => {
    const query = `{ currentWorkspace { ...A } } fragment A on Workspace { ...B } fragment B on Workspace { ...C }
      fragment C on Workspace { ...D } fragment D on Workspace { ...E } fragment E on Workspace { id }`;
    expect(await expectAccepted(app, query)).toEqual({ currentWorkspace: { id: expect.any(String) } });
  });

  it('aliases: 15 run, 16 are refused', async () => {
    expect(Object.keys(await expectAccepted(app, aliased(15)))).toHaveLength(15);
    await expectRefused(app, aliased(16), 'ALIAS_LIMIT_EXCEEDED', /^Aliases limit of 15 exceeded, found 16\.$/);
  });

  it('directives: 50 pass the limit, 51 are refused', async () => {
    // 50 @include on one field is valid for the limit but not for graphql (a directive once
    // per location): the answer is graphql's validation error, not the limit's.
    const { body } = await graphql(app, directives(50));
    expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    await expectRefused(app, directives(51), 'DIRECTIVE_LIMIT_EXCEEDED', /^Directives limit of 50 exceeded, found 51\.$/);
  });

  it('tokens: a document over 2,000 tokens is refused before it is parsed', async () => {
    // Five tokens per operation (`query Qn { __typename }`), each valid on its own. (Repeating
    // one field instead would meet graphql's own cap on overlapping fields first.)
    const operations = (n: number) => Array.from({ length: n }, (_, i) => `query Q${i} { __typename }`).join('\n');
    const accepted = await graphql(app, operations(400), { operationName: 'Q399' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toEqual({ data: { __typename: 'Query' } });
    await expectRefused(app, operations(401), 'TOKEN_LIMIT_EXCEEDED', /^Token limit of 2000 exceeded\.$/);
  });

  it('bytes: a document over 32 KiB is refused, even when it is all comments (no tokens)', async () => {
    const padded = (bytes: number) => {
      const query = '{ currentWorkspace { id } }\n#';
      return query + 'x'.repeat(bytes - query.length);
    };
    expect(await expectAccepted(app, padded(32_768))).toEqual({ currentWorkspace: { id: expect.any(String) } });
    await expectRefused(app, padded(32_769), 'DOCUMENT_SIZE_LIMIT_EXCEEDED', /^Document size limit of 32768 bytes exceeded, found 32769\.$/);
    // UTF-8 bytes, not characters: 11,000 three-byte characters are 33,000 bytes.
    await expectRefused(app, `{ currentWorkspace { id } } #${'€'.repeat(11_000)}`, 'DOCUMENT_SIZE_LIMIT_EXCEEDED', /found 33029\./);
  });

  it('cost: fragments fanning out to 625 copies of a selection are refused by the cost limit alone', async () => {
    // The same shape two levels smaller (25 copies: 9,121) is well under 100,000 and runs.
    expect(await expectAccepted(app, fanOut(2, 5))).toEqual({ workspaceMembers: { edges: [{ node: expect.objectContaining({ id: expect.any(String) }) }] } });
    await expectRefused(app, fanOut(4, 5), 'COST_LIMIT_EXCEEDED', /^Query cost limit of 100000 exceeded, found 225121: every field counts once per time the answer can hold it/);
  });

  it('cost: a page size multiplies what it selects, given inline or as a variable', async () => {
    const page = (first: string) => `query ${first.startsWith('$') ? '($first: Int) ' : ''}{ companies(first: ${first}) { edges { node { id name people(first: 100) { edges { node { id name { firstName lastName } } } } } } } }`;
    // Per company: edges, node, id, name, people 1 each + 100 x (edges, node, id, name, firstName, lastName).
    await expectRefused(app, page('170'), 'COST_LIMIT_EXCEEDED', /found 102851:/);
    expect(await expectAccepted(app, page('160'))).toEqual({ companies: { edges: expect.any(Array) } });
    const asVariable = await sendJson(app, '/graphql', { method: 'POST', body: { query: page('$first'), variables: { first: 170 } } });
    expect(asVariable.status).toBe(400);
    expect((await asVariable.json()).errors).toEqual([{ message: expect.stringMatching(/found 102851:/), extensions: { code: 'BAD_USER_INPUT', subCode: 'COST_LIMIT_EXCEEDED', statusCode: 400 } }]);
  });

  it('refusals are HTTP 400 for graphql-response+json clients as well', async () => {
    await expectRefused(app, nested(11), 'DEPTH_LIMIT_EXCEEDED', /depth limit/, GRAPHQL_RESPONSE);
    await expectRefused(app, aliased(16), 'ALIAS_LIMIT_EXCEEDED', /Aliases limit/, GRAPHQL_RESPONSE);
    await expectRefused(app, `{ currentWorkspace { ${'id '.repeat(2_100)}} }`, 'TOKEN_LIMIT_EXCEEDED', /Token limit/, GRAPHQL_RESPONSE);
  });

  it('refusals over GET too', async () => {
    const response = await app.rawFetch(`/graphql?query=${encodeURIComponent(nested(11))}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: expect.stringMatching(/depth limit of 10/), extensions: { code: 'BAD_USER_INPUT', subCode: 'DEPTH_LIMIT_EXCEEDED', statusCode: 400 } }],
    });
  });

  it('the full introspection query (GraphiQL, SDK generators) passes every limit', async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    const data = (await expectAccepted(app, query)) as { __schema: { queryType: { name: string }; types: { name: string }[] } };
    expect(data.__schema.queryType.name).toBe('Query');
    expect(data.__schema.types.map((t) => t.name)).toContain('Workspace');
  });
});

describe('document limits from the environment', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({
      GRAPHQL_MAX_DEPTH: '2',
      GRAPHQL_MAX_ALIASES: '1',
      GRAPHQL_MAX_DIRECTIVES: '1',
      GRAPHQL_MAX_TOKENS: '30',
      GRAPHQL_MAX_DOCUMENT_BYTES: '200',
      GRAPHQL_MAX_COST: '10',
    });
  });
  afterAll(() => app?.close());

  it('each limit is the configured one', async () => {
    await expectAccepted(app, '{ currentWorkspace { id } }');
    await expectRefused(app, '{ workspaceMembers { pageInfo { hasNextPage } } }', 'DEPTH_LIMIT_EXCEEDED', /depth limit of 2 exceeded, found 3/);
    await expectRefused(app, '{ a: currentWorkspace { id } b: currentWorkspace { id } }', 'ALIAS_LIMIT_EXCEEDED', /Aliases limit of 1 exceeded, found 2/);
    await expectRefused(app, '{ currentWorkspace { id @skip(if: false) displayName @include(if: true) } }', 'DIRECTIVE_LIMIT_EXCEEDED', /Directives limit of 1 exceeded/);
    await expectRefused(app, `{ currentWorkspace { ${'id '.repeat(30)}} }`, 'TOKEN_LIMIT_EXCEEDED', /Token limit of 30 exceeded/);
    await expectRefused(app, `{ currentWorkspace { id } } # ${'x'.repeat(200)}`, 'DOCUMENT_SIZE_LIMIT_EXCEEDED', /Document size limit of 200 bytes/);
    // Cost: each field once (no list here): 4 connections with totalCount, and 3 fields.
    await expectRefused(app, '{ workspaceMembers { totalCount } people { totalCount } companies { totalCount } opportunities { totalCount } currentWorkspace { id displayName } }', 'COST_LIMIT_EXCEEDED', /cost limit of 10 exceeded, found 11:/);
  });

  it('bad values stop the start', () => {
    for (const [key, value] of [
      ['GRAPHQL_MAX_DEPTH', '0'],
      ['GRAPHQL_MAX_TOKENS', 'many'],
      ['GRAPHQL_MAX_COST', '-1'],
      ['GRAPHQL_INTROSPECTION', 'maybe'],
      ['GRAPHIQL', 'yes please'],
    ]) {
      expect(() => loadConfig({ [key]: value }), `${key}=${value}`).toThrow(ConfigError);
    }
    expect(loadConfig({}).graphql).toEqual({
      maxDepth: 10,
      maxAliases: 15,
      maxDirectives: 50,
      maxTokens: 2_000,
      maxDocumentBytes: 32_768,
      maxCost: 100_000,
      introspection: true,
      graphiql: true,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).graphql.graphiql).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHIQL: 'on' }).graphql.graphiql).toBe(true);
    expect(loadConfig({ GRAPHIQL: 'off' }).graphql.graphiql).toBe(false);
  });
});

describe('introspection', () => {
  let on: TestServer;
  let off: TestServer;
  beforeAll(async () => {
    [on, off] = await Promise.all([startTestServer(), startTestServer({ GRAPHQL_INTROSPECTION: 'off' })]);
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });

  it('is on by default: __schema and __type answer', async () => {
    expect(await expectAccepted(on, '{ __schema { queryType { name } } }')).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect(await expectAccepted(on, '{ __type(name: "Workspace") { name } }')).toEqual({ __type: { name: 'Workspace' } });
  });

  it('the schema description names the release, package.json\'s version, on /graphql and /metadata', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(await expectAccepted(on, '{ __schema { description } }')).toEqual({ __schema: { description: `Workspace CRM GraphQL API, version ${version}.` } });
    const metadata = await sendJson(on, '/metadata', { method: 'POST', body: { query: '{ __schema { description } }' } });
    expect(await metadata.json()).toEqual({ data: { __schema: { description: `Workspace CRM metadata API, version ${version}.` } } });
  });

  it('GRAPHQL_INTROSPECTION=off refuses __schema and __type with a clean 400', async () => {
    for (const [query, field] of [
      ['{ __schema { queryType { name } } }', '__schema'],
      ['{ __type(name: "Workspace") { name } }', '__type'],
      [getIntrospectionQuery(), '__schema'],
    ]) {
      const { status, body, text } = await graphql(off, query);
      expect(status, text).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors![0]).toMatchObject({
        message: `GraphQL introspection is disabled on this server; the query asks for "${field}".`,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
      expectNoInternals(text);
    }
  });

  it('with introspection off, ordinary queries and __typename still work', async () => {
    expect(await expectAccepted(off, '{ __typename currentWorkspace { __typename id } }')).toEqual({
      __typename: 'Query',
      currentWorkspace: { __typename: 'Workspace', id: expect.any(String) },
    });
  });

  it('with introspection off, validation errors do not suggest field names', async () => {
    const withSuggestion = await graphql(on, '{ currentWorkspac { id } }');
    expect(withSuggestion.body.errors![0].message).toMatch(/Did you mean "currentWorkspace"\?/);
    const { body } = await graphql(off, '{ currentWorkspac { id } }');
    expect(body.errors![0]).toMatchObject({
      message: 'Cannot query field "currentWorkspac" on type "Query".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });
});

describe('GraphiQL and the key', () => {
  let dev: TestServer;
  let production: TestServer;
  beforeAll(async () => {
    [dev, production] = await Promise.all([startTestServer(), startTestServer({ NODE_ENV: 'production' })]);
  });
  afterAll(async () => {
    await Promise.all([dev?.close(), production?.close()]);
  });

  const browserGet = (app: TestServer, path = '/graphql', headers: Record<string, string> = {}) =>
    app.rawFetch(path, { apiKey: null, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers } });

  it('GET /graphql from a browser is the GraphiQL page, without a key, with every asset inline', async () => {
    const response = await browserGet(dev);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/connect-src 'self'/);
    const html = await response.text();
    expect(html).toContain('YogaGraphiQL.renderYogaGraphiQL');
    expect(html).toContain('Workspace CRM GraphiQL');
    // The headers editor starts with a template for the key.
    expect(html).toContain(JSON.stringify(JSON.stringify({ Authorization: 'Bearer <API key>' }, null, 2)));
    // No CDN: no script, stylesheet or icon is loaded from anywhere.
    expect(html).not.toMatch(/unpkg|jsdelivr|cdn\./i);
    expect(html).not.toMatch(/<script[^>]+src=/i);
    expect(html).not.toMatch(/<link[^>]+href="(?!data:)/i);
  });

  it('the page is gzipped when the browser accepts it, and revalidated by ETag', async () => {
    const response = await fetch(`${dev.baseUrl}/graphql`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(await response.text()).toContain('YogaGraphiQL'); // fetch decompresses
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to conditional requests, which
    // (rightly) forces a full answer; a browser revisiting the page sends max-age=0 at most.
    const again = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(`${dev.baseUrl}/graphql`, { headers: { accept: 'text/html', 'if-none-match': etag!, 'cache-control': 'max-age=0' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      request.on('error', reject);
    });
    expect(again).toEqual({ status: 304, body: '' });
    const plain = await browserGet(dev, '/graphql', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('YogaGraphiQL');
    const zipped = Number(response.headers.get('content-length'));
    expect(zipped).toBeGreaterThan(0);
    expect(zipped).toBeLessThan(Number(plain.headers.get('content-length')) / 2);
  });

  it('a browser reloading GraphiQL with ?query= in the address gets the page, not an answer', async () => {
    const response = await browserGet(dev, `/graphql?query=${encodeURIComponent('{ currentWorkspace { id } }')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('every GraphQL operation still needs a key: GET with a query, POST, even with Accept: text/html', async () => {
    const query = encodeURIComponent('{ currentWorkspace { id } }');
    await expectUnauthenticated(await dev.rawFetch(`/graphql?query=${query}`, { apiKey: null }), /missing Authorization/);
    await expectUnauthenticated(
      await sendJson(dev, '/graphql', { method: 'POST', apiKey: null, headers: { accept: 'text/html' }, body: { query: '{ currentWorkspace { id } }' } }),
      /missing Authorization/,
    );
    await expectUnauthenticated(await dev.rawFetch('/graphql', { apiKey: null, headers: { accept: 'application/json' } }));
  });

  it('GraphiQL is off under NODE_ENV=production: a browser GET is answered like any request without a key', async () => {
    await expectUnauthenticated(await browserGet(production), /missing Authorization/);
    // With a key it is a GraphQL request like any other (no query: a GraphQL error, in JSON).
    const response = await production.rawFetch('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as GraphQLResponse;
    expect(body.errors![0]).toMatchObject({ message: 'Must provide query string.', extensions: { code: 'BAD_REQUEST' } });
  });

  it('GRAPHIQL=on serves it under production, GRAPHIQL=off hides it in development', async () => {
    const [forced, hidden] = await Promise.all([
      startTestServer({ NODE_ENV: 'production', GRAPHIQL: 'on' }),
      startTestServer({ GRAPHIQL: 'off' }),
    ]);
    try {
      expect((await browserGet(forced)).status).toBe(200);
      await expectUnauthenticated(await browserGet(hidden));
    } finally {
      await Promise.all([forced.close(), hidden.close()]);
    }
  });

  it('POST /graphql: 401 with a GraphQL body for a missing, malformed or wrong key, saying where the key goes', async () => {
    const body = { query: '{ currentWorkspace { id } }' };
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /missing Authorization header/],
      [{ authorization: 'Basic dXNlcjpwYXNz' }, /malformed Authorization header/],
      [{ authorization: 'Bearer' }, /malformed Authorization header/],
      [{ authorization: `Bearer ${dev.apiKey} extra` }, /malformed Authorization header/],
      [{ authorization: `bearer ${dev.apiKey}` }, /malformed Authorization header/],
      [{ authorization: 'Bearer crm_not_a_key' }, /invalid API key/],
    ];
    for (const [headers, message] of cases) {
      const response = await sendJson(dev, '/graphql', { method: 'POST', apiKey: null, headers, body });
      await expectUnauthenticated(response, message);
    }
    // A revoked key too.
    const key = (await dev.client.POST('/rest/apiKeys', { body: { name: 'revoked', role: 'member' } })).data!.data.createApiKey;
    expect((await sendJson(dev, '/graphql', { method: 'POST', apiKey: key.secret, body })).status).toBe(200);
    expect((await dev.client.POST('/rest/apiKeys/{id}/revoke', { params: { path: { id: key.id } } })).response.status).toBe(200);
    await expectUnauthenticated(await sendJson(dev, '/graphql', { method: 'POST', apiKey: key.secret, body }), /invalid API key/);
  });
});

describe('errors: always errors[] with a code, never internals', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app?.close());

  async function expectGraphQLError(response: Response, status: number, code: string, message: RegExp) {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    expect(response.headers.get('content-type'), text).toMatch(/^application\/json/);
    const body = JSON.parse(text) as GraphQLResponse;
    expect(body.errors?.[0], text).toMatchObject({ message: expect.stringMatching(message), extensions: { code } });
    expectNoInternals(text);
  }

  it('malformed JSON and oversized bodies are GraphQL errors (400, 413)', async () => {
    await expectGraphQLError(await sendJson(app, '/graphql', { method: 'POST', rawBody: '{"query":' }), 400, 'BAD_USER_INPUT', /malformed JSON/);
    await expectGraphQLError(
      await sendJson(app, '/graphql', { method: 'POST', rawBody: JSON.stringify({ query: `{ __typename } #${'x'.repeat(1_100_000)}` }) }),
      413,
      'BAD_USER_INPUT',
      /larger than the 1048576-byte limit/,
    );
  });

  it('an empty body or an unparseable content type says what is missing, in errors[]', async () => {
    for (const rawBody of ['{}', '[]']) {
      await expectGraphQLError(await sendJson(app, '/graphql', { method: 'POST', rawBody }), 200, 'BAD_REQUEST', /^Must provide query string\.$/);
    }
    await expectGraphQLError(
      await app.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /unsupported Content-Type "text\/plain"/,
    );
    await expectGraphQLError(
      await app.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /multipart\/form-data/,
    );
    await expectGraphQLError(await sendJson(app, '/graphql', { method: 'PUT', body: {} }), 405, 'BAD_REQUEST', /only supports GET and POST/);
  });

  it('bodies yoga reads itself (application/graphql) have the same size limit', async () => {
    const response = await app.rawFetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/graphql' },
      body: `{ __typename } #${'x'.repeat(1_100_000)}`,
    });
    expect(response.status).toBe(413);
    expectNoInternals(await response.text());
  });

  it('no CORS headers (REST sends none either; a cross-origin preflight has no key anyway)', async () => {
    const response = await sendJson(app, '/graphql', { method: 'POST', headers: { origin: 'https://elsewhere.example' }, body: { query: '{ __typename }' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('an unexpected error reveals nothing, whatever NODE_ENV', () => {
  const saved = process.env.NODE_ENV;
  afterEach(() => {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  });

  for (const nodeEnv of [undefined, 'development', 'production']) {
    it(`NODE_ENV=${nodeEnv ?? '(unset)'}`, async () => {
      // yoga decides at creation whether it is in development: set the variable first.
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
      const app = await startTestServer(nodeEnv ? { NODE_ENV: nodeEnv } : {});
      const records = app.server.services.records;
      const list = records.list;
      try {
        records.list = async () => {
          const error = new Error('boom: connection to /var/lib/secret.sock refused');
          error.stack = `${error.message}\n    at list (/work/main/src/records/record-service.ts:1:2)`;
          throw error;
        };
        const { body, text } = await graphql(app, '{ workspaceMembers { edges { node { id } } } }');
        // A field error still: where it happened (GraphQL spec, "Errors"), and nothing of the cause.
        expect(body.errors).toEqual([{ message: 'internal error; it has been logged', locations: [{ line: 1, column: 3 }], path: ['workspaceMembers'], extensions: { code: 'INTERNAL_ERROR' } }]);
        expect(text).not.toMatch(/boom|secret|record-service/);
        expectNoInternals(text);
        // Client errors are unaffected by NODE_ENV.
        const { body: parse, text: parseText } = await graphql(app, '{ currentWorkspace {');
        expect(parse.errors![0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
        expectNoInternals(parseText);
      } finally {
        records.list = list;
        await app.close();
      }
    });
  }
});

