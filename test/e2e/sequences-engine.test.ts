// The sequence engine end to end (issue 24, points 2-8): activation and enrollment start runs,
// SEND_EMAIL goes through SMTP to a real smtp-server on loopback (rendered, From the sender,
// one per person and step), delays, days, windows and daily limits on the service clock (moved,
// never slept), branches, CREATE_TASK, deactivation, a reply through the ingest endpoint
// threaded by the stored Message-ID, the at-most-once rule, retry and reset. The worker is off:
// the test plays it, job by job, as workflows-io-steps.test.ts does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobHandler } from '../../src/jobs/worker.ts';
import { advanceClock, clock, freezeClock, isoAt } from '../../src/lib/clock.ts';
import { createChannelProvider } from '../../src/sequences/channel-providers.ts';
import { SEQUENCE_STEP_JOB } from '../../src/sequences/runner/schedule.ts';
import { stepJobHandler } from '../../src/sequences/runner/step-job.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { sendJson } from './foundation-support.ts';
import { call, ok, type Rec } from './records-support.ts';

const mails: ParsedMail[] = [];
/** Every RCPT TO the server was given. */
const rcptTo: string[] = [];
/** Recipients the SMTP server refuses for a while (4xx): a temporary failure. */
const busy = new Set<string>();
let smtp: SmtpSink;
let app: TestServer;
let handler: JobHandler;
/** The same runner with CHANNEL_WEBHOOK_URL's provider: LinkedIn and WhatsApp messages are POSTed to `provider`. */
let webhookHandler: JobHandler;
const provider = new Receiver();

