// JSON request bodies (src/http/json-body.ts): the short path for `application/json` and
// body-parser for everything else must answer alike: the same records, the same error bodies.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { expectError } from './foundation-support.ts';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  app.rawFetch('/rest/people', { method: 'POST', headers, body });

async function createdName(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { createPerson: { name: { firstName: string } } } }).data.createPerson.name.firstName;
}

/** A body sent with Transfer-Encoding: chunked (no Content-Length), in the given pieces. */
function chunked(pieces: string[]): RequestInit {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit;
}

describe('JSON bodies', () => {
  it('accepts application/json in any letter case, with or without charset=utf-8', async () => {
    for (const contentType of ['application/json', 'Application/JSON', 'application/json;charset=UTF-8', 'application/json; charset="utf-8"']) {
      expect(await createdName(await post(JSON.stringify({ name: { firstName: contentType } }), { 'content-type': contentType }))).toBe(contentType);
    }
  });

  it('drops a leading byte-order mark', async () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ name: { firstName: 'Bom' } }))]);
    expect(await createdName(await post(body))).toBe('Bom');
  });

  it('reads chunked bodies', async () => {
    const response = await app.rawFetch('/rest/people', chunked(['{"name":{"first', 'Name":"Chunked"}}']));
    expect(await createdName(response)).toBe('Chunked');
  });

  it('inflates gzip bodies and honours other parameters (body-parser path)', async () => {
    const gzip = gzipSync(JSON.stringify({ name: { firstName: 'Gzip' } }));
    expect(await createdName(await post(gzip, { 'content-type': 'application/json', 'content-encoding': 'gzip' }))).toBe('Gzip');
    const withParameter = await post(JSON.stringify({ name: { firstName: 'Param' } }), { 'content-type': 'application/json; charset=utf-8; x=y' });
    expect(await createdName(withParameter)).toBe('Param');
  });

  it('says where malformed JSON breaks, and what a non-object is', async () => {
    await expectError(await post('{bad'), { status: 400, code: 'INVALID_JSON', patterns: [/^body: malformed JSON at position 1$/] });
    await expectError(await post('{"a":1} {}'), { status: 400, code: 'INVALID_JSON', patterns: [/^body: malformed JSON at position 8$/] });
    await expectError(await post('1x'), { status: 400, code: 'INVALID_JSON', patterns: [/^body: malformed JSON$/] });
    await expectError(await post('   '), { status: 400, code: 'INVALID_JSON', patterns: [/^body: malformed JSON$/] });
    await expectError(await post('"x"'), { status: 400, code: 'VALIDATION_FAILED', patterns: [/^body: must be a JSON object, got a string$/] });
    await expectError(await post(' null'), { status: 400, code: 'VALIDATION_FAILED', patterns: [/^body: must be a JSON object, got null$/] });
  });

  it('an empty body is an empty object (body-parser), so the required fields are named', async () => {
    await expectError(await post(''), { status: 400, code: 'VALIDATION_FAILED', patterns: [/^name\.firstName: is required$/] });
  });

  it('refuses bodies over the limit, by Content-Length and while reading a chunked one', async () => {
    const big = JSON.stringify({ name: { firstName: 'Big' }, city: 'x'.repeat(1024 * 1024) });
    await expectError(await post(big), { status: 413, code: 'PAYLOAD_TOO_LARGE', patterns: [/^body: larger than the 1048576-byte limit$/] });
    const pieces = Array.from({ length: 20 }, (_, i) => (i === 0 ? '{"city":"' : 'x'.repeat(64 * 1024)));
    await expectError(await app.rawFetch('/rest/people', chunked(pieces)), { status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses charsets other than UTF', async () => {
    await expectError(await post('{}', { 'content-type': 'application/json; charset=latin1' }), {
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      patterns: [/^body: unsupported encoding or charset$/],
    });
  });

  it('GraphQL reads its body the same way', async () => {
    const response = await app.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
