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
import { firstFireTime, type Schedule } from './schedules.ts';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** Epoch ms; default: now. */
  runAt?: number;
  /**
   * Jobs with the same key run one at a time, in the order they were enqueued. An earlier job
   * holds up the later ones even while it waits for its `runAt` (right for webhook backoff), so
   * delayed and scheduled engine jobs take no ordering key.
   */
  orderingKey?: string;
  /** Unique while the job exists: enqueueing a key that a job holds adds nothing. */
  dedupeKey?: string;
}

/** A recurring job (see schedules.ts): `name` is unique; scheduling it again replaces it. */
export interface NewSchedule extends Schedule {
  name: string;
  kind: string;
  payload?: Record<string, unknown>;
}

/** What became of a claimed job: done (no `retryAt`), or to run again at `retryAt`. */
export interface JobSettlement {
  id: string;
  retryAt?: number;
  error?: string | null;
  /** Store this as the job's run count (a run that only waited, or a schedule's next fire time); default: keep it. */
  attempts?: number;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** Runs started so far, this one included. */
  attempts: number;
  orderingKey: string | null;
  dedupeKey: string | null;
  /** The instant the job was due (epoch ms): for a schedule's job, the fire time this run is for. */
  runAt: number;
  /** Set for a schedule's job: the worker moves it to the next fire time after each run. */
  schedule: Schedule | null;
}

/** How many jobs of a kind may be claimed now (the kind's cap minus what runs). */
export interface KindSlots {
  kind: string;
  slots: number;
}

/** The dedupe key of a schedule's job. */
export const scheduleKey = (name: string) => `schedule:${name}`;

/**
 * The key of the rows a statement hook returns for the jobs it wrote in a record write's
 * statement (records/write-hooks.ts, addExtraRows): after the commit, the writing process wakes
 * its worker and notifies the others (services.ts). Any engine's hook uses it the same way.
 */
export const ENQUEUED_JOB_MARKER = 'enqueuedJob';

/** The `addExtraRows` select of a hook that wrote jobs in the CTE `jobsCte` (RETURNING "id"). */
export const enqueuedJobRows = (jobsCte: string) =>
  `SELECT jsonb_build_object('${ENQUEUED_JOB_MARKER}', "id"::text) AS "row" FROM "${jobsCte.replaceAll('"', '""')}"`;

/** Whether a committed write's hooks wrote jobs (an extra row of enqueuedJobRows). */
export const wroteJobs = (extraRows: ReadonlyArray<Record<string, unknown>>) => extraRows.some((row) => ENQUEUED_JOB_MARKER in row);

/**
 * The tail of an `INSERT INTO "job"` that makes a job with a taken dedupe key due by the new
 * row's run_at instead of adding one: a waiting job is brought forward, one that runs is left
 * alone. Used by enqueueDue and by statement hooks that do the same inside a write.
 */
export const BRING_FORWARD_ON_CONFLICT = `ON CONFLICT ("dedupe_key") DO UPDATE SET "run_at" = LEAST("job"."run_at", EXCLUDED."run_at")
  WHERE "job"."locked_until" IS NULL OR "job"."locked_until" <= EXCLUDED."run_at"`;

/** NOTIFY channel of new jobs: the process that committed them notifies it (notifyEnqueued), workers of every process LISTEN. */
export const JOB_CHANNEL = 'crm_jobs';

/**
 * The workers of other processes are told of new jobs at most once per this many ms: a NOTIFY
 * in each writing statement cost every create about 110 µs of PostgreSQL time (its commit
 * queues the notification and signals every listener), a third of a person INSERT.
 */
export const NOTIFY_OTHERS_MS = 10;

/**
 * A commit that enqueued at least this many jobs refreshes the queue's planner statistics
 * (ANALYZE "job", after the commit): the claim is planned from them, and planned for the short
 * queue autovacuum last saw it read every due job of a kind to sort them (docs/internal/benchmark-log.md,
 * issue 24: 5 ms a claim with 5,000 sequence steps due).
 */
