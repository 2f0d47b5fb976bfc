// The steps that reach outside (issue 22, point 3): HTTP_REQUEST to a real receiver on loopback
// (at least once, with `Idempotency-Key: <runId>:<stepId>`, retried on failure) and SEND_EMAIL
// through SMTP to a real smtp-server on loopback (at most once: a job claimed before is not sent
// again, and is recorded "not confirmed"). The worker is off: the test plays it, job by job, so
// it can also replay a claim as a crashed worker would leave it.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, clock, freezeClock, isoAt } from '../../src/lib/clock.ts';
import { runStepHandler } from '../../src/workflows/executor/run-step-job.ts';
import { WORKFLOW_STEP_JOB } from '../../src/workflows/executor/run-progress.ts';
import type { JobHandler } from '../../src/jobs/worker.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { sendJson } from './foundation-support.ts';
import { ok, type Rec } from './records-support.ts';

const mails: Buffer[] = [];
/** Every RCPT TO the server was given, taken or not. */
const rcptTo: string[] = [];
let smtp: SmtpSink;
const receiver = new Receiver();
let app: TestServer;
let handler: JobHandler;

beforeAll(async () => {
  // closeTimeout (the sink's) stops the server from waiting for a connection that never answers (below).
  smtp = await startSmtpSink({
    onRcptTo(address, _session, callback) {
      rcptTo.push(address.address);
      callback();
    },
    onData(stream, session, callback) {
      // A server that takes the message and never answers: the step must not wait past its deadline.
      if (session.envelope.rcptTo.some((rcpt) => rcpt.address === 'silent@acme.test')) return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks));
        callback(null, 'queued');
      });
    },
  });
  await receiver.start();
  app = await startTestServer({
    WORKER: 'off',
    SMTP_URL: smtp.url,
    WORKFLOW_EMAIL_FROM: 'Automations <robot@acme.test>',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  const { db, records, registry, jobs, email, config } = app.server.services;
  handler = runStepHandler({ db, records, registry, jobs, email, emailFrom: config.workflows.emailFrom, allowPrivateTargets: true, httpTimeoutMs: 5_000, emailTimeoutMs: 5_000 });
  freezeClock();
});
afterAll(async () => {
  await app?.close();
  await receiver.stop();
  await smtp.close();
});

/** Plays the worker: runs every due step job once, in id order; `claims` as the job's attempts count. */
async function drain(claims = 1): Promise<number> {
  let ran = 0;
  for (;;) {
    const due = await app.server.database.sql.query<{ id: string; payload: Rec }>({
      text: `DELETE FROM "job" WHERE "id" = (SELECT "id" FROM "job" WHERE "kind" = $1 AND "run_at" <= $2::timestamptz ORDER BY "id" LIMIT 1) RETURNING "id"::text, "payload"`,
      values: [WORKFLOW_STEP_JOB, isoAt(clock.now())],
    });
    if (due.length === 0) return ran;
    const [job] = due;
    await handler({ id: job.id, kind: WORKFLOW_STEP_JOB, payload: job.payload, attempts: claims, orderingKey: null, dedupeKey: null, runAt: clock.now() } as never, { extendLease: async () => true });
    ran++;
  }
}

const step = (id: string, type: string, input: Rec, nextStepIds: string[] = [], errorHandlingOptions?: Rec) => ({ id, name: id, type, nextStepIds, settings: { input, ...(errorHandlingOptions ? { errorHandlingOptions } : {}) } });

async function startRun(name: string, steps: Rec[], payload: Rec): Promise<string> {
  const workflow = (await ok(app, 'POST', '/rest/workflows', { name })).data.createWorkflow;
  const version = (await ok(app, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, trigger: { type: 'MANUAL', settings: {}, nextStepIds: [steps[0].id] }, steps })).data.createWorkflowVersion;
  const gql = async (query: string, variables: Rec) => (await (await sendJson(app, '/graphql', { method: 'POST', body: { query, variables } })).json()) as Rec;
  expect((await gql('mutation($id: UUID!) { activateWorkflowVersion(workflowVersionId: $id) }', { id: version.id })).errors).toBeUndefined();
  const answer = await gql('mutation($id: UUID!, $p: JSON) { runWorkflowVersion(input: { workflowVersionId: $id, payload: $p }) { workflowRunId } }', { id: version.id, p: payload });
  return answer.data.runWorkflowVersion.workflowRunId;
}
const readRun = async (id: string) => (await ok(app, 'GET', `/rest/workflowRuns/${id}`)).data.workflowRun;

