import { describe, expect, it } from 'vitest';
import { company } from '../../metadata/objects/company.ts';
import { opportunity } from '../../metadata/objects/opportunity.ts';
import { person } from '../../metadata/objects/person.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import { parseFilter } from '../parse/parse-filter.ts';
import { planFilter } from '../plan/plan-filter.ts';
import { filterSql } from './filter-sql.ts';
import { SqlParams } from './sql-params.ts';

function sql(filter: string, object: ObjectMetadata = person) {
  const params = new SqlParams();
  const text = filterSql(planFilter(object, parseFilter(filter)), params, 't');
  return { text, values: params.values };
}

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('filterSql: one statement per comparator', () => {
  it.each([
    ['city[eq]:Paris', person, '"t"."city" = $1::text', ['Paris']],
    ['city[not]:Paris', person, '"t"."city" <> $1::text', ['Paris']],
    ['companyId[eq]:' + ID, person, '"t"."company_id" = $1::uuid', [ID]],
    ['employees[gt]:10', company, '"t"."employees" > $1::bigint', ['10']],
    ['employees[gte]:10', company, '"t"."employees" >= $1::bigint', ['10']],
    ['address.addressLat[lt]:4.5', company, '"t"."address_address_lat" < $1::double precision', [4.5]],
    ['createdAt[lte]:2026-01-01T10:00:00+01:00', person, '"t"."created_at" <= $1::timestamptz', ['2026-01-01T09:00:00.000Z']],
    ['idealCustomerProfile[eq]:true', company, '"t"."ideal_customer_profile" = $1::boolean', [true]],
    ['id[in]:[' + ID + ']', person, '"t"."id" = ANY($1::uuid[])', [[ID]]],
    ['stage[not_in]:[PROPOSAL]', opportunity, '("t"."stage" IS NULL OR "t"."stage" <> ALL($1::text[]))', [['PROPOSAL']]],
    ['amount.amountMicros[in]:[1,2]', opportunity, '"t"."amount_amount_micros" = ANY($1::bigint[])', [['1', '2']]],
    ['city[ilike]:par', person, '"t"."city" ILIKE $1::text', ['%par%']],
    ['city[like]:P%', person, '"t"."city" LIKE $1::text', ['P%']],
    ['city[startsWith]:Pa', person, '"t"."city" LIKE $1::text', ['Pa%']],
    ['city[endsWith]:is', person, '"t"."city" LIKE $1::text', ['%is']],
    ['city[is]:NULL', person, '"t"."city" IS NULL', []],
    ['city[is_not]:NULL', person, '"t"."city" IS NOT NULL', []],
    ['city[is]:NOT_NULL', person, '"t"."city" IS NOT NULL', []],
    ['workPolicy[eq]:[HYBRID,ON_SITE]', company, '("t"."work_policy" @> $1::text[] AND "t"."work_policy" <@ $1::text[])', [['HYBRID', 'ON_SITE']]],
    [
      'workPolicy[not]:HYBRID',
      company,
      '(NOT ("t"."work_policy" @> $1::text[] AND "t"."work_policy" <@ $1::text[]))',
      [['HYBRID']],
    ],
    ['workPolicy[containsAny]:[HYBRID]', company, '"t"."work_policy" && $1::text[]', [['HYBRID']]],
    ['emails.additionalEmails[containsAny]:[a@x.co]', person, '"t"."emails_additional_emails" ?| $1::text[]', [['a@x.co']]],
  ])('%s', (filter, object, text, values) => {
    expect(sql(filter, object)).toEqual({ text, values });
  });
});

describe('filterSql: groups', () => {
  it('joins top-level conditions with AND and numbers values left to right', () => {
    expect(sql('city[eq]:Paris,jobTitle[ilike]:cto')).toEqual({
      text: '("t"."city" = $1::text AND "t"."job_title" ILIKE $2::text)',
      values: ['Paris', '%cto%'],
    });
  });

  it('nests or / and', () => {
    expect(sql('or(stage[eq]:PROPOSAL,and(amount.amountMicros[gt]:1000,name[ilike]:acme))', opportunity)).toEqual({
      text: '("t"."stage" = $1::text OR ("t"."amount_amount_micros" > $2::bigint AND "t"."name" ILIKE $3::text))',
      values: ['PROPOSAL', '1000', '%acme%'],
    });
  });

  it('makes not() the complement, rows with NULLs included', () => {
    expect(sql('not(city[is]:NULL)')).toEqual({ text: '(("t"."city" IS NULL) IS NOT TRUE)', values: [] });
    expect(sql('not(city[eq]:a,jobTitle[eq]:b)')).toEqual({
      text: '((("t"."city" = $1::text AND "t"."job_title" = $2::text)) IS NOT TRUE)',
      values: ['a', 'b'],
    });
  });

  it('never splices values into the text', () => {
    const { text, values } = sql(`city[eq]:"x'); DROP TABLE person; --"`);
    expect(text).toBe('"t"."city" = $1::text');
    expect(values).toEqual(["x'); DROP TABLE person; --"]);
  });
});
