import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { parseLimit } from './parse-limit.ts';

describe('parseLimit', () => {
  it('defaults to 60 when absent or empty', () => {
    expect(parseLimit(undefined)).toBe(60);
    expect(parseLimit(null)).toBe(60);
    expect(parseLimit('')).toBe(60);
  });

  it('reads query-string and numeric values', () => {
    expect(parseLimit('1')).toBe(1);
    expect(parseLimit(' 25 ')).toBe(25);
    expect(parseLimit(1000)).toBe(1000);
  });

  it('clamps values above 1000', () => {
    expect(parseLimit('1001')).toBe(1000);
    expect(parseLimit(5000)).toBe(1000);
    expect(parseLimit('99999999999999999999')).toBe(1000);
  });

  it.each([['0'], [0], ['-1'], [-5], ['2.5'], [2.5], ['abc'], ['10abc'], ['1e3'], [Number.NaN], [Infinity], [true], [['5']], [{}]])(
    'rejects %j with INVALID_LIMIT',
    (raw) => {
      const call = () => parseLimit(raw);
      expect(call).toThrow(AppError);
      expect(call).toThrow(/Invalid limit: .*expected an integer from 1 to 1000/);
      try {
        call();
      } catch (error) {
        expect((error as AppError).code).toBe('INVALID_LIMIT');
        expect((error as AppError).statusCode).toBe(400);
      }
    },
  );
});
