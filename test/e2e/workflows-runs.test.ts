// Runs of workflows (issue 22, point 3): runWorkflowVersion starts a run of the ACTIVE version,
// the worker advances it step by step (record steps as the workflow, with the run as the cause,
// FIND_RECORDS -> IF_ELSE branches, a false FILTER, DELAY on the service clock, retries and
// continueOnFailure), and the run's state says what happened. The clock is moved, never slept.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEvent } from '../../src/events/record-event.ts';
import { advanceClock, freezeClock, unfreezeClock } from '../../src/lib/clock.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { sendJson } from './foundation-support.ts';
import { ok, type Rec } from './records-support.ts';

const DOCUMENT = readFileSync(path.resolve(import.meta.dirname, '../graphql/workflows.graphql'), 'utf8');

let app: TestServer;
const events: RecordEvent[] = [];
beforeAll(async () => {
  app = await startTestServer({ WORKER_POLL_MS: '20' });
  app.server.services.records.onCommitted((write) => events.push(...write.events()));
});
afterAll(() => app?.close());
afterEach(() => unfreezeClock());

async function gql(operationName: string, variables: Rec, apiKey?: string): Promise<Rec> {
  const response = await sendJson(app, '/graphql', { method: 'POST', body: { query: DOCUMENT, operationName, variables }, ...(apiKey ? { apiKey } : {}) });
  return (await response.json()) as Rec;
}

const step = (id: string, type: string, input: Rec, nextStepIds: string[] = [], errorHandlingOptions?: Rec) => ({
  id,
  name: id,
  type,
  nextStepIds,
  settings: { input, ...(errorHandlingOptions ? { errorHandlingOptions } : {}) },
});

/** A workflow with one ACTIVE version of `steps`, run by hand. */
async function activeWorkflow(name: string, steps: Rec[], firstStepIds = [steps[0].id]): Promise<{ workflowId: string; versionId: string }> {
  const workflow = (await ok(app, 'POST', '/rest/workflows', { name })).data.createWorkflow;
  const version = (await ok(app, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, trigger: { type: 'MANUAL', settings: {}, nextStepIds: firstStepIds }, steps })).data.createWorkflowVersion;
  const activated = await gql('ActivateWorkflowVersion', { id: version.id });
  expect(activated.errors, JSON.stringify(activated.errors)).toBeUndefined();
  return { workflowId: workflow.id, versionId: version.id };
}

async function run(versionId: string, variables: Rec = {}): Promise<string> {
  const answer = await gql('RunWorkflowVersion', { id: versionId, ...variables });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data.runWorkflowVersion.workflowRunId;
}

const readRun = async (id: string) => (await ok(app, 'GET', `/rest/workflowRuns/${id}`)).data.workflowRun;
const settled = (id: string) => waitFor(`run ${id} to end`, async () => {
  const current = await readRun(id);
  return ['COMPLETED', 'FAILED', 'STOPPED'].includes(current.status) ? current : undefined;
});

