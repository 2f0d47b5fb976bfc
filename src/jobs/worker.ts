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
// A handler says what became of its job: done (the job leaves the table), retry at a time (the
// job stays, unlocked, with the reason), or wait until a time (the same, but the run does not
// count towards the give-up: a step waiting for its window is not failing). A handler that
// throws is retried with exponential backoff and given up after `maxAttempts` runs, logged.
// Handlers must be idempotent or record what they did before acting: a job whose worker died
// mid-run runs again after its lease, which a handler that legitimately runs long extends.
//
// A schedule's job (schedules.ts) is never done: after each run, successful or given up, it
// moves to the schedule's next fire time after now.
//
// A kind may be capped (`handle(kind, handler, { concurrency })`): at most that many of its
// jobs run at once in this worker, so slow kinds (SMTP, IMAP) never take every slot. A worker
// claims only the kinds it has handlers for: a job of a kind that only a newer version of the
// service knows waits for a process that knows it.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { Batcher } from '../lib/batcher.ts';
import { clock } from '../lib/clock.ts';
import { OutageLog } from '../lib/outage-log.ts';
import type { ClaimedJob, JobQueue, JobSettlement, KindSlots } from './job-queue.ts';
import { nextFireTime } from './schedules.ts';

export type JobOutcome = { done: true } | { retryAt: number; error: string } | { waitUntil: number };

export interface JobContext {
  /** Keeps the job leased for `ms` more (default: the worker's lease); false when it was lost. */
  extendLease(ms?: number): Promise<boolean>;
}

export type JobHandler = (job: ClaimedJob, context: JobContext) => Promise<JobOutcome>;

export interface HandlerOptions {
  /** At most this many jobs of the kind run at once in this worker (default: no cap but the worker's). */
  concurrency?: number;
  /**
   * A lower cap while the worker's process is serving API requests (`WorkerOptions.serving`): a
   * kind whose jobs keep the event loop busy (a sequence's sends) leaves it to the requests.
   */
  concurrencyWhileServing?: number;
}

export interface WorkerOptions {
  pollMs: number;
  leaseMs: number;
  concurrency: number;
  /** New jobs enqueued within this many ms of the last claim wait for the window's end (0: never). */
  batchMs: number;
  /** Runs of a job whose handler keeps throwing, before it is given up. */
  maxAttempts: number;
  /** Whether the process is serving API requests now (the worker inside the server); absent: never. */
  serving?: () => boolean;
  /** Told what became of each run (the metrics' crm_job_outcomes_total). */
  onOutcome?: (kind: string, outcome: JobRunOutcome) => void;
}

/** What became of one run of a job: its handler's answer, or that it threw (tried again, or given up). */
export type JobRunOutcome = 'done' | 'retry' | 'wait' | 'crashed' | 'given_up';

