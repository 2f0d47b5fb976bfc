// A sender's daily limit: one counter row per sender and local day (sequence_sender_day), taken
// a slot at a time before a send. One statement both creates the day's row and counts against
// the limit: concurrent reservations queue on the row's lock and each sees the count the
// previous one left, so the limit holds across transactions and processes without a read first.
// The slot is held by the caller's transaction: rolled back, it is not taken.
import type { SqlExecutor } from '../db/sql-executor.ts';

/**
 * Takes one slot of `senderId`'s `day` (`YYYY-MM-DD`, the sequence's local day): true when
 * taken, false when `limit` slots are taken already. A null limit always takes one: a message
 * stored at once counts this way; one that leaves is counted after it left (countSend).
 */
export async function reserveSlot(tx: SqlExecutor, senderId: string, day: string, limit: number | null): Promise<boolean> {
  if (limit !== null && limit < 1) return false;
  const rows = await tx.query({
    text: `INSERT INTO "sequence_sender_day" AS "d" ("sender_id", "day", "sent") VALUES ($1::uuid, $2::date, 1)
      ON CONFLICT ("sender_id", "day") DO UPDATE SET "sent" = "d"."sent" + 1
      WHERE $3::int IS NULL OR "d"."sent" < $3::int
      RETURNING "d"."sent"`,
    values: [senderId, day, limit],
    prepare: true,
  });
  return rows.length === 1;
}

/** Gives back a slot of a send that did not happen (never below 0). */
export async function releaseSlot(tx: SqlExecutor, senderId: string, day: string): Promise<void> {
  await tx.execute({
    text: `UPDATE "sequence_sender_day" SET "sent" = "sent" - 1 WHERE "sender_id" = $1::uuid AND "day" = $2::date AND "sent" > 0`,
    values: [senderId, day],
  });
}

/**
 * Counts a send of a sender without a limit, after it left, in a statement of its own (its
 * counter row is locked only for that statement): a limit set later applies to the day's
 * earlier sends. A count that fails is lost, never the send.
 */
export async function countSend(sql: SqlExecutor, senderId: string, day: string): Promise<void> {
  await reserveSlot(sql, senderId, day, null).catch(() => undefined);
}
