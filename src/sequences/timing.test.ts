import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isTimeZone, localDay, nextAllowedInstant, nextDayStart, type SendingSchedule } from './timing.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const next = (from: string, schedule: SendingSchedule, zone = 'UTC') => iso(nextAllowedInstant(at(from), schedule, zone));
const officeHours = { window: { start: '09:00', end: '17:00' } };
const weekdays = [1, 2, 3, 4, 5];

describe('nextAllowedInstant, in UTC', () => {
  it('with no days and no window: the instant itself', () => {
    expect(next('2025-06-07T10:11:12.345Z', {})).toBe('2025-06-07T10:11:12.345Z');
    expect(next('2025-06-07T10:11:12.345Z', { days: null, window: null })).toBe('2025-06-07T10:11:12.345Z');
    expect(next('2025-06-07T10:11:12.345Z', { days: [] })).toBe('2025-06-07T10:11:12.345Z');
  });

  it('inside the window: the instant itself; the start is inclusive', () => {
    expect(next('2025-06-09T10:15:30.123Z', officeHours)).toBe('2025-06-09T10:15:30.123Z');
    expect(next('2025-06-09T09:00:00.000Z', officeHours)).toBe('2025-06-09T09:00:00.000Z');
    expect(next('2025-06-09T16:59:59.999Z', officeHours)).toBe('2025-06-09T16:59:59.999Z');
  });

  it('before the window: its start that day; after it, or at its (exclusive) end: its start the next day', () => {
    expect(next('2025-06-09T06:00:00.000Z', officeHours)).toBe('2025-06-09T09:00:00.000Z');
    expect(next('2025-06-09T17:00:00.000Z', officeHours)).toBe('2025-06-10T09:00:00.000Z');
    expect(next('2025-06-09T23:59:59.999Z', officeHours)).toBe('2025-06-10T09:00:00.000Z');
  });

  it('skips the weekend (2025-06-07 is a Saturday)', () => {
    expect(next('2025-06-07T10:00:00.000Z', { days: weekdays })).toBe('2025-06-09T00:00:00.000Z');
    expect(next('2025-06-07T10:00:00.000Z', { days: weekdays, ...officeHours })).toBe('2025-06-09T09:00:00.000Z');
    expect(next('2025-06-06T18:00:00.000Z', { days: weekdays, ...officeHours })).toBe('2025-06-09T09:00:00.000Z');
    expect(next('2025-06-06T12:00:00.000Z', { days: weekdays, ...officeHours })).toBe('2025-06-06T12:00:00.000Z');
  });

  it('Sunday is 7, Monday 1', () => {
    expect(next('2025-06-09T12:00:00.000Z', { days: [7] })).toBe('2025-06-15T00:00:00.000Z');
    expect(next('2025-06-15T12:00:00.000Z', { days: [7] })).toBe('2025-06-15T12:00:00.000Z');
    expect(next('2025-06-15T12:00:00.000Z', { days: [1], ...officeHours })).toBe('2025-06-16T09:00:00.000Z');
  });

  it('a window to 23:59 on one weekday: a week later when it has gone by', () => {
    expect(next('2025-06-09T23:59:00.000Z', { days: [1], window: { start: '00:00', end: '23:59' } })).toBe('2025-06-16T00:00:00.000Z');
  });
});

