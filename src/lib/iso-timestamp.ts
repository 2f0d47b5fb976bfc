// ISO 8601 date or date-time -> normalised UTC string with milliseconds, or undefined.
// Stricter than Date.parse, which accepts "March 7" and other non-ISO text.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export function parseIsoTimestamp(value: string): string | undefined {
  const match = ISO.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  // Reject calendar nonsense (2026-02-31) that Date would silently roll over.
  const y = Number(year), mo = Number(month), d = Number(day);
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const hasTime = match[4] !== undefined;
  const zone = match[8];
  const base = value.slice(0, value.length - (zone?.length ?? 0)).replace(' ', 'T');
  // Date.parse wants "+hh:mm"; ISO 8601 also allows "+hh" and "+hhmm".
  const offset = !zone ? 'Z' : /^z$/i.test(zone) ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  const time = Date.parse(hasTime ? `${base}${offset}` : `${value}T00:00:00Z`);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toISOString();
}
