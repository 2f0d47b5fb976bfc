import { describe, expect, it } from 'vitest';
import { person } from '../../metadata/objects/person.ts';
import { parseOrderBy } from '../parse/parse-order-by.ts';
import { planOrderBy, reverseOrder } from '../plan/plan-order-by.ts';
import { keysetSql } from './keyset-sql.ts';

const keyset = (orderBy: string, reversed = false) => {
  const order = planOrderBy(person, orderBy === '' ? [] : parseOrderBy(orderBy));
  return keysetSql({ columns: reversed ? reverseOrder(order) : order, table: 'person', alias: 't', idColumn: 'id', cursor: '$1::uuid' });
};

const value = (column: string) => `(SELECT "cursor"."${column}" FROM "person" AS "cursor" WHERE "cursor"."id" = $1::uuid)`;

describe('keysetSql', () => {
  it('uses a row comparison when every column is NOT NULL and shares a direction', () => {
    expect(keyset('')).toBe(
      '("t"."created_at", "t"."id") > (SELECT "cursor"."created_at", "cursor"."id" FROM "person" AS "cursor" WHERE "cursor"."id" = $1::uuid)',
    );
    expect(keyset('', true)).toMatch(/^\("t"\."created_at", "t"\."id"\) < \(SELECT/);
  });

  it('expands mixed directions and nullable columns with null-safe ties', () => {
    const city = value('city');
    const job = value('job_title');
    const id = value('id');
    expect(keyset('city[AscNullsFirst],jobTitle[DescNullsLast]')).toBe(
      '(' +
        `((${city} IS NULL AND "t"."city" IS NOT NULL) OR "t"."city" > ${city})` +
        ` OR ("t"."city" IS NOT DISTINCT FROM ${city} AND ("t"."job_title" < ${job} OR ("t"."job_title" IS NULL AND ${job} IS NOT NULL)))` +
        ` OR ("t"."city" IS NOT DISTINCT FROM ${city} AND "t"."job_title" IS NOT DISTINCT FROM ${job} AND "t"."id" < ${id})` +
        ')',
    );
  });

  it('handles each direction on a nullable column', () => {
    const city = value('city');
    const first = (orderBy: string) => keyset(orderBy).split(' OR ("t"."city" IS NOT DISTINCT FROM')[0].slice(1);
    expect(first('city[AscNullsFirst]')).toBe(`((${city} IS NULL AND "t"."city" IS NOT NULL) OR "t"."city" > ${city})`);
    expect(first('city[AscNullsLast]')).toBe(`("t"."city" > ${city} OR ("t"."city" IS NULL AND ${city} IS NOT NULL))`);
    expect(first('city[DescNullsFirst]')).toBe(`((${city} IS NULL AND "t"."city" IS NOT NULL) OR "t"."city" < ${city})`);
    expect(first('city[DescNullsLast]')).toBe(`("t"."city" < ${city} OR ("t"."city" IS NULL AND ${city} IS NOT NULL))`);
  });

  it('reverses for ending_before: AscNullsFirst becomes DESC NULLS LAST', () => {
    const city = value('city');
    expect(keyset('city[AscNullsFirst]', true).split(' OR ("t"."city" IS NOT DISTINCT FROM')[0]).toBe(
      `(("t"."city" < ${city} OR ("t"."city" IS NULL AND ${city} IS NOT NULL))`,
    );
  });

  it('uses plain comparisons on NOT NULL columns inside a mixed order', () => {
    const createdAt = value('created_at');
    expect(keyset('createdAt[DescNullsLast],city')).toMatch(/^\("t"\."created_at" < \(SELECT "cursor"\."created_at" [^)]*\) OR \(/);
    expect(keyset('createdAt[DescNullsLast],city')).toContain(`("t"."created_at" = ${createdAt} AND`);
  });
});
