// The record layer's list reads on either driver: rows as arrays, and timestamptz as the API's
// ISO text where the driver can write it exactly (SqlStatement.isoTimestamps), else its own Date.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/support/database.ts';
import { Database } from './database.ts';

let database: Database;
beforeAll(async () => {
  const url = await testDatabaseUrl();
  database = await Database.open(url === 'memory://' ? { kind: 'pglite-memory' } : { kind: 'postgres', url });
});
afterAll(() => database?.close());

const text = `SELECT '2026-01-31 09:30:00.12+00'::timestamptz AS "at", 7::int8 AS "n", NULL::timestamptz AS "none", '2026-01-31'::date AS "day"`;

it('reads rows as arrays in column order, with timestamptz as ISO 8601 text for isoTimestamps', async () => {
  expect(await database.sql.queryArrays({ text, values: [], isoTimestamps: true })).toEqual({
    columns: ['at', 'n', 'none', 'day'],
    rows: [['2026-01-31T09:30:00.120Z', 7, null, '2026-01-31']],
  });
  // Without the option, as before: the driver's Date.
  expect(await database.sql.queryArrays({ text, values: [] })).toEqual({ columns: ['at', 'n', 'none', 'day'], rows: [[new Date('2026-01-31T09:30:00.120Z'), 7, null, '2026-01-31']] });
  expect(await database.sql.query({ text, values: [], isoTimestamps: true })).toEqual([{ at: '2026-01-31T09:30:00.120Z', n: 7, none: null, day: '2026-01-31' }]);
});

it('keeps the driver Date where the session writes timestamps in another time zone', async () => {
  const rows = await database.sql.transaction(async (tx) => {
    await tx.execute({ text: `SET LOCAL TimeZone = 'Asia/Kolkata'`, values: [] });
    return (await tx.queryArrays({ text, values: [], isoTimestamps: true })).rows;
  });
  expect(rows).toEqual([[new Date('2026-01-31T09:30:00.120Z'), 7, null, '2026-01-31']]);
});
