// `crm.graphql()`: POST /graphql with the client's key. Given a typed document (a
// TypedDocumentNode, as graphql-codegen's typed-document-node plugin or client preset emits,
// or one of this package's `documents`), the variables and `data` are typed by the operation:
//
//   const { data, errors } = await crm.graphql(documents.SdkPeopleDocument, { filter: { city: { eq: 'Paris' } }, first: 10 });
//   const data = await crm.graphql.request(documents.SdkPeopleDocument, { first: 10 }); // or throws CrmGraphQLError
//
// A document given as text is sent as is, answered as `unknown` data. Queries are retried on
// 429/503 like other idempotent requests; mutations are not.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, parse, print, type DocumentNode } from 'graphql';
import { CrmApiError, CrmGraphQLError, type GraphQLErrorBody } from './errors.ts';
import type { Transport } from './transport.ts';

export interface GraphQLAnswer<TData> {
  data?: TData | null;
  errors?: GraphQLErrorBody[];
}

/** Per call: an AbortSignal that cancels it (and its retries' waits). */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Variables are optional when the operation declares none or only optional ones; call options follow. */
type Arguments<TVariables> = Record<string, never> extends TVariables
  ? [variables?: TVariables, options?: CallOptions]
  : [variables: TVariables, options?: CallOptions];

export interface GraphQLClient {
  /** The answer as the endpoint gives it: `{ data, errors }`; errors are the caller's to read. */
  <TData, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVariables>, ...args: Arguments<TVariables>): Promise<GraphQLAnswer<TData>>;
  (query: string, variables?: Record<string, unknown>, options?: CallOptions): Promise<GraphQLAnswer<unknown>>;
  /** `data` of the answer; an answer with `errors` throws CrmGraphQLError (code and messages). */
  request<TData, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVariables>, ...args: Arguments<TVariables>): Promise<TData>;
}

interface PreparedDocument {
  text: string;
  name: string;
  isQuery: boolean;
}

/** A document's text, name and kind, worked out once per document. */
const prepared = new Map<string | DocumentNode, PreparedDocument>();
function prepare(document: string | DocumentNode): PreparedDocument {
  let entry = prepared.get(document);
  if (entry) return entry;
  let node: DocumentNode | undefined;
  try {
    node = typeof document === 'string' ? parse(document) : document;
  } catch {
    node = undefined; // the endpoint names the syntax error
  }
  const operation = node?.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  entry = {
    text: typeof document === 'string' ? document : print(document),
    name: operation?.name?.value ?? 'operation',
    isQuery: operation?.operation === 'query',
  };
  if (typeof document !== 'string') prepared.set(document, entry);
  return entry;
}

export function createGraphQLClient(url: string, headers: Record<string, string>, transport: Transport): GraphQLClient {
  async function send(document: string | DocumentNode, variables?: Record<string, unknown>, options?: CallOptions): Promise<GraphQLAnswer<unknown>> {
    const { text, isQuery } = prepare(document);
    const request = new Request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: text, variables }),
      signal: options?.signal,
    });
    const response = await transport(request, isQuery);
    const body = (await response.json().catch(() => undefined)) as GraphQLAnswer<unknown> | undefined;
    // A GraphQL answer with errors is handed back (its codes are the caller's to read); anything
    // else that is not a 200 (a 429 after the retries, a proxy's page, an empty body) is an error.
    if (!body || typeof body !== 'object' || (!response.ok && !Array.isArray(body.errors))) throw new CrmApiError('POST /graphql', response.status, body);
    return body;
  }

  async function request(document: DocumentNode, variables?: Record<string, unknown>, options?: CallOptions): Promise<unknown> {
    const answer = await send(document, variables, options);
    if (answer.errors?.length) throw new CrmGraphQLError(prepare(document).name, answer.errors);
    if (answer.data === undefined || answer.data === null) throw new CrmGraphQLError(prepare(document).name, [{ message: 'the answer has no data' }]);
    return answer.data;
  }

  return Object.assign(send, { request }) as GraphQLClient;
}
