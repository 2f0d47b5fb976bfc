import { describe, expect, it } from 'vitest';
import { opportunity } from '../../metadata/objects/opportunity.ts';
import { person } from '../../metadata/objects/person.ts';
import { parseOrderBy } from '../parse/parse-order-by.ts';
import { badRequestMessage } from '../test-errors.ts';
import { planOrderBy, reverseOrder } from './plan-order-by.ts';

const plan = (orderBy: string, object = person) => planOrderBy(object, orderBy === '' ? [] : parseOrderBy(orderBy));
const short = (orderBy: string, object = person) =>
  plan(orderBy, object).map((c) => `${c.column} ${c.direction} NULLS ${c.nulls}${c.nullable ? '' : ' (not null)'}`);

describe('planOrderBy', () => {
  it('defaults to createdAt then id, in index order', () => {
    expect(short('')).toEqual(['created_at ASC NULLS LAST (not null)', 'id ASC NULLS LAST (not null)']);
  });

  it('keeps the requested NULLS placement on nullable columns and appends id', () => {
    expect(short('city[DescNullsLast],jobTitle')).toEqual([
      'city DESC NULLS LAST',
      'job_title ASC NULLS FIRST',
      'id ASC NULLS LAST (not null)',
    ]);
  });

  it('gives the id tie-breaker the direction of the last column', () => {
    expect(short('createdAt[DescNullsLast]')).toEqual(['created_at DESC NULLS FIRST (not null)', 'id DESC NULLS FIRST (not null)']);
  });

  it('does not append id when already present and ignores repeated columns', () => {
    expect(short('id[DescNullsFirst],city,id')).toEqual(['id DESC NULLS FIRST (not null)', 'city ASC NULLS FIRST']);
    expect(short('name,name.lastName[DescNullsLast]')).toEqual([
      'name_first_name ASC NULLS FIRST',
      'name_last_name ASC NULLS FIRST',
      'id ASC NULLS LAST (not null)',
    ]);
  });

  it('orders by composite sub-fields and primary sub-fields', () => {
    expect(short('amount[DescNullsLast]', opportunity)[0]).toBe('amount_amount_micros DESC NULLS LAST');
    expect(short('emails.primaryEmail')[0]).toBe('emails_primary_email ASC NULLS FIRST');
  });

  it.each([
    ['emails.additionalEmails', /'emails.additionalEmails' is a JSON value and cannot be ordered by/],
    ['company', /'company' is an embedded object: fields of an embedded object cannot be ordered by; order by the join field 'companyId'/],
    ['nickname', /unknown field 'nickname' on person; valid fields: id, createdAt/],
    ['emails.nope', /'emails' has no sub-field 'nope'/],
  ])('rejects %s with INVALID_ORDER_BY', (orderBy, message) => {
    expect(badRequestMessage('INVALID_ORDER_BY', () => plan(orderBy))).toMatch(message);
  });
});

describe('reverseOrder', () => {
  it('flips every direction and NULLS placement', () => {
    const reversed = reverseOrder(plan('city[AscNullsFirst],jobTitle[DescNullsLast]'));
    expect(reversed.map((c) => `${c.column} ${c.direction} ${c.nulls}`)).toEqual([
      'city DESC LAST',
      'job_title ASC FIRST',
      'id ASC LAST', // the tie-breaker followed jobTitle: DESC
    ]);
  });
});
