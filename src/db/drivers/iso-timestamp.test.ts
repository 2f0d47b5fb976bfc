import { types } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isoFromPostgresTimestamp, isoTimestampParser, TIMESTAMPTZ_OID } from './iso-timestamp.ts';

// What each driver's own parser makes of a timestamptz, as the API writes it.
const pgIso = (text: string) => (pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text')(text) as Date).toISOString();
const pgliteIso = (text: string) => ((types.parsers[TIMESTAMPTZ_OID] as (text: string) => Date)(text)).toISOString();

/** PostgreSQL's text of the instant `iso`, fraction trimmed as it prints it ('.1', '.12', none). */
const postgresText = (iso: string, fraction = iso.slice(20, 23).replace(/0+$/, '')) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;

describe('isoFromPostgresTimestamp', () => {
  it('answers what both drivers parse and format, for every millisecond fraction and instants from 1000 to 9999', () => {
    const texts = Array.from({ length: 1000 }, (_, ms) => postgresText(`2026-01-31T09:30:59.${String(ms).padStart(3, '0')}Z`));
    // Microseconds (a timestamptz without a precision): truncated to milliseconds, as the drivers do.
    texts.push('2026-01-31 09:30:00.1239+00', '2026-01-31 09:30:00.999999+00', '2026-01-31 09:30:00.000001+00');
    for (let i = 0; i < 2000; i++) texts.push(postgresText(new Date(-30_610_224_000_000 + Math.floor(Math.random() * 284_012_524_800_000)).toISOString()));
    for (const text of texts) {
      expect(isoFromPostgresTimestamp(text)).toBe(pgIso(text));
      expect(isoFromPostgresTimestamp(text)).toBe(pgliteIso(text));
    }
    expect(isoFromPostgresTimestamp('2026-01-31 09:30:00.12+00')).toBe('2026-01-31T09:30:00.120Z');
  });

  it('leaves every other form to the driver: another session TimeZone, BC, years outside 1000-9999, infinity', () => {
    for (const text of ['2026-01-31 09:30:00+05:30', '2026-01-31 09:30:00.5-03', '0044-03-15 12:00:00+00 BC', '0999-01-01 00:00:00+00', '10000-01-01 00:00:00+00', 'infinity', '-infinity']) {
      expect(isoFromPostgresTimestamp(text)).toBeUndefined();
    }
    const parse = isoTimestampParser(pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text'));
    expect(parse('2026-01-31 09:30:00+05:30')).toEqual(new Date('2026-01-31T04:00:00.000Z'));
    expect(parse('infinity')).toBe(Infinity);
  });
});
