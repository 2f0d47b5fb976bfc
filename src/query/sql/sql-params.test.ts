import { describe, expect, it } from 'vitest';
import { SqlParams } from './sql-params.ts';

describe('SqlParams', () => {
  it('numbers placeholders in order, with optional casts', () => {
    const params = new SqlParams();
    expect(params.add('a')).toBe('$1');
    expect(params.add('0f8fad5b-d9cb-469f-a165-70867728950e', 'uuid')).toBe('$2::uuid');
    expect(params.add(['x'], 'text[]')).toBe('$3::text[]');
    expect(params.add(1.5, 'double precision')).toBe('$4::double precision');
    expect(params.values).toEqual(['a', '0f8fad5b-d9cb-469f-a165-70867728950e', ['x'], 1.5]);
  });
});
