// HTTP hardening: security headers on every response, CORS (off unless CORS_ORIGINS), size
// limits on the request target, headers and JSON nesting, body size and media type, and slow
// clients. Every refusal is the documented error body, including the ones written before express
// sees the request (node's parser, its timeouts): those are checked on real sockets.
import { connect, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { expectError, expectErrorBody } from './foundation-support.ts';

let app: TestServer;
/** Small limits and timeouts, any CORS origin. */
let tight: TestServer;
/** CORS for two origins. */
let withCors: TestServer;
const ALLOWED = 'https://app.example.com';

beforeAll(async () => {
  [app, tight, withCors] = await Promise.all([
    startTestServer(),
    startTestServer({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000', BODY_LIMIT_BYTES: '2048', MAX_JSON_DEPTH: '3', CORS_ORIGINS: '*' }),
    startTestServer({ CORS_ORIGINS: `${ALLOWED}, http://localhost:5173` }),
  ]);
});
afterAll(() => Promise.all([app?.close(), tight?.close(), withCors?.close()]));

interface Exchange {
  /** Everything the server sent, as text. */
  text: string;
  elapsedMs: number;
}

/**
 * Opens a socket to `server`, lets `talk` write on it, and resolves with what came back once the
 * server has closed the connection (fails if it is still open after `timeoutMs`).
 */
function exchange(server: TestServer, talk: (socket: Socket) => void, timeoutMs = 5_000): Promise<Exchange> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => talk(socket));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer changes nothing here
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${timeoutMs} ms; it sent: ${Buffer.concat(chunks).toString('latin1').slice(0, 300)}`));
    }, timeoutMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('latin1'), elapsedMs: Date.now() - started });
    });
  });
}

/** Writes `piece` every `everyMs` until the server closes the connection. */
function trickle(socket: Socket, piece: string, everyMs = 100): void {
  const interval = setInterval(() => {
    if (socket.writable) socket.write(piece);
  }, everyMs);
  socket.on('close', () => clearInterval(interval));
}

/** A raw HTTP response: the status and the documented error body. */
function parseRaw(text: string): { status: number; headers: string; body: unknown } {
  const [head, body] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]);
  return { status, headers: head, body: JSON.parse(body) };
}

const postJson = (server: TestServer, path: string, body: string, headers: Record<string, string> = {}) =>
  server.rawFetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

const nested = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels);

describe('security headers', () => {
  const JSON_CSP = "default-src 'none';frame-ancestors 'none'";

  it('are on every response: JSON, errors, GraphQL, health; no X-Powered-By, no HSTS', async () => {
    const responses = [
      await app.rawFetch('/healthz'),
      await app.rawFetch('/openapi.json'),
      await app.rawFetch('/rest/people'),
      await app.rawFetch('/rest/people', { apiKey: null }),
      await app.rawFetch('/rest/no-such-thing'),
      await postJson(app, '/graphql', JSON.stringify({ query: '{ currentWorkspace { id } }' })),
      await app.rawFetch(`/rest/people?filter=${'x'.repeat(9_000)}`),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 401, 404, 200, 414]);
    for (const response of responses) {
      const h = response.headers;
      const where = `${response.url.slice(0, 80)} -> ${response.status}`;
      expect(h.get('x-content-type-options'), where).toBe('nosniff');
      expect(h.get('x-frame-options'), where).toBe('DENY');
      expect(h.get('content-security-policy'), where).toBe(JSON_CSP);
      expect(h.get('referrer-policy'), where).toBe('no-referrer');
      expect(h.get('cross-origin-resource-policy'), where).toBe('same-origin');
      expect(h.get('x-powered-by'), where).toBeNull();
      expect(h.get('strict-transport-security'), where).toBeNull();
    }
  });

  it('the two HTML pages keep their own Content-Security-Policy', async () => {
    const docs = await app.rawFetch('/docs', { apiKey: null });
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-security-policy')).toMatch(/script-src 'self'.*frame-ancestors 'none'/);
    expect(docs.headers.get('x-frame-options')).toBe('DENY');
    const graphiql = await app.rawFetch('/graphql', { apiKey: null, headers: { accept: 'text/html' } });
    expect(graphiql.status).toBe(200);
    expect(graphiql.headers.get('content-security-policy')).toMatch(/worker-src blob:/);
    expect(graphiql.headers.get('x-content-type-options')).toBe('nosniff');
    await graphiql.arrayBuffer();
  });
});

describe('CORS', () => {
  const preflight = (server: TestServer, origin: string) =>
    server.rawFetch('/rest/people', {
      method: 'OPTIONS',
      apiKey: null,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
  const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

  it('is off by default: no Access-Control-* header, and a preflight meets authentication', async () => {
    const response = await app.rawFetch('/rest/people', { headers: { origin: ALLOWED } });
    expect(response.status).toBe(200);
    expect(corsHeaders(response)).toEqual([]);
    const refused = await preflight(app, ALLOWED);
    await expectError(refused, { status: 401, code: 'UNAUTHENTICATED' });
    expect(corsHeaders(refused)).toEqual([]);
  });

  it('CORS_ORIGINS: preflights from those origins are answered 204 with the methods and headers; responses name the origin', async () => {
    const answer = await preflight(withCors, ALLOWED);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(answer.headers.get('access-control-allow-methods')?.split(',')).toEqual(expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE']));
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(expect.arrayContaining(['authorization', 'content-type']));
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/Origin/);

    const response = await withCors.rawFetch('/rest/people', { headers: { origin: 'http://localhost:5173' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/RateLimit-Remaining/);
    // GraphQL too.
    // Refusals are readable by the page too.
    const tooLong = await withCors.rawFetch(`/rest/people?filter=${'a'.repeat(9_000)}`, { headers: { origin: ALLOWED } });
    expect([tooLong.status, tooLong.headers.get('access-control-allow-origin')]).toEqual([414, ALLOWED]);
    const graphqlPreflight = await withCors.rawFetch('/graphql', { method: 'OPTIONS', apiKey: null, headers: { origin: ALLOWED, 'access-control-request-method': 'POST' } });
    expect([graphqlPreflight.status, graphqlPreflight.headers.get('access-control-allow-origin')]).toEqual([204, ALLOWED]);
  });

  it('other origins are treated as with CORS off', async () => {
    const response = await withCors.rawFetch('/rest/people', { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
    expect(corsHeaders(response)).toEqual([]);
    expect(response.headers.get('vary')).toMatch(/Origin/);
    const refused = await preflight(withCors, 'https://evil.example');
    expect(refused.status).toBe(401);
    expect(corsHeaders(refused)).toEqual([]);
  });

  it('CORS_ORIGINS=* allows any origin', async () => {
    const answer = await preflight(tight, 'https://anything.example');
    expect([answer.status, answer.headers.get('access-control-allow-origin')]).toEqual([204, '*']);
  });

  it('CORS_ORIGINS takes origins only', () => {
    expect(loadConfig({ CORS_ORIGINS: ' https://a.example ,http://localhost:3000/ ' }).http.corsOrigins).toEqual(['https://a.example', 'http://localhost:3000']);
    expect(loadConfig({}).http.corsOrigins).toEqual([]);
    for (const value of ['a.example', 'https://a.example/app', 'https://a.example:443', '*,https://a.example', 'null']) {
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(ConfigError);
    }
  });
});

describe('request target and headers', () => {
  it('a request target over MAX_URL_BYTES is a 414 with the documented body', async () => {
    const response = await app.rawFetch(`/rest/people?filter=${'a'.repeat(8_200)}`);
    await expectError(response, { status: 414, code: 'URI_TOO_LONG', patterns: [/8192-byte limit/] });
    // At the limit it is read (and here refused for what it says).
    const atLimit = `/rest/people?filter=${'a'.repeat(8_192 - '/rest/people?filter='.length)}`;
    expect(atLimit.length).toBe(8_192);
    expect((await app.rawFetch(atLimit)).status).toBe(400);
  });

  it('headers over MAX_HEADER_BYTES are a 431 with the documented body', async () => {
    const response = await app.rawFetch('/rest/people', { headers: { 'x-filler': 'a'.repeat(20_000) } });
    await expectError(response, { status: 431, code: 'HEADERS_TOO_LARGE', patterns: [/16384-byte limit/] });
  });

  it("past node's parser limit too: a 431 written on the socket, then the connection closes", async () => {
    for (const request of [
      `GET /rest/people HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(200_000)}\r\n\r\n`,
      `GET /rest/people?filter=${'a'.repeat(200_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const { text } = await exchange(app, (socket) => socket.write(request));
      const raw = parseRaw(text);
      expect(raw.headers).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
      expect(raw.headers).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
      expectErrorBody(raw.status, raw.body, { status: 431, code: 'HEADERS_TOO_LARGE', patterns: [/65536-byte limit/] });
    }
  });

  it('a request the parser cannot read is a 400 with the documented body', async () => {
    const { text } = await exchange(app, (socket) => socket.write('GET /rest/people HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n'));
    const raw = parseRaw(text);
    expectErrorBody(raw.status, raw.body, { status: 400, code: 'MALFORMED_REQUEST' });
    expect((await app.rawFetch('/healthz')).status).toBe(200);
  });
});

