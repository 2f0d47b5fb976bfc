// A run's `state` (DESIGN.md, "Run state"): the flow it runs (trigger and steps, copied from the
// version when the run starts, so editing or deleting versions never changes a run under way),
// one entry per step, the run's error and who started it. A step is RUNNING from the moment a
// job for it exists (scheduled, executing, waiting for a DELAY or a retry) until it ends.
import type { WorkflowStep, WorkflowTrigger } from './definition.ts';

export type StepStatus = 'NOT_STARTED' | 'RUNNING' | 'SUCCESS' | 'FAILED' | 'SKIPPED';

export interface StepInfo {
  status: StepStatus;
  output?: unknown;
  error?: string;
}

export interface RunState {
  flow: { trigger: WorkflowTrigger; steps: WorkflowStep[] };
  stepInfos: Record<string, StepInfo>;
  workflowRunError: string | null;
  triggerUserName: string;
}

/** The state of a run about to start: the trigger done with its payload, every step NOT_STARTED. */
export function initialState(trigger: WorkflowTrigger, steps: WorkflowStep[], payload: unknown, triggerUserName: string): RunState {
  return {
    flow: { trigger, steps },
    stepInfos: { trigger: { status: 'SUCCESS', output: payload }, ...Object.fromEntries(steps.map((step) => [step.id, { status: 'NOT_STARTED' as const }])) },
    workflowRunError: null,
    triggerUserName,
  };
}

/** What `{{trigger.*}}` and `{{<stepId>.*}}` read: the outputs so far. */
export function variables(state: RunState): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state.stepInfos).flatMap(([id, info]) => (info.output === undefined ? [] : [[id, info.output]])));
}

export const isRunning = (state: RunState) => Object.values(state.stepInfos).some((info) => info.status === 'RUNNING');
