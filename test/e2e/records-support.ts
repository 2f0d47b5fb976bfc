// Shared helpers of the records-*.test.ts files (opportunities, notes/tasks, relations, delete
// rules, depth, batch, metadata). Not a test file itself.
//
// `call()` is a raw JSON request whose response is always checked against the OpenAPI document
// (status documented for the operation, body valid against its schema), so bad input the typed
// SDK would refuse to send still gets the REST contract test.
import { expect } from 'vitest';
import { contractChecker } from '../support/contract.ts';
import type { TestServer } from '../support/server.ts';
import { capitalize } from '../../src/http/operation-types.ts';

export { ISO_MS, UNKNOWN_ID, UUID } from '../support/patterns.ts';

// Record bodies are compared field for field with toEqual; `any` keeps the tests short.
export type Rec = Record<string, any>;

export interface Reply {
  status: number;
  body: any;
}

export async function call(app: TestServer, method: string, path: string, body?: unknown): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.rawFetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  await contractChecker().assertResponse(method, `${app.baseUrl}${path}`, response);
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** The body of a 200 answer (fails the test with the error body otherwise). */
export async function ok(app: TestServer, method: string, path: string, body?: unknown): Promise<Rec> {
  const reply = await call(app, method, path, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}


/** POST /rest/<plural> -> the created record. */
export async function create(app: TestServer, plural: string, singular: string, body: unknown): Promise<Rec> {
  return (await ok(app, 'POST', `/rest/${plural}`, body)).data[`create${capitalize(singular)}`];
}

/** GET /rest/<plural>/<id>?depth= -> the record. */
export async function getOne(app: TestServer, plural: string, singular: string, id: string, depth?: number): Promise<Rec> {
  const query = depth === undefined ? '' : `?depth=${depth}`;
  return (await ok(app, 'GET', `/rest/${plural}/${id}${query}`)).data[singular];
}

/** Number of records of a list endpoint (optionally filtered). */
export async function count(app: TestServer, plural: string, filter?: string): Promise<number> {
  const query = filter ? `?limit=1&filter=${encodeURIComponent(filter)}` : '?limit=1';
  return (await ok(app, 'GET', `/rest/${plural}${query}`)).totalCount;
}

/** Totals of several list endpoints, to prove that a refused request changed nothing. */
export async function counts(app: TestServer, plurals: string[]): Promise<Record<string, number>> {
  const entries = await Promise.all(plurals.map(async (p) => [p, await count(app, p)] as const));
  return Object.fromEntries(entries);
}

export const ALL_PLURALS = ['people', 'companies', 'opportunities', 'notes', 'tasks', 'noteTargets', 'taskTargets', 'workspaceMembers'];

/**
 * Asserts the documented error body `{statusCode, error, code, messages}` with exactly these
 * messages (strings) or messages matching these patterns (one pattern per message, in order).
 */
export function expectError(reply: Reply, status: number, code: string, messages: (string | RegExp)[]): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toEqual({
    statusCode: status,
    error: expect.stringMatching(/Exception$/),
    code,
    messages: messages.map((m) => (typeof m === 'string' ? m : expect.stringMatching(m))),
  });
}

/** The order lists and embedded collections use by default: createdAt, then id. */
export function ordered<T extends Rec>(records: T[]): T[] {
  return [...records].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1));
}
