// The durable job table (prisma/schema.prisma, model Job) as a queue: enqueue, claim, settle
// (finish or reschedule). Every engine's background work is a row here (DESIGN.md, "Events, jobs and the
// worker"), so one worker loop, one lease rule and one clock serve them all.
//
// Claims are one statement: the due, unlocked jobs (first in their ordering key) are locked with
// FOR UPDATE SKIP LOCKED and leased to the worker, so workers in several processes never take
// the same job, and a job whose worker died is taken again once its lease has ended. Time is
// the service's clock (src/lib/clock.ts), passed in, never the database's now(): tests move it.
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../db/sql-executor.ts';
import { isoAt } from '../lib/clock.ts';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** Epoch ms; default: now. */
  runAt?: number;
  /** Jobs with the same key run one at a time, in the order they were enqueued. */
  orderingKey?: string;
}

/** What became of a claimed job: done (no `retryAt`), or to run again at `retryAt`. */
export interface JobSettlement {
  id: string;
  retryAt?: number;
  error?: string | null;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** Runs started so far, this one included. */
  attempts: number;
  orderingKey: string | null;
}

/** NOTIFY channel of new jobs: the process that committed them notifies it (notifyEnqueued), workers of every process LISTEN. */
export const JOB_CHANNEL = 'crm_jobs';

/**
 * The workers of other processes are told of new jobs at most once per this many ms: a NOTIFY
 * in each writing statement cost every create about 110 µs of PostgreSQL time (its commit
 * queues the notification and signals every listener), a third of a person INSERT.
 */
export const NOTIFY_OTHERS_MS = 10;

export class JobQueue {
  /** Called after a job was enqueued by this process (the in-process worker wakes up). */
  private readonly enqueueListeners: Array<() => void> = [];
  /** The payload of this queue's notifications: its own worker, woken directly, skips them. */
  readonly notifier = randomUUID();
  private lastNotifiedAt = -Infinity;
  private notifyTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sql: SqlExecutor,
    /** Whether workers of other processes may share the database (PostgreSQL): then they are notified. */
    private readonly otherProcesses: boolean,
  ) {}

  onEnqueued(listener: () => void): void {
    this.enqueueListeners.push(listener);
  }

  /**
   * Call after jobs were committed (by enqueue() or by a write's outbox): wakes the local worker
   * at once, and the workers of other processes with a NOTIFY, at most one per NOTIFY_OTHERS_MS.
   * A notification lost with a crash costs them no job: they also poll (WORKER_POLL_MS).
   */
  notifyEnqueued(): void {
    for (const listener of this.enqueueListeners) listener();
    if (!this.otherProcesses || this.notifyTimer) return;
    const wait = this.lastNotifiedAt + NOTIFY_OTHERS_MS - performance.now();
    if (wait <= 0) this.notifyOthers();
    else this.notifyTimer = setTimeout(() => this.notifyOthers(), wait).unref();
  }

  private notifyOthers(): void {
    this.notifyTimer = undefined;
    this.lastNotifiedAt = performance.now();
    // A failure (the database going away) loses nothing: the other workers poll.
    this.sql.query({ text: `SELECT pg_notify($1, $2)`, values: [JOB_CHANNEL, this.notifier], prepare: true }).catch(() => {});
  }

  /**
   * Adds jobs; `sql` may be a transaction's executor (then they exist once it commits, and the
   * caller calls notifyEnqueued() after the commit to wake the workers).
   */
  async enqueue(jobs: NewJob[], now: number, sql: SqlExecutor = this.sql): Promise<string[]> {
    if (jobs.length === 0) return [];
    const values: unknown[] = [];
    const tuples = jobs.map((job) => {
      values.push(job.kind, JSON.stringify(job.payload ?? {}), isoAt(job.runAt ?? now), job.orderingKey ?? null);
      const n = values.length;
      return `($${n - 3}, $${n - 2}::jsonb, $${n - 1}::timestamptz, $${n})`;
    });
    const rows = await sql.query<{ id: string }>({
      text: `INSERT INTO "job" ("kind", "payload", "run_at", "ordering_key") VALUES ${tuples.join(', ')} RETURNING "id"::text AS "id"`,
      values,
    });
    if (sql === this.sql) this.notifyEnqueued();
    return rows.map((row) => row.id);
  }

  /** Leases up to `limit` due jobs to `workerId` until `now + leaseMs`. */
  async claim(workerId: string, limit: number, now: number, leaseMs: number): Promise<ClaimedJob[]> {
    const rows = await this.sql.query<{ id: string; kind: string; payload: Record<string, unknown>; attempts: number; ordering_key: string | null }>({
      text: `UPDATE "job" SET "locked_by" = $1, "locked_until" = $3::timestamptz, "attempts" = "attempts" + 1
        WHERE "id" IN (
          SELECT "j"."id" FROM "job" AS "j"
          WHERE "j"."run_at" <= $2::timestamptz
            AND ("j"."locked_until" IS NULL OR "j"."locked_until" <= $2::timestamptz)
            AND ("j"."ordering_key" IS NULL OR NOT EXISTS (
              SELECT 1 FROM "job" AS "e" WHERE "e"."ordering_key" = "j"."ordering_key" AND "e"."id" < "j"."id"))
          ORDER BY "j"."run_at", "j"."id"
          LIMIT $4
          FOR UPDATE SKIP LOCKED)
        RETURNING "id"::text AS "id", "kind", "payload", "attempts", "ordering_key"`,
      values: [workerId, isoAt(now), isoAt(now + leaseMs), limit],
      prepare: true,
    });
    // UPDATE ... RETURNING does not keep the subquery's order.
    return rows
      .map((row) => ({ id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, orderingKey: row.ordering_key }))
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  }

  /**
   * Records what became of jobs `workerId` holds, in one statement: a settlement without `retryAt`
   * means done (or given up) and the job leaves the table; with `retryAt` it runs again then,
   * unlocked, remembering `error`. Answers, per settlement, whether a job of the same ordering
   * key waits behind a finished one (it may run now).
   */
  async settle(workerId: string, settlements: JobSettlement[]): Promise<boolean[]> {
    const rows = await this.sql.query<{ id: string }>({
      text: `WITH "s" AS (SELECT * FROM unnest($2::bigint[], $3::timestamptz[], $4::text[]) AS "s"("id", "run_at", "error")),
        "done" AS (DELETE FROM "job" AS "j" USING "s" WHERE "j"."id" = "s"."id" AND "s"."run_at" IS NULL AND "j"."locked_by" = $1
          RETURNING "j"."id", "j"."ordering_key"),
        "again" AS (UPDATE "job" AS "j" SET "run_at" = "s"."run_at", "locked_by" = NULL, "locked_until" = NULL, "last_error" = "s"."error"
          FROM "s" WHERE "j"."id" = "s"."id" AND "s"."run_at" IS NOT NULL AND "j"."locked_by" = $1)
        SELECT "d"."id"::text AS "id" FROM "done" AS "d"
        WHERE "d"."ordering_key" IS NOT NULL AND EXISTS (SELECT 1 FROM "job" AS "e" WHERE "e"."ordering_key" = "d"."ordering_key" AND "e"."id" > "d"."id")`,
      values: [
        workerId,
        settlements.map((s) => s.id),
        settlements.map((s) => (s.retryAt === undefined ? null : isoAt(s.retryAt))),
        settlements.map((s) => s.error ?? null),
      ],
      prepare: true,
    });
    const withSuccessor = new Set(rows.map((row) => row.id));
    return settlements.map((s) => withSuccessor.has(s.id));
  }
}
