// DESIGN.md "Sequences", row by row (docs/TESTING.md, "The DESIGN contract suite"): the records,
// the REST writes, every step type and input as DESIGN writes them, validity, the step
// mutations and refusals, activation, the other GraphQL operations with their enums, the engine
// and the channels (no SMTP_URL: the local outbox transport). The DEACTIVATED status and the
// activation messages naming steps are issue 43 points 2 and 3, tested by their own files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { waitFor } from '../../support/wait-for.ts';
import { design, expectGraphQLError, graphqlDocument, UUID_PATTERN, type Design, type Rec } from './design-support.ts';

const DOCUMENT = graphqlDocument('sequences.graphql');
const STEP_TYPES = [
  'SEND_EMAIL', 'SEND_LINKEDIN', 'SEND_LINKEDIN_CONNECTION', 'SEND_WHATSAPP', 'DELAY', 'CREATE_TASK', 'CREATE_NOTE',
  'HAS_EMAIL_ADDRESS', 'HAS_LINKEDIN_URL', 'HAS_PHONE_NUMBER', 'REPLIED_TO_EMAIL',
];
let app: TestServer;
let d: Design;

beforeAll(async () => {
  app = await startTestServer({ WORKER_POLL_MS: '20' });
  d = design(app);
});
afterAll(() => app?.close());

const op = (operationName: string, variables: Rec) => d.gql(DOCUMENT, variables, { operationName });
const opData = (operationName: string, variables: Rec) => d.gqlData(DOCUMENT, variables, { operationName });
const newSequence = async (name: string, body: Rec = {}) => (await d.ok('POST', '/rest/sequences', { name, ...body })).data.createSequence as Rec;
const readSequence = async (id: string, depth = 0) => (await d.ok('GET', `/rest/sequences/${id}?depth=${depth}`)).data.sequence as Rec;
const newPerson = async (firstName: string, extra: Rec = {}) => (await d.ok('POST', '/rest/people', { name: { firstName, lastName: 'Seq' }, ...extra })).data.createPerson as Rec;
const newSender = async (sequenceId: string, platformType: string, identifier: string, extra: Rec = {}) =>
  (await d.ok('POST', '/rest/sequenceSenders', { sequenceId, platformType, identifier, ...extra })).data.createSequenceSender as Rec;
const enroll = async (sequenceId: string, personId: string) => (await d.ok('POST', '/rest/sequencePeople', { sequenceId, personId })).data.createSequencePerson as Rec;
/** Adds a step after `parentStepId` (or as the entry) and answers its id. */
async function addStep(sequenceId: string, stepType: string, options: Rec = {}): Promise<string> {
  const before = new Set(((await readSequence(sequenceId)).steps as Rec[]).map((s) => s.id));
  await opData('CreateSequenceStep', { sequenceId, stepType, position: { x: 0, y: 0 }, ...options });
  return ((await readSequence(sequenceId)).steps as Rec[]).find((s) => !before.has(s.id))!.id;
}
const updateStep = async (sequenceId: string, step: Rec) => (await opData('UpdateSequenceStep', { sequenceId, step })).updateSequenceStep as Rec;
const emailInput = (subject: string, body: string) => ({ type: 'SEND_EMAIL', settings: { input: { subject, body } } });

