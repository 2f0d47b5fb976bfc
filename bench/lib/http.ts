// The benchmark's REST client for /rest/people: node:http with a keep-alive Agent, the lightest
// well-kept client Node ships (fetch/undici costs about twice the CPU per request, and in the
// latency series the client shares the thread with the in-process service).
import http from 'node:http';

export interface RestTarget {
  baseUrl: string;
  apiKey: string;
}

/**
 * A keep-alive socket the server closed after its keepAliveTimeout (5 s) can be picked for the
 * next request in the same instant (more likely here: PGlite's WASM runs on the event loop and
 * delays both sides' timers). The request then fails before the server read it; it is retried
 * once on a new connection and counted (reported as a warning).
 */
export const socketRetries = { count: 0 };

const agents = new Map<string, http.Agent>();
const agentFor = (baseUrl: string) => {
  let agent = agents.get(baseUrl);
  if (!agent) agents.set(baseUrl, (agent = new http.Agent({ keepAlive: true, maxSockets: 64 })));
  return agent;
};

interface Reply {
  status: number;
  body: Buffer;
}

function send(target: RestTarget, method: string, path: string, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${target.apiKey}` };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const request = http.request(`${target.baseUrl}${path}`, { method, headers, agent: agentFor(target.baseUrl) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function sendRetry(target: RestTarget, method: string, path: string, body?: string): Promise<Reply> {
  try {
    return await send(target, method, path, body);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (!['ECONNRESET', 'EPIPE'].includes(code)) throw error;
    socketRetries.count++;
    return send(target, method, path, body);
  }
}

export async function restGet(target: RestTarget, path: string): Promise<Buffer> {
  const reply = await sendRetry(target, 'GET', path);
  if (reply.status !== 200) throw new Error(`GET ${path} -> ${reply.status}: ${reply.body.toString('utf8').slice(0, 500)}`);
  return reply.body;
}

export async function restJson<T>(target: RestTarget, path: string): Promise<T> {
  return JSON.parse((await restGet(target, path)).toString('utf8')) as T;
}

export async function restCreate(target: RestTarget, body: unknown): Promise<void> {
  const reply = await sendRetry(target, 'POST', '/rest/people', JSON.stringify(body));
  const text = reply.body.toString('utf8');
  if (reply.status !== 200) throw new Error(`POST /rest/people -> ${reply.status}: ${text.slice(0, 500)}`);
  JSON.parse(text); // a client reads the created record
}

export interface ListResponse {
  data: { people: Array<{ id: string } & Record<string, unknown>> };
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export function peoplePath(params: Record<string, string>): string {
  return `/rest/people?${new URLSearchParams(params).toString()}`;
}
