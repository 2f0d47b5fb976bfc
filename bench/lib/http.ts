// The benchmark's REST client for /rest/people: RawHttpClient (raw-http-client.ts), a minimal
// HTTP/1.1 keep-alive client over node:net, one connection per request in flight.
//
// Why not node:http or undici: the client shares the machine's 2 cores with the service it
// measures (the create load on its worker thread; the latency series on the service's own
// thread), so its CPU per request is taken from the service. Client thread CPU per create
// (BENCH_CREATES=3000 --quick --only=postgres, 8 in flight, interleaved runs): node:http with a
// keep-alive Agent 157-163 µs, undici 7's Pool.request() (one connection per request in flight)
// 117-170 µs, RawHttpClient 57-87 µs.
import { RawHttpClient, type HttpReply } from './raw-http-client.ts';

export interface RestTarget {
  baseUrl: string;
  apiKey: string;
}

/**
 * A keep-alive socket the server closed after its keepAliveTimeout (5 s) can be picked for the
 * next request in the same instant (more likely here: PGlite's WASM runs on the event loop and
 * delays both sides' timers). The request then fails before the server answered; it is retried
 * once on a new connection and counted (reported as a warning).
 */
export const socketRetries = { count: 0 };

/** One client per (base URL, API key): its idle connections are reused across calls. */
const clients = new Map<string, RawHttpClient>();
const clientFor = (target: RestTarget) => {
  const key = `${target.baseUrl} ${target.apiKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new RawHttpClient(target.baseUrl, {
      headers: { authorization: `Bearer ${target.apiKey}` },
      onStaleConnectionRetry: () => socketRetries.count++,
    });
    clients.set(key, client);
  }
  return client;
};

/** A request answered with a status other than 200; `status` lets a load count its failures by status (429, 500, ...). */
export class HttpStatusError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function failure(method: string, path: string, reply: HttpReply, bodyText = reply.body.toString('utf8')): Error {
  return new HttpStatusError(`${method} ${path} -> ${reply.status}: ${bodyText.slice(0, 500)}`, reply.status);
}

export async function restGet(target: RestTarget, path: string): Promise<Buffer> {
  const reply = await clientFor(target).request('GET', path);
  if (reply.status !== 200) throw failure('GET', path, reply);
  return reply.body;
}

export async function restJson<T>(target: RestTarget, path: string): Promise<T> {
  return JSON.parse((await restGet(target, path)).toString('utf8')) as T;
}

/** POST /rest/people; the created person's id. */
export async function restCreate(target: RestTarget, body: unknown): Promise<string> {
  const reply = await clientFor(target).request('POST', '/rest/people', JSON.stringify(body));
  const text = reply.body.toString('utf8');
  if (reply.status !== 200) throw failure('POST', '/rest/people', reply, text);
  return (JSON.parse(text) as { data: { createPerson: { id: string } } }).data.createPerson.id; // a client reads the created record
}

/** A JSON POST: the raw body of a 200 (not parsed, as restGet), else an error. */
export async function restPost(target: RestTarget, path: string, body: unknown): Promise<Buffer> {
  const reply = await clientFor(target).request('POST', path, JSON.stringify(body));
  if (reply.status !== 200) throw failure('POST', path, reply);
  return reply.body;
}

/** Any JSON request: the parsed answer of a 200, else an error. */
export async function restCall<T>(target: RestTarget, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await clientFor(target).request(method, path, body === undefined ? undefined : JSON.stringify(body));
  const text = reply.body.toString('utf8');
  if (reply.status !== 200) throw failure(method, path, reply, text);
  return JSON.parse(text) as T;
}

export interface ListResponse {
  data: { people: Array<{ id: string } & Record<string, unknown>> };
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export function peoplePath(params: Record<string, string>): string {
  return `/rest/people?${new URLSearchParams(params).toString()}`;
}

/** POST /graphql: the raw body of a 200 without `errors` (not parsed further), else an error. */
export async function graphqlPost(target: RestTarget, query: string, variables?: Record<string, unknown>): Promise<Buffer> {
  const reply = await clientFor(target).request('POST', '/graphql', JSON.stringify({ query, variables }));
  // An answer with errors starts with {"errors" (yoga writes `errors` first), or has no "data".
  if (reply.status !== 200 || reply.body.subarray(0, 12).toString('latin1').startsWith('{"errors"')) throw failure('POST', '/graphql', reply);
  return reply.body;
}

/** POST /graphql: `data` of an answer without `errors`, else an error. */
export async function graphqlCall<T>(target: RestTarget, query: string, variables?: Record<string, unknown>): Promise<T> {
  const reply = await clientFor(target).request('POST', '/graphql', JSON.stringify({ query, variables }));
  const text = reply.body.toString('utf8');
  const answer = JSON.parse(text) as { data?: T; errors?: unknown[] };
  if (reply.status !== 200 || answer.errors?.length || !answer.data) throw failure('POST', '/graphql', reply, text);
  return answer.data;
}
