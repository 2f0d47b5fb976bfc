import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fullCollection, idleCollector } from './idle-collection.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('collects once, the delay after the last of a burst of changes', () => {
  const collect = vi.fn();
  const collector = idleCollector(collect, 2_000);
  collector.schedule();
  vi.advanceTimersByTime(1_500);
  collector.schedule();
  vi.advanceTimersByTime(1_500);
  expect(collect).not.toHaveBeenCalled();
  vi.advanceTimersByTime(500);
  expect(collect).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(10_000);
  expect(collect).toHaveBeenCalledTimes(1);
});

it('runs no collection after stop()', () => {
  const collect = vi.fn();
  const collector = idleCollector(collect, 2_000);
  collector.schedule();
  collector.stop();
  vi.advanceTimersByTime(5_000);
  expect(collect).not.toHaveBeenCalled();
});

it("takes V8's full collection without a node flag, and it frees garbage", () => {
  const collect = fullCollection();
  collect();
  const baseline = process.memoryUsage().heapUsed;
  let garbage: Array<{ i: number }> | undefined = Array.from({ length: 1_000_000 }, (_, i) => ({ i }));
  expect(process.memoryUsage().heapUsed - baseline).toBeGreaterThan(20 * 1024 * 1024);
  expect(garbage.length).toBe(1_000_000);
  garbage = undefined;
  collect();
  expect(process.memoryUsage().heapUsed - baseline).toBeLessThan(5 * 1024 * 1024);
});
