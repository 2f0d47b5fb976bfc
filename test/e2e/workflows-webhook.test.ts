// WEBHOOK triggers (issue 22, point 4): POST /webhooks/workflows/{workflowId} with the workflow's
// write-only webhookSecret as the bearer starts a run of its ACTIVE version, the body as the
// trigger's output; no or a wrong secret is a 401 (an unknown workflow too), an ACTIVE version
// without a WEBHOOK trigger a 404, and each workflow has its own token bucket. Every answer is
// checked against the OpenAPI document (issue 43, point 9: the route is in it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezeClock, unfreezeClock } from '../../src/lib/clock.ts';
import { assertMatchesContract } from '../support/contract.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { sendJson } from './foundation-support.ts';
import { call, ok, type Rec } from './records-support.ts';

let app: TestServer;
let limited: TestServer;
beforeAll(async () => {
  app = await startTestServer({ WORKER_POLL_MS: '20' });
  limited = await startTestServer({ RATE_LIMIT: 'on', RATE_LIMIT_BURST: '6', RATE_LIMIT_PER_SECOND: '1' });
});
afterAll(async () => {
  await app?.close();
  await limited?.close();
});

const SECRET = 'whsec_workflow_0123456789abcdef';

async function webhookWorkflow(server: TestServer, trigger: Rec = { type: 'WEBHOOK', settings: { httpMethod: 'POST' }, nextStepIds: ['task'] }): Promise<string> {
  const workflow = (await ok(server, 'POST', '/rest/workflows', { name: 'Inbound form', webhookSecret: SECRET })).data.createWorkflow;
  const steps = [{ id: 'task', name: 'task', type: 'CREATE_RECORD', nextStepIds: [], settings: { input: { objectName: 'task', objectRecord: { title: 'Form from {{trigger.email}}' } } } }];
  const version = (await ok(server, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, trigger, steps })).data.createWorkflowVersion;
  const answer = (await (await sendJson(server, '/graphql', { method: 'POST', body: { query: 'mutation($id: UUID!) { activateWorkflowVersion(workflowVersionId: $id) }', variables: { id: version.id } } })).json()) as Rec;
  expect(answer.errors).toBeUndefined();
  return workflow.id;
}

/** A call of the webhook; every answer must be one the OpenAPI document states (status and body). */
async function hook(server: TestServer, workflowId: string, body: unknown, secret: string | null = SECRET): Promise<Response> {
  const response = await fetch(`${server.baseUrl}/webhooks/workflows/${workflowId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { authorization: `Bearer ${secret}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  assertMatchesContract('POST', '/webhooks/workflows/{workflowId}', response.status, await response.clone().json());
  return response;
}

describe('WEBHOOK triggers', () => {
  it('the secret is write-only: never answered, not filterable', async () => {
    const workflow = (await ok(app, 'POST', '/rest/workflows', { name: 'Secretive', webhookSecret: SECRET })).data.createWorkflow;
    expect(workflow).not.toHaveProperty('webhookSecret');
    expect((await ok(app, 'GET', `/rest/workflows/${workflow.id}`)).data.workflow).not.toHaveProperty('webhookSecret');
    const probe = await call(app, 'GET', `/rest/workflows?filter=${encodeURIComponent(`webhookSecret[eq]:${SECRET}`)}`);
    expect(probe.status).toBe(400);
    expect(probe.body.messages[0]).toMatch(/unknown field 'webhookSecret' on workflow/);
    expect(JSON.stringify((await ok(app, 'GET', '/rest/workflows')).data)).not.toContain(SECRET);
  });

  it('a call with the secret starts a run with the body as the trigger output', async () => {
    const workflowId = await webhookWorkflow(app);
    const response = await hook(app, workflowId, { email: 'ada@form.test', message: 'Call me' });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as Rec;
    const run = await waitFor('the run to complete', async () => {
      const current = (await ok(app, 'GET', `/rest/workflowRuns/${data.workflowRunId}`)).data.workflowRun;
      return current.status === 'COMPLETED' ? current : undefined;
    });
    expect(run.createdBy).toMatchObject({ source: 'WEBHOOK', name: 'Inbound form' });
    expect(run.state.stepInfos.trigger.output).toEqual({ email: 'ada@form.test', message: 'Call me' });
    expect(run.state.stepInfos.task.output).toMatchObject({ title: 'Form from ada@form.test' });
  });

  it('refuses no or a wrong secret (401), an unknown workflow alike, a workflow without a WEBHOOK trigger (404), a body that is not an object (400)', async () => {
    const workflowId = await webhookWorkflow(app);
    const manual = await webhookWorkflow(app, { type: 'MANUAL', settings: {}, nextStepIds: ['task'] });
    for (const [id, secret, status] of [
      [workflowId, null, 401],
      [workflowId, 'wrong', 401],
      ['0196a3c0-0000-7000-8000-00000000dead', SECRET, 401],
      ['not-a-uuid', SECRET, 401],
      [manual, SECRET, 404],
    ] as const) {
      const response = await hook(app, id, {}, secret);
      expect(response.status, `${id} ${secret}`).toBe(status);
      expect(await response.json()).toMatchObject({ statusCode: status, code: status === 401 ? 'UNAUTHENTICATED' : 'RECORD_NOT_FOUND' });
    }
    const array = await hook(app, workflowId, [1, 2]);
    expect(array.status).toBe(400);
    expect(await array.json()).toMatchObject({ code: 'VALIDATION_FAILED', messages: ['body: must be a JSON object (the trigger\'s output)'] });
    const malformed = await hook(app, workflowId, '{"email":');
    expect(malformed.status).toBe(400);
  });

  it('each workflow has its own token bucket (RATE_LIMIT_BURST)', async () => {
    const workflowId = await webhookWorkflow(limited);
    // The clock stands still while the bucket is drained: on a loaded machine 8 requests can
    // take over a second, and a token refilled in between would let a seventh through.
    freezeClock();
    const statuses: number[] = [];
    let refused: Response;
    try {
      for (let i = 0; i < 8; i++) statuses.push((await hook(limited, workflowId, { n: i })).status);
      refused = await hook(limited, workflowId, {});
    } finally {
      unfreezeClock();
    }
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', messages: [expect.stringMatching(/^rate limit exceeded for this workflow's webhook/)] });
  });
});
