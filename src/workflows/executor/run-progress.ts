// A run advancing inside ONE transaction, under its row lock (run-row.ts): a job's whole effect.
// From the steps it is given, it runs every step that needs nothing outside the database (record
// steps, FILTER, IF_ELSE, EMPTY, a DELAY's start) one after another, so a run of such steps costs
// one job and one transaction, not one per step. A step that must wait gets a job instead: a
// SEND_EMAIL or HTTP_REQUEST (its I/O runs between two transactions, run-step-job.ts), a DELAY's
// continuation at its due time, a retry after its backoff. `save` then writes the run's row once
// (state, status, times) and those jobs, in the same transaction as the steps' record writes, so
// a crash never repeats a committed step and never loses one.
//
// No savepoint per step: each record step is one write of the record layer, which is one
// statement, refused before it runs (validation) or guarded by the layer's own savepoint where a
// key could refuse it (records/record-service.ts). Either way a refused step leaves the
// transaction usable and wrote nothing; anything else is the service's own fault, and the job's
// transaction rolls back whole (the worker runs it again).
import type { WriteCause } from '../../events/record-event.ts';
import type { SqlExecutor } from '../../db/sql-executor.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue, NewJob } from '../../jobs/job-queue.ts';
import { clock } from '../../lib/clock.ts';
import { renderTemplate, UnresolvedVariableError } from '../../lib/template.ts';
import type { MetadataRegistry } from '../../metadata/registry.ts';
import type { RecordService } from '../../records/record-service.ts';
import { MAX_STEP_ATTEMPTS, type StepType, type WorkflowStep } from '../definition.ts';
import { isRunning, variables, type RunState } from '../run-state.ts';
import { httpRequest, sendEmail, type IoDeps, type IoOutcome } from './io-steps.ts';
import { delay, empty, filter, ifElse } from './logic-steps.ts';
import { createRecord, deleteRecord, findRecords, updateRecord } from './record-steps.ts';
import { runActor, type LockedRun } from './run-row.ts';
import { StepFailure, type StepExecutor, type StepResult } from './step-executor.ts';

export const WORKFLOW_STEP_JOB = 'workflow.step';

/** Waits before the 2nd and 3rd attempt of a failing step with retryOnFailure (DESIGN.md). */
const RETRY_DELAYS_MS = [1_000, 5_000, 15_000];

/** The steps run inside the transaction. */
const EXECUTORS: Partial<Record<StepType, StepExecutor>> = {
  CREATE_RECORD: createRecord,
  UPDATE_RECORD: updateRecord,
  DELETE_RECORD: deleteRecord,
  FIND_RECORDS: findRecords,
  FILTER: filter,
  IF_ELSE: ifElse,
  DELAY: delay,
  EMPTY: empty,
};

/** The steps that reach outside: their I/O runs between two transactions (io-steps.ts). */
const IO_STEPS: Partial<Record<StepType, typeof sendEmail>> = { SEND_EMAIL: sendEmail, HTTP_REQUEST: httpRequest };

export const isIoStep = (step: WorkflowStep) => IO_STEPS[step.type] !== undefined;

export interface ExecutorDeps extends IoDeps {
  db: Database;
  records: RecordService;
  registry: MetadataRegistry;
  jobs: JobQueue;
}

export interface StepJobPayload {
  runId: string;
  stepId: string;
  /** 1 for the first run of the step, 2 and 3 for retries. */
  attempt: number;
  /** A DELAY step whose wait is over. */
  resumed?: boolean;
}

export const stepJob = (payload: StepJobPayload, runAt?: number): NewJob => ({ kind: WORKFLOW_STEP_JOB, payload: { ...payload }, ...(runAt ? { runAt } : {}) });

/** What a step did: its result, or its failure (`retryable: false` when another attempt must not run). */
export type Outcome = StepResult | { error: string; retryable?: boolean };

/** The I/O of a SEND_EMAIL or HTTP_REQUEST step, to perform outside any transaction. */
export type PendingIo = () => Promise<IoOutcome>;

/** Marks the steps `ids` RUNNING and answers those it marked; a step reached twice (a join) runs once. */
export function startSteps(state: RunState, ids: string[]): string[] {
  return ids.filter((id) => {
    if (state.stepInfos[id]?.status !== 'NOT_STARTED') return false;
    state.stepInfos[id] = { status: 'RUNNING' };
    return true;
  });
}

export class RunProgress {
  /** Jobs of the steps that wait (I/O, DELAY, retry), written by `save`. */
  private readonly jobs: NewJob[] = [];
  /** Whether a step ended or began waiting here: the run is then under way (RUNNING, startedAt). */
  private acted = false;
  private readonly now = clock.now();

  constructor(
    private readonly deps: ExecutorDeps,
    private readonly tx: SqlExecutor,
    readonly run: LockedRun,
  ) {}

  get state(): RunState {
    return this.run.state;
  }

  step(id: string): WorkflowStep | undefined {
    return this.state.flow.steps.find((s) => s.id === id);
  }

  private get failed(): boolean {
    return this.state.workflowRunError !== null;
  }

