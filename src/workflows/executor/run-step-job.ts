// The job that runs one step of one run (`workflow.step`, payload {runId, stepId, attempt,
// resumed?}). Everything it decides commits in ONE transaction under the run's row lock: the
// step's record writes, its stepInfos entry, the run's status and the jobs of the next steps. So
// a crash never repeats a committed step, and a stale or repeated job (the run ended, the step is
// no longer RUNNING) ends without acting. No ordering key: the row lock and the step the job
// expects are its guard (a job waiting for its time must not hold up others).
import type { Database } from '../../db/database.ts';
import type { SqlExecutor } from '../../db/sql-executor.ts';
import type { JobQueue, NewJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { clock } from '../../lib/clock.ts';
import { renderTemplate, UnresolvedVariableError } from '../../lib/template.ts';
import type { MetadataRegistry } from '../../metadata/registry.ts';
import type { RecordService } from '../../records/record-service.ts';
import { MAX_STEP_ATTEMPTS, type StepType, type WorkflowStep } from '../definition.ts';
import { isRunning, variables, type RunState } from '../run-state.ts';
import { lockRunRow, runActor, type LockedRun } from './run-row.ts';
import { createRecord, deleteRecord, findRecords, updateRecord } from './record-steps.ts';
import { delay, empty, filter, ifElse } from './logic-steps.ts';
import { httpRequest, sendEmail, type IoDeps } from './io-steps.ts';
import { StepFailure, type StepExecutor, type StepResult } from './step-executor.ts';

export const WORKFLOW_STEP_JOB = 'workflow.step';

/** Waits before the 2nd and 3rd attempt of a failing step with retryOnFailure (DESIGN.md). */
const RETRY_DELAYS_MS = [1_000, 5_000, 15_000];

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

export interface StepJobPayload {
  runId: string;
  stepId: string;
  /** 1 for the first run of the step, 2 and 3 for retries. */
  attempt: number;
  /** A DELAY step whose wait is over. */
  resumed?: boolean;
}

export const stepJob = (payload: StepJobPayload, runAt?: number): NewJob => ({ kind: WORKFLOW_STEP_JOB, payload: { ...payload }, ...(runAt ? { runAt } : {}) });

export interface ExecutorDeps extends IoDeps {
  db: Database;
  records: RecordService;
  registry: MetadataRegistry;
  jobs: JobQueue;
}

/** The steps that reach outside: their I/O runs between two transactions (io-steps.ts). */
const IO_STEPS: Partial<Record<StepType, typeof sendEmail>> = { SEND_EMAIL: sendEmail, HTTP_REQUEST: httpRequest };

type Outcome = StepResult | { error: string; retryable?: boolean };

export function runStepHandler(deps: ExecutorDeps): JobHandler {
  return async (job) => {
    const payload = job.payload as unknown as StepJobPayload;
    const io = await deps.db.sql.transaction((tx) => runStep(deps, tx, payload, job.attempts));
    if (io) {
      // Outside any transaction; then the outcome is recorded like any step's, if the step still waits for it.
      const outcome = await io();
      await deps.db.sql.transaction(async (tx) => {
        const locked = await lockRun(tx, payload);
        if (locked) await settle(deps, tx, locked, payload, outcome);
      });
    }
    return { done: true };
  };
}

interface Locked {
  run: LockedRun;
  step: WorkflowStep;
}

/** The run locked, with the step the job expects; undefined when the job is stale (the run ended or is gone, the step moved on). */
async function lockRun(tx: SqlExecutor, payload: StepJobPayload): Promise<Locked | undefined> {
  const run = await lockRunRow(tx, payload.runId);
  if (!run || !['ENQUEUED', 'RUNNING'].includes(run.status)) return undefined;
  const step = run.state.flow.steps.find((s) => s.id === payload.stepId);
  if (!step || run.state.stepInfos[step.id]?.status !== 'RUNNING') return undefined;
  return { run, step };
}

/**
 * Runs the step the job names. A step without I/O is executed and settled here, in `tx`; a
 * SEND_EMAIL or HTTP_REQUEST step answers the I/O to perform after `tx` commits.
 */
async function runStep(deps: ExecutorDeps, tx: SqlExecutor, payload: StepJobPayload, claims: number): Promise<(() => Promise<Outcome>) | undefined> {
  const locked = await lockRun(tx, payload);
  if (!locked) return undefined;
  const outcome = await stepOutcome(deps, tx, locked, payload, claims);
  if (typeof outcome === 'function') return outcome;
  await settle(deps, tx, locked, payload, outcome);
  return undefined;
}

/** What the step did, or (SEND_EMAIL, HTTP_REQUEST) the I/O that will tell, to run outside `tx`. */
async function stepOutcome(deps: ExecutorDeps, tx: SqlExecutor, { run, step }: Locked, payload: StepJobPayload, claims: number): Promise<Outcome | (() => Promise<Outcome>)> {
  if (payload.resumed) return { output: {} };
  let input: Record<string, unknown>;
  try {
    input = renderTemplate(step.settings.input, variables(run.state)) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof UnresolvedVariableError)) throw error;
    return { error: error.message };
  }
  const io = IO_STEPS[step.type];
  if (io) {
    // At most once: an email job claimed before may have sent before the process stopped.
    if (step.type === 'SEND_EMAIL' && claims > 1) return { error: 'not confirmed: the server stopped while sending', retryable: false };
    return () => io(input, { runId: run.id, stepId: step.id }, deps);
  }
  const execute = EXECUTORS[step.type];
  if (!execute) throw new Error(`no executor for step type ${step.type}`);
  const cause = { workflowRunId: run.id, chainDepth: run.chain_depth };
  return attempt(tx, () => execute(step, input, { tx, records: deps.records, registry: deps.registry, actor: runActor(run), cause, now: clock.now() }));
}

