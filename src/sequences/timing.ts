// When a sequence step may run: weekdays and a daily window in the sequence's time zone, and
// the local day a sender's daily limit counts in. Pure functions of an instant (ms since the
// epoch) and an IANA zone; the engine adds the step's delay before asking.
//
// Wall-clock times across DST changes follow one rule: an instant is allowed when its own local
// weekday and local time are, so
// - a window start inside a spring-forward gap opens at the first instant after the gap;
// - a window wholly inside the gap does not open that day;
// - a fall-back repeated hour opens the window at its first occurrence (and, when the first
//   occurrence had gone by, again at the second: its local time is in the window too).
import { DateTime, FixedOffsetZone, IANAZone, type Zone } from 'luxon';
import { minutesOf } from './steps.ts';

export interface SendingSchedule {
  /** Local weekdays, 1 = Monday .. 7 = Sunday; null, absent or empty = every day. */
  days?: number[] | null;
  /** Local `HH:MM`, start inclusive, end exclusive (end > start); null = the whole day. */
  window?: { start: string; end: string } | null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** UTC offsets span -12:00 to +14:00: a local wall time is within these of its instant. */
const MAX_OFFSET_MS = 15 * HOUR_MS;
/** Offsets are sampled this far apart to find transitions (no zone changes twice within it). */
const SAMPLE_MS = 6 * HOUR_MS;
/** Days searched before giving up; a valid schedule finds an instant within 8 (DST skips one day at most). */
const SEARCH_DAYS = 31;

/**
 * An IANA time zone name (`Europe/Paris`, `Etc/GMT+2`, and `UTC`), as the runtime's time zone
 * database knows it (case-insensitively, like Intl). Offsets (`+02:00`, `UTC+2`) are refused:
 * a fixed offset has no DST, and accepting it would make two spellings of one thing.
 */
export function isTimeZone(name: unknown): boolean {
  if (typeof name !== 'string' || name.trim() !== name || name === '') return false;
  // Newer ICU versions accept offsets as zones; they are not IANA names.
  if (/^[+\-\u2212]|^(utc|gmt)[+\-\u2212]/i.test(name)) return false;
  return IANAZone.isValidZone(name);
}

function zoneOf(timeZone: string): Zone {
  if (timeZone === 'UTC') return FixedOffsetZone.utcInstance;
  if (!isTimeZone(timeZone)) throw new Error(`"${timeZone}" is not an IANA time zone`);
  return IANAZone.create(timeZone);
}

/** The local date of `ms` in `timeZone`, `YYYY-MM-DD`. */
export function localDay(ms: number, timeZone: string): string {
  return DateTime.fromMillis(ms, { zone: zoneOf(timeZone) }).toISODate()!;
}

/** The first instant after `ms` whose local date (in `timeZone`) is a later day: the next local midnight, or the end of a gap that swallowed it. */
export function nextDayStart(ms: number, timeZone: string): number {
  const zone = zoneOf(timeZone);
  const day = localDay(ms, timeZone);
  const wallMidnight = calendarDate(ms, zone).plus({ days: 1 }).toMillis();
  const later = wallCandidates(zone, wallMidnight).filter((instant) => instant > ms && localDay(instant, timeZone) > day);
  return Math.min(...later);
}

/**
 * The earliest instant >= `fromMs` whose local weekday (in `timeZone`) is one of `schedule.days`
 * and whose local time is in `schedule.window`. Throws only for an invalid zone or schedule.
 */
export function nextAllowedInstant(fromMs: number, schedule: SendingSchedule, timeZone: string): number {
  const zone = zoneOf(timeZone);
  const days = new Set(schedule.days?.length ? schedule.days : [1, 2, 3, 4, 5, 6, 7]);
  const startMinute = schedule.window ? minutesOf(schedule.window.start) : 0;
  const endMinute = schedule.window ? minutesOf(schedule.window.end) : 24 * 60;
  if (!(endMinute > startMinute) || ![...days].some((day) => day >= 1 && day <= 7)) throw new Error('a schedule needs a weekday 1-7 and a window that ends after it starts');

  const allowed = (instant: number) => {
    const local = DateTime.fromMillis(instant, { zone });
    const minute = local.hour * 60 + local.minute;
    return days.has(local.weekday) && minute >= startMinute && minute < endMinute;
  };
  if (allowed(fromMs)) return fromMs;

  // Otherwise the answer is where the window opens on some day: where the local time reaches its
  // start, or a transition that jumps into it. Days are tried in order from the day before
  // `fromMs` (a fall-back at midnight can return to it); once one has an answer, the next day
  // is tried too, for the same reason.
  const first = calendarDate(fromMs, zone).minus({ days: 1 });
  let best: number | undefined;
  let bestFoundOn: number | undefined;
  for (let index = 0; index < SEARCH_DAYS && (bestFoundOn === undefined || index <= bestFoundOn + 1); index++) {
    const date = first.plus({ days: index });
    if (!days.has(date.weekday)) continue;
    for (const instant of wallCandidates(zone, date.toMillis() + startMinute * MINUTE_MS)) {
      if (instant >= fromMs && (best === undefined || instant < best) && allowed(instant)) {
        best = instant;
        bestFoundOn ??= index;
      }
    }
  }
  if (best === undefined) throw new Error(`no allowed instant within ${SEARCH_DAYS} days`);
  return best;
}

/**
 * The instants where the local wall clock (as ms of a UTC calendar) reaches `wall` or may jump
 * past it: `wall` minus each offset in force around it (kept only when that offset is the one in
 * force then), and each offset transition near it.
 */
function wallCandidates(zone: Zone, wall: number): number[] {
  if (zone.isUniversal) return [wall - zone.offset(wall) * MINUTE_MS];
  const offsetAt = (instant: number) => zone.offset(instant) * MINUTE_MS;
  const candidates: number[] = [];
  const to = wall + MAX_OFFSET_MS;
  let previous = wall - MAX_OFFSET_MS;
  let previousOffset = offsetAt(previous);
  const offsets = new Set([previousOffset]);
  while (previous < to) {
    const sample = Math.min(previous + SAMPLE_MS, to);
    const offset = offsetAt(sample);
    if (offset !== previousOffset) {
      const transition = firstWithOffsetOf(offsetAt, previous, sample);
      candidates.push(transition);
      offsets.add(offsetAt(transition));
    }
    offsets.add(offset);
    previous = sample;
    previousOffset = offset;
  }
  for (const offset of offsets) {
    const instant = wall - offset;
    if (offsetAt(instant) === offset) candidates.push(instant);
  }
  return candidates;
}

/** The first instant in (before, after] whose offset is that of `after` (offsets differ at the two ends). */
function firstWithOffsetOf(offsetAt: (instant: number) => number, before: number, after: number): number {
  const target = offsetAt(after);
  let low = before;
  let high = after;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (offsetAt(middle) === target) high = middle;
    else low = middle;
  }
  return high;
}

/** The local date of `ms` as midnight of a UTC calendar (its weekday is the local weekday; days add without DST). */
function calendarDate(ms: number, zone: Zone): DateTime {
  const local = DateTime.fromMillis(ms, { zone });
  return DateTime.utc(local.year, local.month, local.day);
}
