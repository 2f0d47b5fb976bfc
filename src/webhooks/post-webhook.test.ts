import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook, type WebhookPost } from './post-webhook.ts';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Receiver {
  port: number;
  requests: ReceivedRequest[];
  connections: number;
}

const openServers: http.Server[] = [];

afterEach(async () => {
  for (const server of openServers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A real HTTP server on 127.0.0.1 that records what reaches it; `respond` answers each request. */
async function startReceiver(
  respond: (response: http.ServerResponse, request: ReceivedRequest) => void,
): Promise<Receiver> {
  const receiver: Receiver = { port: 0, requests: [], connections: 0 };
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      receiver.requests.push(request);
      respond(response, request);
    });
  });
  server.on('connection', () => receiver.connections++);
  openServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  return receiver;
}

function postTo(url: string, overrides: Partial<WebhookPost> = {}): ReturnType<typeof postWebhook> {
  return postWebhook({
    url,
    body: '{"event":"person.created"}',
    headers: {},
    timeoutMs: 5000,
    allowPrivateTargets: true,
    ...overrides,
  });
}

describe('postWebhook', () => {
  it('is ok with the status of a 2xx answer', async () => {
    const receiver = await startReceiver((response) => response.writeHead(204).end());
    const result = await postTo(`http://127.0.0.1:${receiver.port}/hook`);
    expect(result).toMatchObject({ ok: true, status: 204, responseSnippet: '' });
    expect(result.error).toBeUndefined();
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('delivers the body and headers exactly as given', async () => {
    const receiver = await startReceiver((response) => response.writeHead(200).end('thanks'));
    const body = JSON.stringify({ event: 'note.created', title: 'Café ✓' });
    const result = await postTo(`http://127.0.0.1:${receiver.port}/hooks/crm?x=1`, {
      body,
      headers: { 'X-Webhook-Signature': 'sha256=abc', 'x-webhook-id': 'd1' },
    });
    expect(result).toMatchObject({ ok: true, status: 200, responseSnippet: 'thanks' });
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/hooks/crm?x=1');
    expect(request.body).toBe(body);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(request.headers['x-webhook-signature']).toBe('sha256=abc');
    expect(request.headers['x-webhook-id']).toBe('d1');
  });

  it('is not ok on a 500, with a snippet of its body', async () => {
    const receiver = await startReceiver((response) => response.writeHead(500).end('database is down'));
    const result = await postTo(`http://127.0.0.1:${receiver.port}/`);
    expect(result).toMatchObject({ ok: false, status: 500, responseSnippet: 'database is down' });
  });

  it('does not follow a redirect', async () => {
    const elsewhere = await startReceiver((response) => response.writeHead(200).end());
    const receiver = await startReceiver((response) =>
      response.writeHead(302, { location: `http://127.0.0.1:${elsewhere.port}/stolen` }).end(),
    );
    const result = await postTo(`http://127.0.0.1:${receiver.port}/`);
    expect(result).toMatchObject({ ok: false, status: 302 });
    expect(result.error).toContain(`http://127.0.0.1:${elsewhere.port}/stolen`);
    expect(receiver.requests).toHaveLength(1);
    expect(elsewhere.connections).toBe(0);
  });

  it('gives up after timeoutMs when the server never answers', async () => {
    const receiver = await startReceiver(() => {});
    const startedAt = performance.now();
    const result = await postTo(`http://127.0.0.1:${receiver.port}/`, { timeoutMs: 300 });
    expect(performance.now() - startedAt).toBeLessThan(1000);
    expect(result).toMatchObject({ ok: false, error: 'timeout after 300 ms' });
    expect(result.status).toBeUndefined();
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(receiver.requests).toHaveLength(1);
  });

  it('counts a body that never ends against the timeout', async () => {
    const receiver = await startReceiver((response) => response.writeHead(200).write('partial'));
    const result = await postTo(`http://127.0.0.1:${receiver.port}/`, { timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, status: 200, error: 'timeout after 300 ms' });
  });

  it('caps the snippet of a 1 MB body at maxResponseBytes', async () => {
    const receiver = await startReceiver((response) => response.writeHead(200).end('x'.repeat(1024 * 1024)));
    const result = await postTo(`http://127.0.0.1:${receiver.port}/`, { maxResponseBytes: 100 });
    expect(result).toMatchObject({ ok: true, status: 200, responseSnippet: 'x'.repeat(100) });
  });

  it('keeps 2048 bytes by default', async () => {
    const receiver = await startReceiver((response) => response.writeHead(200).end('y'.repeat(10_000)));
    const result = await postTo(`http://127.0.0.1:${receiver.port}/`);
    expect(result.responseSnippet).toBe('y'.repeat(2048));
  });

  it('stops reading a body that never ends once it has enough, closing the connection', async () => {
    let serverSawClose!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (serverSawClose = resolve));
    const receiver = await startReceiver((response) => {
      response.writeHead(200);
      const writeMore = () => {
        while (!response.destroyed && response.write('z'.repeat(16 * 1024)));
      };
      response.on('drain', writeMore);
      response.on('close', serverSawClose);
      writeMore();
    });
    const result = await postTo(`http://127.0.0.1:${receiver.port}/`, { maxResponseBytes: 10 });
    expect(result).toMatchObject({ ok: true, status: 200, responseSnippet: 'z'.repeat(10) });
    await connectionClosed;
  });

  it('does not cut a multi-byte character in half', async () => {
    const receiver = await startReceiver((response) => response.writeHead(200).end('éééé'));
    const result = await postTo(`http://127.0.0.1:${receiver.port}/`, { maxResponseBytes: 5 });
    expect(result.responseSnippet).toBe('éé');
  });

  it('reports a refused connection', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const result = await postTo(`http://127.0.0.1:${port}/`);
    expect(result.ok).toBe(false);
    expect(result.status).toBeUndefined();
    expect(result.error).toContain('ECONNREFUSED');
  });

  it.each(['127.0.0.1', 'localhost', '[::1]'])(
    'refuses the loopback target %s before connecting unless private targets are allowed',
    async (host) => {
      const receiver = await startReceiver((response) => response.writeHead(200).end());
      const result = await postTo(`http://${host}:${receiver.port}/`, { allowPrivateTargets: false });
      expect(result.ok).toBe(false);
      expect(result.status).toBeUndefined();
      expect(result.error).toContain(`targetUrl host "${host}" resolves to`);
      expect(result.error).toContain('(loopback)');
      expect(receiver.connections).toBe(0);
      expect(receiver.requests).toHaveLength(0);
    },
  );

  it('refuses a URL that is not an acceptable target', async () => {
    const result = await postTo('ftp://example.com/hook');
    expect(result).toMatchObject({ ok: false, error: 'targetUrl: must be an http(s) URL, got "ftp://example.com/hook"' });
  });

  it('reports invalid headers instead of throwing', async () => {
    const receiver = await startReceiver((response) => response.writeHead(200).end());
    const result = await postTo(`http://127.0.0.1:${receiver.port}/`, { headers: { 'x-bad': 'line\nbreak' } });
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/ERR_INVALID_CHAR/);
    expect(receiver.connections).toBe(0);
  });

  it('keeps the connection to a receiver open for the next posts', async () => {
    const receiver = await startReceiver((response) => response.writeHead(200).end('ok'));
    for (let i = 0; i < 3; i++) expect((await postTo(`http://127.0.0.1:${receiver.port}/hook`)).ok).toBe(true);
    expect(receiver.requests).toHaveLength(3);
    expect(receiver.connections).toBe(1);
  });

  it('sends again on a new connection when the receiver dropped the kept-alive one unanswered', async () => {
    // The receiver answers the first request of each connection and drops the connection on
    // the second, as a server whose idle timeout ran out just as the request arrived.
    const requestsPerSocket = new WeakMap<object, number>();
    let dropped = 0;
    const receiver = await startReceiver((response, request) => {
      const socket = response.socket!;
      const n = (requestsPerSocket.get(socket) ?? 0) + 1;
      requestsPerSocket.set(socket, n);
      if (n === 1) response.writeHead(200).end(`ok ${request.body.length}`);
      else {
        dropped++;
        socket.destroy();
      }
    });
    const url = `http://127.0.0.1:${receiver.port}/hook`;
    expect((await postTo(url)).ok).toBe(true);
    const again = await postTo(url);
    expect(again).toMatchObject({ ok: true, status: 200 });
    expect(dropped).toBe(1);
    expect(receiver.requests).toHaveLength(3);
    expect(receiver.connections).toBe(2);
  });
});
