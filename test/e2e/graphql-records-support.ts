// Helpers of the GraphQL record API tests: one request, its data or its one error.
import { expect } from 'vitest';
import type { TestServer } from '../support/server.ts';
import { sendJson } from './foundation-support.ts';

export type Rec = Record<string, any>;

export interface GraphQLReply {
  status: number;
  data?: Rec | null;
  errors?: Array<{ message: string; locations?: Array<{ line: number; column: number }>; path?: Array<string | number>; extensions?: Rec }>;
}

export async function gql(app: TestServer, query: string, variables?: Rec, apiKey?: string | null): Promise<GraphQLReply> {
  const response = await sendJson(app, '/graphql', { method: 'POST', body: { query, variables }, apiKey });
  return { status: response.status, ...((await response.json()) as Rec) };
}

/** The data of a request that must succeed. */
export async function gqlData(app: TestServer, query: string, variables?: Rec): Promise<Rec> {
  const reply = await gql(app, query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data as Rec;
}

/** The one error of a request that must fail with `code`, its message matching `message`. */
export async function gqlError(app: TestServer, query: string, variables: Rec | undefined, code: string, message: RegExp | string): Promise<GraphQLReply> {
  const reply = await gql(app, query, variables);
  expect(reply.errors, JSON.stringify(reply)).toHaveLength(1);
  const [error] = reply.errors!;
  expect(error.extensions?.code, JSON.stringify(error)).toBe(code);
  if (typeof message === 'string') expect(error.message).toContain(message);
  else expect(error.message).toMatch(message);
  return reply;
}

export const ids = (connection: Rec) => connection.edges.map((edge: Rec) => edge.node.id);
