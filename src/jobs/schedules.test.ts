import { describe, expect, it } from 'vitest';
import { firstFireTime, nextFireTime, ScheduleError } from './schedules.ts';

/** Throws as JobQueue.schedule does for a schedule it would store now. */
const checkSchedule = (schedule: { pattern: string; timezone: string }) => void firstFireTime(schedule, Date.now());

const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('schedules', () => {
  it('answers the first fire time strictly after the instant given', () => {
    const everyFive = { pattern: '*/5 * * * *', timezone: 'UTC' };
    expect(iso(nextFireTime(everyFive, at('2026-11-25T10:02:31Z')))).toBe('2026-11-25T10:05:00.000Z');
    expect(iso(nextFireTime(everyFive, at('2026-11-25T10:05:00Z')))).toBe('2026-11-25T10:10:00.000Z');
  });

  it('reads the pattern in its IANA time zone, across a change of daylight saving time', () => {
    const nineInBerlin = { pattern: '0 9 * * *', timezone: 'Europe/Berlin' };
    expect(iso(nextFireTime(nineInBerlin, at('2026-03-28T12:00:00Z')))).toBe('2026-03-29T07:00:00.000Z'); // CEST, UTC+2
    expect(iso(nextFireTime(nineInBerlin, at('2026-10-24T12:00:00Z')))).toBe('2026-10-25T08:00:00.000Z'); // CET again, UTC+1
    expect(iso(nextFireTime({ pattern: '30 8 * * 1-5', timezone: 'America/New_York' }, at('2026-11-27T20:00:00Z')))).toBe('2026-11-30T13:30:00.000Z'); // Friday evening -> Monday
  });

  it('answers nothing for a pattern that never fires', () => {
    expect(nextFireTime({ pattern: '0 0 30 2 *', timezone: 'UTC' }, at('2026-01-01T00:00:00Z'))).toBeUndefined();
    expect(() => checkSchedule({ pattern: '0 0 30 2 *', timezone: 'UTC' })).toThrow("pattern: '0 0 30 2 *' never fires");
  });

  it.each([
    ['61 * * * *', /^pattern: '61 \* \* \* \*' is not a cron pattern: .*minute/],
    ['every day', /^pattern: 'every day' is not a cron pattern/],
    ['', /^pattern: '' is not a cron pattern/],
  ])('refuses the pattern %j, naming the field', (pattern, message) => {
    const error = (() => {
      try {
        checkSchedule({ pattern, timezone: 'UTC' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ScheduleError);
    expect(error).toMatchObject({ field: 'pattern', message: expect.stringMatching(message) });
  });

  it.each(['Mars/Base', '+01:00', 'GMT+1', 'Europe/', ''])('refuses the time zone %j, naming the field', (timezone) => {
    expect(() => checkSchedule({ pattern: '* * * * *', timezone })).toThrow(new ScheduleError('timezone', `'${timezone}' is not an IANA time zone (e.g. Europe/Berlin, America/New_York, UTC)`));
  });

  it.each(['UTC', 'Etc/GMT+5', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata'])('accepts the IANA time zone %s', (timezone) => {
    expect(() => checkSchedule({ pattern: '* * * * *', timezone })).not.toThrow();
  });
});