/** Records a step's outcome, the run's status and the next steps' jobs (in `tx`, under the run's lock). */
async function settle(deps: ExecutorDeps, tx: SqlExecutor, { run, step }: Locked, payload: StepJobPayload, outcome: Outcome): Promise<void> {
  const now = clock.now();
  const state = run.state;
  const next: NewJob[] = [];
  if ('resumeAt' in outcome) {
    next.push(stepJob({ ...payload, resumed: true }, outcome.resumeAt));
  } else if ('error' in outcome) {
    const { retryOnFailure, continueOnFailure } = step.settings.errorHandlingOptions;
    const maxAttempts = retryOnFailure.value && outcome.retryable !== false ? (retryOnFailure.maxAttempts ?? MAX_STEP_ATTEMPTS) : 1;
    if (payload.attempt < maxAttempts) {
      // Still RUNNING: the same step again after the backoff.
      next.push(stepJob({ ...payload, attempt: payload.attempt + 1 }, now + RETRY_DELAYS_MS[payload.attempt - 1]));
    } else {
      state.stepInfos[step.id] = { status: 'FAILED', error: outcome.error };
      if (continueOnFailure.value) next.push(...startNext(state, step.nextStepIds, run.id));
      else state.workflowRunError ??= `step "${step.name}" (${step.id}) failed: ${outcome.error}`;
    }
  } else {
    state.stepInfos[step.id] = { status: 'SUCCESS', output: outcome.output };
    next.push(...startNext(state, outcome.next ?? step.nextStepIds, run.id));
  }

  const failed = state.workflowRunError !== null;
  const finished = failed || !isRunning(state);
  if (finished) for (const info of Object.values(state.stepInfos)) if (info.status === 'NOT_STARTED') info.status = 'SKIPPED';
  await deps.records.update(
    runActor(run),
    deps.registry.get('workflowRun'),
    run.id,
    {
      state,
      status: failed ? 'FAILED' : finished ? 'COMPLETED' : 'RUNNING',
      ...(run.status === 'ENQUEUED' ? { startedAt: new Date(now).toISOString() } : {}),
      ...(finished ? { endedAt: new Date(now).toISOString() } : {}),
    },
    { sql: tx },
  );
  if (!failed && next.length) {
    await deps.jobs.enqueue(next, now, tx);
    tx.afterCommit(() => deps.jobs.notifyEnqueued());
  }
}

/** Marks the steps `ids` RUNNING and answers their jobs; a step reached twice (a join) runs once. */
export function startNext(state: RunState, ids: string[], runId: string): NewJob[] {
  return ids.flatMap((id) => {
    if (state.stepInfos[id]?.status !== 'NOT_STARTED') return [];
    state.stepInfos[id] = { status: 'RUNNING' };
    return [stepJob({ runId, stepId: id, attempt: 1 })];
  });
}

/** Runs a step's executor in a savepoint: a refusal rolls back its writes alone and is the step's error. */
async function attempt(tx: SqlExecutor, execute: () => Promise<StepResult>): Promise<Outcome> {
  try {
    return await tx.inSavepoint('workflow_step', execute);
  } catch (error) {
    if (error instanceof StepFailure) return { error: error.message };
    throw error;
  }
}
