// The job that starts a run a DATABASE_EVENT trigger wrote (trigger-hook.ts): renders the raw
// rows into the trigger's output (DESIGN.md: {eventName, recordId, properties: {after, before?,
// updatedFields?}}; for a delete, {before}), sets every step NOT_STARTED, and runs the
// trigger's next steps as far as one transaction can (run-progress.ts), under the run's lock. A
// repeated job finds the trigger no longer RUNNING and ends.
import type { SqlExecutor } from '../../db/sql-executor.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { rowToRecord } from '../../records/codec/row-to-record.ts';
import { initialState } from '../run-state.ts';
import { lockRunRow } from './run-row.ts';
import { RunProgress, type ExecutorDeps } from './run-progress.ts';

interface StartJobPayload {
  runId: string;
  eventName: string;
  objectName: string;
  row: Record<string, unknown>;
  before: Record<string, unknown> | null;
  updatedFields: string[] | null;
}

export function startRunHandler(deps: ExecutorDeps): JobHandler {
  return async (job) => {
    await deps.db.sql.transaction((tx) => startRun(deps, tx, job.payload as unknown as StartJobPayload));
    return { done: true };
  };
}

async function startRun(deps: ExecutorDeps, tx: SqlExecutor, payload: StartJobPayload): Promise<void> {
  const run = await lockRunRow(tx, payload.runId);
  if (!run || run.status !== 'ENQUEUED' || run.state.stepInfos.trigger?.status !== 'RUNNING') return;
  const object = deps.registry.bySingularName(payload.objectName);
  const { trigger, steps } = run.state.flow;
  if (!object) {
    // A pipeline deleted since the write: nothing to render the record with.
    run.state = {
      ...run.state,
      stepInfos: { trigger: { status: 'FAILED', error: `the object ${payload.objectName} no longer exists` } },
      workflowRunError: `not started: the object ${payload.objectName} no longer exists`,
    };
    return new RunProgress(deps, tx, run).save();
  }
  const record = rowToRecord(object, payload.row);
  const before = payload.before ? rowToRecord(object, payload.before) : undefined;
  const properties = payload.eventName.endsWith('.deleted') || payload.eventName.endsWith('.destroyed')
    ? { before: record }
    : { after: record, ...(before ? { before } : {}), ...(payload.updatedFields?.length ? { updatedFields: payload.updatedFields } : {}) };
  run.state = initialState(trigger, steps, { eventName: payload.eventName, recordId: record.id, properties }, run.state.triggerUserName);
  const progress = new RunProgress(deps, tx, run);
  await progress.continueWith(trigger.nextStepIds);
  await progress.save();
}
