// Two service processes' workers on one PostgreSQL database share the job table: every job runs
// exactly once, and both take part (claims lock with FOR UPDATE SKIP LOCKED).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clock } from '../../src/lib/clock.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';

let first: TestServer;
let second: TestServer;
const ranBy = new Map<string, string[]>();

beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ DATABASE_URL: first.databaseUrl });
  for (const app of [first, second]) {
    const worker = app.server.worker!;
    worker.handle('test.shared', async (job) => {
      await new Promise((resolve) => setTimeout(resolve, 2)); // some work, so both workers get a share
      ranBy.set(job.id, [...(ranBy.get(job.id) ?? []), worker.id]);
      return { done: true };
    });
  }
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

it('each job runs once although two workers claim from the same table', async () => {
  const ids = await first.server.services.jobs.enqueue(
    Array.from({ length: 300 }, (_, i) => ({ kind: 'test.shared', payload: { i } })),
    clock.now(),
  );
  second.server.worker!.wake();
  await waitFor('all 300 jobs to run', () => ranBy.size === 300, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 200)); // a late duplicate would show now
  expect([...ranBy.keys()].sort()).toEqual([...ids].sort());
  expect([...ranBy.values()].filter((workers) => workers.length !== 1)).toEqual([]);
  const perWorker = new Map<string, number>();
  for (const [worker] of ranBy.values()) perWorker.set(worker, (perWorker.get(worker) ?? 0) + 1);
  expect(perWorker.size).toBe(2);
  const { n } = (await first.server.database.sql.query<{ n: number }>({ text: `SELECT count(*)::int AS "n" FROM "job" WHERE "kind" = 'test.shared'`, values: [] }))[0];
  expect(n).toBe(0);
});
