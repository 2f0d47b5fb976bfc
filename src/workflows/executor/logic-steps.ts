// FILTER, IF_ELSE, DELAY and EMPTY: no record, no I/O. A false FILTER ends its branch (the steps
// after it are SKIPPED when the run ends); IF_ELSE continues on one of its two branches.
import { DELAY_UNITS } from '../definition.ts';
import { conditionsHold, type Condition } from './conditions.ts';
import type { StepExecutor } from './step-executor.ts';

export const filter: StepExecutor = async (_step, input) => {
  const passed = conditionsHold(input.conditions as Condition[], input.logic);
  return { output: { passed }, ...(passed ? {} : { next: [] }) };
};

export const ifElse: StepExecutor = async (_step, input) => {
  const passed = conditionsHold(input.conditions as Condition[], input.logic);
  return { output: { passed }, next: (passed ? input.trueNextStepIds : input.falseNextStepIds) as string[] };
};

const UNIT_MS: Record<(typeof DELAY_UNITS)[number], number> = { SECONDS: 1_000, MINUTES: 60_000, HOURS: 3_600_000, DAYS: 86_400_000 };

/** Waits: the step runs again when the delay is over, and then succeeds (run-step-job.ts). */
export const delay: StepExecutor = async (_step, input, run) => ({
  resumeAt: run.now + Number(input.value) * UNIT_MS[input.unit as (typeof DELAY_UNITS)[number]],
});

export const empty: StepExecutor = async () => ({ output: {} });
