// The record API as collections: `crm.people`, `crm.companies`, `crm.<pipeline plural>`, each
// with list (an async iterator over every page), get, create, createMany, update and delete.
//
//   for await (const person of crm.people.list({ filter: 'city[eq]:Paris', order_by: 'createdAt' })) ...
//   const company = await crm.companies.create({ name: 'Acme' });
//
// Every type comes from the OpenAPI document's `paths` the client is created with (this
// package's, or a workspace's from `generate`): the query parameters, the bodies, and the
// records as the answers' schemas describe them. An error answer throws CrmApiError.
import { CrmApiError } from './errors.ts';
import type { CallOptions } from './graphql-client.ts';
import type { Transport } from './transport.ts';

// --- Types read from `paths` ------------------------------------------------------------------

type Operation<P, Path, Method extends string> = Path extends keyof P ? (P[Path] extends { [M in Method]: infer Op } ? Op : never) : never;
/** The JSON body of a 200 answer. */
type Answer<Op> = Op extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : unknown;
type QueryOf<Op> = Op extends { parameters: { query?: infer Query } } ? NonNullable<Query> : Record<string, never>;
type BodyOf<Op> = Op extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;
/** `{ data: { person: {...} } }` -> the person: the one property of `data`. */
type Single<Body> = Body extends { data: infer Data } ? Data[keyof Data] : unknown;

/** Plural names with a list and a create (`/rest/<name>`) and a record path (`/rest/<name>/{id}`). */
export type CollectionName<P> = {
  [Path in keyof P]: Path extends `/rest/${infer Name}`
    ? Name extends `${string}/${string}`
      ? never
      : P[Path] extends { get: object; post: object }
        ? `/rest/${Name}/{id}` extends keyof P
          ? Name
          : never
        : never
    : never;
}[keyof P];

type ListOperation<P, N extends string> = Operation<P, `/rest/${N}`, 'get'>;
/** One page as GET /rest/<name> answers it. */
export type ListPage<P, N extends string> = Answer<ListOperation<P, N>>;
/** A record of a list, typed by the list answer's schema. */
export type ListedRecord<P, N extends string> = ListPage<P, N> extends { data: { [K in N]: ReadonlyArray<infer R> } } ? R : unknown;
/** The list's query parameters but the cursors, which the iterator sets. */
export type ListQuery<P, N extends string> = Omit<QueryOf<ListOperation<P, N>>, 'starting_after' | 'ending_before'>;

type RecordOperation<P, N extends string, Method extends string> = Operation<P, `/rest/${N}/{id}`, Method>;
type CreateOperation<P, N extends string> = Operation<P, `/rest/${N}`, 'post'>;
type BatchOperation<P, N extends string> = Operation<P, `/rest/batch/${N}`, 'post'>;

export interface RecordCollection<P, N extends string> {
  /** Every record the query matches, page after page (`limit` is the page size). */
  list(query?: ListQuery<P, N>, options?: CallOptions): AsyncIterableIterator<ListedRecord<P, N>>;
  /** The same, page by page, with `pageInfo` and `totalCount`. */
  pages(query?: ListQuery<P, N>, options?: CallOptions): AsyncIterableIterator<ListPage<P, N>>;
  get(id: string, query?: QueryOf<RecordOperation<P, N, 'get'>>, options?: CallOptions): Promise<Single<Answer<RecordOperation<P, N, 'get'>>>>;
  create(body: BodyOf<CreateOperation<P, N>>, query?: QueryOf<CreateOperation<P, N>>, options?: CallOptions): Promise<Single<Answer<CreateOperation<P, N>>>>;
  /** POST /rest/batch/<name>: up to 60 records in one request (retried on 429/503 when each carries its `id`). */
  createMany(body: BodyOf<BatchOperation<P, N>>, query?: QueryOf<BatchOperation<P, N>>, options?: CallOptions): Promise<Single<Answer<BatchOperation<P, N>>>>;
  update(id: string, body: BodyOf<RecordOperation<P, N, 'patch'>>, query?: QueryOf<RecordOperation<P, N, 'patch'>>, options?: CallOptions): Promise<Single<Answer<RecordOperation<P, N, 'patch'>>>>;
  delete(id: string, options?: CallOptions): Promise<Single<Answer<RecordOperation<P, N, 'delete'>>>>;
}

