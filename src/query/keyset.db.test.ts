// Keyset pagination against a real database: paging forward with starting_after and backward
// with ending_before must visit every row exactly once, in the order a plain ORDER BY gives, for
// every direction, with duplicate and NULL sort values. Also checks the NULL semantics of filters
// the unit tests can only assert as text. Runs on in-memory PGlite, and on the throwaway
// PostgreSQL 15 in the vitest `postgres` project.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/support/database.ts';
import { openMemoryPGlite } from '../db/pglite-memory.ts';
import { person as personObject } from '../metadata/objects/person.ts';
import { DIRECTIONS, type Direction } from './parse/parse-order-by.ts';
import { buildListQuery, type ListQueryInput } from './list-query.ts';

const ROWS = 50;
// The test's own table has the columns it needs, not the search column: select them all.
const person = { ...personObject, search: undefined };
const PAGE = 7; // does not divide ROWS, so the last page is partial

interface Db {
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  close(): Promise<void>;
}

/** A test database whose search path starts at a schema of this test's own (the migrations' `person` is in public). */
async function openDb(): Promise<Db> {
  const url = await testDatabaseUrl();
  const db: Db = url === 'memory://' ? await openMemoryPGlite() : await connectPostgres(url);
  await db.query('CREATE SCHEMA keyset_test');
  await db.query('SET search_path TO keyset_test, public');
  return db;
}

async function connectPostgres(url: string): Promise<Db> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <R>(text: string, values?: unknown[]) => ({ rows: (await client.query(text, values)).rows as R[] }),
    close: () => client.end(),
  };
}

let db: Db;

const pick = <T>(values: T[], i: number) => values[i % values.length];
// Ids in a different order than insertion, so id order is not creation order.
const idOf = (i: number) => `00000000-0000-4000-8000-${((i * 17) % ROWS).toString(16).padStart(12, '0')}`;

