// Catalogues of hostile input: strings (huge, unicode, NUL), numbers at the edges, malformed
// UUIDs and path ids, and hostile values of the list query parameters (filter, order_by, limit,
// depth, cursors). Each function draws one value from the seeded generator.
import type { Rng } from './prng.ts';

export const HUGE_LENGTH = 100_000;

/** Strings that stress decoding, storage and echoing. */
export const UNICODE_STRINGS: readonly string[] = [
  'Zoë Ångström-Łukasiewicz',
  '日本語のテキスト',
  '👩‍👩‍👧‍👦🏳️‍🌈🇫🇷', // ZWJ sequences and flags
  '\u{1F600}\u{1F4A9}\u{1F9D1}\u{1F3FD}',
  'مرحبا بالعالم', // RTL
  '\u202Egnp.exe\u202C', // RTL override
  'e\u0301\u0301\u0301\u0301 combining', // combining marks
  'Z̸̧̛̤̗̲͖̱̀͌̅̐͐a̶̛̝l̴̼̈́g̸̱̈́o̵̤̍', // zalgo
  '\u200B\u200C\u200D\uFEFF', // zero-width and BOM
  '\uD83D', // lone high surrogate
  '\uDE00', // lone low surrogate
  'a\uDC00b\uD800', // reversed surrogates
  '\uFFFE\uFFFF', // non-characters
  '\u0085\u2028\u2029', // line separators
  '\t\r\n\v\f',
  '\u001B[31mred\u001B[0m', // ANSI escape
  '<script>alert(1)</script>',
  '"; DROP TABLE person; --',
  "' OR '1'='1",
  '${7*7}{{7*7}}',
  '%00%2e%2e%2f',
  '\\u0000',
  'ＡＢＣ１２３', // full-width
  'İıŞş', // case-folding surprises
  'ß'.repeat(50),
];

const NUL_STRINGS = ['\u0000', 'a\u0000b', '\u0000\u0000\u0000', 'name\u0000.txt', '\u0000'.repeat(100)];

export function hugeString(rng: Rng): string {
  const length = rng.pick([HUGE_LENGTH - 1, HUGE_LENGTH, HUGE_LENGTH + 1, 2 * HUGE_LENGTH, 10_000]);
  const unit = rng.pick(['a', 'é', '😀', 'ab ']);
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

export function unicodeString(rng: Rng): string {
  const parts = rng.sample(UNICODE_STRINGS, rng.int(1, 3));
  return parts.join(rng.pick(['', ' ']));
}

export function nulString(rng: Rng): string {
  return rng.pick(NUL_STRINGS);
}

/** One hostile string of any kind. */
export function hostileString(rng: Rng): string {
  switch (rng.int(0, 5)) {
    case 0:
      return hugeString(rng);
    case 1:
    case 2:
      return unicodeString(rng);
    case 3:
      return nulString(rng);
    case 4:
      return rng.pick(['', ' ', '   ', 'null', 'undefined', 'true', '0', '-1', 'NaN', '[]', '{}']);
    default:
      return rng.pick(SQL_INJECTIONS);
  }
}

export const NUMERIC_EDGES: readonly unknown[] = [
  -0,
  0,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2, // 2^53 + 1 is not representable; JSON text below carries it exactly
  -Number.MAX_SAFE_INTEGER,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 63,
  -1,
  -999999999999,
  1.5,
  0.1,
  -0.000001,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '12',
  '0x10',
];

/** Numbers written as JSON text that no JS number round-trips (sent raw). */
export const RAW_NUMBER_TEXTS: readonly string[] = ['9007199254740993', '1e400', '-1e400', '1.0000000000000000000001', '123456789012345678901234567890', '-0.0', '1E+2', '0.1e-400'];

export function numericEdge(rng: Rng): unknown {
  return rng.pick(NUMERIC_EDGES);
}

export const MALFORMED_UUIDS: readonly string[] = [
  'abc',
  '123',
  '',
  ' ',
  '00000000-0000-0000-0000-00000000000', // one short
  '00000000-0000-0000-0000-0000000000000', // one long
  'g0000000-0000-0000-0000-000000000000',
  '00000000000000000000000000000000',
  '{00000000-0000-0000-0000-000000000000}',
  'urn:uuid:00000000-0000-0000-0000-000000000000',
  '00000000-0000-0000-0000-000000000000\u0000',
  ' 00000000-0000-0000-0000-000000000000',
  '00000000-0000-0000-0000-000000000000 ',
  '0000000-00000-0000-0000-000000000000',
  '😀😀😀😀😀😀😀😀-😀😀😀😀-😀😀😀😀-😀😀😀😀-😀😀😀😀😀😀😀😀😀😀😀😀',
  'null',
  'undefined',
  '-1',
  "' OR 1=1 --",
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
];

export function malformedUuid(rng: Rng): string {
  if (rng.chance(0.1)) return 'a'.repeat(rng.pick([37, 1000, 10_000]));
  return rng.pick(MALFORMED_UUIDS);
}

/** Raw (already URL-level) path segments that try to escape or confuse the route. */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  '%00',
  'abc%00def',
  '%ZZ',
  '%',
  '%c0%ae%c0%ae%c0%af',
  '%E2%80%AE',
  '....//....//',
  '..;',
  ';id=1',
  '%20',
  '%0d%0aSet-Cookie:%20x=1',
  'a'.repeat(5_000),
  '0'.repeat(10_000),
  encodeURIComponent('00000000-0000-0000-0000-000000000000/../../people'),
  '00000000-0000-0000-0000-000000000000%3Fdepth%3D2',
  '00000000-0000-0000-0000-000000000000%23x',
  '~',
  '*',
  '%252e%252e%252f',
];

