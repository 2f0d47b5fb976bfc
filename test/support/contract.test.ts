// Unit tests of the REST contract checker, over a small inline OpenAPI 3.1 document (not the
// project's): path matching, status and schema validation, refs, and the openapi-fetch middleware.
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { ContractError, createContractChecker, createPathMatcher, type OpenApiDocument } from './contract.ts';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'mini', version: '1' },
  paths: {
    '/rest/people': {
      get: {
        responses: {
          '200': {
            description: 'list',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['data', 'totalCount'],
                  properties: {
                    data: {
                      type: 'object',
                      required: ['people'],
                      properties: { people: { type: 'array', items: { $ref: '#/components/schemas/Person' } } },
                    },
                    totalCount: { type: 'integer' },
                  },
                },
              },
            },
          },
          '4XX': { $ref: '#/components/responses/Error' },
        },
      },
      post: {
        responses: {
          '200': {
            description: 'created',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/PersonEnvelope' } } },
          },
          default: { $ref: '#/components/responses/Error' },
        },
      },
    },
    '/rest/people/{id}': {
      get: {
        'x-fields-projection': '#/components/schemas/PersonProjection',
        responses: {
          '200': {
            description: 'one',
            // The record's ref written in the answer, as record-paths.ts writes it (what a projection replaces).
            content: {
              'application/json': {
                schema: { type: 'object', required: ['data'], properties: { data: { type: 'object', properties: { person: { $ref: '#/components/schemas/Person' } } } } },
              },
            },
          },
          '404': { $ref: '#/components/responses/Error' },
        },
      },
      delete: { responses: { '204': { description: 'gone' } } },
    },
    '/rest/people/duplicates': {
      get: { responses: { '200': { description: 'dups', content: { 'application/json': { schema: { type: 'array' } } } } } },
    },
    '/rest/{object}/{id}/notes': {
      get: { responses: { '200': { description: 'notes', content: { 'text/csv': { schema: { type: 'string' } } } } } },
    },
  },
  components: {
    schemas: {
      Person: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          name: { type: 'object', properties: { firstName: { type: 'string' } } },
          email: { type: ['string', 'null'], format: 'email' },
        },
        additionalProperties: false,
      },
      PersonProjection: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          name: { type: 'object', properties: { firstName: { type: 'string' } } },
          email: { type: ['string', 'null'], format: 'email' },
        },
        additionalProperties: false,
      },
      PersonEnvelope: {
        type: 'object',
        required: ['data'],
        properties: { data: { type: 'object', properties: { person: { $ref: '#/components/schemas/Person' } } } },
      },
      Error: {
        type: 'object',
        required: ['statusCode', 'error', 'messages'],
        properties: {
          statusCode: { type: 'integer' },
          error: { type: 'string' },
          messages: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    responses: {
      Error: { description: 'error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
  },
};

const ID = '0b4f9a4e-0c1d-4d7e-9a51-3f6f0c2b8d11';
const person = { id: ID, name: { firstName: 'Ada' }, email: 'ada@example.com' };
const error404 = { statusCode: 404, error: 'NotFoundException', messages: ['no such person'] };

describe('createPathMatcher', () => {
  const matcher = createPathMatcher(Object.keys(document.paths!), ['/api']);

  it('matches literal paths and path templates', () => {
    expect(matcher.match('/rest/people')).toBe('/rest/people');
    expect(matcher.match(`/rest/people/${ID}`)).toBe('/rest/people/{id}');
    expect(matcher.match(`/rest/companies/${ID}/notes`)).toBe('/rest/{object}/{id}/notes');
  });

  it('prefers literal segments over parameters', () => {
    expect(matcher.match('/rest/people/duplicates')).toBe('/rest/people/duplicates');
  });

  it('ignores query string and trailing slash', () => {
    expect(matcher.match('/rest/people?limit=2&filter=name.firstName[eq]:x')).toBe('/rest/people');
    expect(matcher.match(`/rest/people/${ID}/`)).toBe('/rest/people/{id}');
  });

  it('strips a server path prefix', () => {
    expect(matcher.match(`/api/rest/people/${ID}`)).toBe('/rest/people/{id}');
  });

  it('does not let a parameter span segments or match unknown paths', () => {
    expect(matcher.match(`/rest/people/${ID}/extra`)).toBeUndefined();
    expect(matcher.match('/rest/peoplex')).toBeUndefined();
    expect(matcher.match('/graphql')).toBeUndefined();
  });
});

describe('createContractChecker', () => {
  const checker = createContractChecker(document);

  it('accepts documented responses, resolving $refs to components', () => {
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/people', status: 200, body: { data: { people: [person] }, totalCount: 1 } })).toBeUndefined();
    expect(checker.check({ method: 'get', pathTemplate: '/rest/people/{id}', status: 200, body: { data: { person } } })).toBeUndefined();
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/people/{id}', status: 404, body: error404 })).toBeUndefined();
  });

  it('uses NXX ranges and default responses', () => {
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/people', status: 400, body: { ...error404, statusCode: 400 } })).toBeUndefined();
    expect(checker.check({ method: 'POST', pathTemplate: '/rest/people', status: 500, body: { ...error404, statusCode: 500 } })).toBeUndefined();
    expect(checker.check({ method: 'POST', pathTemplate: '/rest/people', status: 500, body: { oops: true } })?.message).toMatch(/does not match/);
  });

  it('rejects undocumented statuses, methods and paths', () => {
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/people/{id}', status: 500, body: error404 })?.message).toBe(
      'status 500 is not documented (documented: 200, 404)',
    );
    expect(checker.check({ method: 'PATCH', pathTemplate: '/rest/people/{id}', status: 200, body: {} })?.message).toMatch(/method PATCH is not documented/);
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/nope', status: 200, body: {} })?.message).toMatch(/path "\/rest\/nope" is not documented/);
  });

  it('reports schema errors from referenced schemas, including formats', () => {
    const bad = { data: { people: [{ ...person, id: 'not-a-uuid', extra: 1 }] } };
    const violation = checker.check({ method: 'GET', pathTemplate: '/rest/people', status: 200, body: bad });
    expect(violation).toBeDefined();
    const messages = violation!.errors!.map((e) => `${e.instancePath} ${e.keyword}`);
    expect(messages).toEqual(
      expect.arrayContaining(['/data/people/0/id format', '/data/people/0 additionalProperties', ' required']),
    );
  });

  it('handles responses without content (204) and non-JSON content', () => {
    expect(checker.check({ method: 'DELETE', pathTemplate: '/rest/people/{id}', status: 204, body: undefined })).toBeUndefined();
    expect(
      checker.check({ method: 'DELETE', pathTemplate: '/rest/people/{id}', status: 204, contentType: 'application/json', body: { x: 1 } })?.message,
    ).toMatch(/no content/);
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/{object}/{id}/notes', status: 200, contentType: 'text/csv', body: 'a,b' })).toBeUndefined();
  });

  it('rejects a non-JSON or missing body where JSON is documented', () => {
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/people/{id}', status: 404, contentType: 'text/html', body: '<h1>' })?.message).toMatch(
      /content-type "text\/html"/,
    );
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/people/{id}', status: 200, body: undefined })?.message).toMatch(/no body/);
  });

  it('assert() throws a ContractError naming method, path, status and the Ajv errors', () => {
    let thrown: unknown;
    try {
      checker.assert({ method: 'get', pathTemplate: '/rest/people/{id}', status: 200, body: { data: { person: { id: ID } } } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContractError);
    const message = (thrown as Error).message;
    expect(message).toContain('GET /rest/people/{id} -> 200');
    expect(message).toContain('/data/person');
    expect(message).toContain("must have required property 'name'");
  });

  it("checks a `?fields=` answer's records against the projection its operation's x-fields-projection points at", async () => {
    const projected = { data: { person: { id: ID, email: null } } };
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/people/{id}', status: 200, body: projected })?.message).toMatch(/does not match/);
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/people/{id}', status: 200, body: projected, projected: true })).toBeUndefined();
    // Typed as the whole record's properties, not any property.
    const wrong = { data: { person: { id: ID, email: 42 } } };
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/people/{id}', status: 200, body: wrong, projected: true })?.message).toMatch(/does not match/);
    // An error answers its own body; an operation without the extension keeps its schema.
    expect(checker.check({ method: 'GET', pathTemplate: '/rest/people/{id}', status: 404, body: error404, projected: true })).toBeUndefined();
    expect(checker.check({ method: 'POST', pathTemplate: '/rest/people', status: 200, body: projected, projected: true })?.message).toMatch(/does not match/);
    // From a URL: `fields` in its query.
    await expect(checker.assertResponse('GET', `http://crm.test/rest/people/${ID}?fields=email`, Response.json(projected))).resolves.toBeUndefined();
    await expect(checker.assertResponse('GET', `http://crm.test/rest/people/${ID}`, Response.json(projected))).rejects.toThrow(ContractError);
  });

  it('compiles each response schema once', () => {
    const fresh = createContractChecker(document);
    for (let i = 0; i < 3; i++) fresh.assert({ method: 'GET', pathTemplate: '/rest/people/{id}', status: 200, body: { data: { person } } });
    expect(() => fresh.assert({ method: 'GET', pathTemplate: '/rest/people/{id}', status: 200, body: { data: { person: 1 } } })).toThrow(ContractError);
  });
});

describe('contract middleware on an openapi-fetch client', () => {
  const checker = createContractChecker(document);

  function clientAnswering(status: number, body: unknown, contentType = 'application/json') {
    const fetch = async (_request: Request) =>
      new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: body === undefined ? {} : { 'content-type': contentType },
      });
    // Untyped client: the inline document has no generated `paths` type.
    const client = createClient<any>({ baseUrl: 'http://crm.test', fetch });
    client.use(checker.middleware());
    return client;
  }

  it('lets valid responses through unchanged', async () => {
    const { data, response } = await clientAnswering(200, { data: { person } }).GET('/rest/people/{id}', { params: { path: { id: ID } } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ data: { person } });
    const deleted = await clientAnswering(204, undefined).DELETE('/rest/people/{id}', { params: { path: { id: ID } } });
    expect(deleted.response.status).toBe(204);
  });

  it('fails the call on contract drift', async () => {
    await expect(clientAnswering(200, { data: { person: { id: 'x' } } }).GET('/rest/people/{id}', { params: { path: { id: ID } } })).rejects.toThrow(
      /GET \/rest\/people\/\{id\} -> 200: body does not match/,
    );
    await expect(clientAnswering(418, { teapot: true }).GET('/rest/people/{id}', { params: { path: { id: ID } } })).rejects.toThrow(
      /status 418 is not documented/,
    );
    await expect(clientAnswering(500, 'Internal Server Error', 'text/plain').POST('/rest/people', { body: {} })).rejects.toThrow(/content-type "text\/plain"/);
  });

  it('matches by URL when the request was not made through a documented template', async () => {
    await expect(checker.assertResponse('GET', `http://crm.test/rest/people/${ID}`, Response.json({ data: { person } }))).resolves.toBeUndefined();
    await expect(checker.assertResponse('GET', 'http://crm.test/rest/unknown', Response.json({}))).rejects.toThrow(/no documented path matches/);
  });
});
