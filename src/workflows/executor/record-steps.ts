// CREATE_RECORD, UPDATE_RECORD, DELETE_RECORD and FIND_RECORDS: the record layer, in the step's
// transaction, as the workflow, with the run as the cause. What the layer refuses (a bad field,
// a missing record) fails the step with the layer's own words.
import { AppError } from '../../errors/app-error.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import { ENGINE_OBJECTS } from '../workflow-objects.ts';
import { StepFailure, type StepExecutor, type StepRun } from './step-executor.ts';

function objectOf(input: Record<string, unknown>, run: StepRun): ObjectMetadata {
  const name = String(input.objectName);
  const object = run.registry.bySingularName(name);
  if (!object || ENGINE_OBJECTS.has(name)) throw new StepFailure(`objectName: "${name}" is not an object a workflow can write`);
  return object;
}

/** The record layer's refusal as the step's failure; anything else is the service's own fault. */
async function asStep<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new StepFailure(error.messages.join('; '));
    throw error;
  }
}

const writeOptions = (run: StepRun) => ({ sql: run.tx, cause: run.cause });

export const createRecord: StepExecutor = async (_step, input, run) => ({
  output: await asStep(() => run.records.create(run.actor, objectOf(input, run), input.objectRecord, writeOptions(run))),
});

export const updateRecord: StepExecutor = async (_step, input, run) => ({
  output: await asStep(() => run.records.update(run.actor, objectOf(input, run), String(input.objectRecordId), input.objectRecord, writeOptions(run))),
});

export const deleteRecord: StepExecutor = async (_step, input, run) => ({
  output: await asStep(() => run.records.delete(run.actor, objectOf(input, run), String(input.objectRecordId), writeOptions(run))),
});

/** `{first, all, totalCount}` of the list the REST grammar describes (limit default 60, at most 1000). */
export const findRecords: StepExecutor = async (_step, input, run) => {
  const page = await asStep(() =>
    run.records.list(
      objectOf(input, run),
      {
        filter: typeof input.filter === 'string' && input.filter !== '' ? input.filter : undefined,
        orderBy: typeof input.orderBy === 'string' && input.orderBy !== '' ? input.orderBy : undefined,
        limit: input.limit === undefined ? undefined : String(input.limit),
      },
      { sql: run.tx },
    ),
  );
  return { output: { first: page.records[0] ?? null, all: page.records, totalCount: page.totalCount } };
};
