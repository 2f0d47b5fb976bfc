// Record ids: UUIDv7 (RFC 9562), time-ordered and monotonic within this process, so records
// created in the same millisecond (a batch) still list in creation order under the default
// `createdAt, id` order, and inserts stay local in the primary-key index.
//
// The `uuid` package lays out the bytes; this module keeps its monotonic (msecs, seq) state but
// draws the random bits from a pooled buffer: the package's default fetches 16 fresh bytes
// through WebCrypto on every call, which cost more than the rest of an id (measured ~4 µs each).
import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

const IDS_PER_REFILL = 256;
const pool = new Uint8Array(16 * IDS_PER_REFILL);
let next = IDS_PER_REFILL; // empty: filled on first use

let lastMsecs = -Infinity;
let seq = 0;

function randomBytes(): Uint8Array {
  if (next === IDS_PER_REFILL) {
    randomFillSync(pool);
    next = 0;
  }
  return pool.subarray(16 * next, 16 * ++next);
}

/** A new UUIDv7 record id: later calls in this process sort after earlier ones. */
export function newRecordId(): string {
  const random = randomBytes();
  const now = Date.now();
  if (now > lastMsecs) {
    // A fresh millisecond starts its 31-bit counter at a random value, as the package does.
    seq = ((random[6] & 0x7f) << 24) | (random[7] << 16) | (random[8] << 8) | random[9];
    lastMsecs = now;
  } else {
    seq = (seq + 1) | 0;
    if (seq === 0) lastMsecs++; // counter overflow: borrow the next millisecond
  }
  return v7({ random, msecs: lastMsecs, seq });
}
