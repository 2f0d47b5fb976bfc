// When a step runs, and the job that runs it. A step job names the run, the step and the run's
// generation; its dedupe key holds all three, so one visit of a step has one job at most (an
// activation that enqueues a run's step again adds nothing), and a reset or retry (a new
// generation) gets a new job while the old one ends without acting. No ordering key: a job that
// waits days for its time must not hold up others.
import type { NewJob } from '../../jobs/job-queue.ts';
import { isoAt } from '../../lib/clock.ts';
import type { SequenceRunState } from '../run-state.ts';
import { delayMs, type SequenceStep } from '../steps.ts';
import { nextAllowedInstant } from '../timing.ts';

export const SEQUENCE_STEP_JOB = 'sequence.step';

export interface StepJobPayload {
  runId: string;
  stepId: string;
  generation: number;
}

export const stepJob = (payload: StepJobPayload, runAt: number): NewJob & { dedupeKey: string } => ({
  kind: SEQUENCE_STEP_JOB,
  payload: { ...payload },
  runAt,
  dedupeKey: `${SEQUENCE_STEP_JOB}:${payload.runId}:${payload.generation}:${payload.stepId}`,
});

/** The sending days and window of a step (SEND_EMAIL only; other steps run at any hour). */
export function sendingSchedule(step: SequenceStep): { days?: number[] | null; window?: { start: string; end: string } | null } | undefined {
  if (step.type !== 'SEND_EMAIL') return undefined;
  const { days, window } = step.settings.input as { days?: number[] | null; window?: { start: string; end: string } | null };
  return { days, window };
}

/** The first instant `step` may run when reached at `fromMs`: after its delay, then within its days and window. */
export function stepDueAt(step: SequenceStep, fromMs: number, timeZone: string): number {
  const after = fromMs + delayMs(step);
  const schedule = sendingSchedule(step);
  return schedule ? nextAllowedInstant(after, schedule, timeZone) : after;
}

/** `state` waiting at `step` until `dueAt` (a new value), and the job that will run it. */
export function scheduled(runId: string, state: SequenceRunState, step: SequenceStep, dueAt: number, nowMs: number, attempt = 1): { state: SequenceRunState; job: NewJob } {
  const next: SequenceRunState = {
    ...state,
    currentStepId: step.id,
    stepInfos: { ...state.stepInfos, [step.id]: { status: 'SCHEDULED', at: isoAt(nowMs), dueAt: isoAt(dueAt), attempt } },
  };
  return { state: next, job: stepJob({ runId, stepId: step.id, generation: state.generation }, dueAt) };
}
