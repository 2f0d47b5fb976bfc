// The token buckets on their own, on a clock the test moves (the HTTP side: test/e2e/rate-limit.edge.test.ts).
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';
import { TokenBuckets } from './rate-limit.ts';

function fakeClock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TokenBuckets', () => {
  it('allows the burst at once, then one request per 1/rate second; Remaining, Reset and Retry-After follow', () => {
    const time = fakeClock();
    const buckets = new TokenBuckets({ burst: 4, perSecond: 2 }, time);
    const taken = [1, 2, 3, 4].map(() => buckets.take('k'));
    expect(taken.map((d) => [d.allowed, d.remaining, d.resetSeconds])).toEqual([
      [true, 3, 1], // 1 token short: 0.5 s -> 1 s
      [true, 2, 1],
      [true, 1, 2], // 3 short: 1.5 s -> 2 s
      [true, 0, 2],
    ]);
    expect(taken.every((d) => d.limit === 4)).toBe(true);
    const refused = buckets.take('k');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 2, retryAfterSeconds: 1 });

    time.advance(499);
    expect(buckets.take('k').allowed).toBe(false); // a refusal takes nothing: still 0.998 tokens
    time.advance(2);
    expect(buckets.take('k')).toMatchObject({ allowed: true, remaining: 0 });
    time.advance(10_000);
    expect(buckets.take('k')).toMatchObject({ allowed: true, remaining: 3, resetSeconds: 1 }); // full again, never above the burst
  });

  it('Retry-After is whole seconds, at least 1, even when the next token is nearer', () => {
    const time = fakeClock();
    const buckets = new TokenBuckets({ burst: 1, perSecond: 10 }, time);
    expect(buckets.take('k').allowed).toBe(true);
    expect(buckets.take('k')).toMatchObject({ allowed: false, retryAfterSeconds: 1, resetSeconds: 1 });
    const slow = new TokenBuckets({ burst: 1, perSecond: 1 }, time);
    slow.take('k');
    time.advance(250);
    expect(slow.take('k')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });

  it('keeps one bucket per key, and keys do not share tokens', () => {
    const time = fakeClock();
    const buckets = new TokenBuckets({ burst: 2, perSecond: 1 }, time);
    for (let i = 0; i < 5; i++) buckets.take('a');
    expect(buckets.take('b')).toMatchObject({ allowed: true, remaining: 1 });
    expect(buckets.size).toBe(2);
  });

  it('drops buckets that have filled up again; a dropped bucket is a full one', () => {
    const time = fakeClock();
    const buckets = new TokenBuckets({ burst: 10, perSecond: 5 }, time); // fills in 2 s
    for (let i = 0; i < 1_000; i++) buckets.take(`key-${i}`);
    expect(buckets.size).toBe(1_000);
    time.advance(1_000);
    buckets.take('busy');
    buckets.take('busy');
    expect(buckets.size).toBe(1_001); // not yet full, not yet swept
    time.advance(1_500);
    // Every bucket had filled up again (0.5 s for 'busy'): all dropped, and 'busy' starts full.
    expect(buckets.take('busy')).toMatchObject({ allowed: true, remaining: 9 });
    expect(buckets.size).toBe(1);
    time.advance(3_000);
    expect(buckets.take('key-1')).toMatchObject({ allowed: true, remaining: 9 });
  });

  it('a clock set back does not drain a bucket', () => {
    let now = 10_000;
    const buckets = new TokenBuckets({ burst: 2, perSecond: 1 }, { now: () => now });
    buckets.take('k');
    now -= 5_000;
    expect(buckets.take('k')).toMatchObject({ allowed: true, remaining: 0 });
  });
});

describe('RATE_LIMIT* configuration', () => {
  it('is on by default: 100 at once, 50 per second', () => {
    expect(loadConfig({}).rateLimit).toEqual({ burst: 100, perSecond: 50, shared: true });
    expect(loadConfig({ RATE_LIMIT_BURST: '10', RATE_LIMIT_PER_SECOND: '2' }).rateLimit).toEqual({ burst: 10, perSecond: 2, shared: true });
    expect(loadConfig({ RATE_LIMIT_SHARED: 'off' }).rateLimit).toEqual({ burst: 100, perSecond: 50, shared: false });
  });

  it('RATE_LIMIT=off or RATE_LIMIT_PER_SECOND=0 turns it off', () => {
    expect(loadConfig({ RATE_LIMIT: 'off' }).rateLimit).toBeUndefined();
    expect(loadConfig({ RATE_LIMIT_PER_SECOND: '0' }).rateLimit).toBeUndefined();
    expect(loadConfig({ RATE_LIMIT: 'on', RATE_LIMIT_BURST: '5' }).rateLimit).toEqual({ burst: 5, perSecond: 50, shared: true });
  });

  it('refuses values that are not whole numbers in range', () => {
    for (const env of [{ RATE_LIMIT: 'maybe' }, { RATE_LIMIT_SHARED: 'both' }, { RATE_LIMIT_BURST: '0' }, { RATE_LIMIT_BURST: '1.5' }, { RATE_LIMIT_PER_SECOND: '-1' }, { RATE_LIMIT_PER_SECOND: 'fast' }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});
