// A CRON trigger's job (`workflow.cron`): a schedule of the job table (trigger-registry.ts), so
// each fire time runs once across processes and fire times missed while every process was down
// collapse into one. Each fire time starts one run; the worker then moves the schedule on.
import type { JobHandler } from '../../jobs/worker.ts';
import type { WorkflowService } from '../workflow-service.ts';

export function cronHandler(workflows: WorkflowService): JobHandler {
  return async (job) => {
    const { workflowId, workflowVersionId } = job.payload as { workflowId: string; workflowVersionId: string };
    await workflows.runScheduled(workflowId, workflowVersionId, job.runAt);
    return { done: true };
  };
}
