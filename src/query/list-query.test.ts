import { describe, expect, it } from 'vitest';
import { opportunity } from '../metadata/objects/opportunity.ts';
import { person } from '../metadata/objects/person.ts';
import { buildListQuery } from './list-query.ts';
import { recordColumnsSql } from './sql/record-columns.ts';
import { filterWhere } from './filter-where.ts';
import { SqlParams } from './sql/sql-params.ts';
import { badRequestMessage } from './test-errors.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('buildListQuery', () => {
  it('builds the default page and count', () => {
    expect(buildListQuery(person, {})).toEqual({
      select: {
        // Soft-deleted people left out (query/soft-delete.ts).
        text: `SELECT ${recordColumnsSql(person, 't')} FROM "person" AS "t" WHERE "t"."deleted_at" IS NULL ORDER BY "t"."created_at" ASC NULLS LAST, "t"."id" ASC NULLS LAST LIMIT $1::int`,
        values: [61],
      },
      count: { text: 'SELECT count(*)::int AS "count" FROM "person" AS "t" WHERE "t"."deleted_at" IS NULL', values: [] },
      limit: 60,
      reversed: false,
    });
  });

  it('treats blank filter and order_by as absent', () => {
    expect(buildListQuery(person, { filter: ' ', orderBy: '' })).toEqual(buildListQuery(person, {}));
  });

  it('combines filter, keyset and order, and counts without the keyset', () => {
    const query = buildListQuery(opportunity, {
      filter: 'stage[in]:[PROPOSAL,NEGOTIATION]',
      orderBy: 'amount[DescNullsLast]',
      limit: '10',
      startingAfter: ID.toUpperCase(),
    });
    const value = (column: string) => `(SELECT "cursor"."${column}" FROM "opportunity" AS "cursor" WHERE "cursor"."id" = $2::uuid)`;
    expect(query.select.text).toBe(
      `SELECT ${recordColumnsSql(opportunity, 't')} FROM "opportunity" AS "t" WHERE ("t"."stage" = ANY($1::text[]) AND "t"."deleted_at" IS NULL) AND ` +
        `(("t"."amount_amount_micros" < ${value('amount_amount_micros')} OR ("t"."amount_amount_micros" IS NULL AND ${value('amount_amount_micros')} IS NOT NULL))` +
        ` OR ("t"."amount_amount_micros" IS NOT DISTINCT FROM ${value('amount_amount_micros')} AND "t"."id" < ${value('id')}))` +
        ' ORDER BY "t"."amount_amount_micros" DESC NULLS LAST, "t"."id" DESC NULLS FIRST LIMIT $3::int',
    );
    expect(query.select.values).toEqual([['PROPOSAL', 'NEGOTIATION'], ID, 11]);
    expect(query.count).toEqual({
      text: 'SELECT count(*)::int AS "count" FROM "opportunity" AS "t" WHERE ("t"."stage" = ANY($1::text[]) AND "t"."deleted_at" IS NULL)',
      values: [['PROPOSAL', 'NEGOTIATION']],
    });
    expect(query).toMatchObject({ limit: 10, reversed: false, cursorId: ID });
  });

  it('fetches in reverse order for ending_before and tells the caller to reverse', () => {
    const query = buildListQuery(person, { endingBefore: ID, limit: 5 });
    expect(query.select.text).toBe(
      `SELECT ${recordColumnsSql(person, 't')} FROM "person" AS "t" WHERE "t"."deleted_at" IS NULL AND ("t"."created_at", "t"."id") < ` +
        '(SELECT "cursor"."created_at", "cursor"."id" FROM "person" AS "cursor" WHERE "cursor"."id" = $1::uuid)' +
        ' ORDER BY "t"."created_at" DESC NULLS FIRST, "t"."id" DESC NULLS FIRST LIMIT $2::int',
    );
    expect(query.select.values).toEqual([ID, 6]);
    expect(query).toMatchObject({ reversed: true, cursorId: ID, limit: 5 });
  });

  it('refuses starting_after together with ending_before', () => {
    expect(badRequestMessage('INVALID_CURSOR', () => buildListQuery(person, { startingAfter: ID, endingBefore: ID }))).toBe(
      'starting_after and ending_before cannot be used together; pass one of them',
    );
  });

  it('reports each bad parameter with its own code', () => {
    expect(badRequestMessage('INVALID_LIMIT', () => buildListQuery(person, { limit: '0' }))).toMatch(/Invalid limit/);
    expect(badRequestMessage('INVALID_CURSOR', () => buildListQuery(person, { startingAfter: 'x' }))).toMatch(/starting_after/);
    expect(badRequestMessage('INVALID_FILTER', () => buildListQuery(person, { filter: 'id[in]:x' }))).toMatch(/bracketed list/);
    expect(badRequestMessage('INVALID_ORDER_BY', () => buildListQuery(person, { orderBy: 'city[Up]' }))).toMatch(/direction 'Up'/);
  });

  it('builds a list asked again once: the same frozen statements, a string limit apart from a number, bad input refused every time', () => {
    const input = { filter: 'city[eq]:Paris', orderBy: 'name[AscNullsLast]', limit: '10' };
    const query = buildListQuery(person, input);
    expect(buildListQuery(person, { ...input })).toBe(query);
    expect(Object.isFrozen(query.select) && Object.isFrozen(query.select.values) && Object.isFrozen(query.count.values)).toBe(true);
    expect(buildListQuery(person, { ...input, limit: 10 })).not.toBe(query);
    expect(buildListQuery(person, { ...input, limit: 10 })).toEqual(query);
    expect(buildListQuery(opportunity, { limit: '10' })).not.toBe(buildListQuery(person, { limit: '10' }));
    for (let i = 0; i < 2; i++) expect(badRequestMessage('INVALID_LIMIT', () => buildListQuery(person, { limit: NaN }))).toMatch(/Invalid limit/);
    // Another value of the object (a custom field added): built again for it.
    const changed = { ...person, fields: [...person.fields] };
    expect(buildListQuery(changed, input)).not.toBe(query);
    expect(buildListQuery(changed, input)).toBe(buildListQuery(changed, input));
    // A page after a cursor is built each time.
    const after = { ...input, startingAfter: '3f2b6c1e-8a4d-4e2f-9b7c-5d1a0e9f8c21' };
    expect(buildListQuery(person, after)).not.toBe(buildListQuery(person, after));
    expect(buildListQuery(person, after)).toEqual(buildListQuery(person, after));
  });
});

