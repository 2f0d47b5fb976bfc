// The job backbone's scheduling (src/jobs, issue 21): jobs enqueued once by a dedupe key, jobs
// that wait without using up their attempts, leases a long job extends, per-kind caps, and
// recurring schedules. Time is the service clock, moved by the test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimedJob } from '../../src/jobs/job-queue.ts';
import { ScheduleError } from '../../src/jobs/schedules.ts';
import type { JobContext, JobOutcome } from '../../src/jobs/worker.ts';
import { advanceClock, clock, freezeClock, unfreezeClock } from '../../src/lib/clock.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';

let app: TestServer;
const runs: Array<{ kind: string; id: string; attempts: number; runAt: number; payload: Record<string, unknown> }> = [];
const behaviour = new Map<string, (job: ClaimedJob, context: JobContext) => Promise<JobOutcome>>();

beforeAll(async () => {
  app = await startTestServer();
  const worker = app.server.worker!;
  for (const kind of ['test.dedupe', 'test.wait', 'test.long', 'test.free', 'test.cron']) {
    worker.handle(kind, async (job, context) => {
      runs.push({ kind, id: job.id, attempts: job.attempts, runAt: job.runAt, payload: job.payload });
      return (await behaviour.get(kind)?.(job, context)) ?? { done: true };
    });
  }
  worker.handle(
    'test.capped',
    async (job, context) => {
      runs.push({ kind: 'test.capped', id: job.id, attempts: job.attempts, runAt: job.runAt, payload: job.payload });
      return (await behaviour.get('test.capped')?.(job, context)) ?? { done: true };
    },
    { concurrency: 1 },
  );
});
afterAll(() => app?.close());
afterEach(() => unfreezeClock());

const jobs = () => app.server.services.jobs;
const worker = () => app.server.worker!;
const runsOf = (kind: string) => runs.filter((r) => r.kind === kind);

async function jobRows(where: string, values: unknown[] = []) {
  return app.server.database.sql.query<{ id: string; attempts: number; run_at: Date | string; locked_by: string | null; locked_until: Date | string | null; last_error: string | null }>({
    text: `SELECT "id"::text AS "id", "attempts", "run_at", "locked_by", "locked_until", "last_error" FROM "job" WHERE ${where}`,
    values,
  });
}
const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

describe('a dedupe key', () => {
  it('makes a second enqueue of a key a no-op while the first job exists, and frees the key when it is done', async () => {
    freezeClock();
    const later = clock.now() + 60_000;
    const [first] = await jobs().enqueue([{ kind: 'test.dedupe', runAt: later, dedupeKey: 'reminder:42', payload: { n: 1 } }], clock.now());
    expect(first).toMatch(/^\d+$/);
    const again = await jobs().enqueue(
      [
        { kind: 'test.dedupe', runAt: later, dedupeKey: 'reminder:42', payload: { n: 2 } },
        { kind: 'test.dedupe', runAt: later, dedupeKey: 'reminder:43', payload: { n: 3 } },
      ],
      clock.now(),
    );
    expect(again).toHaveLength(1); // only reminder:43 was added
    expect(await jobRows(`"dedupe_key" = 'reminder:42'`)).toHaveLength(1);
    advanceClock(60_000);
    worker().wake();
    await waitFor('both jobs to run', () => runsOf('test.dedupe').length === 2);
    expect(runsOf('test.dedupe').map((r) => r.payload.n).sort()).toEqual([1, 3]);
    await waitFor('the jobs to leave the table', async () => (await jobRows(`"kind" = 'test.dedupe'`)).length === 0);
    expect(await jobs().enqueue([{ kind: 'test.dedupe', dedupeKey: 'reminder:42', payload: { n: 4 } }], clock.now())).toHaveLength(1);
    await waitFor('the new job to run', () => runsOf('test.dedupe').length === 3);
  });
});

