// Retention of the webhook delivery log (issue 27, point 7): a nightly schedule, kept in the queue
// from every start, prunes deliveries older than WEBHOOK_DELIVERY_RETENTION_DAYS with their
// attempts, a batch per statement, and keeps those still PENDING.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimedJob } from '../../src/jobs/job-queue.ts';
import { clock } from '../../src/lib/clock.ts';
import { PRUNE_BATCH, PRUNE_DELIVERIES_JOB, pruneDeliveries, pruneDeliveriesHandler } from '../../src/webhooks/prune-deliveries.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ok } from './records-support.ts';

const DAY_MS = 86_400_000;
let app: TestServer;
let webhookId: string;

beforeAll(async () => {
  app = await startTestServer({ WORKER: 'off', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  webhookId = (await ok(app, 'POST', '/rest/webhooks', { targetUrl: 'http://127.0.0.1:9/crm', operations: ['person.created'] })).data.createWebhook.id;
});
afterAll(() => app?.close());

const sql = () => app.server.database.sql;
const count = async (from: string, values: unknown[] = []) => (await sql().query<{ n: number }>({ text: `SELECT count(*)::int AS "n" FROM ${from}`, values }))[0].n;

/** `n` deliveries of `status` created `daysAgo` days ago, each with one attempt; their event name tells them apart. */
async function deliveries(n: number, status: string, daysAgo: number, eventName: string): Promise<void> {
  const createdAt = new Date(clock.now() - daysAgo * DAY_MS).toISOString();
  await sql().execute({
    text: `WITH "d" AS (
        INSERT INTO "webhook_delivery" ("webhook_id", "event_name", "object_name", "record_id", "record", "event_date", "status", "attempts", "created_at", "updated_at")
        SELECT $1::uuid, $2, 'person', gen_random_uuid(), '{}'::jsonb, $4::timestamptz, $3, 1, $4::timestamptz, $4::timestamptz FROM generate_series(1, $5::int)
        RETURNING "id", "created_at")
      INSERT INTO "webhook_delivery_attempt" ("delivery_id", "attempt", "attempted_at", "duration_ms", "status_code")
      SELECT "id", 1, "created_at", 12, 200 FROM "d"`,
    values: [webhookId, eventName, status, createdAt, n],
  });
}

describe('the delivery log retention', () => {
  it('is a schedule in the queue from the start: every night at 03:17 UTC', async () => {
    const [row] = await sql().query<{ kind: string; schedule_pattern: string; schedule_timezone: string }>({
      text: `SELECT "kind", "schedule_pattern", "schedule_timezone" FROM "job" WHERE "dedupe_key" = 'schedule:webhooks.prune-deliveries'`,
      values: [],
    });
    expect(row).toEqual({ kind: PRUNE_DELIVERIES_JOB, schedule_pattern: '17 3 * * *', schedule_timezone: 'UTC' });
  });

  it('prunes deliveries older than the retention with their attempts, in batches, and keeps PENDING ones and recent ones', async () => {
    await deliveries(PRUNE_BATCH * 2 + 300, 'SUCCEEDED', 40, 'old.succeeded');
    await deliveries(50, 'FAILED', 31, 'old.failed');
    await deliveries(20, 'PENDING', 40, 'old.pending');
    await deliveries(30, 'SUCCEEDED', 29, 'recent');
    let batches = 0;
    const pruned = await pruneDeliveries(sql(), clock.now() - 30 * DAY_MS, async () => void batches++);
    expect(pruned).toBe(PRUNE_BATCH * 2 + 350);
    expect(batches).toBe(2);
    expect(await count(`"webhook_delivery" WHERE "event_name" IN ('old.succeeded', 'old.failed')`)).toBe(0);
    expect(await count(`"webhook_delivery" WHERE "event_name" = 'old.pending'`)).toBe(20);
    expect(await count(`"webhook_delivery" WHERE "event_name" = 'recent'`)).toBe(30);
    // Attempts went with their deliveries.
    expect(await count(`"webhook_delivery_attempt" AS "a" WHERE NOT EXISTS (SELECT 1 FROM "webhook_delivery" AS "d" WHERE "d"."id" = "a"."delivery_id")`)).toBe(0);
    expect(await count(`"webhook_delivery_attempt"`)).toBe(50);
  });

  it('the job prunes by its fire time, extending its lease between batches; a retention of 0 keeps everything', async () => {
    await deliveries(PRUNE_BATCH + 10, 'SUCCEEDED', 10, 'handler.old');
    const job = { id: '1', kind: PRUNE_DELIVERIES_JOB, payload: {}, attempts: 1, orderingKey: null, dedupeKey: null, runAt: clock.now(), schedule: null } as ClaimedJob;
    let leases = 0;
    const context = { extendLease: async () => (leases++, true) };
    expect(await pruneDeliveriesHandler({ sql: sql(), retentionDays: 0 })(job, context)).toEqual({ done: true });
    expect(await count(`"webhook_delivery" WHERE "event_name" = 'handler.old'`)).toBe(PRUNE_BATCH + 10);
    let told = -1;
    expect(await pruneDeliveriesHandler({ sql: sql(), retentionDays: 7, onPruned: (n) => (told = n) })(job, context)).toEqual({ done: true });
    // The 10-day-old ones and the 29-day-old ones of the test before; PENDING ones stay.
    expect(told).toBe(PRUNE_BATCH + 10 + 30);
    expect(leases).toBe(1);
    expect(await count(`"webhook_delivery" WHERE "event_name" IN ('handler.old', 'recent')`)).toBe(0);
    expect(await count(`"webhook_delivery" WHERE "event_name" = 'old.pending'`)).toBe(20);
  });
});