describe('nextAllowedInstant, in a zone', () => {
  it('reads days and window in local time (Europe/Paris, winter +01:00 and summer +02:00)', () => {
    expect(next('2025-01-15T06:00:00.000Z', officeHours, 'Europe/Paris')).toBe('2025-01-15T08:00:00.000Z');
    expect(next('2025-07-15T05:00:00.000Z', officeHours, 'Europe/Paris')).toBe('2025-07-15T07:00:00.000Z');
    // Friday 23:30 UTC is Saturday 00:30 in Paris: the next weekday there is Monday.
    expect(next('2025-06-06T23:30:00.000Z', { days: weekdays }, 'Europe/Paris')).toBe('2025-06-08T22:00:00.000Z');
    // Sunday 23:30 in New York is Monday 03:30 UTC: still Sunday there.
    expect(next('2025-06-16T03:30:00.000Z', { days: [7] }, 'America/New_York')).toBe('2025-06-16T03:30:00.000Z');
  });

  describe('Europe/Paris, spring forward on Sunday 2025-03-30 (02:00 CET -> 03:00 CEST, 01:00 UTC)', () => {
    it('office hours the day before and the day of the change', () => {
      expect(next('2025-03-28T17:00:00.000Z', officeHours, 'Europe/Paris')).toBe('2025-03-29T08:00:00.000Z');
      expect(next('2025-03-29T17:00:00.000Z', officeHours, 'Europe/Paris')).toBe('2025-03-30T07:00:00.000Z');
    });

    it('a window 02:30-03:30 opens at the first instant after the gap (03:00 CEST)', () => {
      expect(next('2025-03-29T12:00:00.000Z', { window: { start: '02:30', end: '03:30' } }, 'Europe/Paris')).toBe('2025-03-30T01:00:00.000Z');
    });

    it('a window wholly inside the skipped hour does not open that day', () => {
      expect(next('2025-03-29T12:00:00.000Z', { window: { start: '02:15', end: '02:45' } }, 'Europe/Paris')).toBe('2025-03-31T00:15:00.000Z');
      expect(next('2025-03-29T12:00:00.000Z', { window: { start: '02:00', end: '03:00' } }, 'Europe/Paris')).toBe('2025-03-31T00:00:00.000Z');
    });

    it('a window ending at 03:00 is already open at 01:59 CET and not after', () => {
      expect(next('2025-03-30T00:59:00.000Z', { window: { start: '01:00', end: '03:00' } }, 'Europe/Paris')).toBe('2025-03-30T00:59:00.000Z');
      expect(next('2025-03-30T01:00:00.000Z', { window: { start: '01:00', end: '03:00' } }, 'Europe/Paris')).toBe('2025-03-30T23:00:00.000Z');
    });
  });

  describe('Europe/Paris, fall back on Sunday 2025-10-26 (03:00 CEST -> 02:00 CET, 01:00 UTC)', () => {
    it('a window in the repeated hour opens at its first occurrence', () => {
      expect(next('2025-10-25T12:00:00.000Z', { window: { start: '02:30', end: '03:30' } }, 'Europe/Paris')).toBe('2025-10-26T00:30:00.000Z');
      expect(next('2025-10-25T12:00:00.000Z', { window: { start: '02:00', end: '02:30' } }, 'Europe/Paris')).toBe('2025-10-26T00:00:00.000Z');
    });

    it('after the first occurrence has gone by, the second is in the window too', () => {
      expect(next('2025-10-26T00:45:00.000Z', { window: { start: '02:00', end: '02:30' } }, 'Europe/Paris')).toBe('2025-10-26T01:00:00.000Z');
      expect(next('2025-10-26T01:30:00.000Z', { window: { start: '02:00', end: '02:30' } }, 'Europe/Paris')).toBe('2025-10-27T01:00:00.000Z');
    });

    it('office hours around the change', () => {
      expect(next('2025-10-25T17:00:00.000Z', officeHours, 'Europe/Paris')).toBe('2025-10-26T08:00:00.000Z');
      expect(next('2025-10-24T15:00:00.000Z', { days: weekdays, ...officeHours }, 'Europe/Paris')).toBe('2025-10-27T08:00:00.000Z');
    });
  });

  describe('America/New_York (2025-03-09 02:00 EST -> 03:00 EDT; 2025-11-02 02:00 EDT -> 01:00 EST)', () => {
    it('office hours move an hour in UTC across the change', () => {
      expect(next('2025-03-07T22:00:00.000Z', officeHours, 'America/New_York')).toBe('2025-03-08T14:00:00.000Z');
      expect(next('2025-03-08T22:00:00.000Z', officeHours, 'America/New_York')).toBe('2025-03-09T13:00:00.000Z');
      expect(next('2025-11-01T22:00:00.000Z', officeHours, 'America/New_York')).toBe('2025-11-02T14:00:00.000Z');
    });

    it('a window 02:30-03:30 on the spring-forward day opens at 03:00 EDT', () => {
      expect(next('2025-03-08T12:00:00.000Z', { window: { start: '02:30', end: '03:30' } }, 'America/New_York')).toBe('2025-03-09T07:00:00.000Z');
      // The day after, it opens at 02:30 EDT as usual.
      expect(next('2025-03-09T08:00:00.000Z', { window: { start: '02:30', end: '03:30' } }, 'America/New_York')).toBe('2025-03-10T06:30:00.000Z');
    });

    it('a window in the repeated hour 01:00-02:00 opens at its first occurrence (EDT)', () => {
      expect(next('2025-11-01T12:00:00.000Z', { window: { start: '01:30', end: '02:00' } }, 'America/New_York')).toBe('2025-11-02T05:30:00.000Z');
    });
  });

  describe('Australia/Lord_Howe, half-hour DST (+10:30 / +11:00)', () => {
    // 2025-10-05 02:00 +10:30 -> 02:30 +11:00 (2025-10-04T15:30Z); 2025-04-06 02:00 +11:00 -> 01:30 +10:30 (2025-04-05T15:00Z).
    it('a window starting in the skipped half hour opens at its end', () => {
      expect(next('2025-10-04T00:00:00.000Z', { window: { start: '02:15', end: '03:00' } }, 'Australia/Lord_Howe')).toBe('2025-10-04T15:30:00.000Z');
    });

    it('a window wholly inside the skipped half hour does not open that day', () => {
      expect(next('2025-10-04T00:00:00.000Z', { window: { start: '02:00', end: '02:30' } }, 'Australia/Lord_Howe')).toBe('2025-10-05T15:00:00.000Z');
    });

    it('a window in the repeated half hour opens at its first occurrence', () => {
      expect(next('2025-04-05T12:00:00.000Z', { window: { start: '01:45', end: '02:15' } }, 'Australia/Lord_Howe')).toBe('2025-04-05T14:45:00.000Z');
    });
  });

  it('a day whose midnight is skipped starts when its clock does (America/Santiago, 2025-09-07 00:00 -04 -> 01:00 -03)', () => {
    expect(next('2025-09-06T12:00:00.000Z', { days: [7] }, 'America/Santiago')).toBe('2025-09-07T04:00:00.000Z');
  });

  it('agrees with a minute-by-minute search, near DST changes of several zones', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const changes: Array<[string, string]> = [
      ['Europe/Paris', '2025-03-30T01:00:00Z'], ['Europe/Paris', '2025-10-26T01:00:00Z'],
      ['America/New_York', '2025-03-09T07:00:00Z'], ['America/New_York', '2025-11-02T06:00:00Z'],
      ['Australia/Lord_Howe', '2025-10-04T15:30:00Z'], ['Australia/Lord_Howe', '2025-04-05T15:00:00Z'],
      ['America/Santiago', '2025-09-07T04:00:00Z'], ['Asia/Beirut', '2025-10-25T21:00:00Z'],
    ];
    const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    for (let round = 0; round < 48; round++) {
      const [zone, change] = changes[round % changes.length];
      const from = at(change) + Math.floor((random() - 0.5) * 2 * 86_400_000);
      const start = Math.floor(random() * 24 * 4) * 15;
      const end = Math.min(start + 15 + Math.floor(random() * 8) * 15, 23 * 60 + 59);
      const days = [1, 2, 3, 4, 5, 6, 7].filter(() => random() < 0.6);
      const schedule: SendingSchedule = { days: days.length ? days : [3], window: end > start ? { start: hhmm(start), end: hhmm(end) } : null };
      const allowed = (ms: number) => {
        const local = DateTime.fromMillis(ms, { zone });
        const minute = local.hour * 60 + local.minute;
        return schedule.days!.includes(local.weekday) && (!schedule.window || (minute >= start && minute < end));
      };
      let expected = from;
      if (!allowed(expected)) {
        expected = Math.ceil(from / 60_000) * 60_000;
        while (!allowed(expected)) expected += 60_000;
      }
      expect({ zone, from: iso(from), schedule, at: iso(nextAllowedInstant(from, schedule, zone)) }).toEqual({ zone, from: iso(from), schedule, at: iso(expected) });
    }
  });
});