beforeAll(async () => {
  db = await openDb();
  await db.query(`CREATE TABLE person (
    id uuid PRIMARY KEY,
    name_first_name text, name_last_name text, city text, job_title text,
    emails_additional_emails jsonb NOT NULL DEFAULT '[]',
    created_at timestamptz(3) NOT NULL, deleted_at timestamptz(3))`);
  for (let i = 0; i < ROWS; i++) {
    await db.query(
      `INSERT INTO person (id, name_first_name, name_last_name, city, job_title, emails_additional_emails, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [
        idOf(i),
        pick(['Ann', 'Bob', null, 'Ann'], i),
        pick(['Lee', null, 'Kim'], i),
        pick(['Paris', 'Berlin', null, 'Paris', 'Amsterdam', null, 'berlin'], i),
        pick(['CTO', null, 'CEO', 'CTO', null], i),
        JSON.stringify(i % 5 === 0 ? [`p${i}@x.co`, 'shared@x.co'] : []),
        new Date(Date.UTC(2026, 0, 1, 0, i % 10)).toISOString(), // ten distinct values, five rows each
      ],
    );
  }
});

afterAll(async () => {
  await db.close();
});

async function ids(text: string, values: unknown[] = []): Promise<string[]> {
  const result = await db.query<{ id: string }>(text, values);
  return result.rows.map((r) => r.id);
}

async function fetchPage(input: ListQueryInput): Promise<{ ids: string[]; more: boolean }> {
  const query = buildListQuery(person, { ...input, limit: PAGE });
  const rows = await ids(query.select.text, query.select.values);
  const page = rows.slice(0, query.limit);
  return { ids: query.reversed ? page.reverse() : page, more: rows.length > query.limit };
}

async function pageForward(input: ListQueryInput): Promise<string[]> {
  const seen: string[] = [];
  for (let page = await fetchPage(input); ; page = await fetchPage({ ...input, startingAfter: seen.at(-1) })) {
    seen.push(...page.ids);
    if (!page.more) return seen;
  }
}

/** Pages backward from the last row (ending_before it), then appends that row. */
async function pageBackward(input: ListQueryInput, last: string): Promise<string[]> {
  const seen: string[] = [last];
  for (;;) {
    const page = await fetchPage({ ...input, endingBefore: seen[0] });
    seen.unshift(...page.ids);
    if (!page.more) return seen;
  }
}

/** Written independently of the query code: the ORDER BY a person would write by hand. */
const SQL_DIRECTION: Record<Direction, string> = {
  AscNullsFirst: 'ASC NULLS FIRST',
  AscNullsLast: 'ASC NULLS LAST',
  DescNullsFirst: 'DESC NULLS FIRST',
  DescNullsLast: 'DESC NULLS LAST',
};

/** The id tie-breaker follows the direction of the last term. */
const idDirection = (last: Direction) => (last.startsWith('Asc') ? 'ASC' : 'DESC');

interface Case {
  orderBy: string;
  plain: string;
  filter?: string;
  where?: string;
}

const cases: Case[] = [
  { orderBy: '', plain: 'created_at ASC, id ASC' },
  { orderBy: 'name', plain: 'name_first_name ASC NULLS FIRST, name_last_name ASC NULLS FIRST, id ASC' },
  { orderBy: 'createdAt[DescNullsLast]', plain: 'created_at DESC, id DESC' },
  { orderBy: 'id[DescNullsLast]', plain: 'id DESC' },
  {
    orderBy: 'jobTitle[DescNullsFirst],createdAt[AscNullsLast],city[AscNullsLast]',
    plain: 'job_title DESC NULLS FIRST, created_at ASC, city ASC NULLS LAST, id ASC',
  },
  {
    orderBy: 'city[DescNullsLast]',
    plain: 'city DESC NULLS LAST, id DESC',
    filter: 'city[not]:Paris',
    where: "city <> 'Paris'",
  },
  ...DIRECTIONS.map((d) => ({ orderBy: `city[${d}]`, plain: `city ${SQL_DIRECTION[d]}, id ${idDirection(d)}` })),
  ...DIRECTIONS.flatMap((c) =>
    DIRECTIONS.map((j) => ({
      orderBy: `city[${c}],jobTitle[${j}]`,
      plain: `city ${SQL_DIRECTION[c]}, job_title ${SQL_DIRECTION[j]}, id ${idDirection(j)}`,
    })),
  ),
];

describe('keyset pagination on PostgreSQL', () => {
  it.each(cases)('order_by=$orderBy filter=$filter', async ({ orderBy, plain, filter, where }) => {
    const expected = await ids(`SELECT id FROM person ${where ? `WHERE ${where}` : ''} ORDER BY ${plain}`);
    expect(new Set(expected).size).toBe(expected.length);
    const input: ListQueryInput = { orderBy, filter };

    const forward = await pageForward(input);
    expect(forward).toEqual(expected);

    const backward = await pageBackward(input, expected.at(-1) ?? '');
    expect(backward).toEqual(expected);

    const count = buildListQuery(person, input).count;
    expect((await db.query<{ count: number }>(count.text, count.values)).rows[0].count).toBe(expected.length);
  });

  it('returns an empty page after the last row and before the first', async () => {
    const all = await pageForward({});
    expect((await fetchPage({ startingAfter: all.at(-1) })).ids).toEqual([]);
    expect((await fetchPage({ endingBefore: all[0] })).ids).toEqual([]);
  });
});

describe('filter NULL semantics on PostgreSQL', () => {
  const count = async (filter: string) => {
    const query = buildListQuery(person, { filter }).count;
    return (await db.query<{ count: number }>(query.text, query.values)).rows[0].count;
  };
  const countWhere = async (where: string) =>
    (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM person WHERE ${where}`)).rows[0].count;

  it("includes empty fields in not_in and not(...), not in neq (Twenty's `!=`)", async () => {
    const notParis = await countWhere("city IS NULL OR city <> 'Paris'");
    expect(await count('city[not]:Paris')).toBe(await countWhere("city <> 'Paris'"));
    expect(await count('city[not]:Paris')).toBeLessThan(notParis);
    expect(await count('city[not_in]:[Paris]')).toBe(notParis);
    expect(await count('not(city[eq]:Paris)')).toBe(notParis);
    expect(await count('city[eq]:Paris')).toBe(ROWS - notParis);
  });

  it('matches NULL checks, contains, json arrays and timestamps', async () => {
    expect(await count('city[is]:NULL')).toBe(await countWhere('city IS NULL'));
    expect(await count('city[is]:NOT_NULL')).toBe(await countWhere('city IS NOT NULL'));
    expect(await count('city[ilike]:BERL')).toBe(await countWhere("lower(city) = 'berlin'"));
    expect(await count('city[like]:berl')).toBe(await countWhere("city = 'berlin'"));
    expect(await count('emails.additionalEmails[containsAny]:[shared@x.co,nobody@x.co]')).toBe(ROWS / 5);
    expect(await count('createdAt[gte]:2026-01-01T00:05:00Z')).toBe(ROWS / 2);
    expect(await count('or(city[is]:NULL,and(jobTitle[eq]:CTO,not(city[startsWith]:P)))')).toBe(
      await countWhere("city IS NULL OR (job_title = 'CTO' AND city NOT LIKE 'P%')"),
    );
  });
});
