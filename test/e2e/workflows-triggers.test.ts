// DATABASE_EVENT and CRON triggers (issue 22, point 4): a write of an event object starts a run of every
// ACTIVE version whose trigger names the event, written in the write's own statement (a rollback
// starts nothing), with the event's record as the trigger's output; writes made by runs carry
// their chain depth, and a run that would start deeper than WORKFLOW_MAX_CHAIN_DEPTH is recorded
// FAILED naming the limit. A CRON trigger starts one run per fire time of the service clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, clock, freezeClock, unfreezeClock } from '../../src/lib/clock.ts';
import { SYSTEM_ACTOR } from '../../src/records/actor.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { sendJson } from './foundation-support.ts';
import { ok, type Rec } from './records-support.ts';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ WORKER_POLL_MS: '20', WORKFLOW_MAX_CHAIN_DEPTH: '3' });
});
afterAll(() => app?.close());

const step = (id: string, type: string, input: Rec, nextStepIds: string[] = []) => ({ id, name: id, type, nextStepIds, settings: { input } });

async function gql(query: string, variables: Rec): Promise<Rec> {
  const answer = (await (await sendJson(app, '/graphql', { method: 'POST', body: { query, variables } })).json()) as Rec;
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data;
}

async function onEvent(name: string, eventName: string, steps: Rec[]): Promise<{ workflowId: string; versionId: string }> {
  const workflow = (await ok(app, 'POST', '/rest/workflows', { name })).data.createWorkflow;
  const trigger = { type: 'DATABASE_EVENT', settings: { eventName }, nextStepIds: [steps[0].id] };
  const version = (await ok(app, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, trigger, steps })).data.createWorkflowVersion;
  await gql('mutation($id: UUID!) { activateWorkflowVersion(workflowVersionId: $id) }', { id: version.id });
  return { workflowId: workflow.id, versionId: version.id };
}

const runsOf = async (workflowId: string): Promise<Rec[]> =>
  (await ok(app, 'GET', `/rest/workflowRuns?filter=workflowId[eq]:${workflowId}&order_by=createdAt[AscNullsFirst]&limit=100`)).data.workflowRuns;
const allEnded = (workflowId: string, count: number) =>
  waitFor(`${count} runs of ${workflowId} to end`, async () => {
    const runs = await runsOf(workflowId);
    return runs.length === count && runs.every((run) => ['COMPLETED', 'FAILED'].includes(run.status)) ? runs : undefined;
  });