describe('a job that waits', () => {
  it('is run again at the time it asked for, and its waits never count as failed runs', async () => {
    freezeClock();
    let waits = 0;
    behaviour.set('test.wait', async () => (waits++ < 12 ? { waitUntil: clock.now() + 1_000 } : { done: true }));
    const [id] = await jobs().enqueue([{ kind: 'test.wait' }], clock.now());
    for (let run = 1; run <= 12; run++) {
      await waitFor(`wait ${run} to be recorded`, async () => {
        const [row] = await jobRows(`"id" = $1`, [id]);
        return row && row.locked_by === null && ms(row.run_at) === clock.now() + 1_000 ? row : undefined;
      });
      advanceClock(1_000);
      worker().wake();
    }
    await waitFor('the 13th run to finish the job', async () => runsOf('test.wait').length === 13 && (await jobRows(`"id" = $1`, [id])).length === 0);
    // Twelve waits, more than the ten runs after which a crashing job is given up.
    expect(runsOf('test.wait').map((r) => r.attempts)).toEqual(Array(13).fill(1));
  });
});

describe('a long job', () => {
  it('keeps its lease when it extends it: the worker does not take it again while it runs', async () => {
    freezeClock();
    let release!: () => void;
    const finish = new Promise<void>((resolve) => (release = resolve));
    let extended: boolean | undefined;
    behaviour.set('test.long', async (_job, context) => {
      extended = await context.extendLease(10 * 60_000);
      await finish;
      return { done: true };
    });
    const [id] = await jobs().enqueue([{ kind: 'test.long' }], clock.now());
    await waitFor('the lease to be extended', () => extended !== undefined);
    expect(extended).toBe(true);
    const [row] = await jobRows(`"id" = $1`, [id]);
    expect(ms(row.locked_until)).toBe(clock.now() + 10 * 60_000);
    // Past the worker's own lease (WORKER_LEASE_MS, 60 s): without the extension it would be taken again.
    advanceClock(5 * 60_000);
    worker().wake();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runsOf('test.long')).toHaveLength(1);
    release();
    await waitFor('the job to finish', async () => (await jobRows(`"id" = $1`, [id])).length === 0);
    expect(runsOf('test.long')).toHaveLength(1);
  });

  it('learns that it lost its lease', async () => {
    let extended: boolean | undefined;
    behaviour.set('test.long', async (job, context) => {
      // Another worker took it over meanwhile.
      await app.server.database.sql.execute({ text: `UPDATE "job" SET "locked_by" = 'worker-other' WHERE "id" = $1`, values: [job.id] });
      extended = await context.extendLease();
      return { done: true };
    });
    const [id] = await jobs().enqueue([{ kind: 'test.long' }], clock.now());
    await waitFor('the extension to be refused', () => extended !== undefined);
    expect(extended).toBe(false);
    await app.server.database.sql.execute({ text: `DELETE FROM "job" WHERE "id" = $1`, values: [id] });
  });
});

describe('a kind capped at one', () => {
  it('never runs twice at once, while other kinds keep running beside it', async () => {
    let capped = 0;
    let mostCapped = 0;
    let freeBesideCapped = 0;
    behaviour.set('test.capped', async () => {
      capped++;
      mostCapped = Math.max(mostCapped, capped);
      await new Promise((resolve) => setTimeout(resolve, 30));
      capped--;
      return { done: true };
    });
    behaviour.set('test.free', async () => {
      if (capped > 0) freeBesideCapped++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { done: true };
    });
    await jobs().enqueue(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? { kind: 'test.capped', payload: { i } } : { kind: 'test.free', payload: { i } })),
      clock.now(),
    );
    await waitFor('every job to run', () => runsOf('test.capped').length === 6 && runsOf('test.free').length === 6, 20_000);
    expect(mostCapped).toBe(1);
    expect(freeBesideCapped).toBeGreaterThan(0);
  });
});

