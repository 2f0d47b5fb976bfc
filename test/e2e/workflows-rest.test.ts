// Workflows over REST (issue 22, point 1; DESIGN.md "Workflows", "REST writes"): the workflow is
// a container, a version is created as DRAFT with its definition read (malformed: 400 naming each
// fault, nothing created; incomplete steps kept with valid: false), PATCH changes `name` only,
// runs are read-only, and deleting a workflow takes its versions and runs. Every answer is
// checked against the OpenAPI document (records-support.ts, call()).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../src/records/actor.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { call, ok, UUID, type Rec } from './records-support.ts';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const step = (id: string, type: string, input: Rec, nextStepIds: string[] = []) => ({ id, name: `Step ${id}`, type, nextStepIds, settings: { input } });
const manualTrigger = { type: 'MANUAL', settings: {}, nextStepIds: ['create'] };

async function newWorkflow(name = 'Onboarding'): Promise<Rec> {
  return (await ok(app, 'POST', '/rest/workflows', { name })).data.createWorkflow;
}

async function count(sql: string): Promise<number> {
  const [row] = await app.server.database.sql.query<{ n: number }>({ text: `SELECT count(*)::int AS "n" FROM ${sql}`, values: [] });
  return row.n;
}

describe('workflows and versions over REST', () => {
  it('POST /rest/workflows creates the container only: no version, no statuses', async () => {
    const workflow = await newWorkflow();
    expect(workflow).toMatchObject({ id: expect.stringMatching(UUID), name: 'Onboarding', statuses: [], lastPublishedVersionId: null, createdBy: { source: 'API' } });
    expect((await ok(app, 'GET', `/rest/workflowVersions?filter=workflowId[eq]:${workflow.id}`)).totalCount).toBe(0);
  });

  it('POST /rest/workflowVersions creates a DRAFT, reads its steps (valid computed) and marks the workflow', async () => {
    const workflow = await newWorkflow('Deal follow-up');
    const body = {
      workflowId: workflow.id,
      name: 'v1',
      trigger: manualTrigger,
      steps: [step('create', 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'Call {{trigger.name}}' } }, ['mail']), step('mail', 'SEND_EMAIL', { to: 'a@b.test', subject: '' })],
    };
    const version = (await ok(app, 'POST', '/rest/workflowVersions', body)).data.createWorkflowVersion;
    expect(version).toMatchObject({ workflowId: workflow.id, name: 'v1', status: 'DRAFT', trigger: manualTrigger });
    expect(version.steps.map((s: Rec) => [s.id, s.valid])).toEqual([
      ['create', true],
      ['mail', false],
    ]);
    expect(version.steps[0].settings.errorHandlingOptions).toEqual({ retryOnFailure: { value: false }, continueOnFailure: { value: false } });
    const read = (await ok(app, 'GET', `/rest/workflows/${workflow.id}?depth=1`)).data.workflow;
    expect(read.statuses).toEqual(['DRAFT']);
    expect(read.versions.map((v: Rec) => v.id)).toEqual([version.id]);
  });

  it('refuses a malformed definition, naming each fault, and creates nothing', async () => {
    const workflow = await newWorkflow('Broken');
    const reply = await call(app, 'POST', '/rest/workflowVersions', {
      workflowId: workflow.id,
      trigger: { type: 'WHENEVER' },
      steps: [step('a', 'EMPTY', {}), step('a', 'TELEPORT', {})],
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(reply.body.messages).toEqual([
      'trigger.type: "WHENEVER" is not a trigger type; use one of MANUAL, DATABASE_EVENT, CRON, WEBHOOK',
      'steps[1].id: "a" is the id of another step too',
      expect.stringMatching(/^steps\[1\]\.type: "TELEPORT" is not a step type/),
    ]);
    expect(await count(`"workflow_version" WHERE "workflow_id" = '${workflow.id}'`)).toBe(0);
    // A batch names the item.
    const batch = await call(app, 'POST', '/rest/batch/workflowVersions', [{ workflowId: workflow.id }, { workflowId: workflow.id, steps: {} }]);
    expect(batch.status).toBe(400);
    expect(batch.body.messages).toEqual(['[1] steps: must be an array of steps']);
    expect(await count(`"workflow_version" WHERE "workflow_id" = '${workflow.id}'`)).toBe(0);
    // The status is the service's.
    const status = await call(app, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, status: 'ACTIVE' });
    expect(status.status).toBe(400);
    expect(status.body.messages).toEqual(['status: unknown property; allowed: id, createdBy, name, workflowId, trigger, steps']);
    // An unknown workflow is named.
    const orphan = await call(app, 'POST', '/rest/workflowVersions', { workflowId: '0196a3c0-0000-7000-8000-00000000dead' });
    expect(orphan.status).toBe(400);
    expect(orphan.body.messages[0]).toMatch(/workflowId: no workflow with id 0196a3c0-0000-7000-8000-00000000dead/);
  });

  it('PATCH changes the name only; trigger, steps and status name the GraphQL operation to use', async () => {
    const workflow = await newWorkflow('Renamed');
    const version = (await ok(app, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, name: 'draft' })).data.createWorkflowVersion;
    expect((await ok(app, 'PATCH', `/rest/workflowVersions/${version.id}`, { name: 'first draft' })).data.updateWorkflowVersion.name).toBe('first draft');
    const reply = await call(app, 'PATCH', `/rest/workflowVersions/${version.id}`, { name: 'x', trigger: manualTrigger, steps: [], status: 'ACTIVE' });
    expect(reply.status).toBe(400);
    expect(reply.body.messages.sort()).toEqual([
      'status: cannot be changed over REST; use the GraphQL mutation activateWorkflowVersion or deactivateWorkflowVersion',
      'steps: cannot be changed over REST; use the GraphQL mutations createWorkflowVersionStep, updateWorkflowVersionStep and deleteWorkflowVersionStep',
      'trigger: cannot be changed over REST; use the GraphQL mutation updateWorkflowVersionTrigger',
    ]);
    // The record layer says the same to any other caller of it (GraphQL, engines' bodies).
    await expect(app.server.services.records.update(SYSTEM_ACTOR, app.server.services.registry.get('workflowVersion'), version.id, { trigger: manualTrigger })).rejects.toMatchObject({
      messages: ['trigger: cannot be changed in an update; use the GraphQL mutation updateWorkflowVersionTrigger'],
    });
    const bulk = await call(app, 'PATCH', `/rest/workflowVersions?filter=id[eq]:${version.id}`, { steps: [] });
    expect(bulk.status).toBe(400);
    expect((await ok(app, 'GET', `/rest/workflowVersions/${version.id}`)).data.workflowVersion.name).toBe('first draft');
    // The workflow itself: a name; its statuses are the service's.
    expect((await ok(app, 'PATCH', `/rest/workflows/${workflow.id}`, { name: 'Renamed twice' })).data.updateWorkflow.name).toBe('Renamed twice');
    expect((await call(app, 'PATCH', `/rest/workflows/${workflow.id}`, { statuses: ['ACTIVE'] })).status).toBe(400);
  });

  it('an ACTIVE or DEACTIVATED version is immutable and an ACTIVE one cannot be deleted', async () => {
    const workflow = await newWorkflow('Frozen');
    const version = (await ok(app, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, name: 'live' })).data.createWorkflowVersion;
    // Activation is a GraphQL mutation (next step of issue 22); set the state it leaves directly.
    await app.server.database.sql.execute({ text: `UPDATE "workflow_version" SET "status" = 'ACTIVE' WHERE "id" = $1::uuid`, values: [version.id] });
    const rename = await call(app, 'PATCH', `/rest/workflowVersions/${version.id}`, { name: 'changed' });
    expect(rename.status).toBe(400);
    expect(rename.body.messages).toEqual([`${version.id}: the version is ACTIVE and cannot be changed; edit a copy (createDraftFromWorkflowVersion)`]);
    const remove = await call(app, 'DELETE', `/rest/workflowVersions/${version.id}`);
    expect(remove.status).toBe(400);
    expect(remove.body.messages).toEqual([`${version.id}: the ACTIVE version of its workflow cannot be deleted; deactivate it first (deactivateWorkflowVersion)`]);
    expect((await call(app, 'DELETE', `/rest/workflowVersions?filter=workflowId[eq]:${workflow.id}`)).status).toBe(400);
    expect(await count(`"workflow_version" WHERE "id" = '${version.id}'`)).toBe(1);
  });

  it('deleting a DRAFT version updates the workflow statuses', async () => {
    const workflow = await newWorkflow('Shrinking');
    const version = (await ok(app, 'POST', '/rest/workflowVersions', { workflowId: workflow.id })).data.createWorkflowVersion;
    expect((await ok(app, 'DELETE', `/rest/workflowVersions/${version.id}`)).data.deleteWorkflowVersion).toEqual({ id: version.id });
    expect((await ok(app, 'GET', `/rest/workflows/${workflow.id}`)).data.workflow.statuses).toEqual([]);
  });
});