describe('DATABASE_EVENT triggers', () => {
  it('person.created starts a run with the created record as the trigger output', async () => {
    const { workflowId } = await onEvent('Welcome', 'person.created', [
      step('task', 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'Welcome {{trigger.properties.after.name.firstName}}' } }),
    ]);
    const person = (await ok(app, 'POST', '/rest/people', { name: { firstName: 'Grace', lastName: 'Trigger' } })).data.createPerson;
    const [run] = await allEnded(workflowId, 1);
    expect(run).toMatchObject({ status: 'COMPLETED', name: '#1', createdBy: { source: 'API' } });
    expect(run.state.stepInfos.trigger).toEqual({
      status: 'SUCCESS',
      output: { eventName: 'person.created', recordId: person.id, properties: { after: expect.objectContaining({ id: person.id, name: { firstName: 'Grace', lastName: 'Trigger' } }) } },
    });
    expect(run.state.stepInfos.task.output).toMatchObject({ title: 'Welcome Grace', createdBy: { source: 'WORKFLOW', name: 'Welcome' } });
    // A batch of three starts three runs, numbered in order.
    await ok(app, 'POST', '/rest/batch/people', [{ name: { firstName: 'A' } }, { name: { firstName: 'B' } }, { name: { firstName: 'C' } }]);
    const runs = await allEnded(workflowId, 4);
    expect(runs.map((r) => r.name).sort()).toEqual(['#1', '#2', '#3', '#4']);
  });

  it('updates carry before and updatedFields (people.updated is person.updated); deletes carry the removed record', async () => {
    const updated = await onEvent('On update', 'people.updated', [step('noop', 'EMPTY', {})]);
    const deleted = await onEvent('On delete', 'company.deleted', [step('noop', 'EMPTY', {})]);
    const person = (await ok(app, 'POST', '/rest/people', { name: { firstName: 'Old' }, city: 'Lyon' })).data.createPerson;
    await ok(app, 'PATCH', `/rest/people/${person.id}`, { city: 'Nantes' });
    const [onUpdate] = await allEnded(updated.workflowId, 1);
    expect(onUpdate.state.stepInfos.trigger.output).toMatchObject({
      eventName: 'person.updated',
      properties: { after: { city: 'Nantes' }, before: { city: 'Lyon' }, updatedFields: ['city'] },
    });
    const company = (await ok(app, 'POST', '/rest/companies', { name: 'Gone Co' })).data.createCompany;
    await ok(app, 'DELETE', `/rest/companies/${company.id}`);
    const [onDelete] = await allEnded(deleted.workflowId, 1);
    expect(onDelete.state.stepInfos.trigger.output).toEqual({ eventName: 'company.deleted', recordId: company.id, properties: { before: expect.objectContaining({ name: 'Gone Co' }) } });
  });

  it('a write that rolls back starts nothing; a deactivated version starts nothing', async () => {
    const { workflowId, versionId } = await onEvent('Opportunities', 'opportunity.created', [step('noop', 'EMPTY', {})]);
    const { records, registry } = app.server.services;
    await expect(
      app.server.database.sql.transaction(async (tx) => {
        await records.create(SYSTEM_ACTOR, registry.get('opportunity'), { name: 'Never' }, { sql: tx });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await gql('mutation($id: UUID!) { deactivateWorkflowVersion(workflowVersionId: $id) }', { id: versionId });
    await ok(app, 'POST', '/rest/opportunities', { name: 'After deactivation' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await runsOf(workflowId)).toEqual([]);
  });

  it('a workflow whose runs trigger it again stops at WORKFLOW_MAX_CHAIN_DEPTH (3 here), naming the limit', async () => {
    const { workflowId } = await onEvent('Echo', 'note.created', [step('again', 'CREATE_RECORD', { objectName: 'note', objectRecord: { title: 'echo of {{trigger.properties.after.title}}' } })]);
    await ok(app, 'POST', '/rest/notes', { title: 'first' });
    const runs = await allEnded(workflowId, 4);
    expect(runs.map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED', 'FAILED']);
    expect(runs[3].state.workflowRunError).toBe('not started: note.created was written by a chain of 3 workflow runs; WORKFLOW_MAX_CHAIN_DEPTH is 3');
    expect(runs[2].state.stepInfos.again.output.title).toBe('echo of echo of echo of first');
    // Nothing more starts.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await runsOf(workflowId)).toHaveLength(4);
  });
});

describe('the trigger join', () => {
  /** Whether the statement of a company create joins the triggers. */
  async function createJoins(): Promise<boolean> {
    const statements: string[] = [];
    app.server.database.sql.onQuery = (statement) => statements.push(statement.text);
    try {
      await ok(app, 'POST', '/rest/companies', { name: 'Joined?' });
    } finally {
      app.server.database.sql.onQuery = undefined;
    }
    // The worker may run statements meanwhile: the create is the INSERT into "company".
    const creates = statements.filter((text) => text.includes('INSERT INTO "company"'));
    expect(creates).toHaveLength(1);
    return creates[0].includes('"workflow_event_trigger"');
  }

  it('embedded PGlite (one process) leaves it out of writes of an event no trigger names; PostgreSQL always joins', async () => {
    const embedded = app.server.database.kind !== 'postgres';
    expect(await createJoins()).toBe(!embedded);
    const { workflowId, versionId } = await onEvent('Companies', 'company.created', [step('noop', 'EMPTY', {})]);
    expect(await createJoins()).toBe(true);
    await allEnded(workflowId, 1);
    await gql('mutation($id: UUID!) { deactivateWorkflowVersion(workflowVersionId: $id) }', { id: versionId });
    await waitFor('the trigger names to be read again', async () => ((await createJoins()) === !embedded ? true : undefined));
    expect((await runsOf(workflowId)).length).toBe(1);
  });
});

describe('CRON triggers', () => {
  it('start one run per fire time on the service clock, as the workflow; deactivation stops them', async () => {
    freezeClock();
    try {
      const workflow = (await ok(app, 'POST', '/rest/workflows', { name: 'Every minute' })).data.createWorkflow;
      const trigger = { type: 'CRON', settings: { pattern: '* * * * *' }, nextStepIds: ['tick'] };
      const version = (await ok(app, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, trigger, steps: [step('tick', 'EMPTY', {})] })).data.createWorkflowVersion;
      await gql('mutation($id: UUID!) { activateWorkflowVersion(workflowVersionId: $id) }', { id: version.id });
      const nextMinute = Math.floor(clock.now() / 60_000 + 1) * 60_000;
      advanceClock(nextMinute - clock.now());
      const [first] = await allEnded(workflow.id, 1);
      expect(first).toMatchObject({ status: 'COMPLETED', createdBy: { source: 'WORKFLOW', name: 'Every minute' } });
      expect(first.state.stepInfos.trigger.output).toEqual({ firedAt: new Date(nextMinute).toISOString() });
      advanceClock(60_000);
      await allEnded(workflow.id, 2);
      await gql('mutation($id: UUID!) { deactivateWorkflowVersion(workflowVersionId: $id) }', { id: version.id });
      advanceClock(120_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await runsOf(workflow.id)).toHaveLength(2);
    } finally {
      unfreezeClock();
    }
  });
});
