// The executor's cost model (issue 22, "Done when"): a run of steps that need nothing outside the
// database is ONE job and ONE transaction. The trigger's write starts it in the write's own
// statement; the start job locks the run, runs FIND_RECORDS (its page; the count only when the
// page does not tell the total), FILTER and
// CREATE_RECORD, and writes the run's row once: at most 10 statements with BEGIN and COMMIT
// (the worker's shared claim and settle excluded: the test plays the worker). A step that waits
// (an HTTP call here) gets its own job, and what follows it runs in that job's second transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobHandler } from '../../src/jobs/worker.ts';
import { clock, freezeClock, isoAt } from '../../src/lib/clock.ts';
import { WORKFLOW_STEP_JOB, type ExecutorDeps } from '../../src/workflows/executor/run-progress.ts';
import { runStepHandler } from '../../src/workflows/executor/run-step-job.ts';
import { startRunHandler } from '../../src/workflows/executor/start-run-job.ts';
import { WORKFLOW_START_JOB } from '../../src/workflows/trigger-hook.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { sendJson } from './foundation-support.ts';
import { ok, type Rec } from './records-support.ts';

let app: TestServer;
let handlers: Record<string, JobHandler>;
const receiver = new Receiver();

beforeAll(async () => {
  await receiver.start();
  app = await startTestServer({ WORKER: 'off', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  const { db, records, registry, jobs, email, config } = app.server.services;
  const deps: ExecutorDeps = { db, records, registry, jobs, email, emailFrom: config.workflows.emailFrom, allowPrivateTargets: true, httpTimeoutMs: 5_000, emailTimeoutMs: 5_000 };
  handlers = { [WORKFLOW_START_JOB]: startRunHandler(deps), [WORKFLOW_STEP_JOB]: runStepHandler(deps) };
  freezeClock();
});
afterAll(async () => {
  await app?.close();
  await receiver.stop();
});

const step = (id: string, type: string, input: Rec, nextStepIds: string[] = []) => ({ id, name: id, type, nextStepIds, settings: { input } });

async function onEvent(eventName: string, name: string, steps: Rec[]): Promise<string> {
  const workflow = (await ok(app, 'POST', '/rest/workflows', { name })).data.createWorkflow;
  const trigger = { type: 'DATABASE_EVENT', settings: { eventName }, nextStepIds: [steps[0].id] };
  const version = (await ok(app, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, trigger, steps })).data.createWorkflowVersion;
  const answer = await sendJson(app, '/graphql', { method: 'POST', body: { query: 'mutation($id: UUID!) { activateWorkflowVersion(workflowVersionId: $id) }', variables: { id: version.id } } });
  expect(((await answer.json()) as Rec).errors).toBeUndefined();
  return workflow.id;
}

/** What playing the worker cost: jobs run, transactions opened, statements sent (BEGIN and COMMIT not among them). */
interface Cost {
  jobs: string[];
  transactions: number;
  statements: string[];
}

/**
 * Plays the worker until no workflow job is due: claims each (unobserved, like the worker's
 * shared claim), runs its handler while the statements and transactions are counted.
 */
async function drain(): Promise<Cost> {
  const sql = app.server.database.sql;
  const cost: Cost = { jobs: [], transactions: 0, statements: [] };
  for (;;) {
    const [job] = await sql.query<{ id: string; kind: string; payload: Rec }>({
      text: `DELETE FROM "job" WHERE "id" = (SELECT "id" FROM "job" WHERE "kind" = ANY($1::text[]) AND "run_at" <= $2::timestamptz ORDER BY "id" LIMIT 1) RETURNING "id"::text, "kind", "payload"`,
      values: [Object.keys(handlers), isoAt(clock.now())],
    });
    if (!job) return cost;
    const transaction = sql.transaction;
    sql.transaction = (work) => {
      cost.transactions++;
      return transaction.call(sql, work) as never;
    };
    sql.onQuery = (statement) => cost.statements.push(statement.text.replace(/\s+/g, ' ').slice(0, 80));
    try {
      await handlers[job.kind]({ id: job.id, kind: job.kind, payload: job.payload, attempts: 1, orderingKey: null, dedupeKey: null, runAt: clock.now() } as never, { extendLease: async () => true });
    } finally {
      sql.onQuery = undefined;
      sql.transaction = transaction;
    }
    cost.jobs.push(job.kind);
  }
}

const runsOf = async (workflowId: string) => (await ok(app, 'GET', `/rest/workflowRuns?filter=workflowId[eq]:${workflowId}`)).data.workflowRuns as Rec[];

describe('statements per run', () => {
  it('FIND_RECORDS -> FILTER -> CREATE_RECORD on person.created: one job, one transaction, at most 10 statements with BEGIN and COMMIT', async () => {
    const workflowId = await onEvent('person.created', 'Welcome colleagues', [
      step('find', 'FIND_RECORDS', { objectName: 'person', filter: 'companyId[eq]:{{trigger.properties.after.companyId}}', limit: 10 }, ['gate']),
      step('gate', 'FILTER', { conditions: [{ left: '{{find.totalCount}}', operand: 'gte', right: 1 }] }, ['task']),
      step('task', 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'Welcome {{trigger.properties.after.name.firstName}} ({{find.totalCount}} at the company)' } }),
    ]);
    const company = (await ok(app, 'POST', '/rest/companies', { name: 'Statements Ltd' })).data.createCompany;
    await ok(app, 'POST', '/rest/people', { name: { firstName: 'Ada' }, companyId: company.id });

    const cost = await drain();
    const described = JSON.stringify(cost, null, 1);
    expect(cost.jobs, described).toEqual([WORKFLOW_START_JOB]);
    expect(cost.transactions, described).toBe(1);
    // The run locked, FIND_RECORDS' page (one match: no count needed), the task's INSERT, the run's row.
    expect(cost.statements.length + 2 * cost.transactions, described).toBeLessThanOrEqual(10);
    expect(cost.statements.filter((text) => /SAVEPOINT/.test(text)), described).toEqual([]);

    const [run] = await runsOf(workflowId);
    expect(run.status).toBe('COMPLETED');
    expect(Object.fromEntries(Object.entries(run.state.stepInfos as Record<string, Rec>).map(([id, info]) => [id, info.status]))).toEqual({
      trigger: 'SUCCESS',
      find: 'SUCCESS',
      gate: 'SUCCESS',
      task: 'SUCCESS',
    });
    const tasks = (await ok(app, 'GET', `/rest/tasks?filter=title[eq]:${encodeURIComponent('"Welcome Ada (1 at the company)"')}`)).data.tasks as Rec[];
    expect(tasks).toHaveLength(1);
    expect(tasks[0].createdBy).toMatchObject({ source: 'WORKFLOW', name: 'Welcome colleagues' });
  });

  it('a step that waits gets its own job; what follows it runs in that job, after the I/O', async () => {
    const workflowId = await onEvent('company.created', 'Announce', [
      step('post', 'HTTP_REQUEST', { url: `${receiver.url}/announce`, method: 'POST', body: { name: '{{trigger.properties.after.name}}' } }, ['task']),
      step('task', 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'Announced {{trigger.properties.after.name}}: {{post.status}}' } }),
    ]);
    await ok(app, 'POST', '/rest/companies', { name: 'Grace' });

    const cost = await drain();
    expect(cost.jobs).toEqual([WORKFLOW_START_JOB, WORKFLOW_STEP_JOB]);
    // The start (the POST's job written), the check before the I/O, the outcome and the task after it.
    expect(cost.transactions).toBe(3);
    expect(receiver.at('/announce').map((request) => request.body)).toEqual([{ name: 'Grace' }]);
    const [run] = await runsOf(workflowId);
    expect(run.status).toBe('COMPLETED');
    expect(run.state.stepInfos.task.output.title).toBe('Announced Grace: 200');
  });
});
