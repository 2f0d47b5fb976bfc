// Bad input of every kind: each answer is a clear 4xx in the documented error body whose
// messages name the field or fault, never a 500 or a stack trace, and nothing changes (the
// lists, counts and a sentinel record are compared before and after every request).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { request } from 'node:http';
import { UNKNOWN_ID, expectError, expectErrorBody, sendJson } from './foundation-support.ts';

let app: TestServer;
let personId: string;
let companyId: string;

interface Snapshot {
  people: unknown;
  companies: unknown;
}

async function snapshot(): Promise<Snapshot> {
  const [people, companies] = await Promise.all([
    app.rawFetch('/rest/people?limit=1000').then((r) => r.json()),
    app.rawFetch('/rest/companies?limit=1000').then((r) => r.json()),
  ]);
  return { people, companies };
}

let before: Snapshot;

beforeAll(async () => {
  app = await startTestServer();
  const person = await app.client.POST('/rest/people', {
    body: { name: { firstName: 'Sentinel', lastName: 'Record' }, emails: { primaryEmail: 'sentinel@acme.com' }, city: 'Oslo' },
  });
  personId = person.data!.data.createPerson.id;
  const company = await app.client.POST('/rest/companies', { body: { name: 'Sentinel Inc', employees: 10 } });
  companyId = company.data!.data.createCompany.id;
});
afterAll(() => app?.close());

beforeEach(async () => {
  before = await snapshot();
});
afterEach(async () => {
  // NOTHING changed: every record of both lists is exactly as before, and so are the counts.
  expect(await snapshot()).toEqual(before);
});

