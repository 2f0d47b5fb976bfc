// The lifecycle of workflow versions over GraphQL (issue 22, point 2; SPEC "Workflow version
// moves"; DESIGN "Lifecycle" and "Workflow statuses"): DRAFT editing (trigger, steps with their
// diff), activation in one transaction (checks naming every fault, the last published version
// deactivated and ARCHIVED, the trigger registered, lastPublishedVersionId and statuses),
// deactivation, drafts copied from any version, and the immutability of ACTIVE, DEACTIVATED and
// ARCHIVED versions. Documents: test/graphql/workflows.graphql.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rerunMigration } from '../support/migration-sql.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { sendJson } from './foundation-support.ts';
import { call, ok, type Rec } from './records-support.ts';

const DOCUMENT = readFileSync(path.resolve(import.meta.dirname, '../graphql/workflows.graphql'), 'utf8');

let app: TestServer;
let memberKey: string;
let readonlyKey: string;
beforeAll(async () => {
  app = await startTestServer();
  memberKey = (await ok(app, 'POST', '/rest/apiKeys', { name: 'member', role: 'member' })).data.createApiKey.secret;
  readonlyKey = (await ok(app, 'POST', '/rest/apiKeys', { name: 'reader', role: 'readonly' })).data.createApiKey.secret;
});
afterAll(() => app?.close());

interface Answer {
  data?: Rec | null;
  errors?: Array<{ message: string; extensions: { code: string } }>;
}

async function gql(operationName: string, variables: Rec, apiKey = memberKey): Promise<Answer> {
  const response = await sendJson(app, '/graphql', { method: 'POST', body: { query: DOCUMENT, operationName, variables }, apiKey });
  return (await response.json()) as Answer;
}

async function data(operationName: string, variables: Rec): Promise<Rec> {
  const answer = await gql(operationName, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

const step = (id: string, type: string, input: Rec, nextStepIds: string[] = []) => ({ id, name: id, type, nextStepIds, settings: { input } });
const validSteps = [step('create', 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'Follow up' } })];

async function version(workflowId: string, body: Rec = {}): Promise<Rec> {
  return (await ok(app, 'POST', '/rest/workflowVersions', { workflowId, ...body })).data.createWorkflowVersion;
}
async function workflow(name: string): Promise<Rec> {
  return (await ok(app, 'POST', '/rest/workflows', { name })).data.createWorkflow;
}
const readVersion = async (id: string) => (await ok(app, 'GET', `/rest/workflowVersions/${id}`)).data.workflowVersion;
const readWorkflow = async (id: string) => (await ok(app, 'GET', `/rest/workflows/${id}`)).data.workflow;
const sql = <T extends Rec>(text: string, values: unknown[] = []) => app.server.database.sql.query<T>({ text, values });

