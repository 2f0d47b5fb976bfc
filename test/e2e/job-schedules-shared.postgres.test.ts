// A schedule with two service processes on one PostgreSQL database: each fire time runs once,
// whichever worker claims it; and fire times missed while every process was down run once at
// the next start, not once each. Time is the service clock, moved a minute at a time.
import { afterAll, afterEach, expect, it } from 'vitest';
import { advanceClock, clock, freezeClock, unfreezeClock } from '../../src/lib/clock.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';

const runs: Array<{ worker: string; runAt: number }> = [];
const started: TestServer[] = [];

async function startPair(databaseUrl?: string): Promise<[TestServer, TestServer]> {
  const first = await startTestServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const second = await startTestServer({ DATABASE_URL: first.databaseUrl });
  for (const app of [first, second]) {
    const worker = app.server.worker!;
    worker.handle('test.minutely', async (job) => {
      runs.push({ worker: worker.id, runAt: job.runAt });
      return { done: true };
    });
    started.push(app);
  }
  return [first, second];
}

const stop = (apps: TestServer[]) => Promise.all(apps.map((app) => app.close()));

afterEach(() => unfreezeClock());
afterAll(() => stop(started));

async function scheduleRow(app: TestServer) {
  const [row] = await app.server.database.sql.query<{ run_at: Date | string; locked_by: string | null }>({
    text: `SELECT "run_at", "locked_by" FROM "job" WHERE "dedupe_key" = 'schedule:minutely'`,
    values: [],
  });
  return row && { runAt: new Date(row.run_at).getTime(), lockedBy: row.locked_by };
}

it('two servers, every minute for 10 minutes: 10 runs; an hour with both stopped: 1 catch-up run, not 60', { timeout: 120_000 }, async () => {
  freezeClock();
  const pair = await startPair();
  const [first] = pair;
  let next = await first.server.services.jobs.schedule({ name: 'minutely', kind: 'test.minutely', pattern: '* * * * *', timezone: 'UTC' }, clock.now());
  const fireTimes: number[] = [];
  for (let minute = 0; minute < 10; minute++) {
    advanceClock(next - clock.now());
    fireTimes.push(next);
    for (const app of pair) app.server.worker!.wake();
    await waitFor(`run ${minute + 1}`, () => runs.length === minute + 1);
    const moved = await waitFor('the schedule to move to the next minute', async () => {
      const row = await scheduleRow(first);
      return row && row.lockedBy === null && row.runAt === next + 60_000 ? row : undefined;
    });
    next = moved.runAt;
  }
  // Both workers look again: nothing is due until the next minute.
  for (const app of pair) app.server.worker!.wake();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(runs.map((r) => r.runAt)).toEqual(fireTimes);

  await stop(pair);
  advanceClock(60 * 60_000);
  const restarted = await startPair(first.databaseUrl);
  for (const app of restarted) app.server.worker!.wake();
  await waitFor('the catch-up run', () => runs.length === 11);
  const after = await waitFor('the schedule to move past now', async () => {
    const row = await scheduleRow(restarted[0]);
    return row && row.lockedBy === null && row.runAt > clock.now() ? row : undefined;
  });
  for (const app of restarted) app.server.worker!.wake();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(runs).toHaveLength(11);
  // The catch-up ran for the missed fire time; the next is the first minute after now.
  expect(runs[10].runAt).toBe(next);
  expect(after.runAt).toBe(Math.floor(clock.now() / 60_000) * 60_000 + 60_000);
});