describe('runWorkflowVersion', () => {
  it('runs FIND_RECORDS -> IF_ELSE -> CREATE_RECORD on the record it was started on, as the workflow, with the run as the cause', async () => {
    const ada = (await ok(app, 'POST', '/rest/people', { name: { firstName: 'Ada', lastName: 'Runner' }, city: 'Paris' })).data.createPerson;
    const { versionId } = await activeWorkflow('Call new leads', [
      step('find', 'FIND_RECORDS', { objectName: 'person', filter: 'city[eq]:{{trigger.city}}', limit: 10 }, ['branch']),
      step('branch', 'IF_ELSE', { conditions: [{ left: '{{find.totalCount}}', operand: 'gt', right: 0 }], trueNextStepIds: ['task'], falseNextStepIds: ['note'] }),
      step('task', 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'Call {{trigger.name.firstName}} ({{find.totalCount}} in {{trigger.city}})', status: 'TODO' } }),
      step('note', 'CREATE_RECORD', { objectName: 'note', objectRecord: { title: 'Nobody there' } }),
    ]);
    const runId = await run(versionId, { objectNameSingular: 'person', recordId: ada.id });
    const done = await settled(runId);
    expect(done).toMatchObject({ status: 'COMPLETED', name: '#1', startedAt: expect.any(String), endedAt: expect.any(String), createdBy: { source: 'API' } });
    const { stepInfos, workflowRunError, triggerUserName, flow } = done.state;
    expect(workflowRunError).toBeNull();
    expect(triggerUserName).toBe('bootstrap'); // the name of the API key that started it
    expect(flow.steps.map((s: Rec) => s.id)).toEqual(['find', 'branch', 'task', 'note']);
    expect(stepInfos.trigger).toMatchObject({ status: 'SUCCESS', output: { id: ada.id, city: 'Paris' } });
    expect(stepInfos.find).toMatchObject({ status: 'SUCCESS', output: { totalCount: 1, first: { id: ada.id } } });
    expect(stepInfos.branch).toEqual({ status: 'SUCCESS', output: { passed: true } });
    expect(stepInfos.note).toEqual({ status: 'SKIPPED' });
    const task = stepInfos.task.output;
    expect(task).toMatchObject({ title: 'Call Ada (1 in Paris)', createdBy: { source: 'WORKFLOW', name: 'Call new leads' } });
    // The task's event carries the run as its cause (a DATABASE_EVENT trigger reads the depth).
    expect(events.find((event) => event.record.id === task.id)).toMatchObject({ action: 'created', actor: { kind: 'workflow', name: 'Call new leads' }, cause: { workflowRunId: runId, chainDepth: 1 } });
  });

  it('refuses to run a DRAFT, DEACTIVATED or ARCHIVED version, and creates no run', async () => {
    const workflow = (await ok(app, 'POST', '/rest/workflows', { name: 'Never' })).data.createWorkflow;
    const draft = (await ok(app, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, trigger: { type: 'MANUAL', settings: {}, nextStepIds: [] } })).data.createWorkflowVersion;
    const answer = await gql('RunWorkflowVersion', { id: draft.id });
    expect(answer.errors[0]).toMatchObject({ message: `workflowVersionId: version ${draft.id} is DRAFT; only the ACTIVE version of a workflow runs (activateWorkflowVersion)`, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await ok(app, 'GET', `/rest/workflowRuns?filter=workflowId[eq]:${workflow.id}`)).totalCount).toBe(0);
    const bad = await gql('RunWorkflowVersion', { id: draft.id, objectNameSingular: 'spaceship', recordId: draft.id });
    expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    // v1 replaced by v2 is ARCHIVED; v2 deactivated is DEACTIVATED: neither runs.
    const { workflowId, versionId: v1 } = await activeWorkflow('Replaced', [step('noop', 'EMPTY', {})]);
    const v2 = (await ok(app, 'POST', '/rest/workflowVersions', { workflowId, trigger: { type: 'MANUAL', settings: {}, nextStepIds: ['noop'] }, steps: [step('noop', 'EMPTY', {})] })).data.createWorkflowVersion.id;
    expect((await gql('ActivateWorkflowVersion', { id: v2 })).errors).toBeUndefined();
    expect((await gql('DeactivateWorkflowVersion', { id: v2 })).errors).toBeUndefined();
    for (const [id, status] of [[v1, 'ARCHIVED'], [v2, 'DEACTIVATED']]) {
      const refused = await gql('RunWorkflowVersion', { id });
      expect(refused.errors[0]).toMatchObject({ message: `workflowVersionId: version ${id} is ${status}; only the ACTIVE version of a workflow runs (activateWorkflowVersion)`, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await ok(app, 'GET', `/rest/workflowRuns?filter=workflowId[eq]:${workflowId}`)).totalCount).toBe(0);
  });

  it('a payload feeds {{trigger.*}}; a false FILTER ends its branch; an unresolved variable fails the run naming it', async () => {
    const { versionId } = await activeWorkflow('Gate', [
      step('gate', 'FILTER', { conditions: [{ left: '{{trigger.amount}}', operand: 'gte', right: 100 }] }, ['make']),
      step('make', 'CREATE_RECORD', { objectName: 'company', objectRecord: { name: '{{trigger.company}}' } }),
    ]);
    const small = await settled(await run(versionId, { payload: { amount: 20, company: 'Small Co' } }));
    expect(small.status).toBe('COMPLETED');
    expect(small.state.stepInfos).toMatchObject({ gate: { status: 'SUCCESS', output: { passed: false } }, make: { status: 'SKIPPED' } });
    const big = await settled(await run(versionId, { payload: { amount: 500, company: 'Big Co' } }));
    expect(big.state.stepInfos.make.output).toMatchObject({ name: 'Big Co' });
    const broken = await settled(await run(versionId, { payload: { amount: 500 } }));
    expect(broken.status).toBe('FAILED');
    expect(broken.state.stepInfos.make).toEqual({ status: 'FAILED', error: 'variable {{trigger.company}} does not resolve to a value' });
    expect(broken.state.workflowRunError).toBe('step "make" (make) failed: variable {{trigger.company}} does not resolve to a value');
  });

  it('UPDATE_RECORD and DELETE_RECORD act on the trigger record; a refused write fails the step with the record layer\'s words', async () => {
    const target = (await ok(app, 'POST', '/rest/companies', { name: 'Target Co' })).data.createCompany;
    const { versionId } = await activeWorkflow('Tidy', [
      step('rename', 'UPDATE_RECORD', { objectName: 'company', objectRecordId: '{{trigger.id}}', objectRecord: { name: '{{trigger.name}} (reviewed)' } }, ['remove']),
      step('remove', 'DELETE_RECORD', { objectName: 'company', objectRecordId: '{{trigger.id}}' }),
    ]);
    const done = await settled(await run(versionId, { objectNameSingular: 'company', recordId: target.id }));
    expect(done.status).toBe('COMPLETED');
    expect(done.state.stepInfos.rename.output).toMatchObject({ name: 'Target Co (reviewed)', updatedBy: { source: 'WORKFLOW', name: 'Tidy' } });
    expect(done.state.stepInfos.remove.output).toEqual({ id: target.id });
    expect((await app.rawFetch(`/rest/companies/${target.id}`)).status).toBe(404);

    const { versionId: refusing } = await activeWorkflow('Refused', [step('bad', 'CREATE_RECORD', { objectName: 'person', objectRecord: { shoeSize: 42 } })]);
    const failed = await settled(await run(refusing));
    expect(failed.state.stepInfos.bad).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/^shoeSize: unknown field/) });
  });
});

