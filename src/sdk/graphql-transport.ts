// `crm.graphql()`: POST /graphql with the client's key. Given a typed document (a
// TypedDocumentNode, as graphql-codegen's typed-document-node plugin or client preset emits for
// operations written against schema/), the variables and `data` are typed by the operation:
//
//   import { SdkPeopleDocument } from 'generated/graphql-operations.ts';
//   const { data } = await crm.graphql(SdkPeopleDocument, { filter: { city: { eq: 'Paris' } }, first: 10 });
//   data?.people.edges[0]?.node.name?.firstName;
//
// A document given as text is sent as is, answered as `unknown` data.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';

/** One error of a GraphQL answer (`extensions.code`: BAD_USER_INPUT, FORBIDDEN, NOT_FOUND, ...). */
export interface GraphQLErrorBody {
  message: string;
  path?: Array<string | number>;
  extensions?: { code?: string } & Record<string, unknown>;
}

export interface GraphQLAnswer<TData> {
  data?: TData | null;
  errors?: GraphQLErrorBody[];
}

/** Variables are optional when the operation declares none or only optional ones. */
type VariablesArgument<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

export interface GraphQLTransport {
  <TData, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVariables>, ...variables: VariablesArgument<TVariables>): Promise<GraphQLAnswer<TData>>;
  (query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<unknown>>;
}

/** An error answer of the GraphQL endpoint (`errors[]`), or of a REST read. */
export class CrmRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'CrmRequestError';
  }
}

/** A document's text, printed once per document object. */
const printed = new WeakMap<DocumentNode, string>();
function queryText(document: string | DocumentNode): string {
  if (typeof document === 'string') return document;
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

export function graphqlTransport(url: string, headers: Record<string, string>, fetchImpl: (request: Request) => Promise<Response>): GraphQLTransport {
  return (async (document: string | DocumentNode, variables?: Record<string, unknown>) => {
    const response = await fetchImpl(
      new Request(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: queryText(document), variables }),
      }),
    );
    const body = (await response.json().catch(() => undefined)) as GraphQLAnswer<unknown> | undefined;
    // A GraphQL answer with errors is handed back (its codes are the caller's to read); anything
    // else that is not a 200 (a proxy's page, an empty body) is an error.
    if (!body || (!response.ok && !body.errors)) throw new CrmRequestError(`POST /graphql answered ${response.status}`, response.status, body);
    return body;
  }) as GraphQLTransport;
}
