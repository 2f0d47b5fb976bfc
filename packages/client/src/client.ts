// The client: openapi-fetch over the OpenAPI document's `paths` (every REST operation, typed),
// the record collections (`crm.people.list(...)`), GraphQL (`crm.graphql(...)`) and search,
// all sending through one transport (timeout, typed network errors, retries on 429/503).
//
//   const crm = createCrmClient({ baseUrl: 'https://crm.example.com', apiKey: process.env.CRM_API_KEY! });
//   const { data, error } = await crm.GET('/rest/people', { params: { query: { limit: 10 } } });
//   for await (const person of crm.people.list({ filter: 'city[eq]:Paris' })) ...
//
// The types are this package's document by default; a workspace's own (its pipelines and custom
// fields), written by `npx @workspace-crm/client generate`, plug in as `createCrmClient<paths>()`.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as ServicePaths } from './generated/openapi.ts';
import { createGraphQLClient, type GraphQLClient } from './graphql-client.ts';
import { createCollection, createRestRequester, type CollectionName, type RecordCollection, type UntypedCollection } from './records.ts';
import { searchRecords, type SearchRecordsInput, type SearchRecordsResult } from './search.ts';
import { createTransport, type RetryOptions } from './transport.ts';

export interface CrmClientOptions {
  /** Origin of the CRM (`https://crm.example.com`); the document's paths (`/rest/...`) are appended. */
  baseUrl: string;
  /** API key, sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** Custom fetch (tests, proxies). Defaults to the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
  /** openapi-fetch middleware on the `GET`/`POST`/... methods (logging, contract checks, ...). */
  middleware?: Middleware[];
  /** Retries of 429 and 503 answers (default: 2 retries, at most 30 s of waiting in all). */
  retry?: RetryOptions;
  /** Time one attempt may take before it fails with CrmTimeoutError (default 30 000 ms). */
  timeoutMs?: number;
}

export type CrmClient<P extends object = ServicePaths> = Client<P> & {
  /** POST /graphql with the client's key, typed by a typed document. */
  graphql: GraphQLClient;
  /** GraphQL `search`, then the full records over REST, in rank order. */
  searchRecords(input: SearchRecordsInput): Promise<SearchRecordsResult>;
  /** A collection by name (`crm.records('people')` is `crm.people`). */
  records<N extends CollectionName<P>>(name: N): RecordCollection<P, N>;
} & { readonly [N in CollectionName<P>]: RecordCollection<P, N> };

/** Property names that are never collections: what `await`, JSON and test matchers probe for. */
const NOT_COLLECTIONS = new Set(['then', 'toJSON', 'asymmetricMatch', 'nodeType', 'inspect', 'constructor', 'prototype']);
const COLLECTION_NAME = /^[a-z][A-Za-z0-9]*$/;

export function createCrmClient<P extends object = ServicePaths>(options: CrmClientOptions): CrmClient<P> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const headers = { ...options.headers, Authorization: `Bearer ${options.apiKey}` };
  const transport = createTransport({ fetch: options.fetch, retry: options.retry, timeoutMs: options.timeoutMs });
  const rest = createClient<P>({ baseUrl, headers, fetch: (request) => transport(request) });
  if (options.middleware?.length) rest.use(...options.middleware);
  const requester = createRestRequester(baseUrl, headers, transport);
  const graphql = createGraphQLClient(`${baseUrl}/graphql`, headers, transport);

  const collections = new Map<string, UntypedCollection>();
  const records = (name: string) => {
    let collection = collections.get(name);
    if (!collection) collections.set(name, (collection = createCollection(name, requester)));
    return collection;
  };
  const client = Object.assign(rest, { graphql, records, searchRecords: (input: SearchRecordsInput) => searchRecords(requester, graphql, input) });
  // `crm.<plural>` is the collection of that name; the document's paths decide which names type-check.
  const withCollections = new Proxy(client, {
    get(target, property, receiver) {
      if (typeof property !== 'string' || property in target || NOT_COLLECTIONS.has(property) || !COLLECTION_NAME.test(property)) {
        return Reflect.get(target, property, receiver);
      }
      return records(property);
    },
  });
  // The one place the document's types meet the untyped run time: each collection answers what
  // its paths' schemas say, since it sends exactly those requests.
  return withCollections as unknown as CrmClient<P>;
}
