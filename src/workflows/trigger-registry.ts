// Where an ACTIVE version's trigger is registered, in the activation's transaction: a
// DATABASE_EVENT trigger as a row of `workflow_event_trigger` (the trigger hook joins each write
// with it), a CRON trigger as a schedule of the job table (one job per fire time across
// processes). MANUAL and WEBHOOK triggers need no registration: the version's status is enough.
import type { SqlExecutor } from '../db/sql-executor.ts';
import { canonicalEventName } from '../events/event-names.ts';
import { scheduleKey, type JobQueue } from '../jobs/job-queue.ts';
import { clock } from '../lib/clock.ts';
import type { WorkflowTrigger } from './definition.ts';
import type { EventTriggerNames } from './event-trigger-names.ts';

/** The job kind of a CRON trigger's fire times. */
export const WORKFLOW_CRON_JOB = 'workflow.cron';

const scheduleName = (workflowId: string) => `workflow:${workflowId}`;

export class TriggerRegistry {
  constructor(
    private readonly jobs: JobQueue,
    /** The names this process knows (a single-process database), or undefined. */
    private readonly eventNames?: EventTriggerNames,
  ) {}

  /** Registers the trigger of the version now ACTIVE (the workflow's previous one was unregistered). */
  async register(workflowId: string, workflowVersionId: string, trigger: WorkflowTrigger, pipelines: readonly string[], tx: SqlExecutor): Promise<void> {
    if (trigger.type === 'DATABASE_EVENT') {
      const event = canonicalEventName(trigger.settings.eventName, pipelines);
      if ('problem' in event) throw new Error(event.problem); // checked by activation before
      this.eventNames?.add(event.name);
      await tx.execute({
        text: `INSERT INTO "workflow_event_trigger" ("event_name", "workflow_version_id", "workflow_id") VALUES ($1, $2::uuid, $3::uuid)`,
        values: [event.name, workflowVersionId, workflowId],
      });
    } else if (trigger.type === 'CRON') {
      const timezone = typeof trigger.settings.timezone === 'string' ? trigger.settings.timezone : 'UTC';
      await this.jobs.schedule(
        { name: scheduleName(workflowId), kind: WORKFLOW_CRON_JOB, pattern: String(trigger.settings.pattern), timezone, payload: { workflowId, workflowVersionId } },
        clock.now(),
        tx,
      );
    }
  }

  /** Removes the workflow's schedule if it still fires for `workflowVersionId` (a schedule the version left behind). */
  async unregisterSchedule(workflowId: string, workflowVersionId: string, tx: SqlExecutor): Promise<void> {
    await tx.execute({
      text: `DELETE FROM "job" WHERE "dedupe_key" = $1 AND "payload"->>'workflowVersionId' = $2`,
      values: [scheduleKey(scheduleName(workflowId)), workflowVersionId],
    });
  }

  /** Removes whatever trigger of the workflow is registered. */
  async unregister(workflowId: string, tx: SqlExecutor): Promise<void> {
    const removed = await tx.execute({ text: `DELETE FROM "workflow_event_trigger" WHERE "workflow_id" = $1::uuid`, values: [workflowId] });
    if (removed > 0 && this.eventNames) tx.afterCommit(() => void this.eventNames?.load());
    await this.jobs.unschedule(scheduleName(workflowId), tx);
  }
}
