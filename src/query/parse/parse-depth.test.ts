import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { parseDepth } from './parse-depth.ts';

describe('parseDepth', () => {
  it('uses the object default when absent', () => {
    expect(parseDepth(undefined, 0)).toBe(0);
    expect(parseDepth('', 1)).toBe(1);
  });

  it('accepts 0, 1 and 2 as strings or numbers', () => {
    expect(parseDepth('0', 1)).toBe(0);
    expect(parseDepth(1, 0)).toBe(1);
    expect(parseDepth('2', 0)).toBe(2);
  });

  it.each([['3'], [3], ['-1'], ['1.0'], [1.5], ['one'], [true], [['1']]])('rejects %j with INVALID_DEPTH', (raw) => {
    try {
      parseDepth(raw, 0);
      throw new Error('expected a rejection');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('INVALID_DEPTH');
      expect((error as AppError).message).toMatch(/Invalid depth: .*expected 0, 1 or 2/);
    }
  });
});
