// A timestamptz as the API writes it, straight from PostgreSQL's text. A list only ever turns a
// timestamp into its ISO 8601 text (SqlStatement.isoTimestamps), and building a Date for it first
// (pg-types runs three regexes and a split per value) then formatting it back was the largest
// single cost of reading a page of 60 people (~180 timestamps): ~1 µs each, now ~0.1 µs.

/** PostgreSQL's output of a timestamptz in UTC (DateStyle ISO): '2026-01-31 09:30:00.12+00'. */
const UTC_TIMESTAMP = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d{1,6})?\+00$/;

/**
 * '2026-01-31 09:30:00.12+00' -> '2026-01-31T09:30:00.120Z': what
 * `parse(text).toISOString()` answers for the drivers' own parsers (pg-types' and PGlite's),
 * milliseconds truncated as both do. Undefined for any other form (another session TimeZone,
 * years before 1000 or after 9999, BC, infinity): those keep the driver's parser.
 */
export function isoFromPostgresTimestamp(text: string): string | undefined {
  const match = UTC_TIMESTAMP.exec(text);
  if (!match) return undefined;
  const ms = match[3] ? Math.trunc(1000 * parseFloat(match[3])) : 0;
  return `${match[1]}T${match[2]}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}

/** A driver's timestamptz parser, answering the ISO text where isoFromPostgresTimestamp can. */
export const isoTimestampParser =
  (fallback: (text: string) => unknown) =>
  (text: string): unknown =>
    isoFromPostgresTimestamp(text) ?? fallback(text);

export const TIMESTAMPTZ_OID = 1184;
