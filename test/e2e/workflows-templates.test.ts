// The four templates (issue 22, point 5): each made by createWorkflowFromTemplate as a workflow
// with one DRAFT version, activated as it is, and run end to end.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { sendJson } from './foundation-support.ts';
import { ok, type Rec } from './records-support.ts';

const DOCUMENT = readFileSync(path.resolve(import.meta.dirname, '../graphql/workflows.graphql'), 'utf8');

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ WORKER_POLL_MS: '20' });
});
afterAll(() => app?.close());

async function data(operationName: string, variables: Rec): Promise<Rec> {
  const answer = (await (await sendJson(app, '/graphql', { method: 'POST', body: { query: DOCUMENT, operationName, variables } })).json()) as Rec;
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data;
}

async function fromTemplate(templateType: string, name?: string): Promise<Rec> {
  const made = (await data('CreateWorkflowFromTemplate', { templateType, name })).createWorkflowFromTemplate;
  await data('ActivateWorkflowVersion', { id: made.workflowVersionId });
  return made;
}

const runs = (workflowId: string, count: number) =>
  waitFor(`${count} ended runs of ${workflowId}`, async () => {
    const list = (await ok(app, 'GET', `/rest/workflowRuns?filter=workflowId[eq]:${workflowId}&order_by=createdAt[AscNullsFirst]`)).data.workflowRuns as Rec[];
    return list.length === count && list.every((run) => ['COMPLETED', 'FAILED'].includes(run.status)) ? list : undefined;
  });

describe('workflow templates', () => {
  it('make a workflow with one valid DRAFT version', async () => {
    const made = (await data('CreateWorkflowFromTemplate', { templateType: 'INBOUND_LEAD_TRIAGE' })).createWorkflowFromTemplate;
    expect(made).toEqual({ success: true, workflowId: expect.any(String), workflowVersionId: expect.any(String), stepsCreated: 3 });
    const workflow = (await ok(app, 'GET', `/rest/workflows/${made.workflowId}?depth=1`)).data.workflow;
    expect(workflow).toMatchObject({ name: 'Inbound lead triage', statuses: ['DRAFT'] });
    expect(workflow.versions).toHaveLength(1);
    expect(workflow.versions[0].steps.every((s: Rec) => s.valid)).toBe(true);
    await ok(app, 'DELETE', `/rest/workflows/${made.workflowId}`);
  });

  it('DEAL_FROM_PERSON and DEAL_FROM_COMPANY create a deal linked to the record they run on', async () => {
    const company = (await ok(app, 'POST', '/rest/companies', { name: 'Acme' })).data.createCompany;
    const person = (await ok(app, 'POST', '/rest/people', { name: { firstName: 'Linus', lastName: 'Deal' }, companyId: company.id })).data.createPerson;
    const fromPerson = await fromTemplate('DEAL_FROM_PERSON', 'Deals from people');
    await data('RunWorkflowVersion', { id: fromPerson.workflowVersionId, objectNameSingular: 'person', recordId: person.id });
    const [personRun] = await runs(fromPerson.workflowId, 1);
    expect(personRun.state.stepInfos.deal.output).toMatchObject({ name: 'Deal with Linus Deal', stage: 'DISCOVERY', pointOfContactId: person.id, companyId: company.id });
    const fromCompany = await fromTemplate('DEAL_FROM_COMPANY');
    await data('RunWorkflowVersion', { id: fromCompany.workflowVersionId, objectNameSingular: 'company', recordId: company.id });
    const [companyRun] = await runs(fromCompany.workflowId, 1);
    expect(companyRun.state.stepInfos.deal.output).toMatchObject({ name: 'Deal with Acme', companyId: company.id, pointOfContactId: null });
  });

  it('CUSTOMER_SUCCESS_HANDOFF makes a task when a deal is won, and only then', async () => {
    const handoff = await fromTemplate('CUSTOMER_SUCCESS_HANDOFF');
    const deal = (await ok(app, 'POST', '/rest/opportunities', { name: 'Big one', stage: 'PROPOSAL' })).data.createOpportunity;
    await ok(app, 'PATCH', `/rest/opportunities/${deal.id}`, { stage: 'NEGOTIATION' });
    await ok(app, 'PATCH', `/rest/opportunities/${deal.id}`, { stage: 'CLOSED_WON' });
    const [notYet, won] = await runs(handoff.workflowId, 2);
    expect(notYet.state.stepInfos).toMatchObject({ won: { output: { passed: false } }, handoff: { status: 'SKIPPED' } });
    expect(won.state.stepInfos.handoff.output).toMatchObject({ title: 'Customer success handoff: Big one', createdBy: { source: 'WORKFLOW', name: 'Customer success handoff' } });
  });

  it('INBOUND_LEAD_TRIAGE makes a task for a lead with company and email, a note otherwise', async () => {
    const triage = await fromTemplate('INBOUND_LEAD_TRIAGE');
    const company = (await ok(app, 'POST', '/rest/companies', { name: 'Known Co' })).data.createCompany;
    await ok(app, 'POST', '/rest/people', { name: { firstName: 'Known', lastName: 'Lead' }, companyId: company.id, emails: { primaryEmail: 'known@known.test' } });
    await ok(app, 'POST', '/rest/people', { name: { firstName: 'Loose', lastName: 'Lead' } });
    const [known, loose] = await runs(triage.workflowId, 2);
    expect(known.state.stepInfos).toMatchObject({ qualify: { status: 'SUCCESS', output: { title: 'Qualify Known Lead (known@known.test)' } }, enrich: { status: 'SKIPPED' } });
    expect(loose.state.stepInfos).toMatchObject({ enrich: { status: 'SUCCESS', output: { title: 'Lead to enrich: Loose Lead' } }, qualify: { status: 'SKIPPED' } });
  });
});
