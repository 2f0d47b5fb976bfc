// The SDK package's client without a server (a fake fetch answers): retries on 429/503 and their
// bounds, which requests are retried, typed errors (API, GraphQL, network, timeout), the page
// iterator, and AbortSignal. The live server and the installed package: package.system.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrmApiError, CrmGraphQLError, CrmNetworkError, CrmTimeoutError, createCrmClient } from '../../packages/client/src/index.ts';
import { documents } from '../../packages/client/src/graphql.ts';
import { retryDelayMs } from '../../packages/client/src/transport.ts';

const BASE = 'http://crm.test';

/** A fetch answering from a queue (the last answer repeats), recording each request and its body. */
function fakeFetch(...answers: Array<() => Response | Promise<Response>>) {
  const requests: Array<{ method: string; url: URL; body: string }> = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push({ method: request.method, url: new URL(request.url), body: await request.text() });
    return answers[Math.min(requests.length - 1, answers.length - 1)]();
  });
  return { fetch, requests };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const errorBody = (statusCode: number, error: string, code: string, messages: string[]) => ({ statusCode, error, code, messages });
const rateLimited = (retryAfter: string) => json(429, errorBody(429, 'TooManyRequestsException', 'RATE_LIMITED', ['Too many requests']), { 'retry-after': retryAfter });
const unavailable = (retryAfter: string) => json(503, errorBody(503, 'ServiceUnavailableException', 'SERVICE_UNAVAILABLE', ['Try again later']), { 'retry-after': retryAfter });
const person = (id: string) => ({ id, name: { firstName: id, lastName: 'Test' } });
const onePerson = json(200, { data: { person: person('p1') } });

