// The fuzzer's own parts, without a server: the generator is reproducible, valid bodies are
// valid for every operation of the bundled document, mutations change what they say they
// change, the checker knows the documented error body, and read-back comparison normalises
// only what the service documents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ResponseChecker } from './checker.ts';
import { compareWritten } from './consistency.ts';
import { buildHostileGraphQLRequest, buildRootFieldRequest, loadGraphQLSchema, rootFields } from './graphql-requests.ts';
import { IdPool } from './id-pool.ts';
import { BODY_MUTATIONS, mutateBody } from './mutators.ts';
import { createRng } from './prng.ts';
import { buildRestRequest, REST_VARIANTS, type RestContext } from './rest-requests.ts';
import { SchemaIndex, type OpenApiDoc } from './schema-index.ts';
import { encodeComponent, type RawResponse } from './transport.ts';
import { generateValue, type GenContext } from './value-generator.ts';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;
const DOCUMENT = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../generated/openapi.json'), 'utf8')) as OpenApiDoc;
const DOC_ID = 'https://fuzz.test/openapi.json';

function context(seed: number, document = DOCUMENT): GenContext {
  let n = 0;
  return { rng: createRng(seed), index: new SchemaIndex(document), pool: new IdPool(), unique: () => ++n };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function validator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ ...DOCUMENT, $id: DOC_ID });
  return ajv;
}

describe('prng', () => {
  it('replays a seed and forks independent streams', () => {
    const a = createRng(7);
    const b = createRng(7);
    const draws = Array.from({ length: 50 }, () => a.int(0, 1000));
    expect(Array.from({ length: 50 }, () => b.int(0, 1000))).toEqual(draws);
    expect(Array.from({ length: 50 }, () => createRng(8).int(0, 1000))).not.toEqual(draws);
    expect(createRng(7).fork('x').next()).toBe(createRng(7).fork('x').next());
    expect(createRng(7).fork('x').next()).not.toBe(createRng(7).fork('y').next());
  });

  it('keeps int() within bounds and weighted() to positive weights', () => {
    const rng = createRng(1);
    for (let i = 0; i < 1000; i++) {
      const v = rng.int(-3, 3);
      expect(v).toBeGreaterThanOrEqual(-3);
      expect(v).toBeLessThanOrEqual(3);
      expect(rng.weighted([['a', 0], ['b', 1]])).toBe('b');
    }
  });
});