describe('Sequences', () => {
  it('Records', async () => {
    const seq = await newSequence('Records');
    for (const key of ['id', 'name', 'status', 'steps', 'settings', 'createdAt', 'updatedAt']) expect(seq, key).toHaveProperty(key);
    const sender = await newSender(seq.id, 'EMAIL', 'records@x.test', { dailyLimit: 50 });
    for (const key of ['id', 'sequenceId', 'platformType', 'identifier', 'workspaceMemberId', 'messageStatus', 'dailyLimit']) expect(sender, key).toHaveProperty(key);
    expect(sender).toMatchObject({ platformType: 'EMAIL', identifier: 'records@x.test', messageStatus: null, dailyLimit: 50 });
    for (const messageStatus of ['ACTIVE', 'PAUSED', 'FAILED']) {
      expect((await d.ok('PATCH', `/rest/sequenceSenders/${sender.id}`, { messageStatus })).data.updateSequenceSender.messageStatus).toBe(messageStatus);
    }
    const person = await newPerson('Rec');
    const enrolled = await enroll(seq.id, person.id);
    expect(enrolled).toMatchObject({ sequenceId: seq.id, personId: person.id, status: 'ACTIVE', hasReplied: false, hasClickedLink: false, hasUnsubscribed: false });
    expect(enrolled).toHaveProperty('senderIds');
    expect((await d.rest('POST', '/rest/sequencePeople', { sequenceId: seq.id, personId: person.id })).status).toBe(409);
    const deep = (await d.ok('GET', `/rest/sequencePeople/${enrolled.id}?depth=1`)).data.sequencePerson;
    expect(deep.person).toMatchObject({ id: person.id });
    expect(deep.sequence).toMatchObject({ id: seq.id });
    const runs = (await d.ok('GET', `/rest/sequenceRuns?filter=${encodeURIComponent(`sequencePersonId[eq]:${enrolled.id}`)}`)).data.sequenceRuns;
    expect(runs).toEqual([expect.objectContaining({ sequenceId: seq.id, sequencePersonId: enrolled.id, personId: person.id, status: expect.any(String), state: expect.objectContaining({ flow: expect.anything(), stepInfos: expect.anything() }) })]);
    expect((await app.rawFetch('/rest/sequenceRuns', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(405);
    await addStep(seq.id, 'DELAY', { isFirstStep: true });
    expect((await readSequence(seq.id, 0)).steps).toHaveLength(1);
    expect((await readSequence(seq.id, 1)).steps).toHaveLength(1);
  });

  it('REST writes', async () => {
    const seq = await newSequence('Writes');
    const refused = await d.rest('PATCH', `/rest/sequences/${seq.id}`, { steps: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.messages.join(' ')).toContain('createSequenceStep');
    expect((await d.ok('PATCH', `/rest/sequences/${seq.id}`, { name: 'Renamed' })).data.updateSequence.name).toBe('Renamed');
    const sender = await newSender(seq.id, 'LINKEDIN', 'https://linkedin.com/in/writer');
    expect((await d.ok('PATCH', `/rest/sequenceSenders/${sender.id}`, { dailyLimit: 5 })).data.updateSequenceSender.dailyLimit).toBe(5);
    const enrolled = await enroll(seq.id, (await newPerson('Writer')).id);
    await d.ok('DELETE', `/rest/sequencePeople/${enrolled.id}`);
    await d.ok('DELETE', `/rest/sequenceSenders/${sender.id}`);
    await d.ok('DELETE', `/rest/sequences/${seq.id}`);
  });

  it('Step', async () => {
    const seq = await newSequence('Every type');
    for (const stepType of STEP_TYPES) {
      const id = await addStep(seq.id, stepType, { isFirstStep: stepType === 'SEND_EMAIL' });
      expect(id, stepType).toEqual(expect.any(String));
    }
    const steps = (await readSequence(seq.id)).steps as Rec[];
    expect(steps.map((s) => s.type).sort()).toEqual([...STEP_TYPES].sort());
    expect(steps.filter((s) => s.isFirstStep).map((s) => s.type)).toEqual(['SEND_EMAIL']);
    for (const s of steps) {
      expect(Object.keys(s), s.type).toEqual(expect.arrayContaining(['id', 'name', 'type', 'valid', 'isFirstStep', 'nextStepIds', 'position', 'settings']));
      expect(Object.keys(s.settings), s.type).toEqual(expect.arrayContaining(['input', 'delay', 'conditions', 'outputSchema']));
    }
    expectGraphQLError((await op('CreateSequenceStep', { sequenceId: seq.id, stepType: 'TELEPORT' })).body, 'BAD_USER_INPUT', "SequenceActionType 'TELEPORT' unknown");
    const [first] = steps;
    expectGraphQLError((await op('UpdateSequenceStep', { sequenceId: seq.id, step: { id: first.id, type: 'FAX' } })).body, 'BAD_USER_INPUT', "SequenceActionType 'FAX' unknown");
    // HAS_* branch with `nextStepIds` = [trueId, falseId].
    const has = steps.find((s) => s.type === 'HAS_PHONE_NUMBER')!;
    const [t, f] = steps.filter((s) => s.type === 'CREATE_NOTE' || s.type === 'CREATE_TASK').map((s) => s.id);
    expect((await updateStep(seq.id, { id: has.id, nextStepIds: [t, f], settings: { input: {} } })).nextStepIds).toEqual([t, f]);
  });

  it('Validity', async () => {
    const seq = await newSequence('Validity');
    const linkedin = await newSender(seq.id, 'LINKEDIN', 'https://linkedin.com/in/valid');
    const whatsapp = await newSender(seq.id, 'WHATSAPP', '+33622222222');
    const members = (await d.ok('GET', '/rest/workspaceMembers')).data.workspaceMembers as Rec[];
    const email = await addStep(seq.id, 'SEND_EMAIL', { isFirstStep: true });
    expect((await updateStep(seq.id, { id: email, ...emailInput('Subject', '') })).valid).toBe(false);
    expect((await updateStep(seq.id, { id: email, ...emailInput('', 'Body') })).valid).toBe(false);
    expect((await updateStep(seq.id, { id: email, ...emailInput('Subject', 'Body') })).valid).toBe(true);
    const li = await addStep(seq.id, 'SEND_LINKEDIN', { parentStepId: email });
    expect((await updateStep(seq.id, { id: li, settings: { input: { message: 'Hi', senderId: members[0].id } } })).valid).toBe(false);
    expect((await updateStep(seq.id, { id: li, settings: { input: { message: 'Hi', senderId: whatsapp.id } } })).valid).toBe(false);
    expect((await updateStep(seq.id, { id: li, settings: { input: { message: '', senderId: linkedin.id } } })).valid).toBe(false);
    expect((await updateStep(seq.id, { id: li, settings: { input: { message: 'Hi', senderId: linkedin.id } } })).valid).toBe(true);
    const wa = await addStep(seq.id, 'SEND_WHATSAPP', { parentStepId: li });
    expect((await updateStep(seq.id, { id: wa, settings: { input: { message: 'Hola', senderId: whatsapp.id } } })).valid).toBe(true);
    const task = await addStep(seq.id, 'CREATE_TASK', { parentStepId: wa });
    expect((await updateStep(seq.id, { id: task, settings: { input: { objectRecord: { title: 'Call', body: 'Now', status: 'TODO', dueAt: '2030-01-01T00:00:00.000Z' } } } })).valid).toBe(false);
  });

  it('Step mutations', async () => {
    const seq = await newSequence('Mutations');
    const created = (await opData('CreateSequenceStep', { sequenceId: seq.id, stepType: 'SEND_EMAIL', isFirstStep: true, position: { x: 1, y: 2 } })).createSequenceStep.stepsDiff as Rec[];
    expect(created).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'CREATE', path: expect.any(Array) })]));
    for (const diff of created) expect(['CREATE', 'CHANGE', 'REMOVE']).toContain(diff.type);
    const [entry] = (await readSequence(seq.id)).steps;
    const after = await addStep(seq.id, 'DELAY', { parentStepId: entry.id });
    const inserted = await addStep(seq.id, 'CREATE_NOTE', { parentStepId: entry.id });
    const steps = (await readSequence(seq.id)).steps as Rec[];
    expect(steps.find((s) => s.id === entry.id)!.nextStepIds).toEqual([inserted]);
    expect(steps.find((s) => s.id === inserted)!.nextStepIds).toEqual([after]);
    // settings replaced whole: a delay absent from it resets to null.
    await updateStep(seq.id, { id: entry.id, name: 'Hello', type: 'SEND_EMAIL', nextStepIds: [inserted], settings: { input: { subject: 'S', body: 'B' }, delay: { unit: 'HOURS', value: 2 } } });
    const replaced = await updateStep(seq.id, { id: entry.id, name: 'Hello', type: 'SEND_EMAIL', nextStepIds: [inserted], settings: { input: { subject: 'S', body: 'B' } } });
    expect(replaced.settings.delay).toBeNull();
    const duplicated = (await opData('DuplicateSequenceStep', { sequenceId: seq.id, stepId: inserted })).duplicateSequenceStep.stepsDiff as Rec[];
    expect(duplicated.some((diff) => diff.type === 'CREATE')).toBe(true);
    const removed = (await opData('DeleteSequenceStep', { sequenceId: seq.id, stepId: after })).deleteSequenceStep.stepsDiff as Rec[];
    expect(removed.some((diff) => diff.type === 'REMOVE')).toBe(true);
  });

  it('Step edits', async () => {
    const seq = await newSequence('Edits');
    const email = await addStep(seq.id, 'SEND_EMAIL', { isFirstStep: true });
    const stored = await updateStep(seq.id, { id: email, type: 'SEND_EMAIL', nextStepIds: ['ghost'], settings: { input: { subject: 'S', body: 'B' } } });
    expect(stored).toMatchObject({ valid: false, nextStepIds: ['ghost'] });
    for (const window of [{ start: '9am', end: '17:00' }, { start: '17:00', end: '09:00' }]) {
      const answer = await op('UpdateSequenceStep', { sequenceId: seq.id, step: { id: email, type: 'SEND_EMAIL', settings: { input: { subject: 'S', body: 'B', window } } } });
      expectGraphQLError(answer.body, 'BAD_USER_INPUT');
    }
    expect(((await readSequence(seq.id)).steps as Rec[])[0].nextStepIds).toEqual(['ghost']);
    expect((await d.rest('PATCH', `/rest/sequences/${seq.id}`, { settings: { timezone: 'Mars/Olympus' } })).status).toBe(400);
    expect((await d.ok('PATCH', `/rest/sequences/${seq.id}`, { settings: { timezone: 'Europe/Paris' } })).data.updateSequence.settings.timezone).toBe('Europe/Paris');
  });

  it('Step inputs', async () => {
    const seq = await newSequence('Inputs');
    const email = await addStep(seq.id, 'SEND_EMAIL', { isFirstStep: true });
    const withDays = await updateStep(seq.id, { id: email, type: 'SEND_EMAIL', settings: { input: { subject: 'S', body: 'B', days: [1, 2, 3, 4, 5], window: { start: '09:00', end: '17:00' } } } });
    expect(withDays).toMatchObject({ valid: true, settings: { input: { days: [1, 2, 3, 4, 5], window: { start: '09:00', end: '17:00' } } } });
    const note = await addStep(seq.id, 'CREATE_NOTE', { parentStepId: email });
    expect((await updateStep(seq.id, { id: note, settings: { input: { objectRecord: { title: 'Met {{person.name.firstName}}', body: 'Text' } } } })).valid).toBe(true);
    for (const unit of ['MINUTES', 'HOURS', 'DAYS', 'MINUTE', 'HOUR', 'DAY']) {
      const step = await updateStep(seq.id, { id: note, settings: { input: { objectRecord: { title: 'T' } }, delay: { unit, value: 2 } } });
      expect(step.settings.delay, unit).toMatchObject({ unit: expect.stringMatching(new RegExp(`^${unit}S?$`)), value: 2 });
    }
    expect((await updateStep(seq.id, { id: note, settings: { input: { objectRecord: { title: 'T' } }, delay: null } })).settings.delay).toBeNull();
  });

  it('Entry and insertion', async () => {
    const seq = await newSequence('Entry');
    expect(seq.steps).toEqual([]);
    const first = await addStep(seq.id, 'SEND_EMAIL', { isFirstStep: true });
    const second = await addStep(seq.id, 'CREATE_NOTE', { isFirstStep: true });
    const steps = (await readSequence(seq.id)).steps as Rec[];
    expect(steps.find((s) => s.id === second)).toMatchObject({ isFirstStep: true, nextStepIds: [first] });
    expect(steps.find((s) => s.id === first)!.isFirstStep).toBe(false);
  });

  it('Sender assignment', async () => {
    const seq = await newSequence('Assignment');
    const a = await newSender(seq.id, 'EMAIL', 'a@assign.test', { messageStatus: 'ACTIVE' });
    const b = await newSender(seq.id, 'EMAIL', 'b@assign.test', { messageStatus: 'ACTIVE' });
    const email = await addStep(seq.id, 'SEND_EMAIL', { isFirstStep: true });
    await updateStep(seq.id, { id: email, ...emailInput('S', 'B'), settings: { input: { subject: 'S', body: 'B' }, delay: { unit: 'DAYS', value: 3 } } });
    await d.ok('PATCH', `/rest/sequences/${seq.id}`, { status: 'ACTIVE' });
    const one = await enroll(seq.id, (await newPerson('One')).id);
    const two = await enroll(seq.id, (await newPerson('Two')).id);
    // One ACTIVE sender per platform its steps use, round robin: `senderIds` by platform.
    const assigned = [one.senderIds.EMAIL, two.senderIds.EMAIL];
    expect(assigned.sort()).toEqual([a.id, b.id].sort());
    const removed = (await opData('RemoveSender', { sequenceSenderId: a.id, reassign: true })).removeSender;
    expect(removed).toMatchObject({ success: true, deletedSenderId: a.id, totalAffectedPeople: 1, reassignedCount: 1, stoppedCount: 0, warnings: expect.any(Array) });
    const stopped = (await opData('RemoveSender', { sequenceSenderId: b.id, reassign: true })).removeSender;
    expect(stopped).toMatchObject({ totalAffectedPeople: 2, reassignedCount: 0, stoppedCount: 2 });
  });

  it('Activation', async () => {
    const seq = await newSequence('Activation');
    const noEntry = await d.rest('PATCH', `/rest/sequences/${seq.id}`, { status: 'ACTIVE' });
    expect(noEntry.status).toBe(400);
    const email = await addStep(seq.id, 'SEND_EMAIL', { isFirstStep: true });
    await updateStep(seq.id, { id: email, type: 'SEND_EMAIL', nextStepIds: ['ghost'], settings: { input: { subject: 'S', body: '' } } });
    await newSender(seq.id, 'EMAIL', 'act@x.test', { messageStatus: 'ACTIVE' });
    const faults = await d.rest('PATCH', `/rest/sequences/${seq.id}`, { status: 'ACTIVE' });
    expect(faults.status).toBe(400);
    expect(faults.body.messages.every((m: string) => m.includes(email))).toBe(true);
    expect((await readSequence(seq.id)).status).toBe('DRAFT');
    await updateStep(seq.id, { id: email, type: 'SEND_EMAIL', nextStepIds: [], settings: { input: { subject: 'S', body: 'B' } } });
    expect((await d.ok('PATCH', `/rest/sequences/${seq.id}`, { status: 'ACTIVE' })).data.updateSequence.status).toBe('ACTIVE');
  });

  it('Other GraphQL', async () => {
    for (const templateType of ['LINKEDIN_OUTREACH', 'MULTI_CHANNEL_OUTREACH', 'LINKEDIN_CONNECTION', 'PHONE_CONDITIONAL']) {
      const made = (await opData('CreateSequenceFromTemplate', { name: templateType, templateType })).createSequenceFromTemplate;
      expect(made, templateType).toMatchObject({ success: true, sequenceId: expect.stringMatching(UUID_PATTERN), stepsCreated: expect.any(Number) });
      expect(made.stepsCreated).toBeGreaterThan(0);
    }
    const seq = await newSequence('Source');
    const entry = await addStep(seq.id, 'CREATE_NOTE', { isFirstStep: true });
    await updateStep(seq.id, { id: entry, type: 'CREATE_NOTE', settings: { input: { objectRecord: { title: 'Later' } }, delay: { unit: 'DAYS', value: 30 } } });
    const sender = await newSender(seq.id, 'EMAIL', 'dup@x.test');
    const person = await newPerson('Dup');
    const enrolled = await enroll(seq.id, person.id);
    for (const duplicateType of ['SEQUENCE_ONLY', 'ALL_SEQUENCE', 'SEQUENCE_INCOMPLETE_RUNS']) {
      const copy = (await opData('DuplicateSequence', { sequenceId: seq.id, duplicateType })).duplicateSequence;
      expect(copy, duplicateType).toMatchObject({ success: true, newSequenceId: expect.stringMatching(UUID_PATTERN), duplicatedSendersCount: expect.any(Number), duplicatedPeopleCount: expect.any(Number), warnings: expect.any(Array) });
      if (duplicateType === 'SEQUENCE_ONLY') expect(copy).toMatchObject({ duplicatedSendersCount: 0, duplicatedPeopleCount: 0 });
    }
    for (const actionType of ['message', 'pause']) {
      expect(await opData('ActivateSequenceSenders', { senderActions: [{ sequenceSenderId: sender.id, actionType }] })).toEqual({ activateSequenceSenders: true });
    }
    expect((await d.ok('GET', `/rest/sequenceSenders/${sender.id}`)).data.sequenceSender.messageStatus).toBe('PAUSED');
    const resolved = (await opData('ResolvedSequencePeople', { sequenceId: seq.id, first: 10 })).resolvedSequencePeople;
    expect(resolved).toMatchObject({ totalCount: 1, edges: [{ node: { sequencePersonId: enrolled.id, personId: person.id } }] });
    expect((await opData('SequenceErrors', { sequenceId: seq.id })).sequenceErrors).toMatchObject({ peopleErrors: [], senderErrors: expect.any(Array), completedNoMessage: expect.any(Array) });
    expect(await opData('ResetSequencePersonRun', { sequencePersonId: enrolled.id })).toEqual({ resetSequencePersonRun: true });
    const [run] = (await d.ok('GET', `/rest/sequenceRuns?filter=${encodeURIComponent(`sequencePersonId[eq]:${enrolled.id}`)}`)).data.sequenceRuns;
    const retry = await op('RetrySequenceSteps', { input: [{ sequenceId: seq.id, sequenceRunId: run.id, stepId: 'none' }] });
    expect(retry.body.data?.retrySequenceSteps ?? retry.body.errors[0].extensions.code).toEqual(expect.anything());
  });

  describe('the engine', () => {
    let seq: Rec;
    let ann: Rec;
    let enrollment: Rec;

    beforeAll(async () => {
      seq = await newSequence('Engine', { settings: { timezone: 'UTC', pauseOnReply: true } });
      await newSender(seq.id, 'EMAIL', 'engine@sender.test', { messageStatus: 'ACTIVE' });
      const task = await addStep(seq.id, 'CREATE_TASK', { isFirstStep: true });
      await updateStep(seq.id, { id: task, type: 'CREATE_TASK', settings: { input: { objectRecord: { title: 'Call {{person.name.firstName}}' } } } });
      const email = await addStep(seq.id, 'SEND_EMAIL', { parentStepId: task });
      await updateStep(seq.id, { id: email, type: 'SEND_EMAIL', settings: { input: { subject: 'Hi {{person.name.firstName}}', body: 'Hello from {{person.company.name}}' } } });
      const wait = await addStep(seq.id, 'CREATE_NOTE', { parentStepId: email });
      await updateStep(seq.id, { id: wait, type: 'CREATE_NOTE', settings: { input: { objectRecord: { title: 'Later' } }, delay: { unit: 'DAYS', value: 30 } } });
      const company = (await d.ok('POST', '/rest/companies', { name: 'Engine Co' })).data.createCompany;
      ann = await newPerson('Ann', { emails: { primaryEmail: 'ann@engine.test' }, companyId: company.id });
      enrollment = await enroll(seq.id, ann.id);
      await d.ok('PATCH', `/rest/sequences/${seq.id}`, { status: 'ACTIVE' });
    });

    it('Engine', async () => {
      const task = await waitFor('the sequence task', async () => (await d.ok('GET', `/rest/tasks?filter=${encodeURIComponent('title[eq]:Call Ann')}`)).data.tasks[0]);
      expect(task.createdBy).toMatchObject({ source: 'SEQUENCE', name: 'Engine' });
      // A reply (an INCOMING message from the person) sets hasReplied and stops the enrollment.
      await waitFor('the email step', () => threadOf('Hi Ann'));
      await d.ok('POST', '/rest/inbox/messages', {
        channel: { type: 'email', handle: 'engine@sender.test' },
        direction: 'INCOMING',
        externalId: '<reply-engine@ann.test>',
        subject: 'Re: Hi Ann',
        text: 'Thanks',
        receivedAt: new Date().toISOString(),
        participants: [{ role: 'from', handle: 'ann@engine.test', displayName: 'Ann' }, { role: 'to', handle: 'engine@sender.test' }],
      });
      const stopped = await waitFor('the stopped enrollment', async () => {
        const current = (await d.ok('GET', `/rest/sequencePeople/${enrollment.id}`)).data.sequencePerson;
        return current.status === 'STOPPED' ? current : undefined;
      });
      expect(stopped.hasReplied).toBe(true);
      const [run] = (await d.ok('GET', `/rest/sequenceRuns?filter=${encodeURIComponent(`sequencePersonId[eq]:${enrollment.id}`)}`)).data.sequenceRuns;
      expect(run.status).toBe('STOPPED');
    });

    it('Channels', async () => {
      const threadId = await threadOf('Hi Ann');
      const [message] = (await d.ok('GET', `/rest/messages?messageThreadId=${threadId}`)).data.messages;
      expect(message).toMatchObject({ subject: 'Hi Ann', text: 'Hello from Engine Co' });
      const associations = (await d.ok('GET', `/rest/messageChannelMessageAssociations?depth=1&filter=${encodeURIComponent(`messageId[eq]:${message.id}`)}`)).data.messageChannelMessageAssociations;
      expect(associations).toEqual([expect.objectContaining({ direction: 'OUTGOING', messageChannel: expect.objectContaining({ type: 'email', handle: 'engine@sender.test' }) })]);
    });
  });
});

/** The thread whose subject is `subject`. */
async function threadOf(subject: string): Promise<string | undefined> {
  return (await d.ok('GET', `/rest/messageThreads?filter=${encodeURIComponent(`subject[eq]:${subject}`)}`)).data.messageThreads[0]?.id;
}