beforeAll(async () => {
  smtp = await startSmtpSink({
    onRcptTo(address, _session, callback) {
      rcptTo.push(address.address);
      if (busy.has(address.address)) return callback(Object.assign(new Error('try later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        mails.push(mail);
        callback(null, 'queued');
      }, callback);
    },
  });
  app = await startTestServer({ WORKER: 'off', SMTP_URL: smtp.url });
  const { db, records, registry, jobs, email, inbox } = app.server.services;
  handler = stepJobHandler({ db, records, registry, jobs, email, inbox, provider: createChannelProvider({ allowPrivateTargets: false, timeoutMs: 1_000 }), sendTimeoutMs: 5_000 });
  await provider.start();
  const webhook = createChannelProvider({ webhookUrl: `${provider.url}/messages`, allowPrivateTargets: true, timeoutMs: 2_000 });
  webhookHandler = stepJobHandler({ db, records, registry, jobs, email, inbox, provider: webhook, sendTimeoutMs: 5_000 });
  freezeClock();
});
afterAll(async () => {
  await app?.close();
  await provider.stop();
  await smtp.close();
});
beforeEach(() => {
  mails.length = 0;
});

/** Plays the worker: runs every due step job, in due order, until none is due; a wait moves the job. */
async function drain(run: JobHandler = handler): Promise<number> {
  let ran = 0;
  for (;;) {
    const [job] = await app.server.database.sql.query<{ id: string; payload: Rec; attempts: number }>({
      text: `UPDATE "job" SET "attempts" = "attempts" + 1 WHERE "id" = (SELECT "id" FROM "job" WHERE "kind" = $1 AND "run_at" <= $2::timestamptz ORDER BY "run_at", "id" LIMIT 1) RETURNING "id"::text, "payload", "attempts"`,
      values: [SEQUENCE_STEP_JOB, isoAt(clock.now())],
    });
    if (!job) return ran;
    const outcome = await run({ id: job.id, kind: SEQUENCE_STEP_JOB, payload: job.payload, attempts: job.attempts, orderingKey: null, dedupeKey: null, runAt: clock.now() } as never, { extendLease: async () => true });
    if ('waitUntil' in outcome) await app.server.database.sql.execute({ text: `UPDATE "job" SET "run_at" = $2::timestamptz WHERE "id" = $1`, values: [job.id, isoAt(outcome.waitUntil)] });
    else await app.server.database.sql.execute({ text: `DELETE FROM "job" WHERE "id" = $1`, values: [job.id] });
    ran++;
    if (ran > 500) throw new Error('the jobs never end');
  }
}

/** Step job due times (ISO), by step id. */
const dueJobs = async () =>
  app.server.database.sql.query<{ step_id: string; run_at: Date }>({ text: `SELECT "payload" ->> 'stepId' AS "step_id", "run_at" FROM "job" WHERE "kind" = $1 ORDER BY "run_at"`, values: [SEQUENCE_STEP_JOB] });

/** The operations the tests send, contract-checked against the SDL (test/graphql/sequences.graphql). */
const DOCUMENT = readFileSync(path.resolve(import.meta.dirname, '../graphql/sequences.graphql'), 'utf8');

async function gql(operationName: string, variables: Rec): Promise<Rec> {
  const answer = (await (await sendJson(app, '/graphql', { method: 'POST', body: { query: DOCUMENT, operationName, variables } })).json()) as Rec;
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data;
}

interface StepSpec {
  key: string;
  type: string;
  input?: Rec;
  delay?: Rec | null;
  /** Keys of the next steps ([whenTrue, whenFalse] for a condition). */
  next?: string[];
}

/** A sequence with these steps (the first is the entry), built through the GraphQL step mutations; answers its id and the step ids by key. */
async function sequenceWith(name: string, specs: StepSpec[], settings?: Rec): Promise<{ id: string; steps: Record<string, string> }> {
  const sequence = (await ok(app, 'POST', '/rest/sequences', { name, ...(settings ? { settings } : {}) })).data.createSequence;
  const ids: Record<string, string> = {};
  let previous: string | null = null;
  for (const [i, spec] of specs.entries()) {
    await gql('CreateSequenceStep', { sequenceId: sequence.id, stepType: spec.type, parentStepId: previous, isFirstStep: i === 0, position: { x: 0, y: i * 100 } });
    const steps = (await ok(app, 'GET', `/rest/sequences/${sequence.id}`)).data.sequence.steps as Rec[];
    const created = steps.find((step) => !Object.values(ids).includes(step.id))!;
    ids[spec.key] = created.id;
    previous = created.id;
  }
  for (const spec of specs) {
    await gql('UpdateSequenceStep', {
      sequenceId: sequence.id,
      step: { id: ids[spec.key], name: spec.key, type: spec.type, nextStepIds: (spec.next ?? []).map((key) => ids[key]), settings: { input: spec.input ?? {}, delay: spec.delay ?? null } },
    });
  }
  return { id: sequence.id, steps: ids };
}

let people = 0;
async function person(firstName: string, extra: Rec = {}): Promise<string> {
  people++;
  const body = { name: { firstName, lastName: 'Tester' }, emails: { primaryEmail: `${firstName.toLowerCase()}.${people}@client.test` }, ...extra };
  return (await ok(app, 'POST', '/rest/people', body)).data.createPerson.id;
}

async function sender(sequenceId: string, identifier: string, extra: Rec = {}): Promise<string> {
  const created = (await ok(app, 'POST', '/rest/sequenceSenders', { sequenceId, platformType: 'EMAIL', identifier, ...extra })).data.createSequenceSender;
  await activateSender(created.id);
  return created.id;
}

async function activateSender(id: string): Promise<void> {
  await gql('ActivateSequenceSenders', { senderActions: [{ sequenceSenderId: id, actionType: 'message' }] });
}

const enroll = async (sequenceId: string, personId: string) => (await ok(app, 'POST', '/rest/sequencePeople', { sequenceId, personId })).data.createSequencePerson;
const activate = (sequenceId: string) => call(app, 'PATCH', `/rest/sequences/${sequenceId}`, { status: 'ACTIVE' });
const runOf = async (sequencePersonId: string) => (await ok(app, 'GET', `/rest/sequenceRuns?filter=sequencePersonId[eq]:${sequencePersonId}`)).data.sequenceRuns[0];
const enrollmentOf = async (id: string) => (await ok(app, 'GET', `/rest/sequencePeople/${id}?depth=0`)).data.sequencePerson;
const mailTo = (address: string) => mails.filter((mail) => (mail.to as { value: Array<{ address: string }> }).value[0].address === address);

/** The stored message of a Message-ID, with its direction and channel (a list of messages needs a thread, so read by SQL). */
async function storedMessage(headerMessageId: string) {
  const rows = await app.server.database.sql.query<{ id: string; message_thread_id: string; direction: string; handle: string }>({
    text: `SELECT "m"."id"::text, "m"."message_thread_id"::text, "a"."direction", "c"."handle" FROM "message" AS "m"
      JOIN "message_channel_message_association" AS "a" ON "a"."message_id" = "m"."id" JOIN "message_channel" AS "c" ON "c"."id" = "a"."message_channel_id"
      WHERE "m"."header_message_id" = $1`,
    values: [headerMessageId],
  });
  return rows;
}

const EMAIL = (subject: string, body: string, more: Rec = {}) => ({ subject, body, ...more });

describe('sending email', () => {
  it('activation starts every enrollment: one rendered email per person, From the sender, stored OUTGOING in the inbox', async () => {
    const company = (await ok(app, 'POST', '/rest/companies', { name: 'Acme Rockets' })).data.createCompany.id;
    const seq = await sequenceWith('Intro', [{ key: 'intro', type: 'SEND_EMAIL', input: EMAIL('Hello {{person.name.firstName}}', '<p>How is {{person.company.name}}?</p>') }]);
    const from = await sender(seq.id, 'sales@vendor.test');
    const ada = await person('Ada', { companyId: company });
    const bob = await person('Bob', { companyId: company });
    const enrollments = [await enroll(seq.id, ada), await enroll(seq.id, bob)];
    expect(enrollments[0].senderIds).toBeNull();
    expect((await activate(seq.id)).status).toBe(200);
    expect((await enrollmentOf(enrollments[0].id)).senderIds).toEqual({ EMAIL: from });
    expect(await drain()).toBe(2);
    expect(mails).toHaveLength(2);
    const [adaMail] = mailTo(`ada.${people - 1}@client.test`);
    expect(adaMail.subject).toBe('Hello Ada');
    expect(adaMail.html).toContain('How is Acme Rockets?');
    expect(adaMail.from?.value).toEqual([{ address: 'sales@vendor.test', name: '' }]);
    for (const enrollment of enrollments) {
      const run = await runOf(enrollment.id);
      expect(run.status).toBe('COMPLETED');
      expect(run.state.stepInfos[seq.steps.intro]).toMatchObject({ status: 'SUCCESS', messageId: expect.stringMatching(/@vendor\.test>$/) });
      expect((await enrollmentOf(enrollment.id)).status).toBe('COMPLETED');
    }
    // The inbox holds it: OUTGOING on the sender's channel, from the sender, to the person (matched).
    const stored = await storedMessage(adaMail.messageId!);
    expect(stored).toEqual([expect.objectContaining({ direction: 'OUTGOING', handle: 'sales@vendor.test' })]);
    const participants = (await ok(app, 'GET', `/rest/messageParticipants?filter=messageId[eq]:${stored[0].id}`)).data.messageParticipants as Rec[];
    expect(participants.map((p) => [p.role, p.handle, p.personId])).toEqual(expect.arrayContaining([['from', 'sales@vendor.test', null], ['to', `ada.${people - 1}@client.test`, ada]]));
    // Nothing more to send: the jobs are gone, and running again sends nothing.
    expect(await drain()).toBe(0);
    expect(mails).toHaveLength(2);
  });

  // Issue 43, point 12: a record value is text in the HTML part (escaped), as it is in the text part.
  it('the values of variables are HTML-escaped in the HTML part and as they are in the text part and the inbox', async () => {
    const seq = await sequenceWith('Escaped', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Hello {{person.name.firstName}}', '<p>Hello {{person.name.firstName}}</p>') }]);
    await sender(seq.id, 'escaped@vendor.test');
    const firstName = '<a href="https://evil.test/login">Reset your password</a>';
    const enrollment = await enroll(seq.id, await person('Eve', { name: { firstName } }));
    await activate(seq.id);
    expect(await drain()).toBe(1);
    const [mail] = mails;
    expect(mail.html).toBe('<p>Hello &lt;a href=&quot;https://evil.test/login&quot;&gt;Reset your password&lt;/a&gt;</p>');
    expect(mail.html).not.toContain('<a ');
    expect(mail.text?.trim()).toBe(`Hello ${firstName}`);
    expect(mail.subject).toBe(`Hello ${firstName}`);
    // The inbox's copy is the text the person reads.
    const [stored] = await storedMessage(mail.messageId!);
    expect((await ok(app, 'GET', `/rest/messages/${stored.id}`)).data.message.text).toBe(`Hello ${firstName}`);
    expect((await runOf(enrollment.id)).status).toBe('COMPLETED');
  });

  it('an enrollment into an ACTIVE sequence starts in its own transaction; senders are assigned round robin', async () => {
    const seq = await sequenceWith('Round robin', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Hi', 'Hello') }]);
    const first = await sender(seq.id, 'one@vendor.test');
    const second = await sender(seq.id, 'two@vendor.test');
    expect((await activate(seq.id)).status).toBe(200);
    const enrolled = [];
    for (const name of ['Cy', 'Di', 'Ed', 'Flo']) enrolled.push(await enroll(seq.id, await person(name)));
    expect(enrolled.map((e) => e.senderIds.EMAIL)).toEqual([first, second, first, second]);
    expect(await drain()).toBe(4);
    expect(mails.map((mail) => mail.from?.value[0].address).sort()).toEqual(['one@vendor.test', 'one@vendor.test', 'two@vendor.test', 'two@vendor.test']);
  });

  it('waits for its delay, then for its weekday and window in the sequence time zone', async () => {
    const seq = await sequenceWith(
      'Paris mornings',
      [
        { key: 'first', type: 'SEND_EMAIL', input: EMAIL('First', 'One'), next: ['later'] },
        { key: 'later', type: 'SEND_EMAIL', input: EMAIL('Later', 'Two', { days: [1, 2, 3, 4, 5], window: { start: '09:00', end: '10:00' } }), delay: { unit: 'DAYS', value: 2 } },
      ],
      { timezone: 'Europe/Paris' },
    );
    await sender(seq.id, 'paris@vendor.test');
    await activate(seq.id);
    const enrollment = await enroll(seq.id, await person('Gus'));
    expect(await drain()).toBe(1);
    expect(mails.map((mail) => mail.subject)).toEqual(['First']);
    const [job] = await dueJobs();
    const due = new Date(job.run_at).getTime();
    // At least two days on, on a weekday, between 09:00 and 10:00 in Paris.
    expect(due).toBeGreaterThanOrEqual(clock.now() + 2 * 86_400_000);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(due));
    expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 09:\d\d$/);
    expect((await runOf(enrollment.id)).state.stepInfos[seq.steps.later]).toMatchObject({ status: 'SCHEDULED', dueAt: new Date(due).toISOString() });
    expect(await drain()).toBe(0);
    advanceClock(due - clock.now());
    expect(await drain()).toBe(1);
    expect(mails.map((mail) => mail.subject)).toEqual(['First', 'Later']);
    expect((await runOf(enrollment.id)).status).toBe('COMPLETED');
  });

  it('a daily limit moves the step to the next day; it does not fail it', async () => {
    const seq = await sequenceWith('Limited', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Limited', 'x') }]);
    await sender(seq.id, 'limited@vendor.test', { dailyLimit: 1 });
    const enrolled = [await enroll(seq.id, await person('Hal')), await enroll(seq.id, await person('Ivy'))];
    await activate(seq.id);
    expect(await drain()).toBe(2);
    expect(mails).toHaveLength(1);
    const runs = await Promise.all(enrolled.map((e) => runOf(e.id)));
    const waiting = runs.find((run) => run.status !== 'COMPLETED');
    expect(waiting.status).toBe('ENQUEUED');
    expect(Date.parse(waiting.state.stepInfos[seq.steps.hi].dueAt)).toBeGreaterThan(clock.now());
    advanceClock(Date.parse(waiting.state.stepInfos[seq.steps.hi].dueAt) - clock.now());
    expect(await drain()).toBe(1);
    expect(mails).toHaveLength(2);
  });

  it('a sender without a limit is counted after each send, so a limit set later that day applies to the earlier sends', async () => {
    const seq = await sequenceWith('Unlimited', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Unlimited', 'x') }]);
    const senderId = await sender(seq.id, 'unlimited@vendor.test');
    await enroll(seq.id, await person('Kim'));
    await enroll(seq.id, await person('Lou'));
    await activate(seq.id);
    expect(await drain()).toBe(2);
    expect(mails.filter((mail) => mail.subject === 'Unlimited')).toHaveLength(2);
    await ok(app, 'PATCH', `/rest/sequenceSenders/${senderId}`, { dailyLimit: 2 });
    const late = await enroll(seq.id, await person('Max'));
    expect(await drain()).toBe(1);
    expect(mails.filter((mail) => mail.subject === 'Unlimited')).toHaveLength(2);
    const run = await runOf(late.id);
    expect(run.status).toBe('ENQUEUED');
    expect(Date.parse(run.state.stepInfos[seq.steps.hi].dueAt)).toBeGreaterThan(clock.now());
    // Its job would send tomorrow, in a later test's day: the sequence stops here.
    await ok(app, 'PATCH', `/rest/sequences/${seq.id}`, { status: 'DEACTIVATED' });
  });

  it('a temporary SMTP refusal is tried again after a backoff; the email leaves once', async () => {
    const seq = await sequenceWith('Busy', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Busy', 'x') }]);
    await sender(seq.id, 'busy@vendor.test');
    const personId = await person('Jay');
    const address = `jay.${people}@client.test`;
    busy.add(address);
    const enrollment = await enroll(seq.id, personId);
    await activate(seq.id);
    expect(await drain()).toBe(1);
    const run = await runOf(enrollment.id);
    expect(run.state.stepInfos[seq.steps.hi]).toMatchObject({ status: 'SCHEDULED', attempt: 2 });
    busy.delete(address);
    advanceClock(60_000);
    expect(await drain()).toBe(1);
    expect(mailTo(address)).toHaveLength(1);
    expect((await runOf(enrollment.id)).status).toBe('COMPLETED');
  });
});

describe('other steps', () => {
  it('branches on HAS_EMAIL_ADDRESS; CREATE_TASK writes a task linked to the person, as the sequence', async () => {
    const seq = await sequenceWith('Branching', [
      { key: 'check', type: 'HAS_EMAIL_ADDRESS', next: ['mail', 'task'] },
      { key: 'mail', type: 'SEND_EMAIL', input: EMAIL('Has mail', 'x') },
      { key: 'task', type: 'CREATE_TASK', input: { objectRecord: { title: 'Call {{person.name.firstName}}', status: 'TODO' } } },
    ]);
    await sender(seq.id, 'branch@vendor.test');
    const withMail = await enroll(seq.id, await person('Kim'));
    const noMailPerson = (await ok(app, 'POST', '/rest/people', { name: { firstName: 'Lou', lastName: 'Nomail' } })).data.createPerson.id;
    const noMail = await enroll(seq.id, noMailPerson);
    expect((await activate(seq.id)).status).toBe(200);
    await drain();
    expect(mails.map((mail) => mail.subject)).toEqual(['Has mail']);
    expect((await runOf(withMail.id)).state.flow).toEqual([seq.steps.check, seq.steps.mail]);
    const run = await runOf(noMail.id);
    expect(run.status).toBe('COMPLETED');
    expect(run.state.flow).toEqual([seq.steps.check, seq.steps.task]);
    const task = (await ok(app, 'GET', `/rest/tasks/${run.state.stepInfos[seq.steps.task].result.taskId}?depth=1`)).data.task;
    expect(task).toMatchObject({ title: 'Call Lou', status: 'TODO', createdBy: { source: 'SEQUENCE', name: 'Branching' } });
    expect(task.taskTargets.map((target: Rec) => target.personId)).toEqual([noMailPerson]);
  });

  it('a variable that resolves to null fails that person\'s step, naming it; fixed and retried, it sends', async () => {
    const seq = await sequenceWith('Needs company', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('For {{person.company.name}}', 'x') }]);
    await sender(seq.id, 'company@vendor.test');
    const personId = await person('Max');
    const enrollment = await enroll(seq.id, personId);
    await activate(seq.id);
    await drain();
    expect(mails).toHaveLength(0);
    const run = await runOf(enrollment.id);
    expect(run.status).toBe('FAILED');
    expect(run.state.sequenceRunError).toEqual({ failedStepId: seq.steps.hi, error: expect.stringContaining('{{person.company.name}}') });
    const errors = await gql('SequenceErrors', { sequenceId: seq.id });
    expect(errors.sequenceErrors.peopleErrors).toEqual([{ sequencePersonId: enrollment.id, sequenceRunId: run.id, failedStepId: seq.steps.hi, failedStepError: expect.stringContaining('person.company.name') }]);
    const company = (await ok(app, 'POST', '/rest/companies', { name: 'Fixed Inc' })).data.createCompany.id;
    await ok(app, 'PATCH', `/rest/people/${personId}`, { companyId: company });
    await gql('RetrySequenceSteps', { input: [{ sequenceId: seq.id, sequenceRunId: run.id }] });
    await drain();
    expect(mails.map((mail) => mail.subject)).toEqual(['For Fixed Inc']);
    expect((await runOf(enrollment.id)).status).toBe('COMPLETED');
  });

  // Issue 43, point 11: the sender's and the person's addresses must each be one plain address.
  it('a sender identifier or a person email that is not one plain address fails the step naming it; nothing is sent', async () => {
    const injected = 'sales@vendor.test\r\nBcc: victim@y.test';
    const bySender = await sequenceWith('Injected sender', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('x', 'y') }]);
    const senderId = await sender(bySender.id, injected);
    const first = await enroll(bySender.id, await person('Oli'));
    await activate(bySender.id);
    const byPerson = await sequenceWith('Injected person', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('x', 'y') }]);
    await sender(byPerson.id, 'plain@vendor.test');
    const grouped = 'friends:victim@y.test;';
    const second = await enroll(byPerson.id, await person('Pia', { emails: { primaryEmail: grouped } }));
    await activate(byPerson.id);
    const before = rcptTo.length;
    await drain();
    const why = (value: string) => `${JSON.stringify(value)} is not a plain email address (one local@domain, without a display name, group, comma or line break)`;
    expect((await runOf(first.id)).state.sequenceRunError).toEqual({ failedStepId: bySender.steps.hi, error: `sender ${senderId}'s identifier: ${why(injected)}` });
    expect((await runOf(first.id)).status).toBe('FAILED');
    expect((await runOf(second.id)).state.sequenceRunError).toEqual({ failedStepId: byPerson.steps.hi, error: `the person's email: ${why(grouped)}` });
    expect(mails).toEqual([]);
    expect(rcptTo.length).toBe(before);
  });

  it('a person without an email address fails the step', async () => {
    const seq = await sequenceWith('No address', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('x', 'y') }]);
    await sender(seq.id, 'noaddr@vendor.test');
    const personId = (await ok(app, 'POST', '/rest/people', { name: { firstName: 'Ned', lastName: 'Nomail' } })).data.createPerson.id;
    const enrollment = await enroll(seq.id, personId);
    await activate(seq.id);
    await drain();
    expect((await runOf(enrollment.id)).state.sequenceRunError.error).toBe('the person has no email address');
  });
});

