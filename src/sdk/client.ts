// Typed REST client for integrators, generated types + openapi-fetch:
//
//   const crm = createCrmClient({ baseUrl: 'https://crm.example.com', apiKey: process.env.CRM_API_KEY! });
//   const { data, error } = await crm.GET('/rest/people', { params: { query: { limit: 10 } } });
//
// Paths, parameters, bodies and responses are checked against the OpenAPI document at compile
// time (types in generated/openapi.ts, produced by `npm run codegen` from openapi/).
import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from '../../generated/openapi.ts';
import { graphqlTransport, type GraphQLTransport } from './graphql-transport.ts';
import { searchRecords, type SearchRecordsInput, type SearchRecordsResult } from './search.ts';

export type { components, operations, paths };
export type { Middleware } from 'openapi-fetch';

/** A schema of the document by name: `Schema<'Person'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type CrmClient = Client<paths> & {
  /** POST /graphql with the client's key: `{ data, errors }` as the endpoint answers, typed by a typed document (graphql-transport.ts). */
  graphql: GraphQLTransport;
  /** GraphQL `search`, then the full records over REST, in rank order (src/sdk/search.ts). */
  searchRecords(input: SearchRecordsInput): Promise<SearchRecordsResult>;
};

export interface CrmClientOptions {
  /** Origin of the CRM (`https://crm.example.com`); the document's paths (`/rest/...`) are appended. */
  baseUrl: string;
  /** API key, sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** Custom fetch (tests, proxies, retries). Defaults to the global fetch. */
  fetch?: ClientOptions['fetch'];
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
  /** Middleware installed on the client (logging, contract checks, ...). */
  middleware?: Middleware[];
}

export function createCrmClient(options: CrmClientOptions): CrmClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const headers = { ...options.headers, Authorization: `Bearer ${options.apiKey}` };
  const rest = createClient<paths>({ baseUrl, fetch: options.fetch, headers });
  if (options.middleware?.length) rest.use(...options.middleware);
  const graphql = graphqlTransport(`${baseUrl}/graphql`, headers, options.fetch ?? fetch);
  return Object.assign(rest, { graphql, searchRecords: (input: SearchRecordsInput) => searchRecords(rest, graphql, input) });
}
