import { describe, expect, it } from 'vitest';
import { company } from '../../metadata/objects/company.ts';
import { opportunity } from '../../metadata/objects/opportunity.ts';
import { person } from '../../metadata/objects/person.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import { parseFilter } from '../parse/parse-filter.ts';
import { badRequestMessage } from '../test-errors.ts';
import { planFilter } from './plan-filter.ts';
import type { PlannedFilter, Predicate } from './plan-types.ts';

const plan = (filter: string, object: ObjectMetadata = person) => planFilter(object, parseFilter(filter));
const predicate = (filter: string, object: ObjectMetadata = person): Predicate => {
  const planned = plan(filter, object);
  if (planned.kind !== 'condition') throw new Error('expected a condition');
  return planned.predicate;
};
const error = (filter: string, object: ObjectMetadata = person) => badRequestMessage('INVALID_FILTER', () => plan(filter, object));

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('planFilter: comparators', () => {
  it('plans eq / not (neq) / gt / gte / lt / lte with typed values', () => {
    expect(predicate('city[eq]:Paris')).toEqual({ op: 'eq', value: 'Paris' });
    expect(predicate('city[not]:Paris')).toEqual({ op: 'neq', value: 'Paris' });
    expect(predicate('employees[gt]:10', company)).toEqual({ op: 'gt', value: '10' });
    expect(predicate('address.addressLat[gte]:1.5', company)).toEqual({ op: 'gte', value: 1.5 });
    expect(predicate('createdAt[lt]:2026-01-01', company)).toEqual({ op: 'lt', value: '2026-01-01T00:00:00.000Z' });
    expect(predicate('name[lte]:M', company)).toEqual({ op: 'lte', value: 'M' });
    expect(predicate('idealCustomerProfile[eq]:true', company)).toEqual({ op: 'eq', value: true });
  });

  it('plans in / not_in with every element typed', () => {
    expect(predicate(`id[in]:[${ID.toUpperCase()},${ID}]`)).toEqual({ op: 'in', values: [ID, ID] });
    expect(predicate('stage[not_in]:[PROPOSAL,CLOSED_LOST]', opportunity)).toEqual({
      op: 'notIn',
      values: ['PROPOSAL', 'CLOSED_LOST'],
    });
    expect(error('id[in]:[abc]')).toMatch(/'id' expects a UUID, got 'abc' \(condition at position 0\)/);
  });

  it('turns ilike and like without wildcards into escaped contains patterns', () => {
    expect(predicate('city[ilike]:par')).toEqual({ op: 'like', pattern: '%par%', caseInsensitive: true });
    expect(predicate('city[like]:Par')).toEqual({ op: 'like', pattern: '%Par%', caseInsensitive: false });
    expect(predicate('city[ilike]:a\\b')).toEqual({ op: 'like', pattern: '%a\\\\b%', caseInsensitive: true });
  });

  it('uses a value with % or _ as the pattern itself', () => {
    expect(predicate('city[ilike]:par%')).toEqual({ op: 'like', pattern: 'par%', caseInsensitive: true });
    expect(predicate('city[like]:P_ris')).toEqual({ op: 'like', pattern: 'P_ris', caseInsensitive: false });
  });

  it('matches startsWith / endsWith literally', () => {
    expect(predicate('city[startsWith]:50%')).toEqual({ op: 'like', pattern: '50\\%%', caseInsensitive: false });
    expect(predicate('city[endsWith]:_x')).toEqual({ op: 'like', pattern: '%\\_x', caseInsensitive: false });
  });

  it('plans is / is_not with NULL and NOT_NULL', () => {
    expect(predicate('city[is]:NULL')).toEqual({ op: 'isNull' });
    expect(predicate('city[is]:null')).toEqual({ op: 'isNull' });
    expect(predicate('city[is]:NOT_NULL')).toEqual({ op: 'isNotNull' });
    expect(predicate('city[is_not]:NULL')).toEqual({ op: 'isNotNull' });
    expect(predicate('companyId[is_not]:NOT_NULL')).toEqual({ op: 'isNull' });
    expect(error('city[is]:Paris')).toMatch(/'city\[is\]' takes NULL or NOT_NULL, got 'Paris'/);
  });

  it('compares MULTI_SELECT as a set with eq / not and tests overlap with containsAny', () => {
    expect(predicate('workPolicy[eq]:REMOTE_WORK', company)).toEqual({ op: 'setEq', values: ['REMOTE_WORK'] });
    expect(predicate('workPolicy[not]:[HYBRID,ON_SITE]', company)).toEqual({ op: 'setNeq', values: ['HYBRID', 'ON_SITE'] });
    expect(predicate('workPolicy[containsAny]:[HYBRID]', company)).toEqual({ op: 'overlaps', values: ['HYBRID'] });
    expect(error('workPolicy[containsAny]:[OFFICE]', company)).toMatch(
      /'workPolicy' does not allow 'OFFICE'; allowed values: ON_SITE, HYBRID, REMOTE_WORK/,
    );
  });

  it('tests RAW_JSON arrays with containsAny', () => {
    expect(predicate('emails.additionalEmails[containsAny]:[a@x.co,"b@y.co"]')).toEqual({
      op: 'overlaps',
      values: ['a@x.co', 'b@y.co'],
    });
  });
});

