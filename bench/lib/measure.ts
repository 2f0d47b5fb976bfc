// Bounded measurement loops: every loop stops at a count AND at a time limit, whichever first.
import { performance } from 'node:perf_hooks';

/** Set on SIGINT/SIGTERM: every loop stops at its next iteration. */
export const abort = { requested: false };

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  mean: number;
  min: number;
  max: number;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((s, x) => s + x, 0);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean: sorted.length ? sum / sorted.length : NaN,
    min: sorted[0] ?? NaN,
    max: sorted.at(-1) ?? NaN,
  };
}

export interface Throughput {
  /** Operations completed (may be < the target when the time limit hit first). */
  done: number;
  seconds: number;
  perSecond: number;
  latency: Summary;
  timedOut: boolean;
  /** Every operation's latency in ms, in completion order (to combine rounds). */
  samples: number[];
}

/** Rounds of one series as one series: operations, time and latencies added up. */
export function combineRounds(rounds: Throughput[]): Throughput {
  const done = rounds.reduce((sum, r) => sum + r.done, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const samples = rounds.flatMap((r) => r.samples);
  return { done, seconds, perSecond: done / seconds, latency: summarize(samples), timedOut: rounds.some((r) => r.timedOut), samples };
}

/**
 * `total` operations by `concurrency` workers pulling the next index from a shared counter;
 * stops early (and says so) after `maxMs`. Operation i gets index `offset + i`.
 */
export async function throughput(
  op: (index: number) => Promise<void>,
  { total, concurrency, maxMs, offset = 0 }: { total: number; concurrency: number; maxMs: number; offset?: number },
): Promise<Throughput> {
  let next = 0;
  let done = 0;
  let timedOut = false;
  const latencies: number[] = [];
  const start = performance.now();
  const deadline = start + maxMs;
  const worker = async () => {
    while (next < total && !abort.requested) {
      if (performance.now() > deadline) {
        timedOut = true;
        return;
      }
      const index = offset + next++;
      const t0 = performance.now();
      await op(index);
      latencies.push(performance.now() - t0);
      done++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const seconds = (performance.now() - start) / 1000;
  return { done, seconds, perSecond: done / seconds, latency: summarize(latencies), timedOut, samples: latencies };
}

export interface Variant {
  name: string;
  run: () => Promise<void>;
}

/**
 * Latency of several variants of one operation at concurrency 1, interleaved: each round runs
 * every variant once (rotating which goes first), so drift (caches, GC, autovacuum) hits all of
 * them alike. Stops after `rounds` rounds or `maxMs`, whichever comes first.
 */
export async function interleaved(
  variants: Variant[],
  { rounds, maxMs }: { rounds: number; maxMs: number },
): Promise<{ results: Map<string, Summary>; samples: Map<string, number[]>; rounds: number; timedOut: boolean }> {
  const samples = new Map(variants.map((v) => [v.name, [] as number[]]));
  const deadline = performance.now() + maxMs;
  let round = 0;
  let timedOut = false;
  for (; round < rounds && !abort.requested; round++) {
    if (performance.now() > deadline) {
      timedOut = true;
      break;
    }
    for (let k = 0; k < variants.length; k++) {
      const v = variants[(round + k) % variants.length];
      const t0 = performance.now();
      await v.run();
      samples.get(v.name)!.push(performance.now() - t0);
    }
  }
  return { results: new Map([...samples].map(([name, s]) => [name, summarize(s)])), samples, rounds: round, timedOut };
}

/** Runs `run` repeatedly for warm-up: at most `count` times and `maxMs` milliseconds. */
export async function warmUp(run: () => Promise<void>, { count, maxMs }: { count: number; maxMs: number }): Promise<number> {
  const deadline = performance.now() + maxMs;
  let i = 0;
  for (; i < count && performance.now() < deadline && !abort.requested; i++) await run();
  return i;
}