describe('DRAFT editing', () => {
  it('sets the trigger (inline JSON or a variable) and adds, edits and removes steps, answering the diff', async () => {
    const wf = await workflow('Edited');
    const draft = await version(wf.id, { name: 'v1' });
    // Sent as people.created: stored with the singular (DESIGN "Webhook events").
    const inline = await data('InlineTrigger', { id: draft.id });
    expect(inline.updateWorkflowVersionTrigger.trigger).toEqual({ type: 'DATABASE_EVENT', settings: { eventName: 'person.created' }, nextStepIds: [] });
    const trigger = { type: 'MANUAL', settings: {}, nextStepIds: [] };
    expect((await data('UpdateWorkflowVersionTrigger', { id: draft.id, trigger })).updateWorkflowVersionTrigger).toMatchObject({ status: 'DRAFT', trigger });

    const first = (await data('CreateWorkflowVersionStep', { id: draft.id, stepType: 'FIND_RECORDS' })).createWorkflowVersionStep.stepsDiff;
    expect(first).toEqual([{ type: 'CREATE', path: [0], value: expect.objectContaining({ type: 'FIND_RECORDS', name: 'Find Records', valid: false, position: { x: 0, y: 200 } }), oldValue: null }]);
    const findId = first[0].value.id;
    // After the trigger: the trigger now leads to it.
    expect((await readVersion(draft.id)).trigger.nextStepIds).toEqual([findId]);

    const second = (await data('CreateWorkflowVersionStep', { id: draft.id, stepType: 'CREATE_RECORD', parentStepId: findId })).createWorkflowVersionStep.stepsDiff;
    const createId = second.find((change: Rec) => change.type === 'CREATE' && change.path.length === 1).value.id;
    expect(second).toContainEqual({ type: 'CREATE', path: [0, 'nextStepIds', 0], value: createId, oldValue: null });

    const edited = (await data('UpdateWorkflowVersionStep', { id: draft.id, step: { ...step(findId, 'FIND_RECORDS', { objectName: 'person', limit: 5 }, [createId]), name: 'Find people' } })).updateWorkflowVersionStep;
    expect(edited).toMatchObject({ id: findId, name: 'Find people', valid: true, nextStepIds: [createId] });

    const removed = (await data('DeleteWorkflowVersionStep', { id: draft.id, stepId: findId })).deleteWorkflowVersionStep.stepsDiff;
    // A JSON diff by index (as Twenty's): the last index goes, index 0 takes the next step's values.
    expect(removed).toContainEqual({ type: 'REMOVE', path: [1] });
    expect(removed).toContainEqual({ type: 'CHANGE', path: [0, 'id'] });
    const after = await readVersion(draft.id);
    expect(after.steps.map((s: Rec) => s.id)).toEqual([createId]);
    // What led to the removed step now leads to its next step.
    expect(after.trigger.nextStepIds).toEqual([createId]);
  });

  it('refuses malformed edits, naming the fault, and changes nothing', async () => {
    const wf = await workflow('Guarded');
    const draft = await version(wf.id, { steps: validSteps });
    const before = await readVersion(draft.id);
    for (const [operation, variables, message] of [
      ['UpdateWorkflowVersionTrigger', { id: draft.id, trigger: { type: 'SOMETIMES' } }, /^trigger\.type: "SOMETIMES" is not a trigger type/],
      ['CreateWorkflowVersionStep', { id: draft.id, stepType: 'TELEPORT' }, /^stepType: "TELEPORT" is not a step type/],
      ['CreateWorkflowVersionStep', { id: draft.id, stepType: 'EMPTY', parentStepId: 'ghost' }, /^parentStepId: "ghost" is not a step of this version/],
      ['UpdateWorkflowVersionStep', { id: draft.id, step: { id: 'ghost', type: 'EMPTY' } }, /^step\.id: "ghost" is not a step of this version/],
      ['DeleteWorkflowVersionStep', { id: draft.id, stepId: 'ghost' }, /^stepId: "ghost" is not a step of this version/],
    ] as const) {
      const answer = await gql(operation, variables);
      expect(answer.errors?.[0], operation).toMatchObject({ message: expect.stringMatching(message), extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await readVersion(draft.id)).toEqual(before);
    const missing = await gql('UpdateWorkflowVersionTrigger', { id: '0196a3c0-0000-7000-8000-00000000dead', trigger: { type: 'MANUAL' } });
    expect(missing.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('activation', () => {
  it('names every fault and leaves the version DRAFT', async () => {
    const wf = await workflow('Not ready');
    const draft = await version(wf.id, { steps: [step('a', 'DELAY', { unit: 'WEEKS', value: 1 }, ['ghost'])] });
    const answer = await gql('ActivateWorkflowVersion', { id: draft.id });
    expect(answer.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].message).toBe(
      'trigger: the version has no trigger; set one with updateWorkflowVersionTrigger; step a (DELAY): input.unit: "WEEKS" is not one of SECONDS, MINUTES, HOURS, DAYS; step a: next step "ghost" is not a step of this version',
    );
    expect((await readVersion(draft.id)).status).toBe('DRAFT');
    const cron = await version(wf.id, { trigger: { type: 'CRON', settings: { pattern: 'often' }, nextStepIds: [] } });
    expect((await gql('ActivateWorkflowVersion', { id: cron.id })).errors?.[0].message).toMatch(/^trigger\.settings\.pattern: 'often' is not a cron pattern/);
    const event = await version(wf.id, { trigger: { type: 'DATABASE_EVENT', settings: { eventName: 'spaceship.created' }, nextStepIds: [] } });
    expect((await gql('ActivateWorkflowVersion', { id: event.id })).errors?.[0].message).toMatch(/^trigger\.settings\.eventName: "spaceship\.created" is not an event name/);
  });

  it('names each step no path from the trigger reaches (IF_ELSE branches lead on)', async () => {
    const wf = await workflow('Unreachable');
    const orphans = await version(wf.id, { trigger: { type: 'MANUAL', settings: {}, nextStepIds: [] }, steps: validSteps });
    expect((await gql('ActivateWorkflowVersion', { id: orphans.id })).errors?.[0].message).toBe(
      'step create (CREATE_RECORD): no path from the trigger reaches it; link it from the trigger\'s or another step\'s nextStepIds, or delete it',
    );
    expect((await readVersion(orphans.id)).status).toBe('DRAFT');
    const branch = step('branch', 'IF_ELSE', { conditions: [{ left: '{{trigger.x}}', operand: 'isEmpty' }], trueNextStepIds: ['yes'], falseNextStepIds: [] });
    const task = (id: string) => step(id, 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: id } });
    const branched = await version(wf.id, { trigger: { type: 'MANUAL', settings: {}, nextStepIds: ['branch'] }, steps: [branch, task('yes'), task('no'), task('after'), { ...task('alone'), nextStepIds: ['after'] }] });
    expect((await gql('ActivateWorkflowVersion', { id: branched.id })).errors?.[0].message).toBe(
      ['no', 'after', 'alone'].map((id) => `step ${id} (CREATE_RECORD): no path from the trigger reaches it; link it from the trigger's or another step's nextStepIds, or delete it`).join('; '),
    );
  });

  it('DRAFT -> ACTIVE archives the last published version and registers the trigger, in one go', async () => {
    const wf = await workflow('Lead triage');
    const v1 = await version(wf.id, { name: 'v1', trigger: { type: 'DATABASE_EVENT', settings: { eventName: 'people.created' }, nextStepIds: ['create'] }, steps: validSteps });
    expect(v1.trigger.settings).toEqual({ eventName: 'person.created' });
    expect(await data('ActivateWorkflowVersion', { id: v1.id })).toEqual({ activateWorkflowVersion: true });
    expect(await readVersion(v1.id)).toMatchObject({ status: 'ACTIVE' });
    expect(await readWorkflow(wf.id)).toMatchObject({ statuses: ['ACTIVE'], lastPublishedVersionId: v1.id });
    expect(await sql(`SELECT "event_name", "workflow_version_id"::text AS "version" FROM "workflow_event_trigger" WHERE "workflow_id" = $1::uuid`, [wf.id])).toEqual([
      { event_name: 'person.created', version: v1.id },
    ]);

    // createDraftFromWorkflowVersion: any version -> a new DRAFT with its trigger and steps; source unchanged.
    const copy = (await data('CreateDraftFromWorkflowVersion', { workflowId: wf.id, versionId: v1.id })).createDraftFromWorkflowVersion;
    expect(copy).toMatchObject({ status: 'DRAFT', name: 'v1', workflowId: wf.id, trigger: v1.trigger, steps: v1.steps });
    expect(copy.id).not.toBe(v1.id);
    expect((await readVersion(v1.id)).status).toBe('ACTIVE');
    expect((await readWorkflow(wf.id)).statuses).toEqual(['ACTIVE', 'DRAFT']);

    // The copy becomes a CRON workflow and is activated: v1 is ARCHIVED, its trigger replaced;
    // a workflow's statuses leave ARCHIVED out.
    await data('UpdateWorkflowVersionTrigger', { id: copy.id, trigger: { type: 'CRON', settings: { pattern: '*/5 * * * *' }, nextStepIds: ['create'] } });
    await data('ActivateWorkflowVersion', { id: copy.id });
    expect((await readVersion(v1.id)).status).toBe('ARCHIVED');
    expect(await readWorkflow(wf.id)).toMatchObject({ statuses: ['ACTIVE'], lastPublishedVersionId: copy.id });
    expect(await sql(`SELECT 1 FROM "workflow_event_trigger" WHERE "workflow_id" = $1::uuid`, [wf.id])).toEqual([]);
    expect(await sql(`SELECT "kind", "schedule_pattern", "payload"->>'workflowVersionId' AS "version" FROM "job" WHERE "dedupe_key" = $1`, [`schedule:workflow:${wf.id}`])).toEqual([
      { kind: 'workflow.cron', schedule_pattern: '*/5 * * * *', version: copy.id },
    ]);

    // ACTIVE and ARCHIVED versions are immutable.
    for (const [id, status] of [[copy.id, 'ACTIVE'], [v1.id, 'ARCHIVED']]) {
      const answer = await gql('CreateWorkflowVersionStep', { id, stepType: 'EMPTY' });
      expect(answer.errors?.[0].message).toBe(`workflowVersionId: version ${id} is ${status} and cannot be changed; edit a copy (createDraftFromWorkflowVersion)`);
    }
    const renamed = await call(app, 'PATCH', `/rest/workflowVersions/${v1.id}`, { name: 'renamed' });
    expect([renamed.status, renamed.body.messages]).toEqual([400, [`${v1.id}: the version is ARCHIVED and cannot be changed; edit a copy (createDraftFromWorkflowVersion)`]]);
    expect((await gql('ActivateWorkflowVersion', { id: copy.id })).errors?.[0].message).toBe(`workflowVersionId: version ${copy.id} is already ACTIVE`);

    // ACTIVE -> DEACTIVATED: the schedule goes; only the ACTIVE version can be deactivated.
    expect(await data('DeactivateWorkflowVersion', { id: copy.id })).toEqual({ deactivateWorkflowVersion: true });
    expect((await readWorkflow(wf.id)).statuses).toEqual(['DEACTIVATED']);
    expect(await sql(`SELECT 1 FROM "job" WHERE "dedupe_key" = $1`, [`schedule:workflow:${wf.id}`])).toEqual([]);
    expect((await gql('DeactivateWorkflowVersion', { id: copy.id })).errors?.[0].message).toMatch(/is DEACTIVATED; only the ACTIVE version can be deactivated$/);
    // The last published version, DEACTIVATED, may be activated again; an ARCHIVED one may not
    // (Twenty's words), and nothing changes.
    const archived = await gql('ActivateWorkflowVersion', { id: v1.id });
    expect(archived.errors?.[0]).toMatchObject({
      message: `workflowVersionId: Cannot activate non-draft or non-last-published version: version ${v1.id} is ARCHIVED; activate a copy of it (createDraftFromWorkflowVersion)`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await readVersion(v1.id)).status).toBe('ARCHIVED');
    await data('ActivateWorkflowVersion', { id: copy.id });
    expect(await readWorkflow(wf.id)).toMatchObject({ statuses: ['ACTIVE'], lastPublishedVersionId: copy.id });
    expect((await readVersion(copy.id)).status).toBe('ACTIVE');
    // A draft copied from the ARCHIVED version is activated: the copy is ARCHIVED in turn.
    const restored = (await data('CreateDraftFromWorkflowVersion', { workflowId: wf.id, versionId: v1.id })).createDraftFromWorkflowVersion;
    expect(restored).toMatchObject({ status: 'DRAFT', trigger: v1.trigger, steps: v1.steps });
    await data('ActivateWorkflowVersion', { id: restored.id });
    expect([(await readVersion(v1.id)).status, (await readVersion(copy.id)).status, (await readVersion(restored.id)).status]).toEqual(['ARCHIVED', 'ARCHIVED', 'ACTIVE']);
    expect(await readWorkflow(wf.id)).toMatchObject({ statuses: ['ACTIVE'], lastPublishedVersionId: restored.id });
    expect(await sql(`SELECT "event_name", "workflow_version_id"::text AS "version" FROM "workflow_event_trigger" WHERE "workflow_id" = $1::uuid`, [wf.id])).toEqual([
      { event_name: 'person.created', version: restored.id },
    ]);
    expect(await sql(`SELECT 1 FROM "job" WHERE "dedupe_key" = $1`, [`schedule:workflow:${wf.id}`])).toEqual([]);
    // An ARCHIVED version can be deleted (only the ACTIVE one cannot).
    expect((await ok(app, 'DELETE', `/rest/workflowVersions/${copy.id}`)).data.deleteWorkflowVersion).toEqual({ id: copy.id });
  });

  it('a DRAFT activated after the last published version was deactivated archives it; a DEACTIVATED version stored before ARCHIVED existed stays as it is and cannot be activated', async () => {
    const wf = await workflow('Paused');
    const trigger = { type: 'MANUAL', settings: {}, nextStepIds: ['create'] };
    const [v1, v2] = [await version(wf.id, { trigger, steps: validSteps }), await version(wf.id, { trigger, steps: validSteps })];
    await data('ActivateWorkflowVersion', { id: v1.id });
    await data('DeactivateWorkflowVersion', { id: v1.id });
    await data('ActivateWorkflowVersion', { id: v2.id });
    expect([(await readVersion(v1.id)).status, (await readVersion(v2.id)).status]).toEqual(['ARCHIVED', 'ACTIVE']);

    // Before ARCHIVED, a replaced version was left DEACTIVATED: no migration changes it, and it
    // is not the last published version, so only a copy of it can be activated.
    await sql(`UPDATE "workflow_version" SET "status" = 'DEACTIVATED' WHERE "id" = $1::uuid`, [v1.id]);
    const refused = await gql('ActivateWorkflowVersion', { id: v1.id });
    expect(refused.errors?.[0]).toMatchObject({
      message: `workflowVersionId: Cannot activate non-draft or non-last-published version: version ${v1.id} is DEACTIVATED; activate a copy of it (createDraftFromWorkflowVersion)`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect([(await readVersion(v1.id)).status, (await readVersion(v2.id)).status]).toEqual(['DEACTIVATED', 'ACTIVE']);
    expect(await readWorkflow(wf.id)).toMatchObject({ statuses: ['ACTIVE'], lastPublishedVersionId: v2.id });
  });

  it('a trigger stored with a plural event name before the rule is stored singular by the migration', async () => {
    const wf = await workflow('Old trigger');
    const draft = await version(wf.id, { trigger: { type: 'DATABASE_EVENT', settings: { eventName: 'person.updated' }, nextStepIds: [] } });
    await sql(`UPDATE "workflow_version" SET "trigger" = jsonb_set("trigger", '{settings,eventName}', '"people.updated"') WHERE "id" = $1::uuid`, [draft.id]);
    expect((await readVersion(draft.id)).trigger.settings.eventName).toBe('people.updated');
    await rerunMigration(app, '20261129001600_singular_event_names');
    expect(await readVersion(draft.id)).toMatchObject({ trigger: { type: 'DATABASE_EVENT', settings: { eventName: 'person.updated' }, nextStepIds: [] }, updatedAt: draft.updatedAt });
  });

  it('deleting a workflow removes its registered trigger with it (a CRON schedule too)', async () => {
    const wf = await workflow('Nightly');
    const cron = await version(wf.id, { trigger: { type: 'CRON', settings: { pattern: '0 3 * * *', timezone: 'Europe/Paris' }, nextStepIds: ['create'] }, steps: validSteps });
    await data('ActivateWorkflowVersion', { id: cron.id });
    expect(await sql(`SELECT "schedule_timezone" FROM "job" WHERE "dedupe_key" = $1`, [`schedule:workflow:${wf.id}`])).toEqual([{ schedule_timezone: 'Europe/Paris' }]);
    expect((await ok(app, 'DELETE', `/rest/workflows/${wf.id}`)).data.deleteWorkflow).toEqual({ id: wf.id });
    expect(await sql(`SELECT 1 FROM "job" WHERE "dedupe_key" = $1`, [`schedule:workflow:${wf.id}`])).toEqual([]);
    const other = await workflow('Events');
    await data('ActivateWorkflowVersion', { id: (await version(other.id, { trigger: { type: 'DATABASE_EVENT', settings: { eventName: 'company.updated' }, nextStepIds: ['create'] }, steps: validSteps })).id });
    expect((await ok(app, 'DELETE', `/rest/workflows?filter=id[eq]:${other.id}`)).data.deleteWorkflows).toEqual([{ id: other.id }]);
    expect(await sql(`SELECT 1 FROM "workflow_event_trigger" WHERE "workflow_id" = $1::uuid`, [other.id])).toEqual([]);
  });

  it('a draft is copied only into its own workflow, and every mutation needs a member key', async () => {
    const [a, b] = [await workflow('A'), await workflow('B')];
    const va = await version(a.id);
    const wrong = await gql('CreateDraftFromWorkflowVersion', { workflowId: b.id, versionId: va.id });
    expect(wrong.errors?.[0].message).toBe(`workflowVersionIdToCopy: version ${va.id} belongs to workflow ${a.id}, not ${b.id}`);
    const denied = await gql('ActivateWorkflowVersion', { id: va.id }, readonlyKey);
    expect(denied.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