describe('planFilter: type checks', () => {
  it.each([
    ['id[gt]:x', person, "'id' (UUID) does not support the 'gt' comparator; supported: eq, not, in, not_in, is, is_not"],
    ['employees[ilike]:1', company, "'employees' (NUMBER) does not support the 'ilike' comparator"],
    ['idealCustomerProfile[in]:[true]', company, "'idealCustomerProfile' (BOOLEAN) does not support the 'in' comparator"],
    ['stage[gt]:PROPOSAL', opportunity, "'stage' (SELECT) does not support the 'gt' comparator"],
    ['workPolicy[in]:[HYBRID]', company, "'workPolicy' (MULTI_SELECT) does not support the 'in' comparator"],
    ['emails.additionalEmails[eq]:x', person, "'emails.additionalEmails' (RAW_JSON) does not support the 'eq' comparator"],
    ['createdAt[startsWith]:2026', person, "'createdAt' (DATE_TIME) does not support the 'startsWith' comparator"],
    ['city[containsAny]:[a]', person, "'city' (TEXT) does not support the 'containsAny' comparator"],
  ])('rejects %s', (filter, object, message) => {
    expect(error(filter, object)).toContain(message);
  });

  it('rejects values of the wrong type, naming the field', () => {
    expect(error('employees[gt]:many', company)).toMatch(/'employees' expects an integer, got 'many'/);
    expect(error('amount.amountMicros[gt]:1.5', opportunity)).toMatch(/'amount.amountMicros' expects an integer/);
    expect(error('idealCustomerProfile[eq]:yes', company)).toMatch(/expects true or false/);
    expect(error('createdAt[gt]:2026-02-30')).toMatch(/'createdAt' expects an ISO 8601 date/);
    expect(error('stage[eq]:WON', opportunity)).toMatch(/'stage' does not allow 'WON'; allowed values: DISCOVERY, PROPOSAL/);
    expect(error('companyId[eq]:NULL')).toMatch(/expects a UUID, got 'NULL'; to match empty values use companyId\[is\]:NULL/);
  });

  it('refuses a list where one value is expected', () => {
    expect(error('city[eq]:[a,b]')).toMatch(/'city\[eq\]' expects a single value, not a list/);
  });

  it('names the position of the faulty condition', () => {
    expect(error('city[eq]:x,foo[eq]:1')).toMatch(/unknown field 'foo' on person.*\(condition at position 11\)$/);
  });

  it('refuses filtering fields of an embedded object', () => {
    expect(error('company.name[eq]:Acme')).toMatch(/fields of an embedded object cannot be filtered; filter on the join field 'companyId' instead/);
  });
});

describe('planFilter: groups', () => {
  it('keeps and / or / not shape with typed leaves', () => {
    const planned: PlannedFilter = plan('or(stage[eq]:PROPOSAL,and(amount.amountMicros[gt]:1000,not(name[ilike]:acme)))', opportunity);
    expect(planned).toEqual({
      kind: 'or',
      children: [
        { kind: 'condition', target: expect.objectContaining({ column: 'stage' }), predicate: { op: 'eq', value: 'PROPOSAL' } },
        {
          kind: 'and',
          children: [
            {
              kind: 'condition',
              target: expect.objectContaining({ column: 'amount_amount_micros', integer: true }),
              predicate: { op: 'gt', value: '1000' },
            },
            {
              kind: 'not',
              child: {
                kind: 'condition',
                target: expect.objectContaining({ column: 'name' }),
                predicate: { op: 'like', pattern: '%acme%', caseInsensitive: true },
              },
            },
          ],
        },
      ],
    });
  });
});
