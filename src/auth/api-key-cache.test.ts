import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, clock, freezeClock, unfreezeClock } from '../lib/clock.ts';
import type { Actor } from '../records/actor.ts';
import { ApiKeyCache, type KeyLookup } from './api-key-cache.ts';

const actor: Actor = { kind: 'apiKey', id: 'key-1', role: 'member', name: 'test key', source: 'API' };

function cacheWith(answers: Array<KeyLookup | undefined>, ttlMs = 1_000) {
  const calls: string[] = [];
  const cache = new ApiKeyCache(ttlMs, async (hash) => {
    calls.push(hash);
    return answers.length > 1 ? answers.shift() : answers[0];
  });
  return { cache, calls };
}

describe('ApiKeyCache', () => {
  beforeEach(freezeClock);
  afterEach(unfreezeClock);

  it('answers from memory within the TTL and asks the database again after it', async () => {
    const { cache, calls } = cacheWith([{ actor, expiresAt: null }, undefined]);
    expect(await cache.actorFor('h')).toEqual(actor);
    advanceClock(999);
    expect(await cache.actorFor('h')).toEqual(actor);
    expect(calls).toHaveLength(1);
    advanceClock(1); // the key was revoked meanwhile: the next lookup says so
    expect(await cache.actorFor('h')).toBeUndefined();
    expect(calls).toHaveLength(2);
  });

  it('a key expiring inside the TTL stops working at its expiry, not at the next lookup', async () => {
    const { cache } = cacheWith([{ actor, expiresAt: clock.now() + 200 }]);
    expect(await cache.actorFor('h')).toEqual(actor);
    advanceClock(200);
    expect(await cache.actorFor('h')).toBeUndefined();
  });

  it('a burst of requests with one key costs one lookup', async () => {
    const { cache, calls } = cacheWith([{ actor, expiresAt: null }]);
    const actors = await Promise.all(Array.from({ length: 20 }, () => cache.actorFor('h')));
    expect(actors).toEqual(Array(20).fill(actor));
    expect(calls).toHaveLength(1);
  });

  it('unknown secrets are remembered for the TTL too', async () => {
    const { cache, calls } = cacheWith([undefined]);
    expect(await cache.actorFor('wrong')).toBeUndefined();
    expect(await cache.actorFor('wrong')).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('forgetKey drops the key at once (revoked on this process)', async () => {
    const { cache, calls } = cacheWith([{ actor, expiresAt: null }, undefined]);
    expect(await cache.actorFor('h')).toEqual(actor);
    cache.forgetKey('key-1');
    expect(await cache.actorFor('h')).toBeUndefined();
    expect(calls).toHaveLength(2);
  });

  it('a TTL of 0 asks the database every time', async () => {
    const { cache, calls } = cacheWith([{ actor, expiresAt: null }], 0);
    await cache.actorFor('h');
    await cache.actorFor('h');
    expect(calls).toHaveLength(2);
  });

  it('a failed lookup is not remembered', async () => {
    let fail = true;
    const cache = new ApiKeyCache(1_000, async () => {
      if (fail) throw new Error('database down');
      return { actor, expiresAt: null };
    });
    await expect(cache.actorFor('h')).rejects.toThrow('database down');
    fail = false;
    expect(await cache.actorFor('h')).toEqual(actor);
  });
});
