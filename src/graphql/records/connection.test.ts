import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pagePlan } from './connection.ts';
import { orderTerms, reversedTerms } from './order-input.ts';

const ID = '0190f0c8-1111-7000-8000-00000000abcd';

describe('cursors and page arguments', () => {
  it('a cursor is opaque and decodes back to its record id; anything else names the argument', () => {
    const cursor = encodeCursor(ID);
    expect(cursor).not.toContain(ID);
    expect(decodeCursor(cursor, 'after')).toBe(ID);
    for (const forged of ['', 'abc', Buffer.from(ID).toString('base64url'), encodeCursor('not-a-uuid'), `${cursor}!`]) {
      expect(() => decodeCursor(forged, 'before'), forged).toThrow(/^before: '.*' is not a cursor of this API/);
    }
  });

  it('first/after forward; last/before backward; last alone reads the reversed order', () => {
    expect(pagePlan({ first: 5, after: encodeCursor(ID) }, [])).toEqual({ fromEnd: false, input: expect.objectContaining({ limit: 5, startingAfter: ID, orderBy: [] }) });
    expect(pagePlan({ last: 5, before: encodeCursor(ID) }, [])).toEqual({ fromEnd: false, input: expect.objectContaining({ limit: 5, endingBefore: ID }) });
    expect(pagePlan({ last: 2 }, [{ path: ['city'], direction: 'AscNullsFirst' }])).toEqual({
      fromEnd: true,
      input: expect.objectContaining({ limit: 2, orderBy: [{ path: ['city'], direction: 'DescNullsLast' }] }),
    });
    expect(pagePlan({}, []).input.limit).toBe(60);
  });

  it.each([
    [{ first: 1, last: 1 }, /first and last cannot be used together/],
    [{ after: encodeCursor(ID), before: encodeCursor(ID) }, /after and before cannot be used together/],
    [{ first: 0 }, /^first: must be from 1 to 1000, got 0$/],
    [{ last: 1001 }, /^last: must be from 1 to 1000, got 1001$/],
    [{ first: 2, before: encodeCursor(ID) }, /before pages backward/],
  ])('%j is refused', (args, message) => {
    expect(() => pagePlan(args, [])).toThrow(message);
  });
});

describe('orderBy -> order terms', () => {
  it('nests composite sub-fields and keeps item order; reversing flips every direction and nulls placement', () => {
    const terms = orderTerms([{ name: { lastName: 'AscNullsLast' } }, { createdAt: 'DescNullsFirst' }]);
    expect(terms).toEqual([
      { path: ['name', 'lastName'], direction: 'AscNullsLast' },
      { path: ['createdAt'], direction: 'DescNullsFirst' },
    ]);
    expect(reversedTerms(terms)).toEqual([
      { path: ['name', 'lastName'], direction: 'DescNullsFirst' },
      { path: ['createdAt'], direction: 'AscNullsLast' },
    ]);
    expect(reversedTerms([])).toEqual([{ path: ['createdAt'], direction: 'DescNullsLast' }]);
  });
});