export const ANALYZE_AFTER_JOBS = 1_000;

export class JobQueue {
  /** Called after a job was enqueued by this process (the in-process worker wakes up). */
  private readonly enqueueListeners: Array<() => void> = [];
  private analyzing: Promise<void> | undefined;
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
  notifyEnqueued(count = 1): void {
    for (const listener of this.enqueueListeners) listener();
    if (count >= ANALYZE_AFTER_JOBS) this.refreshStatistics();
    if (!this.otherProcesses || this.notifyTimer) return;
    const wait = this.lastNotifiedAt + NOTIFY_OTHERS_MS - performance.now();
    if (wait <= 0) this.notifyOthers();
    else this.notifyTimer = setTimeout(() => this.notifyOthers(), wait).unref();
  }

  /** One ANALYZE at a time; a failure (the database going away) only leaves the old statistics. */
  private refreshStatistics(): void {
    if (this.analyzing) return;
    this.analyzing = this.sql
      .execute({ text: `ANALYZE "job"`, values: [] })
      .then(() => undefined, () => undefined)
      .finally(() => (this.analyzing = undefined));
  }

  private notifyOthers(): void {
    this.notifyTimer = undefined;
    this.lastNotifiedAt = performance.now();
    // A failure (the database going away) loses nothing: the other workers poll.
    this.sql.query({ text: `SELECT pg_notify($1, $2)`, values: [JOB_CHANNEL, this.notifier], prepare: true }).catch(() => {});
  }

  /**
   * Adds jobs; `sql` may be a transaction's executor (then they exist once it commits, and the
   * caller calls notifyEnqueued(count) after the commit to wake the workers).
   */
  async enqueue(jobs: NewJob[], now: number, sql: SqlExecutor = this.sql): Promise<string[]> {
    if (jobs.length === 0) return [];
    const values: unknown[] = [];
    const tuples = jobs.map((job) => {
      values.push(job.kind, JSON.stringify(job.payload ?? {}), isoAt(job.runAt ?? now), job.orderingKey ?? null, job.dedupeKey ?? null);
      const n = values.length;
      return `($${n - 4}, $${n - 3}::jsonb, $${n - 2}::timestamptz, $${n - 1}, $${n})`;
    });
    // A taken dedupe key adds nothing: that job is simply not among the ids answered.
    const rows = await sql.query<{ id: string }>({
      text: `INSERT INTO "job" ("kind", "payload", "run_at", "ordering_key", "dedupe_key") VALUES ${tuples.join(', ')}
        ON CONFLICT ("dedupe_key") DO NOTHING RETURNING "id"::text AS "id"`,
      values,
    });
    if (sql === this.sql && rows.length > 0) this.notifyEnqueued(rows.length);
    return rows.map((row) => row.id);
  }

  /**
   * Makes the job of `job.dedupeKey` due by `now` (a sync asked for): enqueues it, or brings a
   * waiting one forward. One that runs is left alone (its key is still taken when it ends).
   */
  async enqueueDue(job: NewJob & { dedupeKey: string }, now: number, sql: SqlExecutor = this.sql): Promise<void> {
    await sql.execute({
      text: `INSERT INTO "job" ("kind", "payload", "run_at", "dedupe_key") VALUES ($1, $2::jsonb, $3::timestamptz, $4) ${BRING_FORWARD_ON_CONFLICT}`,
      values: [job.kind, JSON.stringify(job.payload ?? {}), isoAt(now), job.dedupeKey],
    });
    if (sql === this.sql) this.notifyEnqueued();
  }