describe('slow clients', () => {
  it('headers not complete within HEADERS_TIMEOUT_MS: 408 and the connection is closed', async () => {
    const { text, elapsedMs } = await exchange(tight, (socket) => {
      socket.write('GET /rest/people HTTP/1.1\r\nHost: x\r\n');
      trickle(socket, 'X-Slow: a\r\n');
    });
    expect(elapsedMs).toBeGreaterThanOrEqual(450);
    const raw = parseRaw(text);
    expectErrorBody(raw.status, raw.body, { status: 408, code: 'REQUEST_TIMEOUT', patterns: [/500 ms/] });
  });

  it('a body not complete within REQUEST_TIMEOUT_MS: 408 and the connection is closed', async () => {
    const { text, elapsedMs } = await exchange(tight, (socket) => {
      socket.write(
        `POST /rest/people HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${tight.apiKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      );
      trickle(socket, ' ');
    });
    expect(elapsedMs).toBeGreaterThanOrEqual(950);
    const raw = parseRaw(text);
    expectErrorBody(raw.status, raw.body, { status: 408, code: 'REQUEST_TIMEOUT', patterns: [/1000 ms/] });
    expect((await tight.rawFetch('/healthz')).status).toBe(200);
  });

  it('HEADERS_TIMEOUT_MS may not exceed REQUEST_TIMEOUT_MS', () => {
    expect(loadConfig({}).http).toMatchObject({ headersTimeoutMs: 30_000, requestTimeoutMs: 60_000, maxUrlBytes: 8_192, maxHeaderBytes: 16_384, maxJsonDepth: 64 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).http.headersTimeoutMs).toBe(5_000);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(ConfigError);
    for (const env of [{ MAX_URL_BYTES: '10' }, { MAX_HEADER_BYTES: 'lots' }, { MAX_JSON_DEPTH: '0' }, { REQUEST_TIMEOUT_MS: '-1' }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});

describe('JSON nesting', () => {
  it('a body nested 100,000 deep is a clean 400 naming the limit (REST), and the server goes on', async () => {
    for (const body of [nested(100_000), `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`, '['.repeat(100_000)]) {
      await expectError(await postJson(app, '/rest/people', body), { status: 400, code: 'INVALID_JSON', patterns: [/^body: JSON nested deeper than the 64-level limit/] });
    }
    // The body-parser path (gzip) is held to the same limit.
    const gzipped = await app.rawFetch('/rest/people', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(nested(100_000)),
    });
    await expectError(gzipped, { status: 400, code: 'INVALID_JSON', patterns: [/64-level limit/] });
    expect((await app.rawFetch('/healthz')).status).toBe(200);
  });

  it('GraphQL bodies too (in GraphQL’s error shape)', async () => {
    const response = await postJson(app, '/graphql', `{"query":"{ currentWorkspace { id } }","variables":{"v":${nested(100_000)}}}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { subCode: string } }> };
    expect(body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/64-level limit/), extensions: expect.objectContaining({ subCode: 'INVALID_JSON' }) })]);
  });

  it('counts arrays and objects outside strings: 64 levels are read, 65 are not', async () => {
    const withExtra = (levels: number) => `{"name":{"firstName":"Deep"},"extra":${nested(levels - 1)}}`;
    // Read, then refused for the unknown field: the nesting itself was accepted.
    await expectError(await postJson(app, '/rest/people', withExtra(64)), { status: 400, code: 'VALIDATION_FAILED' });
    await expectError(await postJson(app, '/rest/people', withExtra(65)), { status: 400, code: 'INVALID_JSON' });
    const firstName = `"\\${'['.repeat(200)}${'{'.repeat(200)}`;
    const created = await postJson(app, '/rest/people', JSON.stringify({ name: { firstName } }));
    expect(created.status).toBe(200);
    expect(((await created.json()) as { data: { createPerson: { name: { firstName: string } } } }).data.createPerson.name.firstName).toBe(firstName);
  });

  it('MAX_JSON_DEPTH sets the limit', async () => {
    await expectError(await postJson(tight, '/rest/people', nested(4)), { status: 400, code: 'INVALID_JSON', patterns: [/3-level limit/] });
  });
});

