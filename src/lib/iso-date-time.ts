// ISO 8601 date or date-time -> canonical UTC ISO string. A date alone means midnight UTC, and a
// date-time without an offset is read as UTC, so results never depend on the server time zone.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export function normalizeDateTime(text: string): string | undefined {
  const m = ISO.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  const check = new Date(utc);
  // Date.UTC rolls 2026-02-30 over to March; a real calendar date survives the round trip.
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    check.getUTCHours() !== Number(h) ||
    check.getUTCMinutes() !== Number(mi) ||
    check.getUTCSeconds() !== Number(s)
  )
    return undefined;
  const offset = offsetMinutes(zone);
  return offset === undefined ? undefined : new Date(utc - offset * 60_000).toISOString();
}

/** A calendar day 'YYYY-MM-DD' (DATE fields): the same text when it is a real date, else undefined. */
export function normalizeDate(text: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const iso = normalizeDateTime(text);
  return iso?.slice(0, 10) === text ? text : undefined;
}

function offsetMinutes(zone: string): number | undefined {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return undefined;
  return sign * (hours * 60 + minutes);
}