  /**
   * Makes `schedule` exist: one job row that runs at each fire time after `now` (throws a
   * ScheduleError naming the field of a pattern or time zone that cannot run). Scheduling a
   * name again replaces its kind, payload, pattern and time zone; its next run moves only when
   * the pattern or time zone changed. Answers the next fire time.
   */
  async schedule(schedule: NewSchedule, now: number, sql: SqlExecutor = this.sql): Promise<number> {
    const next = firstFireTime(schedule, now);
    await sql.execute({
      text: `INSERT INTO "job" ("kind", "payload", "run_at", "dedupe_key", "schedule_pattern", "schedule_timezone")
        VALUES ($1, $2::jsonb, $3::timestamptz, $4, $5, $6)
        ON CONFLICT ("dedupe_key") DO UPDATE SET "kind" = EXCLUDED."kind", "payload" = EXCLUDED."payload",
          "schedule_pattern" = EXCLUDED."schedule_pattern", "schedule_timezone" = EXCLUDED."schedule_timezone",
          "run_at" = CASE WHEN ("job"."schedule_pattern", "job"."schedule_timezone") IS DISTINCT FROM (EXCLUDED."schedule_pattern", EXCLUDED."schedule_timezone")
            THEN EXCLUDED."run_at" ELSE "job"."run_at" END`,
      values: [schedule.kind, JSON.stringify(schedule.payload ?? {}), isoAt(next), scheduleKey(schedule.name), schedule.pattern, schedule.timezone],
    });
    if (sql === this.sql) this.notifyEnqueued();
    return next;
  }

  /** Removes a schedule (a run in progress finishes; it is not moved to a next fire time). True when it existed. */
  async unschedule(name: string, sql: SqlExecutor = this.sql): Promise<boolean> {
    return (await sql.execute({ text: `DELETE FROM "job" WHERE "dedupe_key" = $1`, values: [scheduleKey(name)] })) > 0;
  }

  /**
   * Per kind: the jobs due at `now` (running ones included) and how long the oldest due job no
   * worker holds has waited (the metrics' queue gauges; one pass over the queue).
   */
  async dueByKind(now: number): Promise<Array<{ kind: string; due: number; oldestDueSeconds: number | null }>> {
    const rows = await this.sql.query<{ kind: string; due: number; oldest_due_seconds: number | null }>({
      text: `SELECT "kind", count(*)::int AS "due",
          extract(epoch FROM $1::timestamptz - min("run_at") FILTER (WHERE "locked_until" IS NULL OR "locked_until" <= $1::timestamptz))::float8 AS "oldest_due_seconds"
        FROM "job" WHERE "run_at" <= $1::timestamptz GROUP BY "kind" ORDER BY "kind"`,
      values: [isoAt(now)],
    });
    return rows.map((row) => ({ kind: row.kind, due: row.due, oldestDueSeconds: row.oldest_due_seconds === null ? null : Math.max(0, row.oldest_due_seconds) }));
  }

  /** Keeps a job `workerId` holds leased until `until`; false when it no longer holds it. */
  async extendLease(workerId: string, id: string, until: number): Promise<boolean> {
    const touched = await this.sql.execute({
      text: `UPDATE "job" SET "locked_until" = $3::timestamptz WHERE "id" = $2 AND "locked_by" = $1`,
      values: [workerId, id, isoAt(until)],
    });
    return touched > 0;
  }