describe('object write roles hold for workflow writes', () => {
  /** Creates, changes and deletes a message channel (admin only: channels hold mailbox credentials). */
  const channelSteps = [
    step('make', 'CREATE_RECORD', { objectName: 'messageChannel', objectRecord: { type: 'email', handle: '{{trigger.handle}}' } }, ['change']),
    step('change', 'UPDATE_RECORD', { objectName: 'messageChannel', objectRecordId: '{{make.id}}', objectRecord: { handle: 'changed.{{trigger.handle}}' } }, ['remove']),
    step('remove', 'DELETE_RECORD', { objectName: 'messageChannel', objectRecordId: '{{make.id}}' }),
  ];
  const channels = async (handle: string) => (await ok(app, 'GET', `/rest/messageChannels?filter=${encodeURIComponent(`handle[like]:%${handle}`)}`)).totalCount;
  let memberKey: string;
  beforeAll(async () => {
    memberKey = (await ok(app, 'POST', '/rest/apiKeys', { name: 'member', role: 'member' })).data.createApiKey.secret;
  });

  async function draftAsMember(name: string, steps: Rec[]): Promise<string> {
    const asMember = async (path: string, body: Rec) => ((await (await sendJson(app, path, { method: 'POST', body, apiKey: memberKey })).json()) as Rec).data;
    const workflow = (await asMember('/rest/workflows', { name })).createWorkflow;
    return (await asMember('/rest/workflowVersions', { workflowId: workflow.id, trigger: { type: 'MANUAL', settings: {}, nextStepIds: [steps[0].id] }, steps })).createWorkflowVersion.id;
  }

  it('a member key cannot activate a version whose steps write message channels: each step is named with its object', async () => {
    const direct = await sendJson(app, '/rest/messageChannels', { method: 'POST', body: { type: 'email', handle: 'direct@vendor.test' }, apiKey: memberKey });
    expect(direct.status).toBe(403);
    const versionId = await draftAsMember('Channel writer', channelSteps);
    const refused = await gql('ActivateWorkflowVersion', { id: versionId }, memberKey);
    expect(refused.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.errors[0].message).toBe(
      ['make (CREATE_RECORD)', 'change (UPDATE_RECORD)', 'remove (DELETE_RECORD)']
        .map((stepName) => `step ${stepName}: input.objectName: writing messageChannels needs an admin key; this version is activated by a member key`)
        .join('; '),
    );
    expect((await ok(app, 'GET', `/rest/workflowVersions/${versionId}`)).data.workflowVersion.status).toBe('DRAFT');
    // What a member may write, a member-activated version writes.
    const tasks = await draftAsMember('Member tasks', [step('task', 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'By a member workflow' } })]);
    expect((await gql('ActivateWorkflowVersion', { id: tasks }, memberKey)).errors).toBeUndefined();
    expect((await settled(await run(tasks))).status).toBe('COMPLETED');
  });

  it('activated by an admin key the steps run; a version activated before roles were recorded writes as member, and the record layer refuses it', async () => {
    const versionId = await draftAsMember('Channel keeper', channelSteps);
    expect((await gql('ActivateWorkflowVersion', { id: versionId })).errors).toBeUndefined();
    const done = await settled(await run(versionId, { payload: { handle: 'keeper@vendor.test' } }));
    expect(done.status).toBe('COMPLETED');
    expect(done.state.stepInfos.change.output).toMatchObject({ handle: 'changed.keeper@vendor.test' });
    expect(await channels('keeper@vendor.test')).toBe(0);

    await app.server.database.sql.execute({ text: `UPDATE "workflow_version" SET "activated_by_role" = NULL WHERE "id" = $1::uuid`, values: [versionId] });
    const refused = await settled(await run(versionId, { payload: { handle: 'legacy@vendor.test' } }));
    expect(refused.status).toBe('FAILED');
    expect(refused.state.stepInfos.make).toEqual({
      status: 'FAILED',
      error: 'the workflow "Channel keeper" writes with the role of the key that activated its version, member; writing messageChannels needs an admin key',
    });
    expect(await channels('legacy@vendor.test')).toBe(0);
  });
});