describe('runs and deletes', () => {
  it('runs are read-only over REST: no write operation exists', async () => {
    for (const [method, path] of [
      ['POST', '/rest/workflowRuns'],
      ['PATCH', `/rest/workflowRuns/0196a3c0-0000-7000-8000-000000000001`],
      ['DELETE', `/rest/workflowRuns/0196a3c0-0000-7000-8000-000000000001`],
      ['POST', '/rest/batch/workflowRuns'],
    ]) {
      const response = await app.rawFetch(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'DELETE' ? undefined : '{}' });
      expect([404, 405], `${method} ${path}`).toContain(response.status);
      expect(await response.json()).toMatchObject({ statusCode: response.status });
    }
    expect((await ok(app, 'GET', '/rest/workflowRuns')).data.workflowRuns).toEqual(expect.any(Array));
  });

  it('DELETE of a workflow removes its versions and runs, and a run reads with depth=1', async () => {
    const workflow = await newWorkflow('Doomed');
    const version = (await ok(app, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, trigger: manualTrigger })).data.createWorkflowVersion;
    const runId = '0196a3c0-0000-7000-8000-0000000000f1';
    // Runs are written by the executor (next step of issue 22); one stored as it would be.
    await app.server.database.sql.execute({
      text: `INSERT INTO "workflow_run" ("id", "name", "workflow_id", "workflow_version_id", "status", "state") VALUES ($1::uuid, 'Run #1', $2::uuid, $3::uuid, 'COMPLETED', '{"stepInfos":{},"workflowRunError":null}'::jsonb)`,
      values: [runId, workflow.id, version.id],
    });
    const run = (await ok(app, 'GET', `/rest/workflowRuns/${runId}?depth=1`)).data.workflowRun;
    expect(run).toMatchObject({ status: 'COMPLETED', state: { workflowRunError: null }, workflow: { id: workflow.id }, workflowVersion: { id: version.id } });
    expect((await ok(app, 'DELETE', `/rest/workflows/${workflow.id}`)).data.deleteWorkflow).toEqual({ id: workflow.id });
    expect(await count(`"workflow_version" WHERE "workflow_id" = '${workflow.id}'`)).toBe(0);
    expect(await count(`"workflow_run" WHERE "workflow_id" = '${workflow.id}'`)).toBe(0);
  });
});
