// The one clock of the service: everything time-based (key cache expiry, and the schedulers of
// the engines to come) reads `clock.now()`, so tests move time instead of sleeping through it.
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

let offsetMs = 0;
/** When set (tests), time stands still at this instant plus the offset. */
let frozenAt: number | undefined;

export const clock: Clock = { now: () => (frozenAt ?? Date.now()) + offsetMs };

/** An instant of the clock as a statement parameter takes it (ISO 8601, UTC, ms). */
export const isoAt = (epochMs: number) => new Date(epochMs).toISOString();

/** Tests only: moves the service's clock forward (never backward) by `ms`. */
export function advanceClock(ms: number): void {
  if (ms < 0) throw new Error('the clock only moves forward');
  offsetMs += ms;
}

/** Tests only: stops the clock where it is (until `unfreezeClock`), so only advanceClock moves it. */
export function freezeClock(): void {
  frozenAt = Date.now();
}

export function unfreezeClock(): void {
  if (frozenAt === undefined) return;
  // Never backward: keep the time reached while frozen if real time has not caught up with it.
  offsetMs = Math.max(0, frozenAt + offsetMs - Date.now());
  frozenAt = undefined;
}

/**
 * Tests only: real time again, as at process start. The test runner calls it before each test
 * file, since several files may share one process (vitest.config.ts, `isolate: false`).
 */
export function resetClock(): void {
  offsetMs = 0;
  frozenAt = undefined;
}
