// The benchmark's REST client for /rest/people (Node's fetch, keep-alive).
import type { Deployment } from './deployments.ts';

/**
 * A keep-alive socket the server closed after its keepAliveTimeout (5 s) can be picked for the
 * next request in the same instant (more likely here: PGlite's WASM runs on the event loop and
 * delays both sides' timers). The request then fails before the server read it; it is retried
 * once on a new connection and counted (reported as a warning).
 */
export const socketRetries = { count: 0 };

async function fetchRetry(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = ((error as { cause?: { code?: string } }).cause?.code ?? '') as string;
    if (!(error instanceof TypeError) || !['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE'].includes(code)) throw error;
    socketRetries.count++;
    return fetch(url, init);
  }
}

export async function restGet(d: Deployment, path: string): Promise<ArrayBuffer> {
  const res = await fetchRetry(`${d.baseUrl}${path}`, { headers: { authorization: `Bearer ${d.apiKey}` } });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${path} -> ${res.status}: ${Buffer.from(body).toString('utf8').slice(0, 500)}`);
  return body;
}

export async function restJson<T>(d: Deployment, path: string): Promise<T> {
  return JSON.parse(Buffer.from(await restGet(d, path)).toString('utf8')) as T;
}

export async function restCreate(d: Deployment, body: unknown): Promise<void> {
  const res = await fetchRetry(`${d.baseUrl}/rest/people`, {
    method: 'POST',
    headers: { authorization: `Bearer ${d.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /rest/people -> ${res.status}: ${text.slice(0, 500)}`);
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
