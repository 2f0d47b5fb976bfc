import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHeartbeat } from './heartbeat.ts';

afterEach(() => vi.useRealTimers());

describe('startHeartbeat', () => {
  it('beats every interval until stopped, one beat at a time, and survives a failing beat', async () => {
    vi.useFakeTimers();
    let beats = 0;
    let release: () => void = () => {};
    const stop = startHeartbeat(() => {
      beats++;
      if (beats === 1) return Promise.reject(new Error('database away'));
      return new Promise<void>((resolve) => (release = resolve));
    }, 100);
    await vi.advanceTimersByTimeAsync(100);
    expect(beats).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(beats).toBe(2);
    // The second beat has not finished: the next ticks do not start a third.
    await vi.advanceTimersByTimeAsync(300);
    expect(beats).toBe(2);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(beats).toBe(3);
    stop();
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(beats).toBe(3);
  });
});
