// On PostgreSQL the rate limit is one bucket per key for every process on the database
// (RATE_LIMIT_SHARED, on by default; src/http/shared-token-buckets.ts); RATE_LIMIT_SHARED=off
// keeps a bucket per process. Two servers in this test process stand for two processes (each has
// its own app and leases). Burst 4 at 1 per second gives a lease of 1: the bucket is exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, freezeClock, unfreezeClock } from '../../src/lib/clock.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { expectError } from './foundation-support.ts';

const LIMITS = { RATE_LIMIT: 'on', RATE_LIMIT_BURST: '4', RATE_LIMIT_PER_SECOND: '1' };
const servers: TestServer[] = [];

beforeAll(() => freezeClock());
afterAll(async () => {
  for (const server of servers) await server.close();
  unfreezeClock();
});

/** Two processes on one database, with `env` on both. */
async function twoProcesses(env: Record<string, string>) {
  const first = await startTestServer({ ...LIMITS, ...env });
  servers.push(first);
  const second = await startTestServer({ ...LIMITS, ...env, DATABASE_URL: first.databaseUrl, CRM_BOOTSTRAP_API_KEY: first.apiKey });
  servers.push(second);
  advanceClock(10_000); // full buckets whatever start-up did
  return [first, second] as const;
}

const statuses = async (server: TestServer, count: number) => {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await server.rawFetch('/rest/people')).status);
  return result;
};

describe('shared (the default on PostgreSQL)', () => {
  it('one key gets its burst once across the processes, with the same 429 and headers', async () => {
    const [first, second] = await twoProcesses({});
    expect(first.databaseUrl).toMatch(/^postgres/);
    expect(await statuses(first, 2)).toEqual([200, 200]);
    const other = await second.rawFetch('/rest/people');
    expect([other.status, other.headers.get('ratelimit-limit'), other.headers.get('ratelimit-remaining')]).toEqual([200, '4', '1']);
    expect(await statuses(second, 1)).toEqual([200]);
    const refused = await first.rawFetch('/rest/people');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    await expectError(refused, { status: 429, code: 'RATE_LIMITED', patterns: [/^rate limit exceeded for this API key \(4 requests at once, 1 per second after that\); retry in 1 s$/] });
    // GraphQL spends the same bucket, on either process.
    const graphql = await second.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(graphql.status).toBe(429);
    // A second later one more request passes, on whichever process gets it first.
    advanceClock(1_000);
    expect([(await second.rawFetch('/rest/people')).status, (await first.rawFetch('/rest/people')).status]).toEqual([200, 429]);
  });
});

describe('RATE_LIMIT_SHARED=off', () => {
  it('each process keeps a bucket of its own', async () => {
    const [first, second] = await twoProcesses({ RATE_LIMIT_SHARED: 'off' });
    expect(await statuses(first, 5)).toEqual([200, 200, 200, 200, 429]);
    const other = await second.rawFetch('/rest/people');
    expect([other.status, other.headers.get('ratelimit-remaining')]).toEqual([200, '3']);
    expect(await statuses(second, 4)).toEqual([200, 200, 200, 429]);
  });
});