export function hostilePathSegment(rng: Rng): string {
  if (rng.chance(0.4)) return encodeURIComponent(malformedUuid(rng));
  return rng.pick(HOSTILE_PATH_SEGMENTS);
}

export const SQL_INJECTIONS: readonly string[] = [
  "'; DROP TABLE person; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(10)--',
  "'||(SELECT version())||'",
  '") OR 1=1 --',
  "\\'; --",
  '$$; DROP TABLE person; $$',
  'E\'\\x00\'',
  '1 UNION SELECT * FROM api_key--',
];

/** Hostile values for `filter` (the query language), unencoded. */
export function hostileFilter(rng: Rng, fields: readonly string[]): string {
  const field = fields.length ? rng.pick(fields) : 'id';
  switch (rng.int(0, 17)) {
    case 0:
      return `${field}[eq]:${rng.pick(SQL_INJECTIONS)}`;
    case 1:
      return 'and('.repeat(rng.int(1, 5)) + `${field}[eq]:x`; // unbalanced
    case 2:
      return `${field}[eq]:x` + ')'.repeat(rng.int(1, 5));
    case 3:
      return `${'and('.repeat(rng.pick([50, 200, 1000]))}${field}[is]:NULL${')'.repeat(rng.pick([50, 200, 1000]))}`;
    case 4:
      return `${field}[eq]:${'x'.repeat(10_000)}`;
    case 5:
      return Array.from({ length: rng.pick([100, 1000, 2000]) }, () => `${field}[is]:NULL`).join(',');
    case 6:
      return `${field}[${rng.pick(['regex', 'EQ', 'eqq', '', ' eq', 'eq ', '__proto__', 'constructor', 'toString', 'similar', '$where'])}]:x`;
    case 7:
      return `${field}[in]:${rng.pick(['x', '[', ']', '[,]', '[[a]]', `[${'a,'.repeat(5000)}a]`, '[]'])}`;
    case 8:
      return `${rng.pick(['__proto__', 'constructor', 'prototype', "x'y", 'a.b.c.d.e', '.', '..', 'name..firstName', 'id.id', '"id"', 'ID'])}[eq]:1`;
    case 9:
      return `${field}[eq]:x%00y`;
    case 10:
      return `${field}[eq]:\u0000`;
    case 11:
      return rng.pick(['', ',', ',,', '()', 'or()', 'not()', 'and(,)', 'not(a,b)', ':', '[', ']', '[eq]:1', 'id[eq]', 'id[eq]:', 'id:1', '((((', '))))', "'", '"', "id[eq]:'unterminated", 'id[eq]:"x']);
    case 12:
      return `${field}[${rng.pick(['gt', 'lt', 'gte', 'lte', 'eq'])}]:${rng.pick(['1e308', '-1e308', 'NaN', 'Infinity', '99999999999999999999999', '2024-02-30', '0000-00-00T00:00:00Z', '+275760-09-13T00:00:00.000Z', '-0', '1.5', 'true', 'NULL'])}`;
    case 13:
      return `${field}[like]:${rng.pick(['%', '%%%%%%', '_', '\\', '\\%', '%' + '_'.repeat(1000) + '%', '[a-z]*', '(?:a+)+$'])}`;
    case 14:
      return `${field}[is]:${rng.pick(['NULL', 'NOT_NULL', 'null', 'TRUE', 'x', ''])}`;
    case 15:
      return `not(${'not('.repeat(rng.int(1, 100))}${field}[is]:NULL${')'.repeat(rng.int(1, 100))})`;
    case 16:
      return unicodeString(rng);
    default:
      return `or(${field}[eq]:a,${field}[eq]:b),${field}[${rng.pick(['containsAny', 'startsWith', 'endsWith', 'ilike', 'not_in', 'neq', 'is_not'])}]:${rng.pick(['[A]', 'A', '%', 'NULL'])}`;
  }
}

