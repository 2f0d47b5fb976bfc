// The job of one step of one run (`sequence.step`, payload {runId, stepId, generation}). It acts
// only if, under the run's row lock, the run is at that step in that generation, the step is
// SCHEDULED, and the enrollment and the sequence are ACTIVE; any other job ends without acting
// (a reset or retry bumped the generation, a reply stopped the enrollment, the sequence was
// deactivated: activation enqueues the waiting step again).
//
// Sending is at most once. The first transaction marks the step RUNNING with the Message-ID it
// will carry, takes the sender's daily slot last (a sender without a limit is counted after the
// send instead) and commits; the message leaves outside any transaction; a
// second transaction stores it in the inbox (OUTGOING on the sender's channel) and goes on. A job
// that finds its step RUNNING is one that ran before and stopped mid-send (the server was
// killed): the message may have left, so it is not sent again; the run FAILS "not confirmed".
import type { SqlExecutor } from '../../db/sql-executor.ts';
import type { JobHandler, JobOutcome } from '../../jobs/worker.ts';
import { clock } from '../../lib/clock.ts';
import { lockRun } from './run-row.ts';
import { RunProgress, SEND_RETRY_DELAYS_MS, type Continuation, type RunnerDeps } from './run-progress.ts';
import type { StepJobPayload } from './schedule.ts';
import { countSend } from '../daily-slots.ts';
import { performSend, type PendingSend, type SendingDeps } from './sending.ts';

export function stepJobHandler(deps: RunnerDeps & SendingDeps): JobHandler {
  return async (job) => {
    const payload = job.payload as unknown as StepJobPayload;
    let enqueued = false;
    const first = await deps.db.sql.transaction(async (tx) => {
      const progress = await openStep(deps, tx, payload);
      if (!progress) return { kind: 'done' } as Continuation;
      const step = progress.step(payload.stepId);
      let next: Continuation = { kind: 'done' };
      if (!step) progress.fail(payload.stepId, `step ${payload.stepId} is not a step of the sequence any more`);
      else if (progress.state.stepInfos[step.id]?.status === 'RUNNING') progress.notConfirmed(step.id);
      else next = await progress.runFrom(step);
      await progress.save();
      if (step && next.kind === 'send') {
        const slot = await progress.takeSlot(step, next.pending);
        if (!slot.taken) next = { kind: 'wait', until: slot.until };
      }
      enqueued = progress.jobs.length > 0;
      return next;
    });
    if (enqueued) deps.jobs.notifyEnqueued();
    if (first.kind === 'wait') return { waitUntil: first.until };
    if (first.kind === 'done') return { done: true };
    return finishSend(deps, payload, first.pending);
  };
}

/** The run at the job's step, if the job may act; undefined when it is stale or must wait for activation. */
async function openStep(deps: RunnerDeps, tx: SqlExecutor, payload: StepJobPayload): Promise<RunProgress | undefined> {
  const run = await lockRun(tx, payload.runId);
  if (!run || !['ENQUEUED', 'RUNNING'].includes(run.status)) return undefined;
  if (run.state.generation !== payload.generation || run.state.currentStepId !== payload.stepId) return undefined;
  const info = run.state.stepInfos[payload.stepId];
  if (info?.status !== 'SCHEDULED' && info?.status !== 'RUNNING') return undefined;
  if (info.status === 'SCHEDULED' && (run.enrollment.status !== 'ACTIVE' || run.sequence.status !== 'ACTIVE')) return undefined;
  return new RunProgress(deps, tx, run, clock.now());
}

/** After the I/O: the outcome recorded (the message stored in the inbox when it left) and the run moved on. */
async function finishSend(deps: RunnerDeps & SendingDeps, payload: StepJobPayload, pending: PendingSend): Promise<JobOutcome> {
  const outcome = await performSend(pending, deps);
  let enqueued = false;
  const result = await deps.db.sql.transaction(async (tx): Promise<JobOutcome> => {
    const run = await lockRun(tx, payload.runId);
    const progress = run && new RunProgress(deps, tx, run, clock.now());
    if (outcome.sent) {
      // Sent is a fact, whatever happened to the run meanwhile: the inbox keeps it.
      if (progress) await progress.recordSent(pending);
      else return { done: true };
    }
    const info = run?.state.stepInfos[payload.stepId];
    const current = run && run.status === 'RUNNING' && run.state.generation === payload.generation && run.state.currentStepId === payload.stepId && info?.status === 'RUNNING' && info.messageId === pending.messageId;
    if (!progress || !current) return { done: true };
    const step = progress.step(payload.stepId);
    let answer: JobOutcome = { done: true };
    if (!step) progress.fail(payload.stepId, `step ${payload.stepId} is not a step of the sequence any more`);
    else if (outcome.sent) {
      const next = step ? progress.succeeded(step, { messageId: pending.messageId }, step.nextStepIds[0]) : undefined;
      // The steps after it that need nothing outside run here; the next message gets its own job.
      if (next) await progress.runFrom(next, false);
    } else {
      await progress.releaseSlot(pending);
      if (outcome.retryable && pending.attempt <= SEND_RETRY_DELAYS_MS.length) {
        const dueAt = clock.now() + SEND_RETRY_DELAYS_MS[pending.attempt - 1];
        progress.retryAt(step, dueAt, pending.attempt + 1);
        answer = { waitUntil: dueAt };
      } else progress.fail(payload.stepId, outcome.retryable ? `${outcome.error} (gave up after ${pending.attempt} attempts)` : outcome.error);
    }
    await progress.save();
    enqueued = progress.jobs.length > 0;
    return answer;
  });
  if (enqueued) deps.jobs.notifyEnqueued();
  if (outcome.sent && pending.dailyLimit === null) await countSend(deps.db.sql, pending.sender.id, pending.day);
  return result;
}
