// The rate limit is per process: two service processes on one PostgreSQL database each keep
// their own buckets, so one key can make a burst on each (README, docs/decisions.md). Two
// servers in this test process stand for two processes (each has its own app and buckets).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { advanceClock, freezeClock, unfreezeClock } from '../../src/lib/clock.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const LIMITS = { RATE_LIMIT: 'on', RATE_LIMIT_BURST: '4', RATE_LIMIT_PER_SECOND: '1' };
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  freezeClock();
  first = await startTestServer(LIMITS);
  second = await startTestServer({ ...LIMITS, DATABASE_URL: first.databaseUrl, CRM_BOOTSTRAP_API_KEY: first.apiKey });
  advanceClock(10_000); // full buckets whatever start-up did
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  unfreezeClock();
});

const statuses = async (server: TestServer, count: number) => {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await server.rawFetch('/rest/people')).status);
  return result;
};

it('each process allows the burst of one key on one database', async () => {
  expect(first.databaseUrl).toMatch(/^postgres/);
  expect(await statuses(first, 5)).toEqual([200, 200, 200, 200, 429]);
  // The same key, the same database, another process: a bucket of its own, full.
  const other = await second.rawFetch('/rest/people');
  expect([other.status, other.headers.get('ratelimit-remaining')]).toEqual([200, '3']);
  expect(await statuses(second, 4)).toEqual([200, 200, 200, 429]);
  expect((await first.rawFetch('/rest/people')).status).toBe(429);
});