/** Hostile values for `order_by`, unencoded. */
export function hostileOrderBy(rng: Rng, fields: readonly string[]): string {
  const field = fields.length ? rng.pick(fields) : 'id';
  return rng.pick([
    `${field}[Sideways]`,
    `${field}[AscNullsFirst`,
    `${field}]`,
    `${field}[AscNullsFirst][DescNullsLast]`,
    `${field}; DROP TABLE person`,
    `${field}[AscNullsFirst],`.repeat(rng.pick([2, 100, 1000])),
    `${field} DESC`,
    'random()',
    '(SELECT 1)',
    '__proto__[AscNullsFirst]',
    'unknownField[DescNullsLast]',
    '',
    ',',
    'name.',
    '.name',
    `${'x'.repeat(10_000)}[AscNullsLast]`,
    `${field}[asc]`,
    `${field}[ASCNULLSFIRST]`,
    `${field}%00[AscNullsFirst]`,
    `${field}[\u0000]`,
  ]);
}

export function hostileLimit(rng: Rng): string {
  return rng.pick(['0', '-1', '-0', '1.5', '1e3', '1e308', 'NaN', 'Infinity', '', ' ', 'abc', '9007199254740993', '99999999999999999999', '0x10', '1,2', '[1]', "1'", '1%00', '1000001', String(2 ** 31), '00001', '+5']);
}

export function hostileDepth(rng: Rng): string {
  return rng.pick(['3', '-1', '1.0', '1e0', '10', '99999', 'NaN', '', 'true', 'x', '0x1', ' 1', '2 ', '1,2', '%00']);
}

export function hostileCursor(rng: Rng): string {
  return rng.pick([malformedUuid(rng), '00000000-0000-0000-0000-000000000000', 'eyJpZCI6MX0=', '../../etc/passwd', "' OR 1=1 --", '', '%00']);
}

export function hostileBoolean(rng: Rng): string {
  return rng.pick(['yes', '1', '0', 'TRUE', 'tru', '', 'null', 'true,false', '%00']);
}
