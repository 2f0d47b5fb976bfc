// The job worker: claims due jobs from the job table and runs each with the handler of its
// kind, up to `concurrency` at a time. It runs inside the server by default (WORKER=off turns it
// off) or alone (`npm run worker`, PostgreSQL). It wakes when a job is enqueued, by this process
// or (NOTIFY) any other, and otherwise polls every `pollMs`; whether a job is due is decided by
// the service's clock, so tests move time and call wake() instead of sleeping.
//
// Jobs enqueued while the worker is idle are claimed at once. Jobs enqueued within `batchMs` of
// the last claim are claimed together when that window ends, so a stream of writes costs one
// claim (and, through the handlers' batchers, one read and one outcome write) per window rather
// than per job, and the worker leaves the API's requests the database and the CPU in between.
// Outcomes are written in batches too (lib/batcher.ts).
//
// A handler says what became of its job: done (the job leaves the table) or retry at a time
// (the job stays, unlocked, with the reason). A handler that throws is retried with exponential
// backoff and given up after `maxAttempts` runs, logged. Handlers must be idempotent or record
// what they did before acting: a job whose worker died mid-run runs again after its lease.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { Batcher } from '../lib/batcher.ts';
import { clock } from '../lib/clock.ts';
import { OutageLog } from '../lib/outage-log.ts';
import type { ClaimedJob, JobQueue, JobSettlement } from './job-queue.ts';

export type JobOutcome = { done: true } | { retryAt: number; error: string };

export type JobHandler = (job: ClaimedJob) => Promise<JobOutcome>;

export interface WorkerOptions {
  pollMs: number;
  leaseMs: number;
  concurrency: number;
  /** New jobs enqueued within this many ms of the last claim wait for the window's end (0: never). */
  batchMs: number;
  /** Runs of a job whose handler keeps throwing, before it is given up. */
  maxAttempts: number;
}

