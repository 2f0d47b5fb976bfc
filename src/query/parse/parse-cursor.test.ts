import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { parseCursor } from './parse-cursor.ts';

describe('parseCursor', () => {
  it('is undefined when absent or empty', () => {
    expect(parseCursor(undefined, 'starting_after')).toBeUndefined();
    expect(parseCursor('', 'ending_before')).toBeUndefined();
  });

  it('accepts any UUID version and lowercases it', () => {
    expect(parseCursor('0F8FAD5B-D9CB-469F-A165-70867728950E', 'starting_after')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(parseCursor('01890a5d-ac96-774b-bcce-b302099a8057', 'starting_after')).toBe('01890a5d-ac96-774b-bcce-b302099a8057');
    expect(parseCursor('00000000-0000-0000-0000-000000000000', 'ending_before')).toBe('00000000-0000-0000-0000-000000000000');
  });

  it.each([['abc'], ['0f8fad5b-d9cb-469f-a165-70867728950'], ['0f8fad5bd9cb469fa16570867728950e'], [42], [['0f8fad5b-d9cb-469f-a165-70867728950e']]])(
    'rejects %j with INVALID_CURSOR naming the parameter',
    (raw) => {
      try {
        parseCursor(raw, 'ending_before');
        throw new Error('expected a rejection');
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('INVALID_CURSOR');
        expect((error as AppError).message).toMatch(/^Invalid ending_before: .* is not a valid UUID \(a record id\)$/);
      }
    },
  );
});
