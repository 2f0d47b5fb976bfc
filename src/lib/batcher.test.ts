import { describe, expect, it } from 'vitest';
import { Batcher, togetherOrAlone, type Settled } from './batcher.ts';

/** A batch function that records its batches and answers each item doubled, when released. */
function recording() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<Array<Settled<number>>>((resolve) => releases.push(() => resolve(items.map((n) => ({ ok: true, value: n * 2 })))));
  };
  return { batches, releases, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
/** Lets a few I/O phases pass (a batch that ends schedules the next one for the phase after). */
const ticks = async () => {
  for (let i = 0; i < 4; i++) await tick();
};

describe('Batcher', () => {
  it('sends the items added in one I/O phase as one batch, each answered with its own result', async () => {
    const { batches, releases, run } = recording();
    const batcher = new Batcher(run, { maxItems: 10, maxInFlight: 1 });
    const results = [1, 2, 3].map((n) => batcher.add(n));
    await tick();
    expect(batches).toEqual([[1, 2, 3]]);
    releases[0]();
    expect(await Promise.all(results)).toEqual([2, 4, 6]);
  });

  it('holds items while maxInFlight batches run, then sends them together', async () => {
    const { batches, releases, run } = recording();
    const batcher = new Batcher(run, { maxItems: 10, maxInFlight: 1 });
    const first = batcher.add(1);
    await tick();
    const later = [2, 3].map((n) => batcher.add(n));
    await ticks();
    expect(batches).toEqual([[1]]);
    releases[0]();
    await first;
    await ticks();
    expect(batches).toEqual([[1], [2, 3]]);
    releases[1]();
    expect(await Promise.all(later)).toEqual([4, 6]);
  });

  it('splits batches at maxItems', async () => {
    const { batches, releases, run } = recording();
    const batcher = new Batcher(run, { maxItems: 2, maxInFlight: 3 });
    const results = [1, 2, 3, 4, 5].map((n) => batcher.add(n));
    await ticks();
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    for (const release of releases) release();
    expect(await Promise.all(results)).toEqual([2, 4, 6, 8, 10]);
  });

  it('rejects only the items the batch says failed', async () => {
    const batcher = new Batcher<number, number>(
      async (items) => items.map((n) => (n % 2 ? { ok: true, value: n } : { ok: false, error: new Error(`${n} is even`) })),
      { maxItems: 10, maxInFlight: 1 },
    );
    const results = await Promise.allSettled([1, 2, 3].map((n) => batcher.add(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('2 is even');
  });

  it('rejects every item of a batch that throws, and goes on with the next batch', async () => {
    let calls = 0;
    const batcher = new Batcher<number, number>(
      async (items) => {
        if (calls++ === 0) throw new Error('database gone');
        return items.map((n) => ({ ok: true, value: n }));
      },
      { maxItems: 10, maxInFlight: 1 },
    );
    const failed = await Promise.allSettled([1, 2].map((n) => batcher.add(n)));
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await batcher.add(3)).toBe(3);
  });
});

describe('togetherOrAlone', () => {
  it('runs the items together, and each alone when together fails, so only the bad one fails', async () => {
    const calls: number[][] = [];
    const run = togetherOrAlone<number, number>(async (items) => {
      calls.push(items);
      if (items.includes(2)) throw new Error('2 is refused');
      return items.map((n) => n * 10);
    });
    expect(await run([1, 3])).toEqual([
      { ok: true, value: 10 },
      { ok: true, value: 30 },
    ]);
    const settled = await run([1, 2, 3]);
    expect(settled.map((s) => s.ok)).toEqual([true, false, true]);
    expect(calls).toEqual([[1, 3], [1, 2, 3], [1], [2], [3]]);
  });
});