describe('filterWhere', () => {
  it('appends to existing params under the given alias', () => {
    const params = new SqlParams();
    params.add('already bound');
    expect(filterWhere(person, 'city[eq]:Paris', params, 'p')).toBe('("p"."city" = $2::text AND "p"."deleted_at" IS NULL)');
    expect(params.values).toEqual(['already bound', 'Paris']);
  });

  it('is undefined without a filter, or only the soft-delete condition for an object with soft delete', () => {
    const noSoftDelete = { ...person, softDelete: undefined };
    expect(filterWhere(noSoftDelete, undefined, new SqlParams())).toBeUndefined();
    expect(filterWhere(noSoftDelete, '', new SqlParams())).toBeUndefined();
    expect(filterWhere(person, undefined, new SqlParams())).toBe('"t"."deleted_at" IS NULL');
  });

  it('leaves the soft-deleted records to a filter that names deletedAt anywhere; a restore reaches only them', () => {
    expect(filterWhere(person, 'deletedAt[is]:NOT_NULL', new SqlParams())).toBe('"t"."deleted_at" IS NOT NULL');
    expect(filterWhere(person, 'or(city[eq]:Paris,not(deletedAt[is]:NULL))', new SqlParams())).toBe('("t"."city" = $1::text OR (("t"."deleted_at" IS NULL) IS NOT TRUE))');
    expect(filterWhere(person, 'city[eq]:Paris', new SqlParams(), 't', 'deleted')).toBe('("t"."city" = $1::text AND "t"."deleted_at" IS NOT NULL)');
    expect(filterWhere(person, 'city[eq]:Paris', new SqlParams(), 't', 'any')).toBe('"t"."city" = $1::text');
  });
});
