// What running one step of a run needs and answers. Each step type has its executor (this
// folder); run-step-job.ts is the one place that locks the run, renders the input, calls the
// executor and records the outcome with the next jobs, in one transaction.
import type { SqlExecutor } from '../../db/sql-executor.ts';
import type { WriteCause } from '../../events/record-event.ts';
import type { MetadataRegistry } from '../../metadata/registry.ts';
import type { Actor } from '../../records/actor.ts';
import type { RecordService } from '../../records/record-service.ts';
import type { WorkflowStep } from '../definition.ts';

export interface StepRun {
  /** The transaction the step's record writes and its stepInfos entry commit in. */
  tx: SqlExecutor;
  records: RecordService;
  registry: MetadataRegistry;
  /** The workflow, writing as itself (source WORKFLOW, its name). */
  actor: Actor;
  /** The run, and how many runs led to it: on every record the step writes. */
  cause: WriteCause;
  now: number;
}

export type StepResult =
  /** Done: `output` for the variables of later steps; `next` in place of the step's nextStepIds (IF_ELSE's branch, none after a false FILTER). */
  | { output: unknown; next?: string[] }
  /** Not yet: run the step again at this instant (DELAY). */
  | { resumeAt: number };

/** A step that cannot do what its input asks (a refused record, a missing object): the step fails with this message. */
export class StepFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StepFailure';
  }
}

export type StepExecutor = (step: WorkflowStep, input: Record<string, unknown>, run: StepRun) => Promise<StepResult>;
