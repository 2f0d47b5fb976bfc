import { describe, expect, it } from 'vitest';
import { badRequest } from '../../errors/app-error.ts';
import { badRequestMessage } from '../test-errors.ts';
import { coerceValue } from './coerce-value.ts';
import type { ColumnRef, LeafType } from './plan-types.ts';

const fail = (message: string) => badRequest('INVALID_FILTER', message);
const ref = (type: LeafType, extra: Partial<ColumnRef> = {}): ColumnRef => ({
  path: 'f',
  column: 'f',
  type,
  integer: false,
  nullable: true,
  ...extra,
});
const coerce = (target: ColumnRef, text: string, quoted = false) => coerceValue(target, { text, quoted }, fail);
const error = (target: ColumnRef, text: string, quoted = false) =>
  badRequestMessage('INVALID_FILTER', () => coerce(target, text, quoted));

describe('coerceValue', () => {
  it('keeps text as written, spaces included', () => {
    expect(coerce(ref('TEXT'), ' Acme ')).toBe(' Acme ');
  });

  it('checks and lowercases UUIDs', () => {
    expect(coerce(ref('UUID'), '0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(error(ref('UUID'), 'abc')).toBe("'f' expects a UUID, got 'abc'");
  });

  it('reads booleans', () => {
    expect(coerce(ref('BOOLEAN'), 'true')).toBe(true);
    expect(coerce(ref('BOOLEAN'), 'FALSE')).toBe(false);
    expect(error(ref('BOOLEAN'), 'yes')).toBe("'f' expects true or false, got 'yes'");
  });

  it('reads finite floats', () => {
    expect(coerce(ref('NUMBER'), '1.5')).toBe(1.5);
    expect(coerce(ref('NUMBER'), '-2e3')).toBe(-2000);
    expect(coerce(ref('NUMBER'), '.5')).toBe(0.5);
    for (const bad of ['abc', 'Infinity', 'NaN', '1e999', '0x10', '1,5', ''])
      expect(error(ref('NUMBER'), bad)).toMatch(/expects a finite number/);
  });

  it('keeps integers exact as decimal strings within 64 bits', () => {
    const integer = ref('NUMBER', { integer: true });
    expect(coerce(integer, '1000')).toBe('1000');
    expect(coerce(integer, '+007')).toBe('7');
    expect(coerce(integer, '9007199254740993')).toBe('9007199254740993');
    expect(error(integer, '1.5')).toBe("'f' expects an integer, got '1.5'");
    expect(error(integer, '9223372036854775808')).toMatch(/within 64 bits/);
  });

  it('normalises dates to UTC ISO strings', () => {
    expect(coerce(ref('DATE_TIME'), '2026-01-01')).toBe('2026-01-01T00:00:00.000Z');
    expect(error(ref('DATE_TIME'), 'soon')).toMatch(/'f' expects an ISO 8601 date or date-time/);
  });

  it('checks SELECT and MULTI_SELECT values against the options', () => {
    const select = ref('SELECT', { options: ['TODO', 'DONE'] });
    expect(coerce(select, 'DONE')).toBe('DONE');
    expect(error(select, 'done')).toBe("'f' does not allow 'done'; allowed values: TODO, DONE");
    expect(error(ref('MULTI_SELECT', { options: ['A'] }), 'B')).toMatch(/allowed values: A/);
    expect(coerce(ref('SELECT'), 'ANY')).toBe('ANY'); // no option set declared
  });

  it('hints at [is]:NULL for an unquoted NULL on a typed field', () => {
    expect(error(ref('UUID'), 'NULL')).toBe("'f' expects a UUID, got 'NULL'; to match empty values use f[is]:NULL");
    expect(error(ref('UUID'), 'NULL', true)).toBe("'f' expects a UUID, got 'NULL'");
  });
});
