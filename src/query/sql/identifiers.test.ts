import { describe, expect, it } from 'vitest';
import { qualified, quoteIdent } from './identifiers.ts';

describe('identifiers', () => {
  it('double-quotes names and doubles embedded quotes', () => {
    expect(quoteIdent('person')).toBe('"person"');
    expect(quoteIdent('we"ird')).toBe('"we""ird"');
    expect(qualified('t', 'created_at')).toBe('"t"."created_at"');
  });
});
