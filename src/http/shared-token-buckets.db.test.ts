// The shared bucket on a real database: two SharedTokenBuckets on one database stand for two
// processes of a deployment (each has its own leases); the clock is one the test moves.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/support/database.ts';
import type { RateLimitConfig } from '../config/config.ts';
import { Database } from '../db/database.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';
import { LEASE_MS, maxLease, SharedTokenBuckets } from './shared-token-buckets.ts';

let database: Database;
beforeAll(async () => {
  const url = await testDatabaseUrl();
  database = await Database.open(url === 'memory://' ? { kind: 'pglite-memory' } : { kind: 'postgres', url });
});
afterAll(() => database?.close());

function fakeClock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Statements each process sends, counted on the executor. */
function counted(sql: SqlExecutor) {
  const seen = { statements: 0 };
  const previous = sql.onQuery;
  sql.onQuery = (statement) => {
    if (statement.text.includes('rate_limit_bucket')) seen.statements++;
    previous?.(statement);
  };
  return seen;
}

const limits = (burst: number, perSecond: number): RateLimitConfig => ({ burst, perSecond, shared: true });

describe('maxLease', () => {
  it('is a tenth of the burst, at most what a key earns in 100 ms, at least 1', () => {
    expect(LEASE_MS).toBe(100);
    expect(maxLease(limits(100, 50))).toBe(5);
    expect(maxLease(limits(1000, 1000))).toBe(100);
    expect(maxLease(limits(400, 2000))).toBe(40);
    expect(maxLease(limits(30, 1))).toBe(1);
    expect(maxLease(limits(1, 1000))).toBe(1);
  });
});

describe('SharedTokenBuckets', () => {
  it('with lease 1, two processes together allow the burst exactly, then one per 1/rate second', async () => {
    const time = fakeClock();
    const key = randomUUID();
    const first = new SharedTokenBuckets(limits(4, 2), database.sql, undefined, time);
    const second = new SharedTokenBuckets(limits(4, 2), database.sql, undefined, time);
    const taken = [];
    for (const buckets of [first, second, first, second, first, second]) taken.push(await buckets.take(key));
    expect(taken.map((d) => d.allowed)).toEqual([true, true, true, true, false, false]);
    expect(taken.map((d) => d.remaining)).toEqual([3, 2, 1, 0, 0, 0]);
    expect(taken[5]).toMatchObject({ limit: 4, resetSeconds: 2, retryAfterSeconds: 1 });

    // A refusal takes nothing: half a second later (one token back) exactly one more passes.
    time.advance(500);
    expect((await second.take(key)).allowed).toBe(true);
    expect((await first.take(key)).allowed).toBe(false);
    // Never above the burst, however long the key was idle.
    time.advance(60_000);
    const afterIdle = [];
    for (let i = 0; i < 5; i++) afterIdle.push((await (i % 2 ? first : second).take(key)).allowed);
    expect(afterIdle).toEqual([true, true, true, true, false]);
  });

  it('leases 1, 2, 4 ... up to maxLease tokens while they are spent in time, and gives lapsed ones back', async () => {
    const time = fakeClock();
    const key = randomUUID();
    const seen = counted(database.sql);
    const buckets = new SharedTokenBuckets(limits(100, 50), database.sql, undefined, time); // maxLease 5
    const decisions = [];
    for (let i = 0; i < 12; i++) decisions.push(await buckets.take(key));
    // Statements at the 1st, 2nd, 4th and 8th request: leases of 1, 2, 4 and 5 tokens.
    expect(seen.statements).toBe(4);
    expect(decisions.every((d) => d.allowed)).toBe(true);
    expect(decisions.map((d) => d.remaining)).toEqual([99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 89, 88]);
    await buckets.take(key); // a lease of 5: 4 left over
    expect(seen.statements).toBe(5);
    // They lapse after LEASE_MS and go back to the row with the next lease, which asks for 1.
    time.advance(LEASE_MS);
    const next = await buckets.take(key);
    expect(seen.statements).toBe(6);
    // 100 - 13 taken + 5 earned in 100 ms, less this request's token.
    expect(next.remaining).toBe(91);
    const [row] = await database.sql.query<{ tokens: number; granted: number }>({ text: 'SELECT tokens, granted FROM rate_limit_bucket WHERE key = $1', values: [key] });
    expect([Number(row.tokens), row.granted]).toEqual([91, 1]);
  });

  it('a key spread thin over three processes gets its whole rate: leases nobody spends are not lost', async () => {
    const time = fakeClock();
    const key = randomUUID();
    const processes = [0, 1, 2].map(() => new SharedTokenBuckets(limits(400, 200), database.sql, undefined, time)); // maxLease 20
    // 600 requests at 200 a second (the key's rate), round robin: a bucket of 400 never runs dry.
    let refused = 0;
    for (let i = 0; i < 600; i++) {
      if (!(await processes[i % 3].take(key)).allowed) refused++;
      time.advance(5);
    }
    expect(refused).toBe(0);
  });

  it('a key is refused early by at most the tokens other processes hold unspent', async () => {
    const time = fakeClock();
    const key = randomUUID();
    const first = new SharedTokenBuckets(limits(100, 50), database.sql, undefined, time);
    const second = new SharedTokenBuckets(limits(100, 50), database.sql, undefined, time);
    // Leases of 1, 2 and 4: the first process has spent 4 of 7 and holds 3.
    for (let i = 0; i < 4; i++) expect((await first.take(key)).allowed).toBe(true);
    let allowed = 0;
    while ((await second.take(key)).allowed) allowed++;
    expect(allowed).toBe(93);
    // The first process still spends its 3: the whole deployment got exactly the burst.
    for (let i = 0; i < 3; i++) expect((await first.take(key)).allowed).toBe(true);
    expect((await first.take(key)).allowed).toBe(false);
  });

  it('concurrent requests of one key in one process share a lease on its way', async () => {
    const time = fakeClock();
    const key = randomUUID();
    const seen = counted(database.sql);
    const buckets = new SharedTokenBuckets(limits(100, 50), database.sql, undefined, time); // lease 5
    const decisions = await Promise.all(Array.from({ length: 10 }, () => buckets.take(key)));
    expect(decisions.every((d) => d.allowed)).toBe(true);
    // At most one statement per request, and the waiters share what a lease brought.
    expect(seen.statements).toBeLessThanOrEqual(10);
    const [row] = await database.sql.query<{ tokens: number }>({ text: 'SELECT tokens FROM rate_limit_bucket WHERE key = $1', values: [key] });
    expect(100 - Number(row.tokens)).toBeGreaterThanOrEqual(10);
  });

  it('keys have buckets of their own', async () => {
    const time = fakeClock();
    const buckets = new SharedTokenBuckets(limits(1, 1), database.sql, undefined, time);
    const [a, b] = [randomUUID(), randomUUID()];
    expect([(await buckets.take(a)).allowed, (await buckets.take(a)).allowed, (await buckets.take(b)).allowed]).toEqual([true, false, true]);
  });

  it('while the database does not answer, judges requests in this process and says so once', async () => {
    const time = fakeClock();
    const failing = { query: () => Promise.reject(new Error('connection refused')) } as unknown as SqlExecutor;
    const errors: unknown[] = [];
    const buckets = new SharedTokenBuckets(limits(2, 1), failing, (error) => errors.push(error), time);
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push(await buckets.take('k'));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
    expect(errors).toHaveLength(1);
    time.advance(10_000);
    await buckets.take('k');
    expect(errors).toHaveLength(2);
  });
});
