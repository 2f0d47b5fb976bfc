// Daily limits as counter rows: on PostgreSQL the concurrent reservations run in parallel
// transactions on separate connections; on PGlite (one connection) they queue.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKind, testDatabaseUrl } from '../../test/support/database.ts';
import { Database } from '../db/database.ts';
import { releaseSlot, reserveSlot } from './daily-slots.ts';

let database: Database;
let senderId: string;
let otherSenderId: string;

beforeAll(async () => {
  const url = await testDatabaseUrl();
  database = await Database.open(url === 'memory://' ? { kind: 'pglite-memory' } : { kind: 'postgres', url });
});
afterAll(() => database?.close());

beforeEach(async () => {
  const [sequence] = await database.sql.query<{ id: string }>({ text: `INSERT INTO "sequence" ("name") VALUES ('limits') RETURNING "id"`, values: [] });
  const senders = await database.sql.query<{ id: string }>({
    text: `INSERT INTO "sequence_sender" ("sequence_id", "platform_type", "identifier") VALUES ($1, 'EMAIL', 'a@example.test'), ($1, 'EMAIL', 'b@example.test') RETURNING "id"`,
    values: [sequence.id],
  });
  [senderId, otherSenderId] = senders.map((sender) => sender.id);
});

const sent = async (sender: string, day: string) => {
  const [row] = await database.sql.query<{ sent: number }>({ text: `SELECT "sent" FROM "sequence_sender_day" WHERE "sender_id" = $1 AND "day" = $2::date`, values: [sender, day] });
  return row?.sent;
};
const reserve = (sender: string, day: string, limit: number | null) => database.sql.transaction((tx) => reserveSlot(tx, sender, day, limit));
const release = (sender: string, day: string) => database.sql.transaction((tx) => releaseSlot(tx, sender, day));

describe('reserveSlot', () => {
  it('takes slots up to the limit, then refuses', async () => {
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await reserve(senderId, '2025-06-09', 3));
    expect(taken).toEqual([true, true, true, false]);
    expect(await sent(senderId, '2025-06-09')).toBe(3);
  });

  it('counts per sender and per day', async () => {
    expect(await reserve(senderId, '2025-06-09', 1)).toBe(true);
    expect(await reserve(senderId, '2025-06-09', 1)).toBe(false);
    expect(await reserve(senderId, '2025-06-10', 1)).toBe(true);
    expect(await reserve(otherSenderId, '2025-06-09', 1)).toBe(true);
    expect([await sent(senderId, '2025-06-09'), await sent(senderId, '2025-06-10'), await sent(otherSenderId, '2025-06-09')]).toEqual([1, 1, 1]);
  });

  it('without a limit always takes one, and counts it: a limit set later sees the day full', async () => {
    for (let i = 0; i < 5; i++) expect(await reserve(senderId, '2025-06-09', null)).toBe(true);
    expect(await sent(senderId, '2025-06-09')).toBe(5);
    expect(await reserve(senderId, '2025-06-09', 5)).toBe(false);
    expect(await reserve(senderId, '2025-06-09', 6)).toBe(true);
  });

  it('a limit below 1 takes nothing', async () => {
    expect(await reserve(senderId, '2025-06-09', 0)).toBe(false);
    expect(await sent(senderId, '2025-06-09')).toBeUndefined();
  });

  it('a reservation whose transaction rolls back is not taken', async () => {
    await expect(
      database.sql.transaction(async (tx) => {
        expect(await reserveSlot(tx, senderId, '2025-06-09', 1)).toBe(true);
        throw new Error('the step could not be marked');
      }),
    ).rejects.toThrow('the step could not be marked');
    expect(await sent(senderId, '2025-06-09')).toBeUndefined();
    expect(await reserve(senderId, '2025-06-09', 1)).toBe(true);
  });

  it(`concurrent reservations never exceed the limit (${testDatabaseKind() === 'postgres' ? 'parallel transactions' : 'queued on one connection'})`, async () => {
    const limit = 5;
    const attempts = 30;
    // Each transaction holds on a little after reserving, so on PostgreSQL they overlap.
    const outcomes = await Promise.all(
      Array.from({ length: attempts }, () =>
        database.sql.transaction(async (tx) => {
          const taken = await reserveSlot(tx, senderId, '2025-06-09', limit);
          await tx.query({ text: 'SELECT pg_sleep(0.005)', values: [] });
          return taken;
        }),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(limit);
    expect(await sent(senderId, '2025-06-09')).toBe(limit);
  });

  it('concurrent first reservations of a new day create one row and count each', async () => {
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => reserve(senderId, '2025-06-11', null)));
    expect(outcomes.every(Boolean)).toBe(true);
    expect(await sent(senderId, '2025-06-11')).toBe(8);
  });
});

describe('releaseSlot', () => {
  it('gives a slot back, so a full day has room again', async () => {
    expect(await reserve(senderId, '2025-06-09', 2)).toBe(true);
    expect(await reserve(senderId, '2025-06-09', 2)).toBe(true);
    expect(await reserve(senderId, '2025-06-09', 2)).toBe(false);
    await release(senderId, '2025-06-09');
    expect(await sent(senderId, '2025-06-09')).toBe(1);
    expect(await reserve(senderId, '2025-06-09', 2)).toBe(true);
  });

  it('never goes below 0, and a day without a row stays without one', async () => {
    expect(await reserve(senderId, '2025-06-09', null)).toBe(true);
    await release(senderId, '2025-06-09');
    await release(senderId, '2025-06-09');
    expect(await sent(senderId, '2025-06-09')).toBe(0);
    await release(senderId, '2025-06-12');
    expect(await sent(senderId, '2025-06-12')).toBeUndefined();
  });

  it('touches only that sender and day', async () => {
    await reserve(senderId, '2025-06-09', null);
    await reserve(senderId, '2025-06-10', null);
    await reserve(otherSenderId, '2025-06-09', null);
    await release(senderId, '2025-06-09');
    expect([await sent(senderId, '2025-06-09'), await sent(senderId, '2025-06-10'), await sent(otherSenderId, '2025-06-09')]).toEqual([0, 1, 1]);
  });
});

it('a deleted sender takes its days with it', async () => {
  await reserve(senderId, '2025-06-09', null);
  await database.sql.execute({ text: `DELETE FROM "sequence_sender" WHERE "id" = $1`, values: [senderId] });
  expect(await sent(senderId, '2025-06-09')).toBeUndefined();
});
