// Recurring schedules: a cron pattern (croner's syntax: 5 fields, or 6 with seconds first, or
// @hourly/@daily/...) read in an IANA time zone. croner is used as a calculator only, on the
// service's clock: no timers. A schedule is one row of the job table (JobQueue.schedule) that
// the worker moves to its next fire time after each run, so however many processes run, each
// fire time runs once; and fire times missed while every process was down collapse into one
// run, because the next fire time is counted from now, not from the missed one.
import { Cron } from 'croner';

export interface Schedule {
  /** Cron pattern, e.g. `*\/5 * * * *` (every five minutes). */
  pattern: string;
  /** IANA time zone the pattern is read in, e.g. `Europe/Berlin`; `UTC`. */
  timezone: string;
}

/** A schedule that cannot run, naming its field (`pattern` or `timezone`). */
export class ScheduleError extends Error {
  constructor(
    readonly field: 'pattern' | 'timezone',
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'ScheduleError';
  }
}

/** IANA names (Area/Location, UTC, Etc/GMT+5); not offsets such as +01:00, which shift with no rules. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

function checkTimezone(timezone: string): void {
  let known = IANA_NAME.test(timezone);
  if (known) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    } catch {
      known = false;
    }
  }
  if (!known) throw new ScheduleError('timezone', `'${timezone}' is not an IANA time zone (e.g. Europe/Berlin, America/New_York, UTC)`);
}

function cron(schedule: Schedule): Cron {
  checkTimezone(schedule.timezone);
  try {
    return new Cron(schedule.pattern, { timezone: schedule.timezone, paused: true });
  } catch (error) {
    throw new ScheduleError('pattern', `'${schedule.pattern}' is not a cron pattern: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The first fire time strictly after `after` (epoch ms, the service clock) of a schedule about
 * to be stored: throws a ScheduleError naming the field when it cannot run or never fires.
 */
export function firstFireTime(schedule: Schedule, after: number): number {
  const first = nextFireTime(schedule, after);
  if (first === undefined) throw new ScheduleError('pattern', `'${schedule.pattern}' never fires`);
  return first;
}

/** The first fire time strictly after `after` (epoch ms), or undefined when there is none. */
export function nextFireTime(schedule: Schedule, after: number): number | undefined {
  return cron(schedule).nextRun(new Date(after))?.getTime();
}
