// Rate limits per API key (src/http/rate-limit.ts) over HTTP: one token bucket per key, shared by
// REST and GraphQL, RateLimit-* headers on every authenticated response, 429 with Retry-After
// and the documented body when the bucket is empty. The clock stands still (src/lib/clock.ts):
// the test moves it instead of sleeping.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, freezeClock, unfreezeClock } from '../../src/lib/clock.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { expectError, expectGraphQLUnauthenticated } from './foundation-support.ts';

let app: TestServer;
beforeAll(async () => {
  freezeClock();
  app = await startTestServer({ RATE_LIMIT: 'on', RATE_LIMIT_BURST: '3', RATE_LIMIT_PER_SECOND: '1' });
});
afterAll(async () => {
  await app?.close();
  unfreezeClock();
});
// Every test starts with full buckets (3 tokens fill up in 3 s).
beforeEach(() => advanceClock(10_000));

const graphql = (query: string, apiKey?: string | null) =>
  app.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }), ...(apiKey !== undefined ? { apiKey } : {}) });

/** [Limit, Remaining, Reset] as numbers, or nulls when absent. */
function rateHeaders(response: Response): Array<number | null> {
  return ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'].map((name) => {
    const value = response.headers.get(name);
    return value === null ? null : Number(value);
  });
}

describe('rate limit per API key', () => {
  it('allows the burst at once, REST and GraphQL from one bucket, with the headers on successes and errors alike', async () => {
    const list = await app.rawFetch('/rest/people');
    expect(list.status).toBe(200);
    expect(rateHeaders(list)).toEqual([3, 2, 1]);
    const query = await graphql('{ currentWorkspace { id } }');
    expect(query.status).toBe(200);
    expect(rateHeaders(query)).toEqual([3, 1, 2]);
    const missing = await app.rawFetch('/rest/no-such-thing');
    expect(missing.status).toBe(404);
    expect(rateHeaders(missing)).toEqual([3, 0, 3]);

    const refused = await app.rawFetch('/rest/people');
    await expectError(refused, { status: 429, code: 'RATE_LIMITED', patterns: [/^rate limit exceeded for this API key .*; retry in 1 s$/] });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(rateHeaders(refused)).toEqual([3, 0, 3]);
    // GraphQL gets the same 429 (like its 401, the documented body: it comes before GraphQL runs).
    const refusedQuery = await graphql('{ currentWorkspace { id } }');
    await expectError(refusedQuery, { status: 429, code: 'RATE_LIMITED' });
    expect(refusedQuery.headers.get('retry-after')).toBe('1');
  });

  it('gives a token back every 1/rate second; Retry-After is when the next one comes', async () => {
    for (let i = 0; i < 3; i++) expect((await app.rawFetch('/rest/people')).status).toBe(200);
    const refused = await app.rawFetch('/rest/people');
    expect(refused.status).toBe(429);
    advanceClock(Number(refused.headers.get('retry-after')) * 1000);
    const again = await app.rawFetch('/rest/people');
    expect(again.status).toBe(200);
    expect(rateHeaders(again)).toEqual([3, 0, 3]);
    expect((await app.rawFetch('/rest/people')).status).toBe(429);
    advanceClock(3_000);
    expect(rateHeaders(await app.rawFetch('/rest/people'))).toEqual([3, 2, 1]);
  });

  it('requests with no key or a bad one get their 401 and count against no key', async () => {
    for (let i = 0; i < 5; i++) {
      for (const response of [await app.rawFetch('/rest/people', { apiKey: null }), await app.rawFetch('/rest/people', { apiKey: 'crm_not_a_key' })]) {
        await expectError(response, { status: 401, code: 'UNAUTHENTICATED' });
        expect(rateHeaders(response)).toEqual([null, null, null]);
      }
      const refused = await graphql('{ currentWorkspace { id } }', 'crm_not_a_key');
      expect(rateHeaders(refused)).toEqual([null, null, null]);
      await expectGraphQLUnauthenticated(refused, /invalid API key/);
    }
    expect(rateHeaders(await app.rawFetch('/rest/people'))).toEqual([3, 2, 1]);
  });

  it('every key has its own bucket', async () => {
    const created = await app.rawFetch('/rest/apiKeys', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'other', role: 'member' }) });
    expect(created.status).toBe(200);
    const member = ((await created.json()) as { data: { createApiKey: { secret: string } } }).data.createApiKey.secret;
    while ((await app.rawFetch('/rest/people')).status !== 429);

    expect(rateHeaders(await app.rawFetch('/rest/people', { apiKey: member }))).toEqual([3, 2, 1]);
    // A GraphQL error (here malformed JSON, a 400 in GraphQL's shape) carries the headers too.
    const malformed = await app.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad', apiKey: member });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    expect(rateHeaders(malformed)).toEqual([3, 1, 2]);
    expect((await app.rawFetch('/rest/people')).status).toBe(429);
  });
});

describe('rate limit off', () => {
  let unlimited: TestServer;
  beforeAll(async () => {
    unlimited = await startTestServer({ RATE_LIMIT: 'on', RATE_LIMIT_BURST: '1', RATE_LIMIT_PER_SECOND: '0' });
  });
  afterAll(() => unlimited?.close());

  it('RATE_LIMIT_PER_SECOND=0: no limit and no RateLimit headers', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await unlimited.rawFetch('/rest/people');
      expect(response.status).toBe(200);
      expect(rateHeaders(response)).toEqual([null, null, null]);
      expect(response.headers.get('retry-after')).toBeNull();
    }
  });
});