describe('HTTP_REQUEST and SEND_EMAIL', () => {
  it('posts to the receiver with an Idempotency-Key, then mails what it answered through SMTP', async () => {
    const runId = await startRun('Notify', [
      step('post', 'HTTP_REQUEST', { url: `${receiver.url}/hook`, method: 'POST', headers: { 'x-source': 'crm' }, body: { lead: '{{trigger.lead}}', score: '{{trigger.score}}' } }, ['mail']),
      step('mail', 'SEND_EMAIL', { to: 'sales@acme.test, boss@acme.test', subject: 'Lead {{trigger.lead}}: receiver said {{post.status}}', body: 'Score {{trigger.score}}' }),
    ], { lead: 'Ada', score: 42 });
    expect(await drain()).toBe(2);
    const [request] = receiver.at('/hook');
    expect(request.body).toEqual({ lead: 'Ada', score: 42 });
    expect(request.headers).toMatchObject({ 'idempotency-key': `${runId}:post`, 'x-source': 'crm', 'content-type': 'application/json' });
    const run = await readRun(runId);
    expect(run.status).toBe('COMPLETED');
    expect(run.state.stepInfos.post.output).toMatchObject({ status: 200, body: 'ok' });
    const mail = await simpleParser(mails.at(-1)!);
    expect(mail.subject).toBe('Lead Ada: receiver said 200');
    expect(mail.text?.trim()).toBe('Score 42');
    expect(mail.from?.value).toEqual([{ name: 'Automations', address: 'robot@acme.test' }]);
    expect(mail.messageId).toBe(`<${runId}.mail@acme.test>`);
    expect(run.state.stepInfos.mail.output).toEqual({ messageId: `<${runId}.mail@acme.test>`, accepted: ['sales@acme.test', 'boss@acme.test'], rejected: [] });
  });

  it('HTTP_REQUEST is retried on a failing answer, with the same Idempotency-Key (at least once)', async () => {
    receiver.replies.set('/flaky', [503]);
    const runId = await startRun('Flaky', [step('post', 'HTTP_REQUEST', { url: `${receiver.url}/flaky`, method: 'POST', body: { n: 1 } }, [], { retryOnFailure: { value: true } })], {});
    await drain();
    expect((await readRun(runId)).state.stepInfos.post).toEqual({ status: 'RUNNING' });
    advanceClock(1_000);
    await drain();
    const calls = receiver.at('/flaky');
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual([`${runId}:post`, `${runId}:post`]);
    expect((await readRun(runId)).state.stepInfos.post).toMatchObject({ status: 'SUCCESS', output: { status: 200 } });
  });

  // Issue 43, point 11: a value that is not a plain address never reaches the SMTP server.
  it('SEND_EMAIL whose `to` resolves to a line break, a group or a display name FAILS naming the value; nothing is sent', async () => {
    for (const email of ['a@x.test\r\nBcc: victim@y.test', 'a@x.test\nBcc: victim@y.test', 'friends: victim@y.test;', 'Ann <victim@y.test>', '"a@x.test" <victim@y.test>']) {
      const before = { mails: mails.length, rcptTo: rcptTo.length };
      const runId = await startRun('Injected', [step('mail', 'SEND_EMAIL', { to: '{{trigger.email}}', subject: 'Hi', body: 'Hello' })], { email });
      await drain();
      const run = await readRun(runId);
      expect(run.status, email).toBe('FAILED');
      expect(run.state.stepInfos.mail).toEqual({
        status: 'FAILED',
        error: `to: ${JSON.stringify(email)} is not a plain email address (one local@domain, without a display name, group, comma or line break)`,
      });
      expect({ mails: mails.length, rcptTo: rcptTo.length }, email).toEqual(before);
    }
    expect(rcptTo).not.toContain('victim@y.test');
  });

  it('SEND_EMAIL sends to each plain address a list states (an array, or commas); the body goes as plain text, values as they are', async () => {
    const name = '<a href="https://evil.test/login">Reset</a> & co';
    const runId = await startRun('Listed', [step('mail', 'SEND_EMAIL', { to: '{{trigger.emails}}', subject: 'Hi', body: 'Hello {{trigger.name}}' })], { emails: ['one@acme.test', 'two@acme.test'], name });
    await drain();
    const run = await readRun(runId);
    expect(run.state.stepInfos.mail.output).toMatchObject({ accepted: ['one@acme.test', 'two@acme.test'], rejected: [] });
    const mail = await simpleParser(mails.at(-1)!);
    expect(mail.html).toBe(false);
    expect(mail.text?.trim()).toBe(`Hello ${name}`);
  });

  it('SEND_EMAIL found claimed before (a crash) is not sent again: FAILED, "not confirmed"', async () => {
    const runId = await startRun('Once', [step('mail', 'SEND_EMAIL', { to: 'x@acme.test', subject: 'Only once', body: 'Hi' }, [], { retryOnFailure: { value: true } })], {});
    const before = mails.length;
    await drain(2); // the job's second claim: the first worker died after claiming it
    expect(mails.length).toBe(before);
    const run = await readRun(runId);
    expect(run.status).toBe('FAILED');
    expect(run.state.stepInfos.mail).toEqual({ status: 'FAILED', error: 'not confirmed: the server stopped while sending' });
    expect(run.state.workflowRunError).toBe('step "mail" (mail) failed: not confirmed: the server stopped while sending');
  });

  it('SEND_EMAIL waits for the SMTP server no longer than half the lease: FAILED "not confirmed", never retried', async () => {
    const { db, records, registry, jobs, email, config } = app.server.services;
    handler = runStepHandler({ db, records, registry, jobs, email, emailFrom: config.workflows.emailFrom, allowPrivateTargets: true, httpTimeoutMs: 5_000, emailTimeoutMs: 300 });
    try {
      const runId = await startRun('Silent', [step('mail', 'SEND_EMAIL', { to: 'silent@acme.test', subject: 'Anyone?', body: 'Hi' }, [], { retryOnFailure: { value: true } })], {});
      expect(await drain()).toBe(1);
      const run = await readRun(runId);
      expect(run.status).toBe('FAILED');
      expect(run.state.stepInfos.mail.error).toBe("not confirmed: the SMTP server had not taken the email after 300 ms (half the worker's lease); it may still be delivered");
      advanceClock(60_000);
      expect(await drain()).toBe(0);
    } finally {
      handler = runStepHandler({ db, records, registry, jobs, email, emailFrom: config.workflows.emailFrom, allowPrivateTargets: true, httpTimeoutMs: 5_000, emailTimeoutMs: 5_000 });
    }
  });

  it('an HTTP_REQUEST to a private address is refused unless WEBHOOK_ALLOW_PRIVATE_TARGETS (the webhook SSRF rules)', async () => {
    const { db, records, registry, jobs, email } = app.server.services;
    handler = runStepHandler({ db, records, registry, jobs, email, emailFrom: 'robot@acme.test', allowPrivateTargets: false, httpTimeoutMs: 5_000, emailTimeoutMs: 5_000 });
    try {
      const runId = await startRun('Private', [step('post', 'HTTP_REQUEST', { url: `${receiver.url}/private`, method: 'POST', body: {} })], {});
      await drain();
      const run = await readRun(runId);
      expect(run.status).toBe('FAILED');
      expect(run.state.stepInfos.post.error).toMatch(/private|loopback|not allowed/i);
      expect(receiver.at('/private')).toEqual([]);
    } finally {
      handler = runStepHandler({ db, records, registry, jobs, email, emailFrom: app.server.services.config.workflows.emailFrom, allowPrivateTargets: true, httpTimeoutMs: 5_000, emailTimeoutMs: 5_000 });
    }
  });
});