/** Delay before retrying a job whose handler threw: 1 s, 2 s, 4 s, ... capped at an hour. */
export const crashBackoffMs = (attempts: number) => Math.min(1_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** A kind no handler of this process knows may belong to a newer version of the service. */
const UNKNOWN_KIND_RETRY_MS = 60_000;

export class JobWorker {
  readonly id = `worker-${randomUUID()}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Set<Promise<void>>();
  /** The last claim took as many jobs as it could: more may be due. */
  private lastClaimFull = false;
  private started = false;
  private stopping = false;
  private wakeRequested = false;
  private loop: Promise<void> | undefined;
  private sleep: { timer: NodeJS.Timeout; resolve: () => void } | undefined;
  /** When the last claim started (performance.now()); the batch window runs from there. */
  private lastClaimAt = -Infinity;
  private batchTimer: NodeJS.Timeout | undefined;
  private readonly settlements: Batcher<JobSettlement, boolean>;
  private unlisten: Promise<(() => Promise<void>) | undefined> | undefined;
  /** Claims fail on every poll while the database is down: logged when that starts and ends. */
  private readonly claimOutage: OutageLog;

  constructor(
    private readonly queue: JobQueue,
    private readonly options: WorkerOptions,
    private readonly logger: Logger,
    /** Subscribes to the notifications of jobs enqueued by any process (LISTEN); optional. */
    private readonly listen?: (onNotify: (notifier: string) => void) => Promise<() => Promise<void>>,
  ) {
    queue.onEnqueued(() => this.jobsEnqueued());
    this.claimOutage = new OutageLog(logger, 'error', {
      failing: 'job worker: claiming jobs failed; trying again at the next poll',
      recovered: 'job worker: claiming jobs works again',
    });
    this.settlements = new Batcher(
      async (settlements) => (await queue.settle(this.id, settlements)).map((value) => ({ ok: true, value })),
      { maxItems: 500, maxInFlight: 1 },
    );
  }

  handle(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`a handler for job kind "${kind}" is already registered`);
    this.handlers.set(kind, handler);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    // Its own queue's notifications already woke it directly (onEnqueued): a second claim would find nothing.
    this.unlisten = this.listen?.((notifier) => {
      if (notifier !== this.queue.notifier) this.jobsEnqueued();
    }).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'job worker: cannot listen for new jobs; polling only');
      return undefined;
    });
    this.loop = this.run();
  }

  /** Looks for due jobs now instead of at the next poll. */
  wake(): void {
    clearTimeout(this.batchTimer);
    this.batchTimer = undefined;
    this.wakeRequested = true;
    if (this.sleep) {
      clearTimeout(this.sleep.timer);
      this.sleep.resolve();
    }
  }

  /** New jobs exist: claim them now, or at the end of the current batch window. */
  private jobsEnqueued(): void {
    if (this.stopping) return;
    const wait = this.lastClaimAt + this.options.batchMs - performance.now();
    if (wait <= 0) this.wake();
    else this.batchTimer ??= setTimeout(() => this.wake(), wait);
  }

  /** Claims nothing more and waits for the jobs it is running. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    clearTimeout(this.batchTimer);
    await this.loop;
    await Promise.all(this.running);
    await (await this.unlisten)?.();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.wakeRequested = false;
      let claimed = 0;
      const capacity = this.options.concurrency - this.running.size;
      if (capacity > 0) {
        try {
          this.lastClaimAt = performance.now();
          const jobs = await this.queue.claim(this.id, capacity, clock.now(), this.options.leaseMs);
          this.claimOutage.succeeded();
          claimed = jobs.length;
          this.lastClaimFull = claimed === capacity;
          for (const job of jobs) this.track(this.execute(job));
        } catch (error) {
          this.claimOutage.failed(error);
        }
      }
      // A full batch may mean more are due: look again at once. Otherwise sleep until woken.
      if (this.stopping || (claimed > 0 && claimed === capacity) || this.wakeRequested) continue;
      await new Promise<void>((resolve) => {
        this.sleep = { timer: setTimeout(resolve, this.options.pollMs), resolve };
      });
      this.sleep = undefined;
    }
  }

  /**
   * Runs a job; when it ends, looks for more at once only if there may be some: the claim that
   * took it was full, every slot was busy, or an ordered successor now waits. (A job enqueued
   * meanwhile wakes the worker by itself.) That spares a claim statement per job.
   */
  private track(run: Promise<boolean>): void {
    const wasFull = this.lastClaimFull || this.running.size + 1 >= this.options.concurrency;
    const tracked: Promise<void> = run.then(
      (successorWaits) => {
        // Its slot is free before the worker looks again (jobs settled in one batch end together).
        this.running.delete(tracked);
        if (!this.stopping && (successorWaits || wasFull)) this.wake();
      },
      () => void this.running.delete(tracked), // execute() logs its own failures
    );
    this.running.add(tracked);
  }

  /** Runs one job and records its outcome; true when an ordered successor now waits. */
  private async execute(job: ClaimedJob): Promise<boolean> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) {
        const error = `no handler for job kind "${job.kind}" in this process`;
        return await this.settlements.add({ id: job.id, retryAt: clock.now() + UNKNOWN_KIND_RETRY_MS, error });
      }
      let outcome: JobOutcome;
      try {
        outcome = await handler(job);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (job.attempts >= this.options.maxAttempts) {
          this.logger.error({ err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts } }, 'job given up after repeated failures');
          return await this.settlements.add({ id: job.id });
        }
        this.logger.warn({ err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts } }, 'job failed; it will be retried');
        return await this.settlements.add({ id: job.id, retryAt: clock.now() + crashBackoffMs(job.attempts), error: message });
      }
      if ('done' in outcome) return await this.settlements.add({ id: job.id });
      return await this.settlements.add({ id: job.id, retryAt: outcome.retryAt, error: outcome.error });
    } catch (error) {
      // The queue itself failed (database down): the lease runs out and the job is claimed again.
      this.logger.error({ err: error, job: { id: job.id, kind: job.kind } }, 'job worker: recording a job outcome failed');
      return false;
    }
  }
}
