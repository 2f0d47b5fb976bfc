// The outbound HTTP client beyond webhook POSTs (those: src/webhooks/post-webhook.test.ts):
// any method, headers and body as given, the answer's status, headers and first 64 KiB.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_RESPONSE_BYTES, sendRequest, type OutboundRequest } from './http-request.ts';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const seen: Seen[] = [];
let base: string;
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
    const size = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('bytes') ?? 0);
    response.setHeader('x-request-id', 'abc-123');
    response.setHeader('set-cookie', ['a=1', 'b=2']);
    response.writeHead(request.url?.startsWith('/missing') ? 404 : 200, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(size ? 'x'.repeat(size) : `${request.method} ok`);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (overrides: Partial<OutboundRequest> & { path?: string }) =>
  sendRequest({ url: `${base}${overrides.path ?? '/'}`, timeoutMs: 5_000, allowPrivateTargets: true, ...overrides });

describe('sendRequest', () => {
  it('sends a GET without a body, Content-Length or Content-Type', async () => {
    const response = await send({ method: 'GET', path: '/things?page=2' });
    expect(response).toMatchObject({ ok: true, status: 200, body: 'GET ok', truncated: false });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'GET', url: '/things?page=2' });
    expect(request.headers['content-length']).toBeUndefined();
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body.length).toBe(0);
  });

  it('sends any method with the headers and bytes given', async () => {
    const body = Buffer.from([0, 1, 2, 255, 254]);
    const response = await send({ method: 'PUT', headers: { 'content-type': 'application/octet-stream', 'idempotency-key': 'run1:step2' }, body });
    expect(response.ok).toBe(true);
    const request = seen.at(-1)!;
    expect(request.method).toBe('PUT');
    expect(request.headers['idempotency-key']).toBe('run1:step2');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(request.headers['content-length']).toBe('5');
    expect([...request.body]).toEqual([0, 1, 2, 255, 254]);
  });

  it('answers the status and headers (lower-case names, repeated values joined); a 404 is not ok', async () => {
    const response = await send({ method: 'DELETE', path: '/missing' });
    expect(response).toMatchObject({ ok: false, status: 404, body: 'DELETE ok' });
    expect(response.headers).toMatchObject({ 'x-request-id': 'abc-123', 'set-cookie': 'a=1, b=2', 'content-type': 'text/plain; charset=utf-8' });
    expect(response.error).toBeUndefined();
  });

  it('keeps the first 64 KiB of a longer answer and says it was cut', async () => {
    const response = await send({ method: 'GET', path: `/?bytes=${200 * 1024}` });
    expect(response.body).toHaveLength(DEFAULT_MAX_RESPONSE_BYTES);
    expect(response.truncated).toBe(true);
    expect(DEFAULT_MAX_RESPONSE_BYTES).toBe(65_536);
  });

  it('an answer of exactly the limit is whole', async () => {
    const response = await send({ method: 'GET', path: '/?bytes=1000', maxResponseBytes: 1000 });
    expect(response).toMatchObject({ ok: true, truncated: false });
    expect(response.body).toHaveLength(1000);
  });

  it('refuses a method that is not a token, and a private address unless allowed, without throwing', async () => {
    expect(await send({ method: 'GET /evil HTTP/1.1\r\nX:' })).toMatchObject({ ok: false, error: expect.stringMatching(/is not an HTTP method/) });
    const count = seen.length;
    const refused = await send({ method: 'GET', allowPrivateTargets: false });
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatch(/loopback|private|not allowed/i);
    expect(seen.length).toBe(count);
  });
});
