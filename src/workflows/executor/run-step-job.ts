// The job of one waiting step of one run (`workflow.step`, payload {runId, stepId, attempt,
// resumed?}): a SEND_EMAIL or HTTP_REQUEST, a DELAY whose time has come, a retry. It acts only if
// the run still waits for that step (checked under the run's row lock), so a stale or repeated
// job (the run ended or is gone, the step moved on) ends without acting. No ordering key: the row
// lock and the step the job expects are its guard (a job waiting for its time must not hold up
// others). What follows the step runs in the same transaction (run-progress.ts).
//
// A SEND_EMAIL or HTTP_REQUEST does its I/O outside any transaction: a first transaction checks
// the run (nothing to write, the step is RUNNING since its job was written), the I/O runs, and a
// second transaction records the outcome if the run still waits for it, then goes on.
import type { SqlExecutor } from '../../db/sql-executor.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import type { WorkflowStep } from '../definition.ts';
import { lockRunRow } from './run-row.ts';
import { isIoStep, RunProgress, type ExecutorDeps, type Outcome, type PendingIo, type StepJobPayload } from './run-progress.ts';

export function runStepHandler(deps: ExecutorDeps): JobHandler {
  return async (job) => {
    const payload = job.payload as unknown as StepJobPayload;
    const io = await deps.db.sql.transaction((tx) => runStep(deps, tx, payload, job.attempts));
    if (io) {
      const outcome = await io();
      await deps.db.sql.transaction(async (tx) => {
        const waiting = await waitingStep(deps, tx, payload);
        if (waiting) await settle(waiting.progress, waiting.step, payload, outcome);
      });
    }
    return { done: true };
  };
}

/** The run locked, with the step the job expects; undefined when the job is stale (the run ended or is gone, the step is not RUNNING). */
async function waitingStep(deps: ExecutorDeps, tx: SqlExecutor, payload: StepJobPayload): Promise<{ progress: RunProgress; step: WorkflowStep } | undefined> {
  const run = await lockRunRow(tx, payload.runId);
  if (!run || !['ENQUEUED', 'RUNNING'].includes(run.status)) return undefined;
  const progress = new RunProgress(deps, tx, run);
  const step = progress.step(payload.stepId);
  if (!step || run.state.stepInfos[step.id]?.status !== 'RUNNING') return undefined;
  return { progress, step };
}

/** Runs the step the job names and what follows it in `tx`; a step with I/O answers the I/O to perform after `tx` commits. */
async function runStep(deps: ExecutorDeps, tx: SqlExecutor, payload: StepJobPayload, claims: number): Promise<PendingIo | undefined> {
  const waiting = await waitingStep(deps, tx, payload);
  if (!waiting) return undefined;
  const { progress, step } = waiting;
  let outcome: Outcome | PendingIo;
  if (payload.resumed) outcome = { output: {} };
  else if (isIoStep(step)) outcome = progress.io(step, claims);
  else outcome = await progress.execute(step);
  if (typeof outcome === 'function') return outcome;
  await settle(progress, step, payload, outcome);
  return undefined;
}

/** Records the step's outcome, runs what follows it, and writes the run once. */
async function settle(progress: RunProgress, step: WorkflowStep, payload: StepJobPayload, outcome: Outcome): Promise<void> {
  await progress.continueWith(progress.record(step, payload.attempt, outcome));
  await progress.save();
}