function client(fetch: (request: Request) => Promise<Response>, extra: Parameters<typeof createCrmClient>[0] extends infer O ? Partial<O> : never = {}) {
  return createCrmClient({ baseUrl: BASE, apiKey: 'key', fetch, ...extra });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('retries on 429 and 503', () => {
  it('waits what Retry-After says (delay-seconds) before sending a GET again, then answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch } = fakeFetch(rateLimited('2'), onePerson);
    const answer = client(fetch).people.get('p1');
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual(person('p1'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads an HTTP-date Retry-After, and backs off exponentially without one', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(retryDelayMs('Sun, 29 Nov 2026 10:00:05 GMT', 0, 500, now)).toBe(5000);
    expect(retryDelayMs('Sun, 29 Nov 2026 09:00:00 GMT', 0, 500, now)).toBe(0);
    expect(retryDelayMs('3', 1, 500, now)).toBe(3000);
    expect([0, 1, 2].map((attempt) => retryDelayMs(null, attempt, 500, now))).toEqual([500, 1000, 2000]);
    expect(retryDelayMs('soon', 0, 500, now)).toBe(500);
  });

  it('stops after `retries` retries and throws the last answer as CrmApiError with its code and messages', async () => {
    const { fetch } = fakeFetch(unavailable('0'));
    const error = await client(fetch, { retry: { retries: 3 } }).people.get('p1').catch((caught: unknown) => caught);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(error).toBeInstanceOf(CrmApiError);
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', messages: ['Try again later'], request: 'GET /rest/people/p1' });
  });

  it('does not wait when Retry-After asks for more than the remaining budget (maxWaitMs): the 429 comes back at once', async () => {
    const { fetch } = fakeFetch(rateLimited('120'), onePerson);
    const { response, error } = await client(fetch, { retry: { maxWaitMs: 30_000 } }).GET('/rest/people/{id}', { params: { path: { id: 'p1' } } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(429);
    expect(error).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('counts the waits against maxWaitMs: 2 s + 2 s fit in 5 s, a third 2 s does not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch } = fakeFetch(rateLimited('2'));
    const answer = client(fetch, { retry: { retries: 10, maxWaitMs: 5000 } }).people.get('p1').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(4000);
    expect(await answer).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('never retries a create, an update or a GraphQL mutation; retries a batch create whose records carry ids, and a GraphQL query', async () => {
    const created = json(200, { data: { createPeople: [person('a'), person('b')] } });
    const sends = async (call: (crm: ReturnType<typeof client>) => Promise<unknown>, ...answers: Array<() => Response>) => {
      const { fetch } = fakeFetch(...answers);
      await call(client(fetch)).catch(() => undefined);
      return fetch.mock.calls.length;
    };
    expect(await sends((crm) => crm.people.create({ name: { firstName: 'A' } }), rateLimited('0'), onePerson)).toBe(1);
    expect(await sends((crm) => crm.people.update('p1', { jobTitle: 'CTO' }), unavailable('0'), onePerson)).toBe(1);
    const name = { firstName: 'A' };
    const [idA, idB] = ['5b4f0a4c-3f0b-4c4e-9a55-0d7a2f1c0a01', '5b4f0a4c-3f0b-4c4e-9a55-0d7a2f1c0a02'];
    expect(await sends((crm) => crm.people.createMany([{ name }, { id: idB, name }]), rateLimited('0'), created)).toBe(1);
    expect(await sends((crm) => crm.people.createMany([{ id: idA, name }, { id: idB, name }]), rateLimited('0'), created)).toBe(2);
    expect(await sends((crm) => crm.people.delete('p1'), rateLimited('0'), json(200, { data: { deletePerson: { id: 'p1' } } }))).toBe(2);
    const graphqlData = json(200, { data: { createPerson: person('p1') } });
    expect(await sends((crm) => crm.graphql(documents.SdkCreatePersonDocument, { data: {} }), rateLimited('0'), graphqlData)).toBe(1);
    expect(await sends((crm) => crm.graphql(documents.SdkPersonDocument, { id: 'p1' }), rateLimited('0'), json(200, { data: { person: person('p1') } }))).toBe(2);
  });

  it('turns retrying off with retries: 0', async () => {
    const { fetch } = fakeFetch(rateLimited('0'), onePerson);
    await expect(client(fetch, { retry: { retries: 0 } }).people.get('p1')).rejects.toMatchObject({ status: 429 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('typed errors', () => {
  it('an error answer is CrmApiError with the documented body: status, code, messages', async () => {
    const { fetch } = fakeFetch(json(404, errorBody(404, 'NotFoundException', 'RECORD_NOT_FOUND', ['person p1 not found'])));
    const error = await client(fetch).people.get('p1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CrmApiError);
    expect(error).toMatchObject({ status: 404, code: 'RECORD_NOT_FOUND', messages: ['person p1 not found'], body: { error: 'NotFoundException' } });
    expect((error as Error).message).toBe('GET /rest/people/p1 answered 404 RECORD_NOT_FOUND: person p1 not found');
  });

  it('an answer without the error body (a proxy page) still has a code: HTTP_<status>', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client(fetch).people.get('p1')).rejects.toMatchObject({ name: 'CrmApiError', status: 502, code: 'HTTP_502', messages: ['GET /rest/people/p1 answered 502'] });
  });

  it('a GraphQL answer with errors: handed back by crm.graphql(), thrown as CrmGraphQLError by crm.graphql.request()', async () => {
    const answer = { errors: [{ message: 'Record not found', extensions: { code: 'NOT_FOUND' } }], data: { person: null } };
    const { fetch } = fakeFetch(json(200, answer));
    const crm = client(fetch);
    await expect(crm.graphql(documents.SdkPersonDocument, { id: 'p1' })).resolves.toEqual(answer);
    const error = await crm.graphql.request(documents.SdkPersonDocument, { id: 'p1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CrmGraphQLError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', messages: ['Record not found'], operation: 'SdkPerson' });
  });

  it('a refused connection is CrmNetworkError, from the collections and from the raw GET alike', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) });
    });
    const crm = client(refused);
    const error = await crm.people.get('p1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CrmNetworkError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', request: 'GET /rest/people/p1', message: 'GET /rest/people/p1 got no answer: fetch failed (ECONNREFUSED)' });
    await expect(crm.GET('/rest/people')).rejects.toBeInstanceOf(CrmNetworkError);
    await expect(crm.graphql('query { currentWorkspace { id } }')).rejects.toBeInstanceOf(CrmNetworkError);
    expect(refused).toHaveBeenCalledTimes(3); // a failed connection is not retried: it is not a 429/503
  });

  it('a body cut off by the timeout is CrmTimeoutError too, not a parse error', async () => {
    const stalled = (request: Request) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data": {"pers'));
          request.signal.addEventListener('abort', () => controller.error(request.signal.reason), { once: true });
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
    };
    const crm = client(stalled, { timeoutMs: 20 });
    await expect(crm.people.get('p1')).rejects.toBeInstanceOf(CrmTimeoutError);
    await expect(crm.GET('/rest/people')).rejects.toMatchObject({ name: 'CrmTimeoutError', code: 'TIMEOUT' });
  });

  it('no answer within timeoutMs is CrmTimeoutError (a CrmNetworkError)', async () => {
    const hanging = (request: Request) =>
      new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }));
    const error = await client(hanging, { timeoutMs: 20 }).people.get('p1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CrmTimeoutError);
    expect(error).toBeInstanceOf(CrmNetworkError);
    expect(error).toMatchObject({ code: 'TIMEOUT', timeoutMs: 20, message: 'GET /rest/people/p1 got no answer within 20 ms' });
  });
});

describe('list: every page as one async iterator', () => {
  it('follows pageInfo.endCursor as starting_after, keeping the query, until hasNextPage is false', async () => {
    const page = (ids: string[], hasNextPage: boolean) =>
      json(200, { data: { people: ids.map(person) }, pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: ids[0], endCursor: ids.at(-1) }, totalCount: 5 });
    const { fetch, requests } = fakeFetch(page(['a', 'b'], true), page(['c', 'd'], true), page(['e'], false));
    const seen: string[] = [];
    for await (const record of client(fetch).people.list({ filter: 'city[eq]:Paris', limit: 2 })) seen.push((record as { id: string }).id);
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(requests.map(({ url }) => [url.pathname, url.searchParams.get('filter'), url.searchParams.get('limit'), url.searchParams.get('starting_after')])).toEqual([
      ['/rest/people', 'city[eq]:Paris', '2', null],
      ['/rest/people', 'city[eq]:Paris', '2', 'b'],
      ['/rest/people', 'city[eq]:Paris', '2', 'd'],
    ]);
  });

  it('reads a page only when the loop asks for it: breaking early sends no more requests', async () => {
    const { fetch } = fakeFetch(json(200, { data: { people: [person('a'), person('b')] }, pageInfo: { hasNextPage: true, endCursor: 'b' }, totalCount: 9 }));
    for await (const record of client(fetch).people.list()) {
      expect(record).toMatchObject({ id: 'a' });
      break;
    }
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an error on a later page ends the loop with CrmApiError', async () => {
    const { fetch } = fakeFetch(
      json(200, { data: { people: [person('a')] }, pageInfo: { hasNextPage: true, endCursor: 'a' }, totalCount: 2 }),
      json(400, errorBody(400, 'BadRequestException', 'INVALID_CURSOR', ['starting_after: no such record'])),
    );
    const seen: unknown[] = [];
    const failure = (async () => {
      for await (const record of client(fetch).people.list()) seen.push(record);
    })();
    await expect(failure).rejects.toMatchObject({ code: 'INVALID_CURSOR', status: 400 });
    expect(seen).toHaveLength(1);
  });
});

describe('AbortSignal', () => {
  it('an aborted signal rejects the call with its reason, before any request', async () => {
    const { fetch } = fakeFetch(onePerson);
    const controller = new AbortController();
    controller.abort();
    await expect(client(fetch).people.get('p1', undefined, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(client(fetch).GET('/rest/people', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('aborting during a retry wait ends the call at once with the reason, and sends nothing more', async () => {
    const { fetch } = fakeFetch(rateLimited('10'), onePerson);
    const controller = new AbortController();
    const answer = client(fetch).people.get('p1', undefined, { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort(new Error('user left'));
    await expect(answer).rejects.toThrow('user left');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('aborting a request in flight, from list and from crm.graphql()', async () => {
    const hanging = vi.fn(
      (request: Request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true })),
    );
    const controller = new AbortController();
    const crm = client(hanging);
    const listing = (async () => {
      for await (const record of crm.people.list({}, { signal: controller.signal })) void record;
    })();
    const query = crm.graphql(documents.SdkSearchDocument, { searchInput: 'x' }, { signal: controller.signal });
    await vi.waitFor(() => expect(hanging).toHaveBeenCalledTimes(2));
    controller.abort();
    await expect(listing).rejects.toMatchObject({ name: 'AbortError' });
    await expect(query).rejects.toMatchObject({ name: 'AbortError' });
  });
});
