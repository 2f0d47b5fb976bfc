// The state of an enrollment's run (sequenceRun.state), the engine's whole memory of it:
//
// - `currentStepId`: the step the run waits at (null before it starts and once it ends);
// - `generation`: bumped by every reset and retry, and named by each step job, so a job written
//   before one (a stale job) finds another generation and ends without acting;
// - `stepInfos[stepId]`: what that step did last: SCHEDULED (its job waits for `dueAt`), RUNNING
//   (a message is being sent with `messageId`: found so after a crash, it is not sent again),
//   SUCCESS, FAILED (with `error`), SKIPPED (a condition's branch not taken is not listed);
// - `flow`: the step ids the run went through, in order;
// - `sequenceRunError`: {failedStepId, error} of a FAILED run, else null.
export type StepStatus = 'SCHEDULED' | 'RUNNING' | 'SUCCESS' | 'FAILED';

export interface StepInfo {
  status: StepStatus;
  /** When it took this status (ISO). */
  at: string;
  /** SCHEDULED: when its job is due (ISO). */
  dueAt?: string;
  /** 1 for the first try; temporary SMTP failures try again up to MAX_SEND_ATTEMPTS. */
  attempt?: number;
  /** RUNNING and SUCCESS of a sending step: the Message-ID the message carries. */
  messageId?: string;
  /** FAILED: why. */
  error?: string;
  /** SUCCESS: what it did (the message or record id, a condition's answer). */
  result?: Record<string, unknown>;
}

export interface SequenceRunState {
  currentStepId: string | null;
  generation: number;
  flow: string[];
  stepInfos: Record<string, StepInfo>;
  sequenceRunError: { failedStepId: string; error: string } | null;
}

/** The error of a step found RUNNING after a crash (DESIGN.md, "Sequences": at most once). */
export const NOT_CONFIRMED_ERROR = 'not confirmed: the server stopped while sending';

export const initialRunState = (): SequenceRunState => ({ currentStepId: null, generation: 0, flow: [], stepInfos: {}, sequenceRunError: null });

/** The stored state, with the defaults of a run never started. */
export function readRunState(value: unknown): SequenceRunState {
  const state = (value && typeof value === 'object' ? value : {}) as Partial<SequenceRunState>;
  return {
    currentStepId: state.currentStepId ?? null,
    generation: state.generation ?? 0,
    flow: state.flow ?? [],
    stepInfos: state.stepInfos ?? {},
    sequenceRunError: state.sequenceRunError ?? null,
  };
}