describe('a schedule', () => {
  it('runs once per fire time, in its time zone, and moves on to the next', async () => {
    freezeClock();
    const first = await jobs().schedule({ name: 'digest', kind: 'test.cron', pattern: '*/10 * * * *', timezone: 'Asia/Kolkata', payload: { report: 'daily' } }, clock.now());
    // India is UTC+05:30: every ten minutes there is at :00, :10, ... UTC too, but a pattern of hours would differ.
    expect(new Date(first).getUTCMinutes() % 10).toBe(0);
    expect(first).toBeGreaterThan(clock.now());
    expect(first - clock.now()).toBeLessThanOrEqual(10 * 60_000);
    advanceClock(first - clock.now());
    worker().wake();
    await waitFor('the first run', () => runsOf('test.cron').length === 1);
    expect(runsOf('test.cron')[0]).toMatchObject({ runAt: first, payload: { report: 'daily' } });
    const [row] = await waitFor('the schedule to move on', async () => {
      const rows = await jobRows(`"dedupe_key" = 'schedule:digest'`);
      return rows[0]?.locked_by === null ? rows : undefined;
    });
    expect(ms(row.run_at)).toBe(first + 10 * 60_000);
    expect(row.attempts).toBe(0);

    // Scheduling the same name again changes it in place: still one job.
    const hourly = await jobs().schedule({ name: 'digest', kind: 'test.cron', pattern: '0 * * * *', timezone: 'Asia/Kolkata' }, clock.now());
    // At :00 in India, which is :30 UTC.
    expect(new Date(hourly).getUTCMinutes()).toBe(30);
    expect(await jobRows(`"dedupe_key" = 'schedule:digest'`)).toHaveLength(1);
    expect(await jobs().unschedule('digest')).toBe(true);
    expect(await jobRows(`"dedupe_key" = 'schedule:digest'`)).toHaveLength(0);
    expect(await jobs().unschedule('digest')).toBe(false);
  });

  it('a run that throws is retried for the same fire time, then the schedule moves on', async () => {
    freezeClock();
    let failures = 0;
    behaviour.set('test.cron', async () => {
      if (failures++ === 0) throw new Error('report service down');
      return { done: true };
    });
    const before = runsOf('test.cron').length;
    const fire = await jobs().schedule({ name: 'flaky', kind: 'test.cron', pattern: '0 * * * *', timezone: 'UTC' }, clock.now());
    advanceClock(fire - clock.now());
    worker().wake();
    const [failed] = await waitFor('the failure to be recorded', async () => {
      const rows = await jobRows(`"dedupe_key" = 'schedule:flaky'`);
      return rows[0]?.last_error ? rows : undefined;
    });
    expect(ms(failed.run_at)).toBe(fire + 1_000); // the first crash backoff
    advanceClock(1_000);
    worker().wake();
    const [moved] = await waitFor('the schedule to move on', async () => {
      const rows = await jobRows(`"dedupe_key" = 'schedule:flaky'`);
      return rows[0] && ms(rows[0].run_at) === fire + 3_600_000 ? rows : undefined;
    });
    expect(moved).toMatchObject({ attempts: 0, last_error: null });
    expect(runsOf('test.cron').length - before).toBe(2);
    await jobs().unschedule('flaky');
  });

  it('refuses a pattern or time zone that cannot run, naming the field, and stores nothing', async () => {
    await expect(jobs().schedule({ name: 'bad', kind: 'test.cron', pattern: '61 * * * *', timezone: 'UTC' }, clock.now())).rejects.toThrow(ScheduleError);
    await expect(jobs().schedule({ name: 'bad', kind: 'test.cron', pattern: '* * * * *', timezone: 'Europe/Atlantis' }, clock.now())).rejects.toMatchObject({ field: 'timezone' });
    expect(await jobRows(`"dedupe_key" = 'schedule:bad'`)).toHaveLength(0);
  });
});