describe('body size and media type', () => {
  it('a body over BODY_LIMIT_BYTES is a 413 with the documented body (REST; GraphQL in its shape)', async () => {
    const big = JSON.stringify({ name: { firstName: 'x'.repeat(3_000) } });
    await expectError(await postJson(tight, '/rest/people', big), { status: 413, code: 'PAYLOAD_TOO_LARGE', patterns: [/2048-byte limit/] });
    const query = await postJson(tight, '/graphql', JSON.stringify({ query: `{ currentWorkspace { id } } # ${'x'.repeat(3_000)}` }));
    expect(query.status).toBe(413);
    expect(((await query.json()) as { errors: Array<{ extensions: { subCode: string } }> }).errors[0].extensions.subCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a body that is not JSON is a 415 with the documented body', async () => {
    const body = 'name=Bob';
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await app.rawFetch('/rest/people', { method: 'POST', headers: { 'content-type': contentType }, body });
      await expectError(response, { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', patterns: [new RegExp(`^unsupported media type ${contentType}; send Content-Type: application/json$`)] });
    }
    const untyped = await app.rawFetch('/rest/people', { method: 'POST', body: new Blob([body]) });
    await expectError(untyped, { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', patterns: [/^unsupported media type \(no Content-Type\)/] });
    const patch = await app.rawFetch('/rest/people/3f2b6c1e-8a4d-4e2f-9b7c-5d1a0e9f8c21', { method: 'PATCH', headers: { 'content-type': 'text/plain' }, body: '{}' });
    await expectError(patch, { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
