// Shared assertions of the foundation e2e files (people, companies, auth, bad input, query
// language, API keys, GraphQL, docs, CLI, lifecycle). Not a test file itself.
import { expect } from 'vitest';
import { assertMatchesContract } from '../support/contract.ts';
import type { TestServer } from '../support/server.ts';

import { UUID } from '../support/patterns.ts';

export { ISO_MS, UNKNOWN_ID, UUID } from '../support/patterns.ts';

export interface ErrorBody {
  statusCode: number;
  error: string;
  code: string;
  messages: string[];
}

/** A stack frame line as V8 prints it ("    at fn (file:1:2)"). */
const STACK_LINE = /^\s*at .+(\(.*:\d+:\d+\)|:\d+:\d+)$/m;

/**
 * Checks the documented error body: `{statusCode, error, code, messages}`, status and code as
 * expected, every pattern found in at least one message, no stack trace anywhere.
 */
export function expectErrorBody(status: number, body: unknown, expected: { status: number; code: string; patterns?: RegExp[] }): ErrorBody {
  expect(status, JSON.stringify(body)).toBe(expected.status);
  expect(body).toEqual({
    statusCode: expected.status,
    error: expect.stringMatching(/Exception$/),
    code: expected.code,
    messages: expect.any(Array),
  });
  const error = body as ErrorBody;
  expect(error.messages.length).toBeGreaterThan(0);
  for (const message of error.messages) expect(typeof message).toBe('string');
  const text = JSON.stringify(body);
  expect(text).not.toMatch(STACK_LINE);
  expect(text).not.toMatch(/\\n\s+at /);
  expect(text).not.toMatch(/node_modules|\.ts:\d+/);
  for (const pattern of expected.patterns ?? []) {
    expect(error.messages.some((m) => pattern.test(m)), `no message matches ${pattern}: ${JSON.stringify(error.messages)}`).toBe(true);
  }
  return error;
}

/** Reads a raw response, asserts it is the documented error (and, with a path template, that the contract lists it). */
export async function expectError(
  response: Response,
  expected: { status: number; code: string; patterns?: RegExp[]; contract?: [method: string, pathTemplate: string] },
): Promise<ErrorBody> {
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`status ${response.status}: the body is not JSON: ${text.slice(0, 300)}`);
  }
  const error = expectErrorBody(response.status, body, expected);
  if (expected.contract) assertMatchesContract(expected.contract[0], expected.contract[1], response.status, body);
  return error;
}

export interface JsonInit extends Omit<RequestInit, 'body'> {
  apiKey?: string | null;
  body?: unknown;
  /** Sent as is (no JSON.stringify). */
  rawBody?: string;
}

/** Raw request with a JSON body (for input the typed SDK would not let through). */
export function sendJson(app: TestServer, path: string, init: JsonInit = {}): Promise<Response> {
  const { body, rawBody, headers, ...rest } = init;
  const h = new Headers(headers);
  if (!h.has('content-type')) h.set('content-type', 'application/json');
  return app.rawFetch(path, { ...rest, headers: h, body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)) });
}

/** Total of a list endpoint (with an optional filter); the response is contract-checked. */
export { count as totalCount } from './records-support.ts';

/** The id of the workspace member created at first start. */
export async function firstMemberId(app: TestServer): Promise<string> {
  const { data, error } = await app.client.GET('/rest/workspaceMembers');
  expect(error).toBeUndefined();
  const id = data?.data.workspaceMembers[0]?.id;
  expect(id).toMatch(UUID);
  return id as string;
}

/** HTTP 401 with a GraphQL body (DESIGN.md "Errors"): one error, UNAUTHENTICATED, saying where the key goes. */
export async function expectGraphQLUnauthenticated(response: Response, pattern?: RegExp): Promise<void> {
  expect(response.status).toBe(401);
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  expect(body).not.toHaveProperty('data');
  expect(body.errors).toHaveLength(1);
  expect(body.errors![0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', statusCode: 401 } });
  expect(body.errors![0].message).toMatch(/: send the header "Authorization: Bearer <API key>" \(in GraphiQL: the Headers tab\)$/);
  if (pattern) expect(body.errors![0].message).toMatch(pattern);
}