/** Delay before retrying a job whose handler threw: 1 s, 2 s, 4 s, ... capped at an hour. */
export const crashBackoffMs = (attempts: number) => Math.min(1_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export class JobWorker {
  readonly id = `worker-${randomUUID()}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly caps = new Map<string, number>();
  private readonly servingCaps = new Map<string, number>();
  private readonly runningByKind = new Map<string, number>();
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

  handle(kind: string, handler: JobHandler, options: HandlerOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`a handler for job kind "${kind}" is already registered`);
    const cap = options.concurrency;
    if (cap !== undefined && (!Number.isInteger(cap) || cap < 1)) throw new Error(`job kind "${kind}": concurrency must be an integer >= 1, got ${cap}`);
    this.handlers.set(kind, handler);
    if (cap !== undefined) this.caps.set(kind, cap);
    const servingCap = options.concurrencyWhileServing;
    if (servingCap !== undefined && (!Number.isInteger(servingCap) || servingCap < 1))
      throw new Error(`job kind "${kind}": concurrencyWhileServing must be an integer >= 1, got ${servingCap}`);
    if (servingCap !== undefined) this.servingCaps.set(kind, Math.min(servingCap, cap ?? servingCap));
  }

  /** The kinds this worker runs without a cap of their own. */
  private uncappedKinds(): string[] {
    return [...this.handlers.keys()].filter((kind) => !this.caps.has(kind));
  }

  /** How many more jobs of each capped kind may be claimed now. */
  private cappedSlots(): KindSlots[] {
    return [...this.caps].map(([kind]) => ({ kind, slots: (this.capOf(kind) ?? 0) - (this.runningByKind.get(kind) ?? 0) }));
  }

  /** A kind's cap now: its cap while serving when the process serves requests, else its cap. */
  private capOf(kind: string): number | undefined {
    const servingCap = this.servingCaps.get(kind);
    return servingCap !== undefined && this.options.serving?.() ? servingCap : this.caps.get(kind);
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
          const jobs = await this.queue.claim(this.id, capacity, clock.now(), this.options.leaseMs, this.uncappedKinds(), this.cappedSlots());
          this.claimOutage.succeeded();
          claimed = jobs.length;
          this.lastClaimFull = claimed === capacity;
          for (const job of jobs) this.track(job.kind, this.execute(job));
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
   * took it was full, every slot was busy, its capped kind is at its cap (when it started or
   * now: jobs of the kind enqueued meanwhile woke a worker that could not take them), or the job
   * itself or an ordered successor is due again now. (Other jobs enqueued meanwhile wake the
   * worker by themselves.) That spares a claim statement per job.
   */
  private track(kind: string, run: Promise<boolean>): void {
    const cap = this.capOf(kind);
    const runningOfKind = (this.runningByKind.get(kind) ?? 0) + 1;
    this.runningByKind.set(kind, runningOfKind);
    // A capped kind at its cap may have left due jobs of its kind behind.
    const wasFull = this.lastClaimFull || this.running.size + 1 >= this.options.concurrency || (cap !== undefined && runningOfKind >= cap);
    const release = () => {
      this.running.delete(tracked);
      this.runningByKind.set(kind, (this.runningByKind.get(kind) ?? 1) - 1);
    };
    const tracked: Promise<void> = run.then(
      (moreDue) => {
        const kindAtCap = cap !== undefined && (this.runningByKind.get(kind) ?? 0) >= cap;
        // Its slot is free before the worker looks again (jobs settled in one batch end together).
        release();
        if (!this.stopping && (moreDue || wasFull || kindAtCap)) this.wake();
      },
      release, // execute() logs its own failures
    );
    this.running.add(tracked);
  }

  private context(job: ClaimedJob): JobContext {
    return { extendLease: (ms = this.options.leaseMs) => this.queue.extendLease(this.id, job.id, clock.now() + ms) };
  }

  /** A schedule's job after a run: to its next fire time after now, its run count reset. */
  private nextFire(job: ClaimedJob, error: string | null): JobSettlement {
    const next = nextFireTime(job.schedule!, Math.max(clock.now(), job.runAt));
    // A schedule that can no longer fire (a pattern whose last date passed) ends.
    return next === undefined ? { id: job.id } : { id: job.id, retryAt: next, error, attempts: 0 };
  }

  /** Runs one job and records its outcome; true when an ordered successor or the job itself is due now. */
  private async execute(job: ClaimedJob): Promise<boolean> {
    // The claim took only kinds this worker has a handler for.
    const handler = this.handlers.get(job.kind)!;
    try {
      let outcome: JobOutcome;
      const told = (what: JobRunOutcome) => this.options.onOutcome?.(job.kind, what);
      try {
        outcome = await handler(job, this.context(job));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        told(job.attempts >= this.options.maxAttempts ? 'given_up' : 'crashed');
        if (job.attempts >= this.options.maxAttempts) {
          this.logger.error({ err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts } }, 'job given up after repeated failures');
          return await this.settlements.add(job.schedule ? this.nextFire(job, message) : { id: job.id });
        }
        this.logger.warn({ err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts } }, 'job failed; it will be retried');
        return await this.settlements.add({ id: job.id, retryAt: clock.now() + crashBackoffMs(job.attempts), error: message });
      }
      told('done' in outcome ? 'done' : 'waitUntil' in outcome ? 'wait' : 'retry');
      if ('done' in outcome) return await this.settlements.add(job.schedule ? this.nextFire(job, null) : { id: job.id });
      // Waiting is not failing: this run is taken back from the count.
      if ('waitUntil' in outcome) {
        const successorWaits = await this.settlements.add({ id: job.id, retryAt: outcome.waitUntil, error: null, attempts: job.attempts - 1 });
        // A job that goes on at once (a sync's next batch) is claimed again without waiting for a poll.
        return successorWaits || outcome.waitUntil <= clock.now();
      }
      return await this.settlements.add({ id: job.id, retryAt: outcome.retryAt, error: outcome.error });
    } catch (error) {
      // The queue itself failed (database down): the lease runs out and the job is claimed again.
      this.logger.error({ err: error, job: { id: job.id, kind: job.kind } }, 'job worker: recording a job outcome failed');
      return false;
    }
  }
}
