// The job that starts a run a DATABASE_EVENT trigger wrote (trigger-hook.ts): renders the raw
// rows into the trigger's output (DESIGN.md: {eventName, recordId, properties: {after, before?,
// updatedFields?}}; for a delete, {before}), sets every step NOT_STARTED, and starts the
// trigger's next steps, in one transaction under the run's lock. A repeated job finds the
// trigger no longer RUNNING and ends.
import type { SqlExecutor } from '../../db/sql-executor.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { clock } from '../../lib/clock.ts';
import { rowToRecord } from '../../records/codec/row-to-record.ts';
import { initialState, type RunState } from '../run-state.ts';
import { lockRunRow, runActor } from './run-row.ts';
import { startNext, type ExecutorDeps } from './run-step-job.ts';

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
  const now = clock.now();
  const at = new Date(now).toISOString();
  const object = deps.registry.bySingularName(payload.objectName);
  const { trigger, steps } = run.state.flow;
  const actor = runActor(run);
  let state: RunState;
  let next: ReturnType<typeof startNext> = [];
  if (!object) {
    // A pipeline deleted since the write: nothing to render the record with.
    state = { ...run.state, stepInfos: { trigger: { status: 'FAILED', error: `the object ${payload.objectName} no longer exists` } }, workflowRunError: `not started: the object ${payload.objectName} no longer exists` };
  } else {
    const record = rowToRecord(object, payload.row);
    const before = payload.before ? rowToRecord(object, payload.before) : undefined;
    const properties = payload.eventName.endsWith('.deleted')
      ? { before: record }
      : { after: record, ...(before ? { before } : {}), ...(payload.updatedFields?.length ? { updatedFields: payload.updatedFields } : {}) };
    state = initialState(trigger, steps, { eventName: payload.eventName, recordId: record.id, properties }, run.state.triggerUserName);
    next = startNext(state, trigger.nextStepIds, run.id);
  }
  const failed = state.workflowRunError !== null;
  const status = failed ? 'FAILED' : next.length ? 'ENQUEUED' : 'COMPLETED';
  await deps.records.update(actor, deps.registry.get('workflowRun'), run.id, { state, status, ...(status === 'ENQUEUED' ? {} : { startedAt: at, endedAt: at }) }, { sql: tx });
  if (next.length) {
    await deps.jobs.enqueue(next, now, tx);
    tx.afterCommit(() => deps.jobs.notifyEnqueued());
  }
}
