// The job table and worker (src/jobs): the backbone webhook deliveries, workflows, sequences
// and inbox syncs run on. The server's own worker runs test job kinds here; time is moved with
// the service's clock, never slept through.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, clock, freezeClock, unfreezeClock } from '../../src/lib/clock.ts';
import type { JobOutcome } from '../../src/jobs/worker.ts';
import type { ClaimedJob } from '../../src/jobs/job-queue.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';

let app: TestServer;
/** Runs of each test kind, in order: [kind, job id, attempt, payload]. */
const runs: Array<{ kind: string; id: string; attempts: number; payload: Record<string, unknown> }> = [];
/** What the next run of a kind answers (default: done). */
const behaviour = new Map<string, (job: ClaimedJob) => Promise<JobOutcome>>();

/** The worker's batch window in this file. */
const BATCH_MS = 250;

beforeAll(async () => {
  // A batch window wider than the default 20 ms: the burst test enqueues one job at a time, and on
  // a loaded machine (CI's Node 24 loop) two enqueues came more than 20 ms apart, so that test
  // measured the machine rather than the batching. The other tests wait for what they expect.
  app = await startTestServer({ WORKER_BATCH_MS: String(BATCH_MS) });
  for (const kind of ['test.plain', 'test.later', 'test.retry', 'test.ordered', 'test.crash', 'test.lease']) {
    app.server.worker!.handle(kind, async (job) => {
      runs.push({ kind, id: job.id, attempts: job.attempts, payload: job.payload });
      return (await behaviour.get(kind)?.(job)) ?? { done: true };
    });
  }
});
afterAll(() => app?.close());
afterEach(() => unfreezeClock());

const jobs = () => app.server.services.jobs;
const sql = () => app.server.database.sql;
const runsOf = (kind: string) => runs.filter((r) => r.kind === kind);

async function jobRow(id: string) {
  const rows = await sql().query<{ attempts: number; last_error: string | null; run_at: Date | string; locked_by: string | null }>({
    text: `SELECT "attempts", "last_error", "run_at", "locked_by" FROM "job" WHERE "id" = $1`,
    values: [id],
  });
  return rows[0];
}

/** Wakes the worker and gives it time to claim (for asserting that nothing ran). */
async function settle(): Promise<void> {
  app.server.worker!.wake();
  await new Promise((resolve) => setTimeout(resolve, 150));
}

