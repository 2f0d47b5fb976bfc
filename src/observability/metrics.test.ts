// The queue gauges as a scrape reads them, on a queue the test sets.
import { expect, it } from 'vitest';
import { Metrics, type QueueKindState } from './metrics.ts';

it('a job kind whose jobs are all done reads 0, not a missing series (a chart would show a gap)', async () => {
  let states: QueueKindState[] = [{ kind: 'webhook.deliver', due: 3, oldestDueSeconds: 12 }];
  const metrics = new Metrics({ connections: () => undefined, queue: async () => states, registryVersion: () => 1 });
  const due = async () => (await metrics.registry.getSingleMetricAsString('crm_jobs_due')).split('\n').filter((line) => !line.startsWith('#'));
  const age = async () => (await metrics.registry.getSingleMetricAsString('crm_job_oldest_due_age_seconds')).split('\n').filter((line) => !line.startsWith('#'));
  expect(await due()).toEqual(['crm_jobs_due{kind="webhook.deliver"} 3']);
  expect(await age()).toEqual(['crm_job_oldest_due_age_seconds{kind="webhook.deliver"} 12']);
  states = [{ kind: 'workflow.step', due: 1, oldestDueSeconds: null }];
  await new Promise((resolve) => setImmediate(resolve)); // the next scrape reads the queue again
  expect(await due()).toEqual(['crm_jobs_due{kind="webhook.deliver"} 0', 'crm_jobs_due{kind="workflow.step"} 1']);
  expect(await age()).toEqual(['crm_job_oldest_due_age_seconds{kind="webhook.deliver"} 0', 'crm_job_oldest_due_age_seconds{kind="workflow.step"} 0']);
});
