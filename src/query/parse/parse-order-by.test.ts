import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { parseOrderBy } from './parse-order-by.ts';

function orderByError(input: string): string {
  try {
    parseOrderBy(input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).code).toBe('INVALID_ORDER_BY');
    return (error as AppError).message;
  }
  throw new Error(`expected ${input} to be rejected`);
}

describe('parseOrderBy', () => {
  it('parses every direction, dot paths and bare fields', () => {
    expect(parseOrderBy('createdAt[DescNullsLast], name.lastName[AscNullsLast],city,x[DescNullsFirst],y[AscNullsFirst]')).toEqual([
      { path: ['createdAt'], direction: 'DescNullsLast' },
      { path: ['name', 'lastName'], direction: 'AscNullsLast' },
      { path: ['city'], direction: 'AscNullsFirst' },
      { path: ['x'], direction: 'DescNullsFirst' },
      { path: ['y'], direction: 'AscNullsFirst' },
    ]);
  });

  it('accepts directions in any case', () => {
    expect(parseOrderBy('city[descnullslast]')).toEqual([{ path: ['city'], direction: 'DescNullsLast' }]);
  });

  it.each([
    ['city[Desc]', /unknown direction 'Desc' for 'city' at position 0; valid directions: AscNullsFirst/],
    ['a,city[Up]', /unknown direction 'Up' for 'city' at position 2/],
    ['city[]', /unknown direction '' for 'city'/],
    ['city[AscNullsLast', /'city\[AscNullsLast' at position 0 is not field or field\[Direction\]/],
    ['a,,b', /empty term at position 2/],
    ['', /empty term at position 0/],
    ['a.', /'a\.' at position 0 is not field/],
    ['a b', /'a b' at position 0 is not field/],
  ])('rejects %s', (input, message) => {
    expect(orderByError(input)).toMatch(message);
  });

  it('refuses overlong input', () => {
    expect(orderByError('a,'.repeat(6000))).toMatch(/maximum is 10000/);
  });
});