/** A request with its path exactly as written (fetch would resolve `..`), with the admin key. */
function rawRequest(method: string, path: string): Promise<{ status: number; contentType: string; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(app.baseUrl);
    const req = request({ host: url.hostname, port: url.port, method, path, headers: { authorization: `Bearer ${app.apiKey}` } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Case = [label: string, method: string, path: string, body: string | undefined, status: number, code: string, pattern: RegExp];

const json = (value: unknown) => JSON.stringify(value);
const q = (text: string) => encodeURIComponent(text);

describe('bodies', () => {
  const cases: Case[] = [
    ['malformed JSON', 'POST', '/rest/people', '{"name": {"firstName": "A"', 400, 'INVALID_JSON', /^body: malformed JSON/],
    ['malformed JSON on PATCH', 'PATCH', '/rest/people/{person}', '{city: Oslo}', 400, 'INVALID_JSON', /^body: malformed JSON at position \d+/],
    ['an array body', 'POST', '/rest/people', json([{ name: { firstName: 'A' } }]), 400, 'VALIDATION_FAILED', /^body: /],
    ['a string body', 'POST', '/rest/people', json('Bob'), 400, 'VALIDATION_FAILED', /^body: must be a JSON object, got a string/],
    ['a number body', 'POST', '/rest/people', '42', 400, 'VALIDATION_FAILED', /^body: must be a JSON object, got a number/],
    ['a null body', 'POST', '/rest/people', 'null', 400, 'VALIDATION_FAILED', /^body: must be a JSON object, got null/],
    ['an array on PATCH', 'PATCH', '/rest/people/{person}', json([{ city: 'x' }]), 400, 'VALIDATION_FAILED', /^body: /],
    ['an empty body', 'POST', '/rest/people', '', 400, 'VALIDATION_FAILED', /^name\.firstName: is required$/],
    // Messages name what to fix: the required sub-field, the allowed properties, the expected type.
    ['a person without a name', 'POST', '/rest/people', json({ jobTitle: 'CTO' }), 400, 'VALIDATION_FAILED', /^name\.firstName: is required$/],
    ['a name without firstName', 'POST', '/rest/people', json({ name: { lastName: 'Lovelace' } }), 400, 'VALIDATION_FAILED', /^name\.firstName: is required$/],
    ['an opportunity without a name', 'POST', '/rest/opportunities', json({}), 400, 'VALIDATION_FAILED', /^name: is required$/],
    ['an unknown sub-field of emails', 'POST', '/rest/people', json({ name: { firstName: 'A' }, emails: { primaryEmail: 'a@b.co', work: 'x' } }), 400, 'VALIDATION_FAILED', /^emails\.work: unknown property; allowed: primaryEmail, additionalEmails$/],
    ['a batch item without a name', 'POST', '/rest/batch/people', json([{ name: { firstName: 'A' } }, {}]), 400, 'VALIDATION_FAILED', /^\[1\] name\.firstName: is required$/],
    ['an unknown field', 'POST', '/rest/people', json({ name: { firstName: 'A' }, nickname: 'x' }), 400, 'VALIDATION_FAILED', /^nickname: /],
    ['an unknown field on PATCH', 'PATCH', '/rest/people/{person}', json({ nickname: 'x' }), 400, 'VALIDATION_FAILED', /^nickname: /],
    ['an unknown sub-field', 'POST', '/rest/people', json({ name: { firstName: 'A', middleName: 'B' } }), 400, 'VALIDATION_FAILED', /^name(\.middleName)?: /],
    ['a read-only field', 'POST', '/rest/people', json({ name: { firstName: 'A' }, createdAt: '2020-01-01T00:00:00.000Z' }), 400, 'VALIDATION_FAILED', /^createdAt/],
    ['an id chosen on update', 'PATCH', '/rest/people/{person}', json({ id: UNKNOWN_ID }), 400, 'VALIDATION_FAILED', /^id/],
    ['createdAt on PATCH', 'PATCH', '/rest/people/{person}', json({ createdAt: '2020-01-01T00:00:00.000Z' }), 400, 'VALIDATION_FAILED', /^createdAt: /],
    ['a relation instead of its id', 'PATCH', '/rest/people/{person}', json({ company: { id: UNKNOWN_ID } }), 400, 'VALIDATION_FAILED', /^company: /],
    ['a number for a text field', 'POST', '/rest/people', json({ name: { firstName: 'A' }, jobTitle: 42 }), 400, 'VALIDATION_FAILED', /^jobTitle: /],
    ['a number for firstName', 'PATCH', '/rest/people/{person}', json({ name: { firstName: 7 } }), 400, 'VALIDATION_FAILED', /^name\.firstName: must be a string/],
    ['a string for an integer', 'POST', '/rest/companies', json({ name: 'A', employees: '10' }), 400, 'VALIDATION_FAILED', /^employees: /],
    ['a string for an integer on PATCH', 'PATCH', '/rest/companies/{company}', json({ employees: '11' }), 400, 'VALIDATION_FAILED', /^employees: /],
    ['a string for a boolean', 'POST', '/rest/companies', json({ idealCustomerProfile: 'true' }), 400, 'VALIDATION_FAILED', /^idealCustomerProfile: /],
    ['null for a non-nullable boolean', 'PATCH', '/rest/companies/{company}', json({ idealCustomerProfile: null }), 400, 'VALIDATION_FAILED', /^idealCustomerProfile: /],
    ['a string for additionalEmails', 'POST', '/rest/people', json({ name: { firstName: 'A' }, emails: { additionalEmails: 'a@b.c' } }), 400, 'VALIDATION_FAILED', /^emails\.additionalEmails: /],
    ['a non-email in additionalEmails', 'POST', '/rest/people', json({ name: { firstName: 'A' }, emails: { additionalEmails: ['nope'] } }), 400, 'VALIDATION_FAILED', /^emails\.additionalEmails: /],
    ['a malformed primary email', 'PATCH', '/rest/people/{person}', json({ emails: { primaryEmail: 'not an email' } }), 400, 'VALIDATION_FAILED', /^emails\.primaryEmail: /],
    ['a malformed companyId', 'POST', '/rest/people', json({ name: { firstName: 'A' }, companyId: '123' }), 400, 'VALIDATION_FAILED', /^companyId: /],
    ['an unknown companyId', 'PATCH', '/rest/people/{person}', json({ companyId: UNKNOWN_ID }), 400, 'VALIDATION_FAILED', /companyId/],
    ['a bare URL for a link field', 'POST', '/rest/people', json({ name: { firstName: 'A' }, linkedinLink: 'https://linkedin.com/in/a' }), 400, 'VALIDATION_FAILED', /^linkedinLink: /],
    ['a bare URL for domainName', 'PATCH', '/rest/companies/{company}', json({ domainName: 'acme.com' }), 400, 'VALIDATION_FAILED', /^domainName: /],
    ['name as a string', 'POST', '/rest/people', json({ name: 'Jane Doe' }), 400, 'VALIDATION_FAILED', /^name: /],
    ['name as a string on PATCH', 'PATCH', '/rest/people/{person}', json({ name: 'Jane Doe' }), 400, 'VALIDATION_FAILED', /^name: /],
    ['a lowercase select value', 'POST', '/rest/companies', json({ workPolicy: ['remote_work'] }), 400, 'VALIDATION_FAILED', /^workPolicy(\.0|\[0\])?: .*REMOTE_WORK/],
    ['an unknown select value', 'PATCH', '/rest/companies/{company}', json({ workPolicy: ['MOON_BASE'] }), 400, 'VALIDATION_FAILED', /^workPolicy/],
    ['non-integer micros', 'POST', '/rest/companies', json({ annualRecurringRevenue: { amountMicros: 1500.5, currencyCode: 'EUR' } }), 400, 'VALIDATION_FAILED', /^annualRecurringRevenue\.amountMicros: /],
    ['micros as a string', 'PATCH', '/rest/companies/{company}', json({ annualRecurringRevenue: { amountMicros: '1500' } }), 400, 'VALIDATION_FAILED', /^annualRecurringRevenue\.amountMicros: /],
    ['a lowercase currency code', 'PATCH', '/rest/companies/{company}', json({ annualRecurringRevenue: { currencyCode: 'eur' } }), 400, 'VALIDATION_FAILED', /^annualRecurringRevenue\.currencyCode: /],
    ['a latitude out of range', 'PATCH', '/rest/companies/{company}', json({ address: { addressLat: 123 } }), 400, 'VALIDATION_FAILED', /^address\.addressLat: /],
    ['__proto__ as a field', 'POST', '/rest/people', '{"name":{"firstName":"A"},"__proto__":{"city":"Polluted"}}', 400, 'VALIDATION_FAILED', /__proto__/],
    ['a name without firstName', 'POST', '/rest/people', json({ name: { lastName: 'Only' } }), 400, 'VALIDATION_FAILED', /^name(\.firstName)?: /],
  ];

  it.each(cases)('%s', async (_label, method, path, body, status, code, pattern) => {
    const concrete = path.replace('{person}', personId).replace('{company}', companyId);
    const template = path.replace(/\{person\}|\{company\}/, '{id}');
    const response = await sendJson(app, concrete, { method, rawBody: body });
    await expectError(response, { status, code, patterns: [pattern], contract: [method.toLowerCase(), template] });
  });

  it('reports every fault of a body at once', async () => {
    const response = await sendJson(app, '/rest/companies', {
      method: 'POST',
      body: { employees: 'many', workPolicy: ['remote'], annualRecurringRevenue: { amountMicros: 0.5 } },
    });
    const error = await expectError(response, { status: 400, code: 'VALIDATION_FAILED', contract: ['post', '/rest/companies'] });
    const text = error.messages.join('\n');
    expect(text).toMatch(/employees/);
    expect(text).toMatch(/workPolicy/);
    expect(text).toMatch(/annualRecurringRevenue\.amountMicros/);
  });

  it('a body over 1 MiB -> 413', async () => {
    const response = await sendJson(app, '/rest/people', { method: 'POST', body: { name: { firstName: 'Big' }, city: 'x'.repeat(1024 * 1024) } });
    await expectError(response, { status: 413, code: 'PAYLOAD_TOO_LARGE', patterns: [/body: .*1048576/], contract: ['post', '/rest/people'] });
  });

  it('a body that is not JSON -> 415', async () => {
    const response = await app.rawFetch('/rest/people', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'name=Bob' });
    await expectError(response, {
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      patterns: [/^unsupported media type /],
      contract: ['post', '/rest/people'],
    });
  });
});

describe('query parameters and ids', () => {
  const cases: Case[] = [
    ['filter on an unknown field', 'GET', `/rest/people?filter=${q('nickname[eq]:x')}`, undefined, 400, 'INVALID_FILTER', /unknown field 'nickname'.*valid fields: .*emails/],
    ['filter with an unknown comparator', 'GET', `/rest/people?filter=${q('city[equals]:Oslo')}`, undefined, 400, 'INVALID_FILTER', /unknown comparator 'equals'/],
    ['filter: in without brackets', 'GET', `/rest/people?filter=${q(`id[in]:${UNKNOWN_ID}`)}`, undefined, 400, 'INVALID_FILTER', /bracketed list/],
    ['filter: not_in without brackets', 'GET', `/rest/people?filter=${q('city[not_in]:Oslo')}`, undefined, 400, 'INVALID_FILTER', /bracketed list/],
    ['filter: unclosed parenthesis', 'GET', `/rest/people?filter=${q('or(city[eq]:Oslo,city[eq]:Rome')}`, undefined, 400, 'INVALID_FILTER', /missing '\)'/],
    ['filter: extra closing parenthesis', 'GET', `/rest/people?filter=${q('city[eq]:Oslo)')}`, undefined, 400, 'INVALID_FILTER', /unbalanced '\)'|unexpected/],
    ['filter: unknown group', 'GET', `/rest/people?filter=${q('xor(city[eq]:Oslo)')}`, undefined, 400, 'INVALID_FILTER', /unknown group 'xor\('/],
    ['filter: not a number', 'GET', `/rest/companies?filter=${q('employees[gt]:many')}`, undefined, 400, 'INVALID_FILTER', /'employees' expects an integer, got 'many'/],
    ['filter: not a number in micros', 'GET', `/rest/companies?filter=${q('annualRecurringRevenue.amountMicros[gte]:1e3x')}`, undefined, 400, 'INVALID_FILTER', /annualRecurringRevenue\.amountMicros/],
    ['filter: not a date', 'GET', `/rest/people?filter=${q('createdAt[gt]:yesterday')}`, undefined, 400, 'INVALID_FILTER', /'createdAt' expects an ISO 8601/],
    ['filter: not a UUID', 'GET', `/rest/people?filter=${q('companyId[eq]:acme')}`, undefined, 400, 'INVALID_FILTER', /'companyId' expects a UUID/],
    ['filter: not a boolean', 'GET', `/rest/companies?filter=${q('idealCustomerProfile[eq]:yes')}`, undefined, 400, 'INVALID_FILTER', /idealCustomerProfile/],
    ['filter: option not in the set', 'GET', `/rest/companies?filter=${q('workPolicy[containsAny]:[remote_work]')}`, undefined, 400, 'INVALID_FILTER', /allowed values: .*REMOTE_WORK/],
    ['filter: comparator the type lacks', 'GET', `/rest/companies?filter=${q('idealCustomerProfile[gt]:true')}`, undefined, 400, 'INVALID_FILTER', /idealCustomerProfile/],
    ['filter: composite without sub-field', 'GET', `/rest/people?filter=${q('emails[eq]:a@b.c')}`, undefined, 400, 'INVALID_FILTER', /emails\.primaryEmail/],
    ['filter: field of an embedded object', 'GET', `/rest/people?filter=${q('company.name[eq]:Acme')}`, undefined, 400, 'INVALID_FILTER', /embedded object.*companyId/],
    ['filter: is with a value', 'GET', `/rest/people?filter=${q('city[is]:Oslo')}`, undefined, 400, 'INVALID_FILTER', /NULL/],
    ['filter: missing value', 'GET', `/rest/people?filter=${q('city[eq]:')}`, undefined, 400, 'INVALID_FILTER', /missing value/],
    ['filter: missing comparator', 'GET', `/rest/people?filter=${q('city:Oslo')}`, undefined, 400, 'INVALID_FILTER', /\[comparator\]/],
    ['order_by an unknown field', 'GET', `/rest/people?order_by=${q('nickname[AscNullsFirst]')}`, undefined, 400, 'INVALID_ORDER_BY', /unknown field 'nickname'/],
    ['order_by a bad direction', 'GET', `/rest/people?order_by=${q('city[Up]')}`, undefined, 400, 'INVALID_ORDER_BY', /Up/],
    ['order_by lowercase direction', 'GET', `/rest/people?order_by=${q('city[asc]')}`, undefined, 400, 'INVALID_ORDER_BY', /asc/],
    ['order_by an embedded object', 'GET', `/rest/people?order_by=${q('company[AscNullsFirst]')}`, undefined, 400, 'INVALID_ORDER_BY', /company/],
    ['limit=0', 'GET', '/rest/people?limit=0', undefined, 400, 'VALIDATION_FAILED', /^limit: /],
    ['limit=-5', 'GET', '/rest/people?limit=-5', undefined, 400, 'VALIDATION_FAILED', /^limit: /],
    ['limit=abc', 'GET', '/rest/people?limit=abc', undefined, 400, 'VALIDATION_FAILED', /^limit: /],
    ['limit=1.5', 'GET', '/rest/people?limit=1.5', undefined, 400, 'VALIDATION_FAILED', /^limit: /],
    ['depth=3', 'GET', '/rest/people?depth=3', undefined, 400, 'VALIDATION_FAILED', /^depth: /],
    ['depth=3 on get', 'GET', '/rest/people/{person}?depth=3', undefined, 400, 'VALIDATION_FAILED', /^depth: /],
    ['depth=-1', 'GET', '/rest/people?depth=-1', undefined, 400, 'VALIDATION_FAILED', /^depth: /],
    ['an unknown query parameter', 'GET', '/rest/people?sort=name', undefined, 400, 'VALIDATION_FAILED', /sort/],
    // Found by the fuzzer: refused like everywhere, but the document did not list the 400.
    ['an unknown query parameter on the workspace document', 'GET', '/rest/open-api?sort=name', undefined, 400, 'VALIDATION_FAILED', /sort/],
    ['a malformed UUID in the path (GET)', 'GET', '/rest/people/not-a-uuid', undefined, 400, 'INVALID_ID', /^id: /],
    ['a malformed UUID in the path (PATCH)', 'PATCH', '/rest/people/1234', json({ city: 'x' }), 400, 'INVALID_ID', /^id: /],
    ['a malformed UUID in the path (DELETE)', 'DELETE', '/rest/companies/acme', undefined, 400, 'INVALID_ID', /^id: /],
    ['a malformed starting_after', 'GET', '/rest/people?starting_after=abc', undefined, 400, 'INVALID_CURSOR', /^starting_after: 'abc' is not a valid UUID$/],
    ['a malformed ending_before', 'GET', '/rest/people?ending_before=abc', undefined, 400, 'INVALID_CURSOR', /^ending_before: 'abc' is not a valid UUID$/],
    ['a cursor that is no record', 'GET', `/rest/people?starting_after=${UNKNOWN_ID}`, undefined, 400, 'INVALID_CURSOR', new RegExp(`starting_after: .*${UNKNOWN_ID}`)],
    ['an ending_before that is no record', 'GET', `/rest/people?ending_before=${UNKNOWN_ID}`, undefined, 400, 'INVALID_CURSOR', /ending_before/],
    ['a company id as a people cursor', 'GET', '/rest/people?starting_after={company}', undefined, 400, 'INVALID_CURSOR', /starting_after/],
    ['both cursors', 'GET', '/rest/people?starting_after={person}&ending_before={person}', undefined, 400, 'INVALID_CURSOR', /starting_after and ending_before/],
    ['GET of an unknown id', 'GET', `/rest/people/${UNKNOWN_ID}`, undefined, 404, 'RECORD_NOT_FOUND', new RegExp(UNKNOWN_ID)],
    ['PATCH of an unknown id', 'PATCH', `/rest/people/${UNKNOWN_ID}`, json({ city: 'Rome' }), 404, 'RECORD_NOT_FOUND', new RegExp(UNKNOWN_ID)],
    ['DELETE of an unknown id', 'DELETE', `/rest/companies/${UNKNOWN_ID}`, undefined, 404, 'RECORD_NOT_FOUND', new RegExp(UNKNOWN_ID)],
  ];

  it.each(cases)('%s', async (_label, method, path, body, status, code, pattern) => {
    const concrete = path.replaceAll('{person}', personId).replaceAll('{company}', companyId);
    const pathname = concrete.split('?')[0];
    const template = pathname.split('/').length > 3 ? pathname.replace(/\/[^/]+$/, '/{id}') : pathname;
    const response = await sendJson(app, concrete, { method, rawBody: body });
    await expectError(response, { status, code, patterns: [pattern], contract: [method.toLowerCase(), template] });
  });
});

// PostgreSQL text cannot hold U+0000. The database refuses it (SQLSTATE 22021), which
// src/errors/database-errors.ts maps to a 400, so it is never a 500; but the record layer and the
// filter planner should refuse it first, naming the field.
describe('NUL characters', () => {
  const nul = (text: string) => text.replace('~', '\u0000');

  it('are a 400 in the documented body, never a 500: create, update, filter, list filter', async () => {
    const cases: [method: string, path: string, template: string, body?: unknown][] = [
      ['POST', '/rest/people', '/rest/people', { name: { firstName: nul('A~B') } }],
      ['PATCH', `/rest/people/${personId}`, '/rest/people/{id}', { city: nul('Os~lo') }],
      ['PATCH', `/rest/people/${personId}`, '/rest/people/{id}', { emails: { additionalEmails: [nul('a~@b.c')] } }],
      ['GET', `/rest/people?filter=${q(nul('city[eq]:Os~lo'))}`, '/rest/people'],
      ['GET', `/rest/people?filter=${q(nul('city[in]:[Oslo,~]'))}`, '/rest/people'],
    ];
    for (const [method, path, template, body] of cases) {
      const response = await sendJson(app, path, { method, body });
      expect(response.status, `${method} ${path}`).toBe(400);
      await expectError(response, { status: 400, code: expect.stringMatching(/^(VALIDATION_FAILED|INVALID_FILTER)$/) as never, contract: [method.toLowerCase(), template] });
    }
  });

  // PostgreSQL text cannot hold U+0000: validation refuses it and names the field.
  it('a NUL character in a body names the field', async () => {
    const response = await sendJson(app, '/rest/people', { method: 'POST', body: { name: { firstName: nul('A~B') } } });
    await expectError(response, { status: 400, code: 'VALIDATION_FAILED', patterns: [/^name\.firstName: /] });
  });

  it('a NUL character in a filter is INVALID_FILTER naming the field', async () => {
    const response = await app.rawFetch(`/rest/people?filter=${q(nul('city[eq]:Os~lo'))}`);
    await expectError(response, { status: 400, code: 'INVALID_FILTER', patterns: [/city/] });
  });
});

// A surrogate without its partner (JSON can write one, "\ud83d") has no UTF-8 form: the driver
// stored U+FFFD instead, so the record read back something else than was written (found by the
// fuzzer, test/fuzz). Refused, naming the field, like NUL.
describe('unpaired surrogates', () => {
  it.each([
    ['a text field', 'POST', '/rest/people', { name: { firstName: 'A' }, jobTitle: 'ok \ud83d' }, /^jobTitle: must be valid Unicode text: an unpaired surrogate \\uD83D at position 3/],
    ['a composite sub-field', 'POST', '/rest/people', { name: { firstName: 'A\ude00' } }, /^name\.firstName: must be valid Unicode text/],
    ['a cut emoji at the end of a long text', 'PATCH', '/rest/people/{person}', { city: '😀'.repeat(10).slice(0, 19) }, /^city: .*unpaired surrogate \\uD83D at position 18/],
    ['a JSON sub-field', 'PATCH', '/rest/people/{person}', { phones: { additionalPhones: [{ number: '1\udc00' }] } }, /^phones\.additionalPhones: must be valid Unicode/],
  ])('in %s: 400 naming the field, nothing stored', async (_label, method, path, body, pattern) => {
    const template = path.replace('{person}', '{id}');
    const response = await sendJson(app, path.replace('{person}', personId), { method, body });
    await expectError(response, { status: 400, code: 'VALIDATION_FAILED', patterns: [pattern], contract: [method.toLowerCase(), template] });
  });
});

describe('routes', () => {
  it('an unknown route -> 404 ROUTE_NOT_FOUND', async () => {
    await expectError(await app.rawFetch('/rest/unicorns'), { status: 404, code: 'ROUTE_NOT_FOUND', patterns: [/openapi\.json/] });
  });

  // Found by the fuzzer: below the public pages (which the request validator leaves alone) and
  // below /graphql, unknown paths and methods got express's HTML "Cannot GET" page or an empty 404.
  it.each([
    ['POST', '/healthz'],
    ['GET', '/healthz/x'],
    ['GET', '/docs/nope.js'],
    ['POST', '/docs'],
    ['PUT', '/openapi.json'],
    ['GET', '/openapi.json/x'],
    ['DELETE', '/openapi.json/../rest/apiKeys'],
    ['GET', '/graphql/x'],
    ['POST', '/graphql/'],
  ])('%s %s -> 404 ROUTE_NOT_FOUND in the documented body', async (method, path) => {
    const response = await rawRequest(method, path);
    expect(response.contentType).toMatch(/^application\/json/);
    expectErrorBody(response.status, JSON.parse(response.text), { status: 404, code: 'ROUTE_NOT_FOUND', patterns: [/no such route/] });
  });

  it('a method the route lacks -> 405', async () => {
    await expectError(await app.rawFetch('/rest/people', { method: 'PUT' }), {
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      patterns: [/^PUT method not allowed/],
    });
  });
});