// --- Requests ---------------------------------------------------------------------------------

type QueryValue = string | number | boolean | null | undefined;

export interface RestRequest {
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/** One REST call: the parsed JSON answer, or CrmApiError. */
export type RestRequester = (method: string, path: string, request?: RestRequest) => Promise<unknown>;

function searchParams(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as Array<[string, QueryValue]>) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createRestRequester(baseUrl: string, headers: Record<string, string>, transport: Transport): RestRequester {
  return async (method, path, { query, body, signal } = {}) => {
    const request = new Request(`${baseUrl}${path}${searchParams(query)}`, {
      method,
      headers: { ...headers, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const response = await transport(request);
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new CrmApiError(`${method} ${path}`, response.status, answer);
    return answer;
  };
}

// --- Collections ------------------------------------------------------------------------------

interface PageShape {
  data?: Record<string, unknown>;
  pageInfo?: { hasNextPage?: boolean; endCursor?: string | null };
}

/** The one property of an answer's `data` (`{ data: { createPerson: {...} } }`). */
function single(answer: unknown): unknown {
  const data = (answer as { data?: Record<string, unknown> } | undefined)?.data;
  return data ? Object.values(data)[0] : undefined;
}

/** A collection at run time, before the document's types (RecordCollection) are put on it. */
export interface UntypedCollection {
  list(query?: object, options?: CallOptions): AsyncIterableIterator<unknown>;
  pages(query?: object, options?: CallOptions): AsyncIterableIterator<unknown>;
  get(id: string, query?: object, options?: CallOptions): Promise<unknown>;
  create(body: unknown, query?: object, options?: CallOptions): Promise<unknown>;
  createMany(body: unknown, query?: object, options?: CallOptions): Promise<unknown>;
  update(id: string, body: unknown, query?: object, options?: CallOptions): Promise<unknown>;
  delete(id: string, options?: CallOptions): Promise<unknown>;
}

export function createCollection(name: string, request: RestRequester): UntypedCollection {
  const path = `/rest/${name}`;
  const recordPath = (id: string) => `${path}/${encodeURIComponent(id)}`;

  async function* pages(query?: object, options?: CallOptions): AsyncIterableIterator<unknown> {
    let cursor: string | undefined;
    do {
      const page = (await request('GET', path, { query: { ...query, starting_after: cursor }, signal: options?.signal })) as PageShape;
      yield page;
      // The next page starts after the last record; a page that says there is none ends the list.
      cursor = page.pageInfo?.hasNextPage ? (page.pageInfo.endCursor ?? undefined) : undefined;
    } while (cursor);
  }

  async function* list(query?: object, options?: CallOptions): AsyncIterableIterator<unknown> {
    for await (const page of pages(query, options)) {
      const records = (page as PageShape).data?.[name];
      if (Array.isArray(records)) yield* records;
    }
  }

  return {
    list,
    pages,
    get: async (id, query, options) => single(await request('GET', recordPath(id), { query, signal: options?.signal })),
    create: async (body, query, options) => single(await request('POST', path, { body, query, signal: options?.signal })),
    createMany: async (body, query, options) => single(await request('POST', `/rest/batch/${name}`, { body, query, signal: options?.signal })),
    update: async (id, body, query, options) => single(await request('PATCH', recordPath(id), { body, query, signal: options?.signal })),
    delete: async (id, options) => single(await request('DELETE', recordPath(id), { signal: options?.signal })),
  };
}
