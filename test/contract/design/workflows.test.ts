// DESIGN.md "Workflows", row by row (docs/TESTING.md, "The DESIGN contract suite"): the records,
// the REST writes, every trigger and step input as DESIGN writes them, the run state, the
// GraphQL operations, the lifecycle, the HTTP step's idempotency key and the templates.
// (Activation messages naming steps, unreachable steps and write roles are issue 43 points 3,
// 10 and 13, tested by their own files.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { waitFor } from '../../support/wait-for.ts';
import { Receiver } from '../../support/webhook-receiver.ts';
import { design, graphqlDocument, UUID_PATTERN, type Design, type Rec } from './design-support.ts';

const DOCUMENT = graphqlDocument('workflows.graphql');
const SECRET = 'design-workflow-secret';
let app: TestServer;
let d: Design;
const receiver = new Receiver();

beforeAll(async () => {
  await receiver.start();
  app = await startTestServer({ WORKER_POLL_MS: '20', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  d = design(app);
});
afterAll(async () => {
  await app?.close();
  await receiver.stop();
});

const op = (operationName: string, variables: Rec) => d.gql(DOCUMENT, variables, { operationName });
const opData = (operationName: string, variables: Rec) => d.gqlData(DOCUMENT, variables, { operationName });

const step = (id: string, type: string, input: Rec, nextStepIds: string[] = []) => ({
  id,
  name: id,
  type,
  valid: true,
  nextStepIds,
  settings: { input, outputSchema: {}, errorHandlingOptions: { retryOnFailure: { value: false }, continueOnFailure: { value: false } } },
});

async function workflow(name: string, extra: Rec = {}): Promise<Rec> {
  return (await d.ok('POST', '/rest/workflows', { name, ...extra })).data.createWorkflow;
}
async function version(workflowId: string, trigger: Rec, steps: Rec[] = []): Promise<Rec> {
  return (await d.ok('POST', '/rest/workflowVersions', { workflowId, name: 'v1', trigger, steps })).data.createWorkflowVersion;
}
async function activate(versionId: string): Promise<void> {
  expect(await opData('ActivateWorkflowVersion', { id: versionId })).toEqual({ activateWorkflowVersion: true });
}
async function run(versionId: string, variables: Rec = {}): Promise<string> {
  return (await opData('RunWorkflowVersion', { id: versionId, ...variables })).runWorkflowVersion.workflowRunId;
}
const readRun = async (id: string, depth = 0) => (await d.ok('GET', `/rest/workflowRuns/${id}?depth=${depth}`)).data.workflowRun;
const settled = (id: string) => waitFor(`run ${id} to end`, async () => {
  const current = await readRun(id);
  return ['COMPLETED', 'FAILED', 'STOPPED'].includes(current.status) ? current : undefined;
});
const manual = (nextStepIds: string[]) => ({ type: 'MANUAL', settings: {}, nextStepIds });

let chainRun: Rec;
let chainWorkflow: Rec;
let chainVersion: Rec;

beforeAll(async () => {
  // One run through every step type DESIGN lists but DELAY (its wait is the clock's), each input as written.
  const target = (await d.ok('POST', '/rest/companies', { name: 'Flow Co' })).data.createCompany;
  chainWorkflow = await workflow('Every step');
  chainVersion = await version(chainWorkflow.id, manual(['find']), [
    step('find', 'FIND_RECORDS', { objectName: 'company', filter: `id[eq]:${target.id}`, orderBy: 'name', limit: 5 }, ['gate']),
    step('gate', 'FILTER', {
      conditions: [
        { left: '{{find.totalCount}}', operand: 'eq', right: 1 },
        { left: '{{find.totalCount}}', operand: 'neq', right: 2 },
        { left: '{{find.totalCount}}', operand: 'gt', right: 0 },
        { left: '{{find.totalCount}}', operand: 'gte', right: 1 },
        { left: '{{find.totalCount}}', operand: 'lt', right: 2 },
        { left: '{{find.totalCount}}', operand: 'lte', right: 1 },
        { left: '{{find.first.name}}', operand: 'contains', right: 'Flow' },
        { left: '{{trigger.empty}}', operand: 'isEmpty', right: '' },
        { left: '{{find.first.name}}', operand: 'isNotEmpty', right: '' },
      ],
      logic: 'AND',
    }, ['branch']),
    step('branch', 'IF_ELSE', { conditions: [{ left: '{{find.totalCount}}', operand: 'gt', right: 5 }, { left: '{{find.totalCount}}', operand: 'eq', right: 1 }], logic: 'OR', trueNextStepIds: ['create'], falseNextStepIds: ['never'] }),
    step('never', 'EMPTY', {}),
    step('create', 'CREATE_RECORD', { objectName: 'opportunity', objectRecord: { name: 'Deal of {{find.first.name}}', amount: { amountMicros: '{{trigger.micros}}', currencyCode: 'EUR' } } }, ['update']),
    step('update', 'UPDATE_RECORD', { objectName: 'company', objectRecordId: '{{find.first.id}}', objectRecord: { employees: '{{trigger.staff}}' } }, ['mail']),
    step('mail', 'SEND_EMAIL', { to: 'lead@example.com', subject: 'Hello {{find.first.name}}', body: 'Welcome' }, ['call']),
    step('call', 'HTTP_REQUEST', { url: `${receiver.url}/step`, method: 'POST', headers: { 'x-from': 'workflow' }, body: { company: '{{find.first.name}}' } }, ['remove']),
    step('remove', 'DELETE_RECORD', { objectName: 'opportunity', objectRecordId: '{{create.id}}' }, ['end']),
    step('end', 'EMPTY', {}),
  ]);
  await activate(chainVersion.id);
  chainRun = await settled(await run(chainVersion.id, { payload: { micros: 5_000_000, staff: 42, empty: '' } }));
});

describe('Workflows', () => {
  it('Records', async () => {
    expect(chainWorkflow).toMatchObject({ id: expect.stringMatching(UUID_PATTERN), name: 'Every step', createdAt: expect.any(String), updatedAt: expect.any(String) });
    const current = (await d.ok('GET', `/rest/workflows/${chainWorkflow.id}`)).data.workflow;
    expect(current).toMatchObject({ statuses: ['ACTIVE'], lastPublishedVersionId: chainVersion.id });
    expect(chainVersion).toMatchObject({ workflowId: chainWorkflow.id, name: 'v1', status: 'DRAFT', trigger: manual(['find']), steps: expect.any(Array) });
    const deep = await readRun(chainRun.id, 1);
    for (const key of ['id', 'workflowId', 'workflowVersionId', 'name', 'status', 'state', 'createdAt', 'enqueuedAt', 'startedAt', 'endedAt']) expect(deep, key).toHaveProperty(key);
    expect(deep.workflow).toMatchObject({ id: chainWorkflow.id, name: 'Every step' });
    expect(deep.workflowVersion).toMatchObject({ id: chainVersion.id });
  });

  it('REST writes', async () => {
    const wf = await workflow('Rest writes');
    const draft = await version(wf.id, manual([]));
    expect(draft.status).toBe('DRAFT');
    expect((await d.ok('PATCH', `/rest/workflowVersions/${draft.id}`, { name: 'renamed' })).data.updateWorkflowVersion.name).toBe('renamed');
    for (const [body, operation] of [[{ trigger: manual([]) }, 'updateWorkflowVersionTrigger'], [{ steps: [] }, 'Step'], [{ status: 'ACTIVE' }, 'activateWorkflowVersion']] as const) {
      const refused = await d.rest('PATCH', `/rest/workflowVersions/${draft.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.messages.join(' ')).toContain(operation);
    }
    await activate(draft.id);
    await settled(await run(draft.id));
    // Runs are read-only: POST is not an operation of the document (405).
    expect((await app.rawFetch('/rest/workflowRuns', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ workflowId: wf.id }) })).status).toBe(405);
    await d.ok('DELETE', `/rest/workflows/${wf.id}`);
    const filter = encodeURIComponent(`workflowId[eq]:${wf.id}`);
    expect((await d.ok('GET', `/rest/workflowVersions?filter=${filter}`)).totalCount).toBe(0);
    expect((await d.ok('GET', `/rest/workflowRuns?filter=${filter}`)).totalCount).toBe(0);
  });

  it('Trigger', async () => {
    const triggers: Rec[] = [
      { type: 'MANUAL', settings: { objectType: 'person' }, nextStepIds: ['noop'] },
      { type: 'DATABASE_EVENT', settings: { eventName: 'company.updated' }, nextStepIds: ['noop'] },
      { type: 'CRON', settings: { pattern: '*/5 * * * *' }, nextStepIds: ['noop'] },
      { type: 'WEBHOOK', settings: { httpMethod: 'POST' }, nextStepIds: ['noop'] },
    ];
    const ids: Rec = {};
    for (const trigger of triggers) {
      const wf = await workflow(`Trigger ${trigger.type}`, trigger.type === 'WEBHOOK' || trigger.type === 'MANUAL' ? { webhookSecret: SECRET } : {});
      const v = await version(wf.id, trigger, [step('noop', 'EMPTY', {})]);
      await activate(v.id);
      expect((await d.ok('GET', `/rest/workflowVersions/${v.id}`)).data.workflowVersion).toMatchObject({ status: 'ACTIVE', trigger });
      ids[trigger.type] = wf.id;
    }
    const hook = (workflowId: string, secret?: string) =>
      app.rawFetch(`/webhooks/workflows/${workflowId}`, { method: 'POST', apiKey: null, headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) }, body: JSON.stringify({ hello: 'world' }) });
    expect((await hook(ids.WEBHOOK, SECRET)).status).toBe(200);
    expect((await hook(ids.WEBHOOK)).status).toBe(401);
    expect((await hook(ids.MANUAL, SECRET)).status).toBe(404);
  });

  it('Step', async () => {
    expect(chainVersion.steps[0]).toEqual(step('find', 'FIND_RECORDS', { objectName: 'company', filter: expect.any(String), orderBy: 'name', limit: 5 }, ['gate']));
    const wf = await workflow('Step shape');
    const errorHandlingOptions = { retryOnFailure: { value: true, maxAttempts: 2 }, continueOnFailure: { value: true } };
    const plain = step('retry', 'EMPTY', {});
    const withOptions = { ...plain, position: { x: 10, y: 20 }, settings: { ...plain.settings, errorHandlingOptions } };
    const v = await version(wf.id, manual(['retry']), [withOptions]);
    expect(v.steps[0]).toMatchObject({ id: 'retry', valid: true, position: { x: 10, y: 20 }, settings: { errorHandlingOptions: { retryOnFailure: { value: true, maxAttempts: 2 }, continueOnFailure: { value: true } } } });
  });

  it('Step inputs', async () => {
    expect(chainRun.status, JSON.stringify(chainRun.state.stepInfos)).toBe('COMPLETED');
    const infos = chainRun.state.stepInfos;
    expect(infos.find).toMatchObject({ status: 'SUCCESS', output: { first: { name: 'Flow Co' }, all: [expect.any(Object)], totalCount: 1 } });
    expect(infos.gate).toMatchObject({ status: 'SUCCESS', output: { passed: true } });
    expect(infos.never).toEqual({ status: 'SKIPPED' });
    for (const id of ['branch', 'create', 'update', 'mail', 'call', 'remove', 'end']) expect(infos[id].status, id).toBe('SUCCESS');
    expect(infos.update.output).toMatchObject({ employees: 42 });
    // DELAY's units, as sequence delays: accepted and valid.
    const wf = await workflow('Delays');
    const delays = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'].map((unit, i, all) => step(`d${i}`, 'DELAY', { unit, value: 1 }, i + 1 < all.length ? [`d${i + 1}`] : []));
    const v = await version(wf.id, manual(['d0']), delays);
    expect(v.steps.map((s: Rec) => s.valid)).toEqual([true, true, true, true]);
    await activate(v.id);
  });

  it('Variables', async () => {
    // A string that is exactly one variable keeps the value's type (amountMicros and employees are numbers).
    expect(chainRun.state.stepInfos.create.output).toMatchObject({ name: 'Deal of Flow Co', amount: { amountMicros: 5_000_000, currencyCode: 'EUR' } });
    const wf = await workflow('Unresolved');
    const v = await version(wf.id, manual(['make']), [step('make', 'CREATE_RECORD', { objectName: 'note', objectRecord: { title: '{{trigger.missing}}' } })]);
    await activate(v.id);
    const failed = await settled(await run(v.id, { payload: {} }));
    expect(failed.status).toBe('FAILED');
    expect(failed.state.stepInfos.make.error).toContain('{{trigger.missing}}');
    // MANUAL with objectNameSingular + recordId: the record is the trigger payload.
    const person = (await d.ok('POST', '/rest/people', { name: { firstName: 'Var', lastName: 'Able' } })).data.createPerson;
    const echo = await workflow('Echo');
    const ev = await version(echo.id, manual(['note']), [step('note', 'CREATE_RECORD', { objectName: 'note', objectRecord: { title: 'About {{trigger.name.firstName}}' } })]);
    await activate(ev.id);
    const done = await settled(await run(ev.id, { objectNameSingular: 'person', recordId: person.id }));
    expect(done.state.stepInfos.note.output.title).toBe('About Var');
  });

  it('Run state', () => {
    expect(Object.keys(chainRun.state).sort()).toEqual(['flow', 'stepInfos', 'triggerUserName', 'workflowRunError']);
    expect(chainRun.state.flow).toEqual({ trigger: manual(['find']), steps: chainVersion.steps });
    expect(chainRun.state.stepInfos.trigger).toEqual({ status: 'SUCCESS', output: { micros: 5_000_000, staff: 42, empty: '' } });
    expect(chainRun.state.workflowRunError).toBeNull();
    expect(chainRun.state.triggerUserName).toEqual(expect.any(String));
    expect(chainRun).toMatchObject({ status: 'COMPLETED', enqueuedAt: expect.any(String), startedAt: expect.any(String), endedAt: expect.any(String) });
  });

  it('GraphQL', async () => {
    const wf = await workflow('Edited');
    const draft = await version(wf.id, manual([]));
    const trigger = { type: 'DATABASE_EVENT', settings: { eventName: 'person.updated' }, nextStepIds: [] };
    expect((await opData('UpdateWorkflowVersionTrigger', { id: draft.id, trigger })).updateWorkflowVersionTrigger).toMatchObject({ id: draft.id, status: 'DRAFT', trigger });
    const created = (await opData('CreateWorkflowVersionStep', { id: draft.id, stepType: 'CREATE_RECORD' })).createWorkflowVersionStep.stepsDiff;
    expect(created).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'CREATE', path: expect.any(Array) })]));
    const stepId = (await d.ok('GET', `/rest/workflowVersions/${draft.id}`)).data.workflowVersion.steps[0].id;
    const edited = step(stepId, 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'Edited' } });
    expect((await opData('UpdateWorkflowVersionStep', { id: draft.id, step: edited })).updateWorkflowVersionStep).toMatchObject({ id: stepId, settings: { input: { objectName: 'task' } } });
    expect((await opData('DeleteWorkflowVersionStep', { id: draft.id, stepId })).deleteWorkflowVersionStep.stepsDiff).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'REMOVE' })]));
    await activate(draft.id);
    const copy = (await opData('CreateDraftFromWorkflowVersion', { workflowId: wf.id, versionId: draft.id })).createDraftFromWorkflowVersion;
    expect(copy).toMatchObject({ status: 'DRAFT', workflowId: wf.id, trigger });
    expect(await opData('DeactivateWorkflowVersion', { id: draft.id })).toEqual({ deactivateWorkflowVersion: true });
    expect((await d.ok('GET', `/rest/workflowVersions/${draft.id}`)).data.workflowVersion.status).toBe('DEACTIVATED');
  });

  it('Lifecycle', async () => {
    const wf = await workflow('Lifecycle');
    const v1 = await version(wf.id, manual(['a']), [step('a', 'EMPTY', {})]);
    const v2 = await version(wf.id, manual(['a']), [step('a', 'EMPTY', {})]);
    await activate(v1.id);
    await activate(v2.id);
    const status = async (id: string) => (await d.ok('GET', `/rest/workflowVersions/${id}`)).data.workflowVersion.status;
    // v1's trigger is deactivated and v1 ARCHIVED (DESIGN "Workflow statuses", Twenty's lifecycle).
    expect([await status(v1.id), await status(v2.id)]).toEqual(['ARCHIVED', 'ACTIVE']);
    for (const id of [v1.id, v2.id]) {
      const edit = await op('UpdateWorkflowVersionTrigger', { id, trigger: manual([]) });
      expect(edit.body.errors?.[0]?.extensions?.code, id).toBe('BAD_USER_INPUT');
    }
    const refused = await op('RunWorkflowVersion', { id: v1.id });
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    await opData('DeactivateWorkflowVersion', { id: v2.id });
    expect((await op('RunWorkflowVersion', { id: v2.id })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const draft = await version(wf.id, manual([]));
    expect((await op('RunWorkflowVersion', { id: draft.id })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const dangling = await version(wf.id, manual(['ghost']), [step('a', 'EMPTY', {}, ['nowhere'])]);
    expect((await op('ActivateWorkflowVersion', { id: dangling.id })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await d.ok('GET', `/rest/workflowRuns?filter=${encodeURIComponent(`workflowVersionId[in]:[${v1.id},${v2.id},${draft.id}]`)}`)).totalCount).toBe(0);
  });

  it('Step guarantees', () => {
    const [request] = receiver.at('/step');
    expect(request.headers['idempotency-key']).toBe(`${chainRun.id}:call`);
    expect(request.headers['x-from']).toBe('workflow');
    expect(request.body).toEqual({ company: 'Flow Co' });
  });

  it('Templates', async () => {
    for (const templateType of ['DEAL_FROM_PERSON', 'DEAL_FROM_COMPANY', 'CUSTOMER_SUCCESS_HANDOFF', 'INBOUND_LEAD_TRIAGE']) {
      const made = (await opData('CreateWorkflowFromTemplate', { templateType, name: templateType })).createWorkflowFromTemplate;
      expect(made, templateType).toMatchObject({ success: true, workflowId: expect.stringMatching(UUID_PATTERN), workflowVersionId: expect.stringMatching(UUID_PATTERN), stepsCreated: expect.any(Number) });
      const versions = (await d.ok('GET', `/rest/workflowVersions?filter=${encodeURIComponent(`workflowId[eq]:${made.workflowId}`)}`)).data.workflowVersions;
      expect(versions.map((v: Rec) => [v.id, v.status])).toEqual([[made.workflowVersionId, 'DRAFT']]);
    }
  });
});

// The one row of "Events, jobs and the worker" with values a client sees (the others are
// internal: outbox, jobs, schedules, transactions, worker, clock). It shares this file's server:
// a workflow run is what writes as an engine. SEQUENCE is checked in sequences.test.ts ("Engine").
describe('Events, jobs and the worker', () => {
  it('Engine actors', async () => {
    const created = chainRun.state.stepInfos.create.output;
    expect(created.createdBy).toMatchObject({ source: 'WORKFLOW', name: 'Every step' });
    const company = (await d.ok('GET', `/rest/companies?filter=${encodeURIComponent('name[eq]:Flow Co')}`)).data.companies[0];
    expect(company.updatedBy).toMatchObject({ source: 'WORKFLOW', name: 'Every step' });
  });
});
