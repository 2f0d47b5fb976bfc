// Helpers of the DESIGN contract suite (test/contract/design/*.test.ts, docs/TESTING.md "The
// DESIGN contract suite"). Not a test file itself.
//
// Every REST answer is checked against the workspace's own OpenAPI document (GET
// /rest/open-api: the static document plus the pipelines and custom fields of the run), so a
// body DESIGN.md states is also a body the document allows. GraphQL goes to /graphql or
// /metadata, where the server validates each document against its schema.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestServer } from '../../support/server.ts';
import { workspaceApi, type ApiResponse, type WorkspaceApi } from '../../support/workspace-api.ts';

// Bodies are compared with toEqual / toMatchObject; `any` keeps the tests short.
export type Rec = Record<string, any>;

export interface Design {
  app: TestServer;
  /** REST request checked against the workspace document (`apiKey`: another key than the admin's). */
  rest(method: string, path: string, body?: unknown, apiKey?: string): Promise<ApiResponse>;
  /** The body of a REST request that must answer 200. */
  ok(method: string, path: string, body?: unknown, apiKey?: string): Promise<Rec>;
  /** Re-reads the workspace document (after a metadata change). */
  refresh(): Promise<unknown>;
  /** A GraphQL request to `/graphql` (or `endpoint`): the HTTP status and the JSON body. */
  gql(query: string, variables?: Rec, options?: { apiKey?: string | null; endpoint?: string; operationName?: string }): Promise<{ status: number; body: Rec }>;
  /** The data of a GraphQL request that must succeed. */
  gqlData(query: string, variables?: Rec, options?: { endpoint?: string; operationName?: string }): Promise<Rec>;
  /** A new API key of `role`, its secret. */
  key(role: 'admin' | 'member' | 'readonly'): Promise<string>;
}

export function design(app: TestServer): Design {
  const api: WorkspaceApi = workspaceApi(app);
  const rest = (method: string, path: string, body?: unknown, apiKey?: string) => api.call(method, path, body, apiKey);
  const ok = async (method: string, path: string, body?: unknown, apiKey?: string) => {
    const reply = await rest(method, path, body, apiKey);
    expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body as Rec;
  };
  const gql: Design['gql'] = async (query, variables, options = {}) => {
    const { apiKey, endpoint = '/graphql', operationName } = options;
    const response = await app.rawFetch(endpoint, {
      method: 'POST',
      apiKey,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables, operationName }),
    });
    return { status: response.status, body: (await response.json()) as Rec };
  };
  const gqlData: Design['gqlData'] = async (query, variables, options) => {
    const { body } = await gql(query, variables, options);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Rec;
  };
  let keys = 0;
  const key = async (role: string) => (await ok('POST', '/rest/apiKeys', { name: `design ${role} ${++keys}`, role })).data.createApiKey.secret as string;
  return { app, rest, ok, refresh: () => api.refresh(), gql, gqlData, key };
}

/**
 * The documented error body `{statusCode, error, code, messages}`; `messages` given as exact
 * strings (DESIGN quotes them) or patterns, one per message in order.
 */
export function expectError(reply: ApiResponse, status: number, code: string, messages?: (string | RegExp)[]): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toEqual({
    statusCode: status,
    error: expect.stringMatching(/Exception$/),
    code,
    messages: messages ? messages.map((m) => (typeof m === 'string' ? m : expect.stringMatching(m))) : expect.any(Array),
  });
}

/** The one GraphQL error of a refused request: its code and message (exact string or pattern). */
export function expectGraphQLError(body: Rec, code: string, message?: string | RegExp): Rec {
  expect(body.errors, JSON.stringify(body)).toHaveLength(1);
  const [error] = body.errors;
  expect(error.extensions?.code, JSON.stringify(error)).toBe(code);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else if (message) expect(error.message).toMatch(message);
  return error;
}

/** A named-operation document of test/graphql (the files the GraphQL contract test validates). */
export function graphqlDocument(file: string): string {
  return readFileSync(path.resolve(import.meta.dirname, '../../graphql', file), 'utf8');
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