describe('LinkedIn, WhatsApp and notes', () => {
  const platformSender = async (sequenceId: string, platformType: string, identifier: string) => {
    const id = (await ok(app, 'POST', '/rest/sequenceSenders', { sequenceId, platformType, identifier })).data.createSequenceSender.id;
    await activateSender(id);
    return id;
  };

  it('the record provider stores a LinkedIn message OUTGOING on the sender\'s channel; CREATE_NOTE reads {{sequencePerson.*}}', async () => {
    const seq = await sequenceWith('LinkedIn', [{ key: 'dm', type: 'SEND_LINKEDIN', input: { message: 'Hi {{person.name.firstName}}', senderId: '' }, next: ['note'] }, { key: 'note', type: 'CREATE_NOTE', input: { objectRecord: { title: 'Messaged (replied: {{sequencePerson.hasReplied}})' } } }]);
    const linkedin = await platformSender(seq.id, 'LINKEDIN', 'https://www.linkedin.com/in/sales-ann');
    await gql('UpdateSequenceStep', { sequenceId: seq.id, step: { id: seq.steps.dm, type: 'SEND_LINKEDIN', nextStepIds: [seq.steps.note], settings: { input: { message: 'Hi {{person.name.firstName}}', senderId: linkedin } } } });
    const personId = await person('Uma', { linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/in/uma' } });
    const enrollment = await enroll(seq.id, personId);
    expect((await activate(seq.id)).status).toBe(200);
    await drain();
    const run = await runOf(enrollment.id);
    expect(run.status).toBe('COMPLETED');
    expect(provider.at('/messages')).toHaveLength(0);
    const messages = await app.server.database.sql.query<{ text: string; direction: string; type: string }>({
      text: `SELECT "m"."text", "a"."direction", "c"."type" FROM "message" AS "m" JOIN "message_channel_message_association" AS "a" ON "a"."message_id" = "m"."id"
        JOIN "message_channel" AS "c" ON "c"."id" = "a"."message_channel_id" WHERE "c"."handle" = $1`,
      values: ['https://www.linkedin.com/in/sales-ann'],
    });
    expect(messages).toEqual([{ text: 'Hi Uma', direction: 'OUTGOING', type: 'linkedin' }]);
    const note = (await ok(app, 'GET', `/rest/notes/${run.state.stepInfos[seq.steps.note].result.noteId}?depth=1`)).data.note;
    expect(note.title).toBe('Messaged (replied: false)');
    expect(note.noteTargets.map((target: Rec) => target.personId)).toEqual([personId]);
  });

  it('with CHANNEL_WEBHOOK_URL a WhatsApp message is POSTed to the provider with its Idempotency-Key, once', async () => {
    const seq = await sequenceWith('WhatsApp', [{ key: 'wa', type: 'SEND_WHATSAPP', input: { message: 'Hola {{person.name.firstName}}', senderId: '' } }]);
    const whatsapp = await platformSender(seq.id, 'WHATSAPP', '+33100000000');
    await gql('UpdateSequenceStep', { sequenceId: seq.id, step: { id: seq.steps.wa, type: 'SEND_WHATSAPP', nextStepIds: [], settings: { input: { message: 'Hola {{person.name.firstName}}', senderId: whatsapp } } } });
    const enrollment = await enroll(seq.id, await person('Vic', { phones: { primaryPhoneNumber: '612345678', primaryPhoneCallingCode: '+33', primaryPhoneCountryCode: 'FR' } }));
    await activate(seq.id);
    await drain(webhookHandler);
    const posted = provider.at('/messages');
    expect(posted).toHaveLength(1);
    const run = await runOf(enrollment.id);
    expect(posted[0].body).toMatchObject({ event: 'sequence.message', platform: 'WHATSAPP', from: { senderId: whatsapp, identifier: '+33100000000' }, to: '+33612345678', text: 'Hola Vic', stepId: seq.steps.wa });
    expect(posted[0].headers['idempotency-key']).toBe(run.state.stepInfos[seq.steps.wa].messageId);
    expect(run.status).toBe('COMPLETED');
    expect(await drain(webhookHandler)).toBe(0);
    expect(provider.at('/messages')).toHaveLength(1);
  });
});

describe('lifecycle', () => {
  it('a PAUSED enrollment waits; PATCHed ACTIVE again it goes on', async () => {
    const seq = await sequenceWith('Pause one', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('After pause', 'x') }]);
    await sender(seq.id, 'pauseone@vendor.test');
    await activate(seq.id);
    const enrollment = await enroll(seq.id, await person('Wes'));
    await ok(app, 'PATCH', `/rest/sequencePeople/${enrollment.id}`, { status: 'PAUSED' });
    await drain();
    expect(mails).toHaveLength(0);
    await ok(app, 'PATCH', `/rest/sequencePeople/${enrollment.id}`, { status: 'ACTIVE' });
    await drain();
    expect(mails.map((mail) => mail.subject)).toEqual(['After pause']);
  });

  it('a sender paused (or deleted) is replaced by another ACTIVE one when its step runs; with none left the step fails saying so', async () => {
    const seq = await sequenceWith('Paused sender', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Paused sender', 'x'), delay: { unit: 'HOURS', value: 1 } }]);
    const first = await sender(seq.id, 'p1@vendor.test');
    const second = await sender(seq.id, 'p2@vendor.test');
    await activate(seq.id);
    const enrollment = await enroll(seq.id, await person('Abe'));
    expect(enrollment.senderIds).toEqual({ EMAIL: first });
    await gql('ActivateSequenceSenders', { senderActions: [{ sequenceSenderId: first, actionType: 'pause' }] });
    advanceClock(3_600_000);
    await drain();
    expect(mails.map((mail) => mail.from?.value[0].address)).toEqual(['p2@vendor.test']);
    expect((await enrollmentOf(enrollment.id)).senderIds).toEqual({ EMAIL: second });
    const stuck = await enroll(seq.id, await person('Bea'));
    await gql('ActivateSequenceSenders', { senderActions: [{ sequenceSenderId: second, actionType: 'pause' }] });
    advanceClock(3_600_000);
    await drain();
    expect((await runOf(stuck.id)).state.sequenceRunError.error).toMatch(/is PAUSED and the sequence has no other ACTIVE EMAIL sender/);
  });

  it('removeSender reassigns its enrollments to another ACTIVE sender, or stops them when none is left', async () => {
    const seq = await sequenceWith('Removal', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Removal', 'x'), delay: { unit: 'DAYS', value: 1 } }]);
    const first = await sender(seq.id, 'first@vendor.test');
    const second = await sender(seq.id, 'second@vendor.test');
    await activate(seq.id);
    const enrolled = [];
    for (const name of ['Xia', 'Yan', 'Zed']) enrolled.push(await enroll(seq.id, await person(name)));
    const remove = (id: string, reassign: boolean) => gql('RemoveSender', { sequenceSenderId: id, reassign });
    expect((await remove(first, true)).removeSender).toMatchObject({ success: true, totalAffectedPeople: 2, reassignedCount: 2, stoppedCount: 0 });
    for (const e of enrolled) expect((await enrollmentOf(e.id)).senderIds).toEqual({ EMAIL: second });
    expect((await remove(second, true)).removeSender).toMatchObject({ totalAffectedPeople: 3, reassignedCount: 0, stoppedCount: 3, warnings: [expect.stringContaining('no other ACTIVE EMAIL sender')] });
    for (const e of enrolled) {
      expect((await enrollmentOf(e.id)).status).toBe('STOPPED');
      expect((await runOf(e.id)).status).toBe('STOPPED');
    }
    advanceClock(86_400_000);
    await drain();
    expect(mails).toHaveLength(0);
  });

  it('deactivation stops sending; activation again goes on where each enrollment was', async () => {
    const seq = await sequenceWith('Paused', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Resumed', 'x') }]);
    await sender(seq.id, 'pause@vendor.test');
    await activate(seq.id);
    await enroll(seq.id, await person('Oz'));
    await ok(app, 'PATCH', `/rest/sequences/${seq.id}`, { status: 'DEACTIVATED' });
    expect(await drain()).toBe(1); // the job ends without acting
    expect(mails).toHaveLength(0);
    expect((await activate(seq.id)).status).toBe(200);
    expect(await drain()).toBe(1);
    expect(mails.map((mail) => mail.subject)).toEqual(['Resumed']);
  });

  it('a step found RUNNING (the server stopped mid-send) is not sent again: FAILED, not confirmed', async () => {
    const seq = await sequenceWith('Crash', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Once', 'x') }]);
    await sender(seq.id, 'crash@vendor.test');
    const enrollment = await enroll(seq.id, await person('Pia'));
    await activate(seq.id);
    const run = await runOf(enrollment.id);
    // As a killed worker leaves it: the first transaction committed, the message may have left.
    const state = { ...run.state, stepInfos: { [seq.steps.hi]: { status: 'RUNNING', at: isoAt(clock.now()), messageId: '<x@vendor.test>', attempt: 1 } } };
    await app.server.database.sql.execute({ text: `UPDATE "sequence_run" SET "state" = $2::jsonb, "status" = 'RUNNING' WHERE "id" = $1`, values: [run.id, JSON.stringify(state)] });
    await drain();
    expect(mails).toHaveLength(0);
    const after = await runOf(enrollment.id);
    expect(after.status).toBe('FAILED');
    expect(after.state.sequenceRunError).toEqual({ failedStepId: seq.steps.hi, error: 'not confirmed: the server stopped while sending' });
  });

  it('resetSequencePersonRun starts the run again from the entry step', async () => {
    const seq = await sequenceWith('Again', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Again', 'x') }]);
    await sender(seq.id, 'again@vendor.test');
    const enrollment = await enroll(seq.id, await person('Quin'));
    await activate(seq.id);
    await drain();
    await gql('ResetSequencePersonRun', { sequencePersonId: enrollment.id });
    expect((await enrollmentOf(enrollment.id)).status).toBe('ACTIVE');
    await drain();
    expect(mails.map((mail) => mail.subject)).toEqual(['Again', 'Again']);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2);
    expect((await runOf(enrollment.id)).state.generation).toBe(1);
  });
});

describe('replies', () => {
  const reply = (inReplyTo: string, from: string, externalId: string) =>
    ok(app, 'POST', '/rest/inbox/messages', {
      channel: { type: 'email', handle: 'replies@vendor.test' },
      direction: 'INCOMING',
      externalId,
      inReplyTo,
      subject: 'Re: hello',
      text: 'Not interested',
      receivedAt: isoAt(clock.now()),
      participants: [{ role: 'from', handle: from }],
    });

  it('a reply threaded by the stored Message-ID stops the enrollment and its run', async () => {
    const seq = await sequenceWith('Replied', [
      { key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Hello', 'x'), next: ['follow'] },
      { key: 'follow', type: 'SEND_EMAIL', input: EMAIL('Follow-up', 'y'), delay: { unit: 'DAYS', value: 3 } },
    ]);
    await sender(seq.id, 'replied@vendor.test');
    const enrollment = await enroll(seq.id, await person('Rae'));
    await activate(seq.id);
    await drain();
    const [sent] = mails;
    const imported = (await reply(sent.messageId!, (sent.to as { value: Array<{ address: string }> }).value[0].address, 'reply-1')).data.importMessage;
    const [stored] = await storedMessage(sent.messageId!);
    expect(imported.messageThreadId).toBe(stored.message_thread_id);
    expect(await enrollmentOf(enrollment.id)).toMatchObject({ status: 'STOPPED', hasReplied: true });
    expect((await runOf(enrollment.id)).status).toBe('STOPPED');
    advanceClock(4 * 86_400_000);
    expect(await drain()).toBe(1);
    expect(mails.map((mail) => mail.subject)).toEqual(['Hello']);
  });

  it('with pauseOnReply false a reply is flagged, and REPLIED_TO_EMAIL branches on it', async () => {
    const seq = await sequenceWith(
      'Keep going',
      [
        { key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Hello', 'x'), next: ['replied'] },
        { key: 'replied', type: 'REPLIED_TO_EMAIL', delay: { unit: 'HOURS', value: 1 }, next: ['thanks', 'nudge'] },
        { key: 'thanks', type: 'SEND_EMAIL', input: EMAIL('Thanks', 'x') },
        { key: 'nudge', type: 'SEND_EMAIL', input: EMAIL('Nudge', 'x') },
      ],
      { pauseOnReply: false },
    );
    await sender(seq.id, 'keep@vendor.test');
    const enrollment = await enroll(seq.id, await person('Sid'));
    await activate(seq.id);
    await drain();
    const [sent] = mails;
    await reply(sent.messageId!, (sent.to as { value: Array<{ address: string }> }).value[0].address, 'reply-2');
    expect(await enrollmentOf(enrollment.id)).toMatchObject({ status: 'ACTIVE', hasReplied: true });
    advanceClock(3_600_000);
    await drain();
    expect(mails.map((mail) => mail.subject)).toEqual(['Hello', 'Thanks']);
  });
});

describe('bad input changes nothing', () => {
  it('activation is refused with each offending step and reason', async () => {
    const seq = await sequenceWith('Broken', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Subject', '') }]);
    const answer = await activate(seq.id);
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual(
      expect.arrayContaining([`step ${seq.steps.hi} (SEND_EMAIL): the email has an empty body`, expect.stringContaining('no ACTIVE EMAIL sender')]),
    );
    expect((await ok(app, 'GET', `/rest/sequences/${seq.id}`)).data.sequence.status).toBe('DRAFT');
  });

  it('a platform without an ACTIVE sender is named on each step that sends on it', async () => {
    const seq = await sequenceWith('No sender', [
      { key: 'first', type: 'SEND_EMAIL', input: EMAIL('One', 'x'), next: ['second'] },
      { key: 'second', type: 'SEND_EMAIL', input: EMAIL('Two', 'y') },
    ]);
    const answer = await activate(seq.id);
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual(
      ['first', 'second'].map((key) => `step ${seq.steps[key]} (SEND_EMAIL): sends on EMAIL, but the sequence has no ACTIVE EMAIL sender (activateSequenceSenders)`),
    );
  });

  it('a step no path from the entry step reaches is named; linked, the sequence activates', async () => {
    const seq = await sequenceWith('Orphan', [
      { key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Hi', 'x') },
      { key: 'note', type: 'CREATE_NOTE', input: { objectRecord: { title: 'Never written' } } },
    ]);
    await sender(seq.id, 'orphan@vendor.test');
    const answer = await activate(seq.id);
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual([`step ${seq.steps.note} (CREATE_NOTE): no path from the entry step reaches it; link it from another step's nextStepIds or delete it`]);
    expect((await ok(app, 'GET', `/rest/sequences/${seq.id}`)).data.sequence.status).toBe('DRAFT');
    await gql('UpdateSequenceStep', { sequenceId: seq.id, step: { id: seq.steps.hi, nextStepIds: [seq.steps.note] } });
    expect((await activate(seq.id)).status).toBe(200);
    await ok(app, 'PATCH', `/rest/sequences/${seq.id}`, { status: 'DEACTIVATED' });
  });

  it('the statuses are DRAFT, ACTIVE and DEACTIVATED; INACTIVE is refused, and the migration renames stored ones', async () => {
    const seq = await sequenceWith('Statuses', []);
    expect((await ok(app, 'PATCH', `/rest/sequences/${seq.id}`, { status: 'DEACTIVATED' })).data.updateSequence.status).toBe('DEACTIVATED');
    const old = await call(app, 'PATCH', `/rest/sequences/${seq.id}`, { status: 'INACTIVE' });
    expect(old.status).toBe(400);
    expect(JSON.stringify(old.body.messages)).toContain('DRAFT, ACTIVE, DEACTIVATED');
    const listed = await ok(app, 'GET', `/rest/sequences?filter=${encodeURIComponent(`and(id[eq]:${seq.id},status[eq]:DEACTIVATED)`)}`);
    expect(listed.data.sequences.map((s: Rec) => s.id)).toEqual([seq.id]);

    // A row stored before the rename, then the migration's own SQL.
    await app.server.database.sql.execute({ text: `UPDATE "sequence" SET "status" = 'INACTIVE' WHERE "id" = $1::uuid`, values: [seq.id] });
    const migration = readFileSync(path.resolve(import.meta.dirname, '../../prisma/migrations/20261128234840_sequence_status_deactivated/migration.sql'), 'utf8');
    await app.server.database.sql.execute({ text: migration, values: [] });
    expect((await ok(app, 'GET', `/rest/sequences/${seq.id}`)).data.sequence.status).toBe('DEACTIVATED');
  });

  it('PATCH of steps names the mutations; a timezone must be IANA; a dailyLimit at least 1; platformType one of three', async () => {
    const seq = await sequenceWith('Rules', []);
    const steps = await call(app, 'PATCH', `/rest/sequences/${seq.id}`, { steps: [] });
    expect(steps.status).toBe(400);
    expect(JSON.stringify(steps.body.messages)).toContain('createSequenceStep');
    for (const body of [{ settings: { timezone: 'Mars/Olympus' } }, { settings: { timezone: '+02:00' } }]) {
      const answer = await call(app, 'PATCH', `/rest/sequences/${seq.id}`, body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body.messages)).toContain('settings.timezone');
    }
    expect((await call(app, 'POST', '/rest/sequences', { name: 'Bad', settings: { timezone: 'Nowhere/Land' } })).status).toBe(400);
    expect((await call(app, 'POST', '/rest/sequenceSenders', { sequenceId: seq.id, platformType: 'EMAIL', identifier: 'x@y.test', dailyLimit: 0 })).status).toBe(400);
    expect((await call(app, 'POST', '/rest/sequenceSenders', { sequenceId: seq.id, platformType: 'SMS', identifier: 'x' })).status).toBe(400);
    expect((await ok(app, 'GET', `/rest/sequenceSenders?filter=sequenceId[eq]:${seq.id}`)).data.sequenceSenders).toEqual([]);
  });

  it('a second enrollment is a 409 naming sequenceId and personId; an unknown person a 400 naming personId', async () => {
    const seq = await sequenceWith('Once each', []);
    const personId = await person('Tea');
    await enroll(seq.id, personId);
    const twice = await call(app, 'POST', '/rest/sequencePeople', { sequenceId: seq.id, personId });
    expect(twice.status).toBe(409);
    expect(twice.body.messages[0]).toMatch(/^sequenceId, personId: /);
    const unknown = await call(app, 'POST', '/rest/sequencePeople', { sequenceId: seq.id, personId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.messages)).toContain('personId');
    expect((await ok(app, 'GET', `/rest/sequencePeople?filter=sequenceId[eq]:${seq.id}`)).data.sequencePeople).toHaveLength(1);
    expect((await ok(app, 'GET', `/rest/sequenceRuns?filter=sequenceId[eq]:${seq.id}`)).data.sequenceRuns).toHaveLength(1);
  });
});

describe('at scale', () => {
  it('activation starts more enrollments than one id filter holds (300), each once', async () => {
    const seq = await sequenceWith('Three hundred', [{ key: 'hi', type: 'SEND_EMAIL', input: EMAIL('Hello', 'x') }]);
    await sender(seq.id, 'many@vendor.test');
    const personIds: string[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const bodies = Array.from({ length: 60 }, (_, i) => ({ name: { firstName: `Many${batch}-${i}`, lastName: 'Tester' }, emails: { primaryEmail: `many${batch}.${i}@client.test` } }));
      personIds.push(...((await ok(app, 'POST', '/rest/batch/people', bodies)).data.createPeople as Rec[]).map((p) => p.id));
    }
    for (let batch = 0; batch < 5; batch++)
      await ok(app, 'POST', '/rest/batch/sequencePeople', personIds.slice(batch * 60, batch * 60 + 60).map((personId) => ({ sequenceId: seq.id, personId })));
    const activated = await activate(seq.id);
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const [{ count }] = await app.server.database.sql.query<{ count: number }>({
      text: `SELECT count(*)::int AS "count" FROM "job" AS "j" JOIN "sequence_run" AS "r" ON "r"."id"::text = "j"."payload" ->> 'runId' WHERE "r"."sequence_id" = $1 AND "r"."status" = 'ENQUEUED'`,
      values: [seq.id],
    });
    expect(count).toBe(300);
    const senders = await app.server.database.sql.query<{ n: number }>({ text: `SELECT count(*)::int AS "n" FROM "sequence_person" WHERE "sequence_id" = $1 AND "sender_ids" ? 'EMAIL'`, values: [seq.id] });
    expect(senders[0].n).toBe(300);
    // Not sent here (300 emails would only slow the file down): its jobs go.
    await app.server.database.sql.execute({ text: `DELETE FROM "job" WHERE "payload" ->> 'runId' IN (SELECT "id"::text FROM "sequence_run" WHERE "sequence_id" = $1)`, values: [seq.id] });
  });
});
