import { describe, expect, it } from 'vitest';
import { opportunity } from '../../metadata/objects/opportunity.ts';
import { person } from '../../metadata/objects/person.ts';
import { buildGroupByQuery } from './group-by-query.ts';
import { parseGroupByRequest, parseGroupLimit } from './parse-group-by.ts';

const j = (value: unknown) => JSON.stringify(value);

describe('parseGroupByRequest', () => {
  it('reads fields, sub-fields and dates with a granularity and a time zone', () => {
    const request = parseGroupByRequest({
      group_by: j([{ stage: true }, { name: { firstName: true } }, { createdAt: { granularity: 'WEEK', timeZone: 'Europe/Paris' } }]),
      aggregate: j(['totalCount', 'totalCount', 'sumAmountAmountMicros']),
      order_by: j([{ stage: 'descnullslast' }, { aggregate: { totalCount: 'AscNullsFirst' } }, { createdAt: { orderBy: 'AscNullsLast', granularity: 'WEEK' } }]),
      include_records_sample: true,
      order_by_for_records: 'name.lastName[DescNullsLast]',
    });
    expect(request).toEqual({
      groupBy: [{ field: 'stage' }, { field: 'name', subField: 'firstName' }, { field: 'createdAt', granularity: 'WEEK', timeZone: 'Europe/Paris' }],
      aggregates: ['totalCount', 'sumAmountAmountMicros'],
      orderBy: [
        { kind: 'dimension', field: 'stage', direction: 'DescNullsLast' },
        { kind: 'aggregate', name: 'totalCount', direction: 'AscNullsFirst' },
        { kind: 'dimension', field: 'createdAt', direction: 'AscNullsLast', granularity: 'WEEK' },
      ],
      limit: 50,
      includeRecords: true,
      recordsOrderBy: [{ path: ['name', 'lastName'], direction: 'DescNullsLast' }],
    });
  });

  it('counts groups: default 50, clamped at 1000, anything but a positive integer refused', () => {
    expect(parseGroupLimit(undefined)).toBe(50);
    expect(parseGroupLimit('')).toBe(50);
    expect(parseGroupLimit('7')).toBe(7);
    expect(parseGroupLimit('99999')).toBe(1000);
    for (const bad of ['0', '-1', 'x', '2.5']) expect(() => parseGroupLimit(bad)).toThrow(`limit '${bad}' is invalid. Should be an integer`);
  });
});

describe('buildGroupByQuery', () => {
  it('binds every value: the filter, the time zone, the limit', () => {
    const { statement } = buildGroupByQuery(opportunity, {
      group_by: j([{ closeDate: { granularity: 'DAY', timeZone: 'Europe/Paris' } }]),
      filter: `name[eq]:"x'); DROP TABLE opportunity; --"`,
    });
    expect(statement.text).not.toContain('DROP');
    expect(statement.text).not.toContain('Europe/Paris');
    expect(statement.values).toEqual(["x'); DROP TABLE opportunity; --", 'Europe/Paris', 50]);
    expect(statement.text).toBe(
      'WITH "g" AS (SELECT to_char(date_trunc(\'day\', ("t"."close_date" AT TIME ZONE $2::text)), \'YYYY-MM-DD\') AS "gb:d0", count(*) AS "gb:a0"' +
        ' FROM "opportunity" AS "t" WHERE ("t"."name" = $1::text AND "t"."deleted_at" IS NULL) GROUP BY 1) SELECT "g".* FROM "g" ORDER BY "gb:d0" ASC NULLS FIRST LIMIT $3::int',
    );
  });

  it('samples by a window over the same dimensions and filter, in one statement', () => {
    const query = buildGroupByQuery(person, { group_by: j([{ city: true }]), include_records_sample: 'true', filter: 'jobTitle[eq]:cto' });
    expect(query.sample).toEqual({ positionColumn: 'gb:pos', numberColumn: 'gb:rn' });
    expect(query.statement.text).toContain('row_number() OVER (PARTITION BY "t"."city" ORDER BY "t"."created_at" ASC NULLS LAST, "t"."id" ASC NULLS LAST) AS "gb:rn" FROM "person" AS "t" WHERE ("t"."job_title" = $1::text AND "t"."deleted_at" IS NULL)');
    expect(query.statement.text).toContain('AS "n" WHERE "n"."gb:rn" <= $3::int)');
    expect(query.statement.text).toContain('LEFT JOIN "s" ON "s"."gb:s0" IS NOT DISTINCT FROM "o"."gb:d0"');
    expect(query.statement.values).toEqual(['cto', 50, 10]);
  });

  it('answers only the aggregates asked, though it may compute one to order by', () => {
    const query = buildGroupByQuery(opportunity, {
      group_by: j([{ stage: true }]),
      aggregate: j(['totalCount']),
      order_by: j([{ aggregate: { sumAmountAmountMicros: 'DescNullsLast' } }]),
    });
    expect(query.aggregates).toEqual([{ name: 'totalCount', column: 'gb:a0' }]);
    expect(query.statement.text).toContain('sum("t"."amount_amount_micros")::float8 AS "gb:a1"');
    expect(query.statement.text).toContain('ORDER BY "gb:a1" DESC NULLS LAST, "gb:d0" ASC NULLS FIRST');
  });
});