describe('the job worker', () => {
  it('runs an enqueued job once, with its payload, and removes it', async () => {
    const [id] = await jobs().enqueue([{ kind: 'test.plain', payload: { n: 1 } }], clock.now());
    await waitFor('the job to run', () => runsOf('test.plain').length === 1);
    expect(runsOf('test.plain')).toEqual([{ kind: 'test.plain', id, attempts: 1, payload: { n: 1 } }]);
    await waitFor('the job row to go', async () => (await jobRow(id)) === undefined);
  });

  it('runs a job due later only once the clock reaches it', async () => {
    freezeClock();
    const [id] = await jobs().enqueue([{ kind: 'test.later', runAt: clock.now() + 60_000 }], clock.now());
    await settle();
    expect(runsOf('test.later')).toEqual([]);
    expect((await jobRow(id)).attempts).toBe(0);
    advanceClock(60_000);
    app.server.worker!.wake();
    await waitFor('the job to run', () => runsOf('test.later').length === 1);
  });

  it('reschedules a job whose handler asks for a retry, keeping the reason', async () => {
    freezeClock();
    behaviour.set('test.retry', async (job) => (job.attempts === 1 ? { retryAt: clock.now() + 30_000, error: 'receiver said 503' } : { done: true }));
    const [id] = await jobs().enqueue([{ kind: 'test.retry' }], clock.now());
    await waitFor('the first run', () => runsOf('test.retry').length === 1);
    const waiting = await waitFor('the job to be rescheduled', async () => {
      const row = await jobRow(id);
      return row?.locked_by === null ? row : undefined;
    });
    expect(waiting.last_error).toBe('receiver said 503');
    expect(new Date(waiting.run_at).getTime()).toBe(clock.now() + 30_000);
    await settle();
    expect(runsOf('test.retry')).toHaveLength(1);
    advanceClock(30_000);
    app.server.worker!.wake();
    await waitFor('the second run', () => runsOf('test.retry').length === 2);
    expect(runsOf('test.retry').map((r) => r.attempts)).toEqual([1, 2]);
  });

  it('runs jobs of one ordering key one at a time, in order', async () => {
    let release!: () => void;
    const firstBlocks = new Promise<void>((resolve) => (release = resolve));
    behaviour.set('test.ordered', async (job) => {
      if (job.payload.step === 1) await firstBlocks;
      return { done: true };
    });
    await jobs().enqueue(
      [
        { kind: 'test.ordered', payload: { step: 1 }, orderingKey: 'record-a' },
        { kind: 'test.ordered', payload: { step: 2 }, orderingKey: 'record-a' },
        { kind: 'test.ordered', payload: { step: 3 }, orderingKey: 'record-b' },
      ],
      clock.now(),
    );
    await waitFor('step 1 and the other key to run', () => runsOf('test.ordered').length === 2);
    await settle();
    expect(runsOf('test.ordered').map((r) => r.payload.step).sort()).toEqual([1, 3]);
    release();
    await waitFor('step 2 after step 1', () => runsOf('test.ordered').length === 3);
    expect(runsOf('test.ordered').at(-1)!.payload.step).toBe(2);
  });

  it('claims jobs enqueued one by one in a burst together, not one claim each', async () => {
    const background = app.server.database.backgroundSql;
    const before = background.onQuery;
    let claims = 0;
    background.onQuery = (statement) => {
      before?.(statement);
      if (statement.text.includes('UPDATE "job" SET "locked_by"')) claims++;
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, BATCH_MS + 50)); // idle for longer than the batch window
      for (let i = 0; i < 6; i++) await jobs().enqueue([{ kind: 'test.plain', payload: { burst: i } }], clock.now());
      await waitFor('the burst to run', () => runsOf('test.plain').filter((r) => r.payload.burst !== undefined).length === 6);
      // The first is claimed at once; those enqueued within BATCH_MS of that claim, together.
      expect(claims).toBeLessThan(6);
    } finally {
      background.onQuery = before;
    }
  });

  it('retries a job whose handler throws, with backoff and the error kept', async () => {
    freezeClock();
    behaviour.set('test.crash', async (job) => {
      if (job.attempts === 1) throw new Error('handler bug');
      return { done: true };
    });
    const [id] = await jobs().enqueue([{ kind: 'test.crash' }], clock.now());
    const failed = await waitFor('the failed run to be recorded', async () => {
      const row = await jobRow(id);
      return row?.last_error ? row : undefined;
    });
    expect(failed.last_error).toBe('handler bug');
    expect(new Date(failed.run_at).getTime()).toBe(clock.now() + 1_000);
    advanceClock(1_000);
    app.server.worker!.wake();
    await waitFor('the retry', () => runsOf('test.crash').length === 2);
  });

  it('takes over a job whose worker died once its lease has ended', async () => {
    freezeClock();
    const [id] = await jobs().enqueue([{ kind: 'test.lease', runAt: clock.now() + 3_600_000 }], clock.now());
    // A worker that claimed it and died: locked for another minute.
    await sql().execute({
      text: `UPDATE "job" SET "locked_by" = 'worker-dead', "locked_until" = $2::timestamptz, "attempts" = 1, "run_at" = $3::timestamptz WHERE "id" = $1`,
      values: [id, new Date(clock.now() + 60_000).toISOString(), new Date(clock.now()).toISOString()],
    });
    await settle();
    expect(runsOf('test.lease')).toEqual([]);
    advanceClock(60_000);
    app.server.worker!.wake();
    await waitFor('the job to be taken over', () => runsOf('test.lease').length === 1);
    expect(runsOf('test.lease')[0].attempts).toBe(2);
  });
});