  /**
   * Leases up to `limit` due jobs of the kinds in `kinds` and `capped` to `workerId` until
   * `now + leaseMs` (a kind the worker has no handler for stays for a process that has one). A
   * kind in `capped` is claimed at most `slots` at a time; `kinds` share the rest.
   */
  async claim(workerId: string, limit: number, now: number, leaseMs: number, kinds: string[], capped: KindSlots[] = []): Promise<ClaimedJob[]> {
    /** Due, unleased jobs first in their ordering key, of the kinds `kindFilter` keeps, oldest first. */
    const due = (kindFilter: string, limit: string, columns = '"j"."id"') => `SELECT ${columns} FROM "job" AS "j"
          WHERE "j"."run_at" <= $2::timestamptz
            AND ("j"."locked_until" IS NULL OR "j"."locked_until" <= $2::timestamptz)
            AND ("j"."ordering_key" IS NULL OR NOT EXISTS (
              SELECT 1 FROM "job" AS "e" WHERE "e"."ordering_key" = "j"."ordering_key" AND "e"."id" < "j"."id"))
            AND ${kindFilter}
          ORDER BY "j"."run_at", "j"."id" LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
    // With capped kinds: each takes at most its free slots (a LATERAL subquery per kind), the
    // others share the rest, and the oldest of both fill the claim. Without, the plain claim.
    const withCaps = `SELECT "id" FROM (
          SELECT * FROM (${due('"j"."kind" = ANY($5::text[])', '$4', '"j"."id", "j"."run_at"')}) AS "uncapped"
          UNION ALL
          SELECT "c".* FROM unnest($6::text[], $7::int[]) AS "k"("kind", "slots")
          CROSS JOIN LATERAL (${due('"j"."kind" = "k"."kind"', '"k"."slots"', '"j"."id", "j"."run_at"')}) AS "c") AS "both"
        ORDER BY "run_at", "id" LIMIT $4`;
    const rows = await this.sql.query<{
      id: string;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      ordering_key: string | null;
      dedupe_key: string | null;
      run_at: number;
      schedule_pattern: string | null;
      schedule_timezone: string | null;
    }>({
      text: `UPDATE "job" SET "locked_by" = $1, "locked_until" = $3::timestamptz, "attempts" = "attempts" + 1
        WHERE "id" IN (${capped.length === 0 ? due('"j"."kind" = ANY($5::text[])', '$4') : withCaps})
        RETURNING "id"::text AS "id", "kind", "payload", "attempts", "ordering_key", "dedupe_key",
          (extract(epoch FROM "run_at") * 1000)::float8 AS "run_at", "schedule_pattern", "schedule_timezone"`,
      values: [workerId, isoAt(now), isoAt(now + leaseMs), limit, kinds, ...(capped.length === 0 ? [] : [capped.map((c) => c.kind), capped.map((c) => Math.max(0, c.slots))])],
      prepare: true,
    });
    // UPDATE ... RETURNING does not keep the subquery's order.
    return rows
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        attempts: row.attempts,
        orderingKey: row.ordering_key,
        dedupeKey: row.dedupe_key,
        runAt: Number(row.run_at),
        schedule: row.schedule_pattern && row.schedule_timezone ? { pattern: row.schedule_pattern, timezone: row.schedule_timezone } : null,
      }))
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
      text: `WITH "s" AS (SELECT * FROM unnest($2::bigint[], $3::timestamptz[], $4::text[], $5::int[]) AS "s"("id", "run_at", "error", "attempts")),
        "done" AS (DELETE FROM "job" AS "j" USING "s" WHERE "j"."id" = "s"."id" AND "s"."run_at" IS NULL AND "j"."locked_by" = $1
          RETURNING "j"."id", "j"."ordering_key"),
        "again" AS (UPDATE "job" AS "j" SET "run_at" = "s"."run_at", "locked_by" = NULL, "locked_until" = NULL, "last_error" = "s"."error",
            "attempts" = coalesce("s"."attempts", "j"."attempts")
          FROM "s" WHERE "j"."id" = "s"."id" AND "s"."run_at" IS NOT NULL AND "j"."locked_by" = $1)
        SELECT "d"."id"::text AS "id" FROM "done" AS "d"
        WHERE "d"."ordering_key" IS NOT NULL AND EXISTS (SELECT 1 FROM "job" AS "e" WHERE "e"."ordering_key" = "d"."ordering_key" AND "e"."id" > "d"."id")`,
      values: [
        workerId,
        settlements.map((s) => s.id),
        settlements.map((s) => (s.retryAt === undefined ? null : isoAt(s.retryAt))),
        settlements.map((s) => s.error ?? null),
        settlements.map((s) => s.attempts ?? null),
      ],
      prepare: true,
    });
    const withSuccessor = new Set(rows.map((row) => row.id));
    return settlements.map((s) => withSuccessor.has(s.id));
  }
}
