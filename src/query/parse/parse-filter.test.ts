import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { COMPARATORS } from './filter-ast.ts';
import { MAX_FILTER_DEPTH, MAX_FILTER_LENGTH, parseFilter } from './parse-filter.ts';

const cond = (path: string, comparator: string, text: string, position = 0, quoted = false) => ({
  kind: 'condition',
  path: path.split('.'),
  comparator,
  value: { kind: 'scalar', text, quoted },
  position,
});

/** Parses `input`, expecting a 400 INVALID_FILTER AppError, and returns its message. */
function filterError(input: string): string {
  try {
    parseFilter(input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.statusCode).toBe(400);
    expect(appError.code).toBe('INVALID_FILTER');
    return appError.message;
  }
  throw new Error(`expected ${input} to be rejected`);
}

describe('parseFilter: conditions', () => {
  it('parses a single condition without wrapping it', () => {
    expect(parseFilter('city[eq]:Paris')).toEqual(cond('city', 'eq', 'Paris'));
  });

  it.each(COMPARATORS.filter((c) => !['in', 'not_in', 'containsAny'].includes(c)))(
    'parses the %s comparator',
    (comparator) => {
      expect(parseFilter(`city[${comparator}]:x`)).toEqual(cond('city', comparator, 'x'));
    },
  );

  it.each(['in', 'not_in', 'containsAny'])('parses the list comparator %s', (comparator) => {
    expect(parseFilter(`id[${comparator}]:[a,b]`)).toEqual({
      kind: 'condition',
      path: ['id'],
      comparator,
      value: { kind: 'list', items: [{ text: 'a', quoted: false }, { text: 'b', quoted: false }] },
      position: 0,
    });
  });

  it('maps neq to not and accepts any comparator case', () => {
    expect(parseFilter('stage[neq]:LOST')).toEqual(cond('stage', 'not', 'LOST'));
    expect(parseFilter('name[STARTSWITH]:a')).toEqual(cond('name', 'startsWith', 'a'));
  });

  it('splits dot paths', () => {
    expect(parseFilter('emails.primaryEmail[eq]:a@b.co')).toEqual(cond('emails.primaryEmail', 'eq', 'a@b.co'));
  });

  it('lets unquoted values hold colons, brackets and balanced parentheses', () => {
    expect(parseFilter('createdAt[gte]:2026-01-01T10:00:00.000Z')).toEqual(
      cond('createdAt', 'gte', '2026-01-01T10:00:00.000Z'),
    );
    expect(parseFilter('name[eq]:Acme (EU, West)')).toEqual(cond('name', 'eq', 'Acme (EU, West)'));
    expect(parseFilter("name[eq]:O'Brien")).toEqual(cond('name', 'eq', "O'Brien"));
  });

  it('trims spaces around bare values and between conditions', () => {
    expect(parseFilter(' a[eq]: x y , b[eq]:z ')).toEqual({
      kind: 'and',
      children: [cond('a', 'eq', 'x y', 1), cond("b", "eq", "z", 14)],
    });
  });
});

describe('parseFilter: quoting', () => {
  it('protects commas and parentheses with double or single quotes', () => {
    expect(parseFilter('name[eq]:"a,b)"')).toEqual(cond('name', 'eq', 'a,b)', 0, true));
    expect(parseFilter("name[eq]:'or(x)'")).toEqual(cond('name', 'eq', 'or(x)', 0, true));
  });

  it('unescapes the quote char and backslash, keeps other backslashes', () => {
    expect(parseFilter('name[eq]:"say \\"hi\\" \\\\ \\n"')).toEqual(cond('name', 'eq', 'say "hi" \\ \\n', 0, true));
    expect(parseFilter("name[eq]:'it\\'s'")).toEqual(cond('name', 'eq', "it's", 0, true));
  });

  it('allows an empty quoted value and marks NULL as quoted', () => {
    expect(parseFilter('city[eq]:""')).toEqual(cond('city', 'eq', '', 0, true));
    expect(parseFilter('city[eq]:"NULL"')).toEqual(cond('city', 'eq', 'NULL', 0, true));
    expect(parseFilter('city[is]:NULL')).toEqual(cond('city', 'is', 'NULL', 0, false));
  });

  it('parses lists with quoted elements and spaces', () => {
    expect(parseFilter('name[in]:[ a , "c,d" ,\'e]\']')).toEqual({
      kind: 'condition',
      path: ['name'],
      comparator: 'in',
      value: {
        kind: 'list',
        items: [
          { text: 'a', quoted: false },
          { text: 'c,d', quoted: true },
          { text: 'e]', quoted: true },
        ],
      },
      position: 0,
    });
  });
});