  /**
   * Starts the steps `ids` and runs them, and every step after them, as far as this transaction
   * can: until the run fails or only waiting steps (with their jobs) are left.
   */
  async continueWith(ids: string[]): Promise<void> {
    const queue = startSteps(this.state, ids).map((id) => this.step(id) as WorkflowStep);
    while (queue.length > 0 && !this.failed) {
      const step = queue.shift() as WorkflowStep;
      if (isIoStep(step)) {
        this.jobs.push(stepJob({ runId: this.run.id, stepId: step.id, attempt: 1 }));
        continue;
      }
      const next = this.record(step, 1, await this.execute(step));
      queue.push(...startSteps(this.state, next).map((id) => this.step(id) as WorkflowStep));
    }
  }

  /** The step's input with the variables of the run so far; an unresolved one fails the step. */
  private render(step: WorkflowStep): { input: Record<string, unknown> } | { error: string } {
    try {
      return { input: renderTemplate(step.settings.input, variables(this.state)) as Record<string, unknown> };
    } catch (error) {
      if (error instanceof UnresolvedVariableError) return { error: error.message };
      throw error;
    }
  }

  /** Runs a step without I/O here, in the transaction. */
  async execute(step: WorkflowStep): Promise<Outcome> {
    const rendered = this.render(step);
    if ('error' in rendered) return rendered;
    const { input } = rendered;
    const execute = EXECUTORS[step.type];
    if (!execute) throw new Error(`no executor for step type ${step.type}`);
    const cause: WriteCause = { workflowRunId: this.run.id, chainDepth: this.run.chain_depth };
    try {
      return await execute(step, input, { tx: this.tx, records: this.deps.records, registry: this.deps.registry, actor: runActor(this.run), cause, now: this.now });
    } catch (error) {
      if (error instanceof StepFailure) return { error: error.message };
      throw error;
    }
  }

  /**
   * The I/O of a SEND_EMAIL or HTTP_REQUEST step, or its outcome when it must not run: an
   * unresolved variable, or an email whose job was claimed before (at most once: the process may
   * have stopped after sending).
   */
  io(step: WorkflowStep, claims: number): PendingIo | Outcome {
    if (step.type === 'SEND_EMAIL' && claims > 1) return { error: 'not confirmed: the server stopped while sending', retryable: false };
    const rendered = this.render(step);
    if ('error' in rendered) return rendered;
    const perform = IO_STEPS[step.type] as typeof sendEmail;
    return () => perform(rendered.input, { runId: this.run.id, stepId: step.id }, this.deps);
  }

  /**
   * Records what `step` did at `attempt` and answers the steps to start next: its successors on
   * success (IF_ELSE's branch, none after a false FILTER), after a final failure only with
   * continueOnFailure. A wait (DELAY, retry) becomes a job of the same step.
   */
  record(step: WorkflowStep, attempt: number, outcome: Outcome): string[] {
    this.acted = true;
    if ('resumeAt' in outcome) {
      this.jobs.push(stepJob({ runId: this.run.id, stepId: step.id, attempt, resumed: true }, outcome.resumeAt));
      return [];
    }
    if ('error' in outcome) {
      const { retryOnFailure, continueOnFailure } = step.settings.errorHandlingOptions;
      const maxAttempts = retryOnFailure.value && outcome.retryable !== false ? (retryOnFailure.maxAttempts ?? MAX_STEP_ATTEMPTS) : 1;
      if (attempt < maxAttempts) {
        // Still RUNNING: the same step again after the backoff.
        this.jobs.push(stepJob({ runId: this.run.id, stepId: step.id, attempt: attempt + 1 }, this.now + RETRY_DELAYS_MS[attempt - 1]));
        return [];
      }
      this.state.stepInfos[step.id] = { status: 'FAILED', error: outcome.error };
      if (continueOnFailure.value) return step.nextStepIds;
      this.state.workflowRunError ??= `step "${step.name}" (${step.id}) failed: ${outcome.error}`;
      return [];
    }
    this.state.stepInfos[step.id] = { status: 'SUCCESS', output: outcome.output };
    return outcome.next ?? step.nextStepIds;
  }

  /**
   * Writes the run's row once (its state, its status and times) and the jobs of the steps that
   * wait; a failed run starts nothing more, and the steps it never reached are SKIPPED.
   */
  async save(): Promise<void> {
    const { state, run } = this;
    const failed = this.failed;
    const finished = failed || !isRunning(state);
    if (finished) for (const info of Object.values(state.stepInfos)) if (info.status === 'NOT_STARTED') info.status = 'SKIPPED';
    const underWay = this.acted || run.status !== 'ENQUEUED';
    const status = failed ? 'FAILED' : finished ? 'COMPLETED' : underWay ? 'RUNNING' : 'ENQUEUED';
    const at = new Date(this.now).toISOString();
    await this.deps.records.update(
      runActor(run),
      this.deps.registry.get('workflowRun'),
      run.id,
      { state, status, ...(run.status === 'ENQUEUED' && status !== 'ENQUEUED' ? { startedAt: at } : {}), ...(finished ? { endedAt: at } : {}) },
      { sql: this.tx },
    );
    if (!failed && this.jobs.length > 0) {
      await this.deps.jobs.enqueue(this.jobs, this.now, this.tx);
      this.tx.afterCommit(() => this.deps.jobs.notifyEnqueued());
    }
  }
}