describe('time and failure', () => {
  it('DELAY waits on the service clock, then the run goes on', async () => {
    freezeClock();
    const { versionId } = await activeWorkflow('Later', [
      step('wait', 'DELAY', { unit: 'MINUTES', value: 5 }, ['after']),
      step('after', 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'Five minutes later' } }),
    ]);
    const runId = await run(versionId);
    await waitFor('the run to start waiting', async () => (await readRun(runId)).status === 'RUNNING');
    expect((await readRun(runId)).state.stepInfos).toMatchObject({ wait: { status: 'RUNNING' }, after: { status: 'NOT_STARTED' } });
    advanceClock(4 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 150)); // several polls: nothing is due yet
    expect((await readRun(runId)).state.stepInfos.wait.status).toBe('RUNNING');
    advanceClock(60_000);
    const done = await settled(runId);
    expect(done.state.stepInfos).toMatchObject({ wait: { status: 'SUCCESS' }, after: { status: 'SUCCESS' } });
  });

  it('retryOnFailure runs a failing step again after 1 s (the clock moved), then fails it; continueOnFailure goes on past it', async () => {
    freezeClock();
    const retrying = { retryOnFailure: { value: true, maxAttempts: 2 }, continueOnFailure: { value: false } };
    const { versionId } = await activeWorkflow('Retry', [step('bad', 'UPDATE_RECORD', { objectName: 'task', objectRecordId: '0196a3c0-0000-7000-8000-00000000dead', objectRecord: { title: 'x' } }, [], retrying)]);
    const runId = await run(versionId);
    await waitFor('the first attempt to fail', async () => (await readRun(runId)).status === 'RUNNING');
    expect((await readRun(runId)).state.stepInfos.bad.status).toBe('RUNNING');
    advanceClock(1_000);
    const failed = await settled(runId);
    expect(failed.status).toBe('FAILED');
    expect(failed.state.stepInfos.bad).toEqual({ status: 'FAILED', error: 'no task with id 0196a3c0-0000-7000-8000-00000000dead' });

    const onward = { retryOnFailure: { value: false }, continueOnFailure: { value: true } };
    const { versionId: tolerant } = await activeWorkflow('Tolerant', [
      step('bad', 'DELETE_RECORD', { objectName: 'task', objectRecordId: '0196a3c0-0000-7000-8000-00000000dead' }, ['after'], onward),
      step('after', 'EMPTY', {}),
    ]);
    const done = await settled(await run(tolerant));
    expect(done.status).toBe('COMPLETED');
    expect(done.state.stepInfos).toMatchObject({ bad: { status: 'FAILED' }, after: { status: 'SUCCESS' } });
  });

  it('deleting a workflow mid-run ends its run cleanly: the waiting job finds no run and leaves', async () => {
    freezeClock();
    const { workflowId, versionId } = await activeWorkflow('Doomed mid-run', [
      step('wait', 'DELAY', { unit: 'HOURS', value: 1 }, ['after']),
      step('after', 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'never written' } }),
    ]);
    const runId = await run(versionId);
    // RUNNING once the DELAY's first job has run and queued the job that ends the wait.
    await waitFor('the run to wait', async () => (await readRun(runId)).status === 'RUNNING');
    expect((await ok(app, 'DELETE', `/rest/workflows/${workflowId}`)).data.deleteWorkflow).toEqual({ id: workflowId });
    expect((await app.rawFetch(`/rest/workflowRuns/${runId}`)).status).toBe(404);
    const pending = () =>
      app.server.database.sql.query({ text: `SELECT 1 FROM "job" WHERE "kind" = 'workflow.step' AND "payload"->>'runId' = $1`, values: [runId] });
    expect(await pending()).toHaveLength(1);
    advanceClock(3_600_000);
    await waitFor('the orphan job to end', async () => (await pending()).length === 0);
    expect((await ok(app, 'GET', `/rest/tasks?filter=${encodeURIComponent('title[eq]:never written')}`)).totalCount).toBe(0);
  });
});