describe('localDay', () => {
  it('is the date in the zone', () => {
    expect(localDay(at('2025-03-29T23:30:00Z'), 'Europe/Paris')).toBe('2025-03-30');
    expect(localDay(at('2025-03-29T23:30:00Z'), 'America/New_York')).toBe('2025-03-29');
    expect(localDay(at('2025-03-29T23:30:00Z'), 'UTC')).toBe('2025-03-29');
    expect(localDay(at('2025-03-29T13:30:00Z'), 'Australia/Lord_Howe')).toBe('2025-03-30');
  });
});

describe('nextDayStart', () => {
  it('is the next local midnight, 23 or 25 hours after the last across a DST change', () => {
    expect(iso(nextDayStart(at('2025-03-29T10:00:00Z'), 'Europe/Paris'))).toBe('2025-03-29T23:00:00.000Z');
    expect(iso(nextDayStart(at('2025-03-30T10:00:00Z'), 'Europe/Paris'))).toBe('2025-03-30T22:00:00.000Z');
    expect(iso(nextDayStart(at('2025-10-26T10:00:00Z'), 'Europe/Paris'))).toBe('2025-10-26T23:00:00.000Z');
    expect(iso(nextDayStart(at('2025-06-09T00:00:00Z'), 'UTC'))).toBe('2025-06-10T00:00:00.000Z');
    expect(iso(nextDayStart(at('2025-06-09T23:59:59.999Z'), 'UTC'))).toBe('2025-06-10T00:00:00.000Z');
  });

  it('from a midnight: the next one', () => {
    expect(iso(nextDayStart(at('2025-03-29T23:00:00Z'), 'Europe/Paris'))).toBe('2025-03-30T22:00:00.000Z');
  });

  it('where midnight is skipped, the end of the gap (America/Santiago)', () => {
    expect(iso(nextDayStart(at('2025-09-06T12:00:00Z'), 'America/Santiago'))).toBe('2025-09-07T04:00:00.000Z');
  });

  it('where the clock falls back at midnight, the midnight that does start a new day (Asia/Beirut, 2025-10-26 00:00 +03 -> 2025-10-25 23:00 +02)', () => {
    expect(iso(nextDayStart(at('2025-10-25T12:00:00Z'), 'Asia/Beirut'))).toBe('2025-10-25T22:00:00.000Z');
  });
});

describe('isTimeZone', () => {
  it.each(['UTC', 'Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Etc/GMT+2', 'Asia/Kolkata'])('accepts the IANA name %s', (name) => {
    expect(isTimeZone(name)).toBe(true);
  });

  it.each(['', ' UTC', '+02:00', '-0500', 'UTC+2', 'GMT-03:00', 'Z', 'Mars/Olympus_Mons', 'Paris'])('refuses %j', (name) => {
    expect(isTimeZone(name)).toBe(false);
  });

  it.each([null, undefined, 2, {}])('refuses the non-string %j', (name) => {
    expect(isTimeZone(name)).toBe(false);
  });
});
