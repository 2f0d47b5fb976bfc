// The JSON POST path of json-post.ts against yoga's own adapter, over HTTP with a small schema:
// which requests take it, that its answers are yoga's, and that no operation runs twice.
// (The service's whole GraphQL suite runs through it as well: test/e2e/graphql*.test.ts.)
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import express from 'express';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLContext } from './context.ts';
import { graphqlHandler, useStartedOperations, type ExpressServerContext } from './json-post.ts';

let created = 0;
const schema = createSchema<ExpressServerContext & GraphQLContext>({
  typeDefs: 'type Query { hello(name: String!): String!, fails: String } type Mutation { create: Int! }',
  resolvers: {
    Query: { hello: (_: unknown, { name }: { name: string }) => `hello ${name}`, fails: () => Promise.reject(new Error('resolver failed')) },
    Mutation: { create: () => ++created },
  },
});

/** Refuses a document containing `#refuse` in onParams (as the document size limit does). */
const refuseInParams: Plugin = {
  onParams({ params }) {
    if (params.query?.includes('#refuse')) throw new Error('refused in onParams');
  },
};

/** Throws after the operation ran for a request with the header `x-throw-after: yes`. */
const throwAfterExecution: Plugin = {
  onExecutionResult({ request }) {
    if (request.headers.get('x-throw-after') === 'yes') throw new Error('after the execution');
  },
};

const started = new WeakSet<object>();
const yoga = createYoga<ExpressServerContext, GraphQLContext>({ schema, logging: false, landingPage: false, graphiql: false, plugins: [useStartedOperations(started), refuseInParams, throwAfterExecution] });
// yoga is a Proxy whose methods cannot be spied on: the handler gets the same yoga, its adapter counted.
const viaYoga = vi.fn((req: IncomingMessage, res: ServerResponse) => yoga.requestListener(req, res));
const countedYoga = new Proxy(yoga, { get: (target, name) => (name === 'requestListener' ? viaYoga : Reflect.get(target, name)) });
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(yoga.graphqlEndpoint, express.json(), graphqlHandler(countedYoga, started, pino({ level: 'silent' })));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  viaYoga.mockClear();
});

async function post(body: unknown, headers: Record<string, string> = {}, path = '/graphql') {
  const response = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

const BODIES: Array<[string, unknown]> = [
  ['a query with variables', { query: 'query Q($n: String!) { hello(name: $n) }', variables: { n: 'x' }, operationName: 'Q' }],
  ['a syntax error', { query: '{ hello(' }],
  ['an unknown field', { query: '{ nope }' }],
  ['a variable of the wrong type', { query: 'query Q($n: String!) { hello(name: $n) }', variables: { n: 1 } }],
  ['a missing variable', { query: 'query Q($n: String!) { hello(name: $n) }' }],
  ['a resolver that fails', { query: '{ fails }' }],
  ['an unknown operation name', { query: '{ hello(name: "a") }', operationName: 'Other' }],
];

describe('GraphQL JSON POST path', () => {
  it.each(BODIES)('answers %s exactly as yoga does', async (_name, body) => {
    const direct = await post(body, { accept: 'application/json' });
    expect(viaYoga).not.toHaveBeenCalled();
    // The same media type through yoga's negotiation (another spelling of the header).
    const yogas = await post(body, { accept: 'application/json; charset=utf-8' });
    expect(viaYoga).toHaveBeenCalledTimes(1);
    expect(direct).toEqual(yogas);
  });

  it('takes JSON POSTs with no Accept, */*, application/json or axios\'s default; yoga answers every other request', async () => {
    const body = { query: '{ hello(name: "a") }' };
    for (const accept of [undefined, '*/*', 'application/json', 'application/json, text/plain, */*']) {
      const answer = await post(body, accept === undefined ? {} : { accept });
      expect(answer).toEqual({ status: 200, type: 'application/json; charset=utf-8', body: { data: { hello: 'hello a' } } });
    }
    expect(viaYoga).not.toHaveBeenCalled();
    // graphql-response+json has its own status codes: 400 for a document that does not validate.
    expect((await post({ query: '{ nope }' }, { accept: 'application/graphql-response+json' })).status).toBe(400);
    await post({ query: '{ hello(name: "a") }', extra: 1 }); // a parameter yoga refuses by name
    await post([{ query: '{ hello(name: "a") }' }]); // a batch
    await post({ query: '{ hello(name: "a") }' }, {}, '/graphql?x=1');
    await fetch(`${base}/graphql?query=${encodeURIComponent('{ hello(name: "a") }')}`);
    expect(viaYoga).toHaveBeenCalledTimes(5);
    expect((await post({ query: '{ hello(name: "a") }', extra: 1 })).body.errors[0].message).toBe('Unexpected parameter "extra" in the request body.');
  });

  it('sends the UTF-8 bytes of an answer beyond ASCII with their length as Content-Length, as yoga does', async () => {
    const body = JSON.stringify({ query: 'query Q($n: String!) { hello(name: $n) }', variables: { n: 'Müller — 東京 😀' } });
    const raw = async (accept: string) => {
      const response = await fetch(base + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept }, body });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { length: response.headers.get('content-length'), bytes };
    };
    const direct = await raw('application/json');
    expect(viaYoga).not.toHaveBeenCalled();
    expect(direct.length).toBe(String(direct.bytes.length));
    expect(JSON.parse(direct.bytes.toString('utf8'))).toEqual({ data: { hello: 'hello Müller — 東京 😀' } });
    expect(direct).toEqual(await raw('application/json; charset=utf-8'));
    expect(viaYoga).toHaveBeenCalledTimes(1);
  });

  it('runs a mutation once, and hands a refusal in onParams to yoga without running anything', async () => {
    const before = created;
    expect((await post({ query: 'mutation { create }' })).body).toEqual({ data: { create: before + 1 } });
    const refused = await post({ query: 'mutation { create } #refuse' });
    expect(viaYoga).toHaveBeenCalledTimes(1);
    expect(refused.status).toBe(500);
    expect(refused.body.errors[0].message).toBe('Unexpected error.');
    expect(created).toBe(before + 1);
  });

  it('answers a fault after the operation ran with INTERNAL_ERROR, never by running it again', async () => {
    const before = created;
    const answer = await post({ query: 'mutation { create }' }, { 'x-throw-after': 'yes' });
    expect(answer).toEqual({ status: 500, type: 'application/json; charset=utf-8', body: { errors: [{ message: 'internal error; it has been logged', extensions: { code: 'INTERNAL_ERROR' } }] } });
    expect(viaYoga).not.toHaveBeenCalled();
    expect(created).toBe(before + 1);
  });
});