describe('value generator', () => {
  const ajv = validator();
  const index = new SchemaIndex(DOCUMENT);
  const bodies = index.operations.filter((op) => op.requestBody);

  it('has a request body for the writes of every object', () => {
    expect(bodies.map((op) => op.operationId)).toEqual(expect.arrayContaining(['createOnePerson', 'createManyCompanies', 'updateOneTask', 'createOnePipeline', 'createOneWebhook', 'createOneApiKey']));
  });

  it.each(bodies.map((op) => [op.key, op] as const))('%s: generated bodies validate against the request schema', (_key, op) => {
    const schema = op.requestBody!.schema;
    const pointer = `#/paths/${op.template.replace(/~/g, '~0').replace(/\//g, '~1')}/${op.method}/requestBody/content/application~1json/schema`;
    const validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
    for (let seed = 0; seed < 40; seed++) {
      const value = generateValue(schema, context(seed), { depth: 0 });
      expect(validate(value), `${JSON.stringify(value)}\n${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('takes relation ids from the pool of records the run has seen', () => {
    const ctx = context(3);
    ctx.pool.add({ id: '11111111-1111-4111-8111-111111111111', schema: 'Company', names: {} });
    const companyIds = Array.from({ length: 60 }, () => (generateValue(ref('PersonForCreate'), ctx) as { companyId?: string }).companyId).filter(Boolean);
    expect(companyIds.length).toBeGreaterThan(10);
    const known = companyIds.filter((id) => id!.toLowerCase() === '11111111-1111-4111-8111-111111111111');
    expect(known.length / companyIds.length).toBeGreaterThan(0.8);
  });

  it('links exactly one target from a note relation', () => {
    const ctx = context(4);
    for (let i = 0; i < 30; i++) {
      const body = generateValue(ref('NoteTargetForCreate'), ctx) as Record<string, unknown>;
      expect(['personId', 'companyId', 'opportunityId'].filter((k) => body[k] != null)).toHaveLength(1);
    }
  });
});

describe('mutators', () => {
  const ctx = context(5);
  const schema = ref('PersonForCreate');
  const valid = { name: { firstName: 'Ada', lastName: 'L' }, city: 'Oslo', emails: { primaryEmail: 'a@b.c' }, companyId: '11111111-1111-4111-8111-111111111111' };

  it.each(BODY_MUTATIONS)('%s changes the body', (mutation) => {
    const rng = createRng(mutation.length);
    let changed = 0;
    for (let i = 0; i < 10; i++) {
      const mutated = mutateBody(rng, ctx.index, schema, valid, mutation);
      expect(mutated.mutation).toBe(mutation);
      if ((mutated.raw ?? JSON.stringify(mutated.value)) !== JSON.stringify(valid)) changed++;
    }
    expect(changed).toBeGreaterThan(5);
    expect(valid.name.firstName).toBe('Ada'); // the valid body itself is never touched
  });
});

describe('request generators', () => {
  const ctx = context(6);
  const rest: RestContext = { gen: ctx, keys: { admin: 'k', others: [] }, mayCreateMetadata: () => true };

  it('builds every variant for every operation', () => {
    for (const op of ctx.index.operations) {
      for (const variant of REST_VARIANTS) {
        const request = buildRestRequest(rest, op, variant);
        expect(request.raw.path.startsWith('/')).toBe(true);
      }
    }
  });

  it('builds valid and hostile GraphQL requests for every root field', () => {
    const graphql = { rng: createRng(1), schema: loadGraphQLSchema(), pool: ctx.pool, apiKey: 'k', cursors: [] };
    const roots = rootFields(graphql.schema);
    expect(roots.map((r) => r.field.name)).toEqual(expect.arrayContaining(['currentWorkspace', 'workspaceMembers', 'search', 'searchPipeline']));
    for (const root of roots) {
      const valid = buildRootFieldRequest(graphql, root, false);
      expect(JSON.parse(String(valid.raw.body)).query).toContain(root.field.name);
      buildRootFieldRequest(graphql, root, true);
    }
    for (let i = 0; i < 100; i++) buildHostileGraphQLRequest(graphql);
  });

  it('sends a lone surrogate in a URL as its WTF-8 bytes', () => {
    expect(encodeComponent('a\ud800')).toBe('a%ED%A0%80');
    expect(encodeComponent('é')).toBe('%C3%A9');
  });
});

describe('checker', () => {
  const checker = new ResponseChecker(DOCUMENT as never);
  const answer = (status: number, body: unknown, contentType = 'application/json; charset=utf-8'): RawResponse => ({
    status,
    headers: { 'content-type': contentType },
    text: typeof body === 'string' ? body : JSON.stringify(body),
    elapsedMs: 1,
  });
  const error = { statusCode: 400, error: 'BadRequestException', code: 'VALIDATION_FAILED', messages: ['city: must be a string'] };

  it('accepts the documented error body and a documented status', () => {
    expect(checker.rest('POST', '/rest/people', answer(400, error))).toEqual({ ok: true });
  });

  it.each([
    ['a 5xx', answer(500, { ...error, statusCode: 500, error: 'InternalServerErrorException', code: 'INTERNAL_ERROR' }), /server error/],
    ['an extra key', answer(400, { ...error, stack: 'x' }), /keys/],
    ['a wrong statusCode', answer(400, { ...error, statusCode: 404 }), /statusCode/],
    ['an unknown code', answer(400, { ...error, code: 'NOPE' }), /ErrorCode/],
    ['no messages', answer(400, { ...error, messages: [] }), /messages/],
    ['a stack trace', answer(400, { ...error, messages: ['boom\n    at f (/src/x.ts:1:2)'] }), /stack/],
    ['HTML', answer(404, '<html></html>', 'text/html'), /not JSON/],
    ['an undocumented status', answer(409, { ...error, statusCode: 409, error: 'ConflictException', code: 'CONFLICT' }), /not documented/],
  ])('refuses %s', (_label, response, reason) => {
    const verdict = checker.rest('PATCH', '/rest/people/11111111-1111-4111-8111-111111111111', response);
    expect(verdict.ok).toBe(false);
    expect(verdict.reason).toMatch(reason);
  });

  it('matches routes case-insensitively, as express does, and wants 404/405 off the document', () => {
    expect(checker.templateOf('/REST/People/abc')).toBe('/rest/people/{id}');
    expect(checker.rest('GET', '/nope', answer(404, { ...error, statusCode: 404, error: 'NotFoundException', code: 'ROUTE_NOT_FOUND' })).ok).toBe(true);
    expect(checker.rest('GET', '/nope', answer(400, error)).ok).toBe(false);
  });

  it('wants extensions.code on every GraphQL error, never an internal one', () => {
    expect(checker.graphql(answer(200, { data: { a: 1 } })).ok).toBe(true);
    expect(checker.graphql(answer(400, { errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] })).ok).toBe(true);
    expect(checker.graphql(answer(200, { errors: [{ message: 'x' }] })).ok).toBe(false);
    expect(checker.graphql(answer(200, { errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })).ok).toBe(false);
  });
});

describe('read-back comparison', () => {
  const index = new SchemaIndex(DOCUMENT);
  const person = index.schemas.Person;
  const base = { name: { firstName: 'A', lastName: null }, companyId: null, city: 'Oslo', emails: { primaryEmail: null, additionalEmails: [] } };

  it('normalises what the service documents', () => {
    const id = '0AAAAAAA-1111-4111-8111-111111111111';
    expect(compareWritten(index, person, { companyId: id }, { ...base, companyId: id.toLowerCase() })).toEqual([]);
    expect(compareWritten(index, person, { name: { lastName: '' } }, base)).toEqual([]);
    expect(compareWritten(index, person, { createdBy: { source: null } }, { ...base, createdBy: { source: 'API' } })).toEqual([]);
    expect(compareWritten(index, index.schemas.Task, { dueAt: '2024-01-01T00:00:00+00:00' }, { dueAt: '2024-01-01T00:00:00.000Z' })).toEqual([]);
    expect(compareWritten(index, index.schemas.Company, { workPolicy: ['REMOTE_WORK', 'REMOTE_WORK'] }, { workPolicy: ['REMOTE_WORK'] })).toEqual([]);
    expect(compareWritten(index, index.schemas.Note, { body: null, bodyV2: { markdown: 'x' } }, { body: 'x', bodyV2: { markdown: 'x', blocknote: '[]' } })).toEqual([]);
    // A field's object named by its name reads back as its id; another name, or another id, does not.
    const field = index.schemas.FieldMetadata;
    expect(compareWritten(index, field, { objectMetadataId: 'companies' }, { objectMetadataId: id.toLowerCase() })).toEqual([]);
    expect(compareWritten(index, field, { objectMetadataId: id }, { objectMetadataId: '0bbbbbbb-1111-4111-8111-111111111111' })).not.toEqual([]);
    expect(compareWritten(index, person, { city: 'companies' }, { ...base, city: id })).not.toEqual([]);
  });

  it('reports anything else', () => {
    expect(compareWritten(index, person, { city: 'Oslo\ud800' }, { ...base, city: 'Oslo\ufffd' })).toHaveLength(1);
    expect(compareWritten(index, person, { name: { firstName: 'B' } }, base)).toEqual(['name.firstName: wrote "B", reads back "A"']);
    expect(compareWritten(index, person, { city: null }, base)).toHaveLength(1);
  });
});