describe('parseFilter: nesting', () => {
  it('parses the and/or example of the brief', () => {
    expect(parseFilter('or(stage[eq]:PROPOSAL,and(amount.amountMicros[gt]:1000,name[ilike]:acme))')).toEqual({
      kind: 'or',
      children: [
        cond('stage', 'eq', 'PROPOSAL', 3),
        {
          kind: 'and',
          children: [cond("amount.amountMicros", "gt", "1000", 26), cond("name", "ilike", "acme", 55)],
        },
      ],
    });
  });

  it('parses not() and treats a comma list inside it as AND', () => {
    expect(parseFilter('not(city[is]:NULL)')).toEqual({ kind: 'not', child: cond('city', 'is', 'NULL', 4) });
    expect(parseFilter('not(a[eq]:1,b[eq]:2)')).toEqual({
      kind: 'not',
      child: { kind: 'and', children: [cond('a', 'eq', '1', 4), cond('b', 'eq', '2', 12)] },
    });
  });

  it('combines top-level groups and conditions with AND, keyword case-insensitive', () => {
    expect(parseFilter('OR(a[eq]:1,b[eq]:2),c[eq]:3')).toEqual({
      kind: 'and',
      children: [
        { kind: 'or', children: [cond('a', 'eq', '1', 3), cond('b', 'eq', '2', 11)] },
        cond('c', 'eq', '3', 20),
      ],
    });
  });

  it('ends a bare value at the closing parenthesis of its group', () => {
    expect(parseFilter('or(a[eq]:1)')).toEqual({ kind: 'or', children: [cond('a', 'eq', '1', 3)] });
  });

  it('accepts nesting up to the depth cap and refuses one more level', () => {
    const nested = (n: number) => 'and('.repeat(n) + 'a[eq]:1' + ')'.repeat(n);
    expect(() => parseFilter(nested(MAX_FILTER_DEPTH))).not.toThrow();
    expect(filterError(nested(MAX_FILTER_DEPTH + 1))).toMatch(/nesting deeper than 32 levels/);
  });
});

describe('parseFilter: errors', () => {
  it.each([
    ['id[in]:abc', /'id\[in\]' needs a bracketed list such as \[a,b\] at position 7/],
    ['id[not_in]:abc', /'id\[not_in\]' needs a bracketed list/],
    ['tags[containsAny]:abc', /'tags\[containsAny\]' needs a bracketed list/],
    ['city[foo]:x', /unknown comparator 'foo' at position 5; valid comparators: eq, not, in/],
    ['city:x', /expected '\[comparator\]' after field 'city' at position 4/],
    ['city[eq:x', /expected '\]' after comparator 'eq' at position 7/],
    ['city[eq]x', /expected ':' after 'city\[eq\]' at position 8/],
    ['city[eq]:', /missing value after 'city\[eq\]:' at position 9/],
    ['or(a[eq]:1', /missing '\)' to close 'or\(' opened at position 0/],
    ['a[eq]:1)', /unbalanced '\)' at position 7/],
    ['a[eq]:1,,b[eq]:2', /empty condition at position 8/],
    ['a[eq]:1,', /empty condition at position 8/],
    ['or()', /empty condition at position 3/],
    ['a[eq]:"x"y', /unexpected 'y' at position 9/],
    ['or(a[eq]:"x" y)', /unexpected 'y' at position 13/],
    ['a[eq]:"abc', /unterminated quoted value starting at position 6/],
    ['a[in]:[x,y', /missing '\]' to close the list opened at position 6/],
    ['a[in]:[]', /empty list at position 6/],
    ['a[in]:[x,,y]', /empty list element at position 9/],
    ['a[in]:["x" y]', /expected ',' or '\]' in the list at position 11/],
    ['xor(a[eq]:1)', /unknown group 'xor\(' at position 0/],
    ['a..b[eq]:1', /invalid field path 'a\.\.b' at position 0/],
    ['[eq]:1', /expected a field name at position 0/],
    ['   ', /filter is empty/],
  ])('rejects %s', (input, message) => {
    expect(filterError(input)).toMatch(message);
  });

  it('refuses input longer than the cap before parsing', () => {
    const input = 'a[eq]:' + 'x'.repeat(MAX_FILTER_LENGTH);
    expect(filterError(input)).toMatch(/maximum is 10000/);
  });

  it('handles hostile input quickly', () => {
    const started = Date.now();
    for (const input of ['('.repeat(9000), 'and('.repeat(2000), 'a[in]:[' + ','.repeat(9000), '"'.repeat(9999)])
      expect(() => parseFilter(input)).toThrow(AppError);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
