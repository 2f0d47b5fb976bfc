import { describe, expect, it } from 'vitest';
import { newRecordId } from './record-id.ts';

describe('newRecordId', () => {
  it('returns distinct UUIDv7s (version 7, RFC 9562 variant) in strictly increasing order', () => {
    const ids = Array.from({ length: 5_000 }, () => newRecordId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('carries the current time in its first 48 bits', () => {
    const before = Date.now();
    const id = newRecordId();
    const msecs = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(msecs).toBeGreaterThanOrEqual(before);
    expect(msecs).toBeLessThanOrEqual(Date.now() + 1); // +1: a counter overflow borrows the next millisecond
  });

  it('draws fresh random bits for every id (not one pooled value reused)', () => {
    const tails = new Set(Array.from({ length: 600 }, () => newRecordId().slice(-12)));
    expect(tails.size).toBe(600);
  });
});
