// The sequence GraphQL operations over HTTP (issue 24; DESIGN "Sequences": "Step mutations",
// "Step edits", "Other GraphQL"; SPEC "Sequences" rules 1-3): step editing with its diff,
// validity flags and refusals, duplicateSequence's three types, templates, resolvedSequencePeople,
// sequenceErrors and the roles. Documents: test/graphql/sequences.graphql (contract-checked).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { firstMemberId, sendJson } from './foundation-support.ts';
import { create, getOne, ok, UUID, type Rec } from './records-support.ts';

const DOCUMENT = readFileSync(path.resolve(import.meta.dirname, '../graphql/sequences.graphql'), 'utf8');

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
  errors?: Array<{ message: string; locations?: Array<{ line: number; column: number }>; path?: Array<string | number>; extensions: { code: string } }>;
}

async function gql(operationName: string, variables: Rec, apiKey = memberKey): Promise<Answer> {
  const response = await sendJson(app, '/graphql', { method: 'POST', body: { query: DOCUMENT, operationName, variables }, apiKey });
  return (await response.json()) as Answer;
}

async function data(operationName: string, variables: Rec, apiKey = memberKey): Promise<Rec> {
  const answer = await gql(operationName, variables, apiKey);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

/** The first error of an answer that must fail. */
async function refused(operationName: string, variables: Rec, apiKey = memberKey): Promise<{ message: string; code: string; path?: Array<string | number>; locations?: unknown[] }> {
  const answer = await gql(operationName, variables, apiKey);
  expect(answer.errors?.length, JSON.stringify(answer)).toBeGreaterThan(0);
  const [{ message, extensions, path, locations }] = answer.errors!;
  return { message, code: extensions.code, path, locations };
}

const sql = <T extends Rec>(text: string, values: unknown[] = []) => app.server.database.sql.query<T>({ text, values });
const newSequence = (name: string, body: Rec = {}) => create(app, 'sequences', 'sequence', { name, ...body });
const readSequence = (id: string) => getOne(app, 'sequences', 'sequence', id, 1);
const stepsOf = async (id: string): Promise<Rec[]> => (await readSequence(id)).steps;
const newSender = (sequenceId: string, platformType: string, identifier: string, extra: Rec = {}) =>
  create(app, 'sequenceSenders', 'sequenceSender', { sequenceId, platformType, identifier, ...extra });
const newPerson = (firstName: string, extra: Rec = {}) => create(app, 'people', 'person', { name: { firstName, lastName: 'Tester' }, ...extra });

/** Enrolls through POST /rest/sequencePeople (the enrollment and its run); answers both ids. */
async function enroll(sequenceId: string, personId: string): Promise<{ enrollment: Rec; runId: string }> {
  const enrollment = await create(app, 'sequencePeople', 'sequencePerson', { sequenceId, personId });
  const [run] = await sql<{ id: string }>(`SELECT "id"::text FROM "sequence_run" WHERE "sequence_person_id" = $1::uuid`, [enrollment.id]);
  expect(run, 'the enrollment\'s run').toBeDefined();
  return { enrollment, runId: run.id };
}

async function addStep(sequenceId: string, stepType: string, extra: Rec = {}): Promise<string> {
  const diff = (await data('CreateSequenceStep', { sequenceId, stepType, ...extra })).createSequenceStep.stepsDiff as Rec[];
  return diff.find((change) => change.type === 'CREATE' && change.path.length === 1)!.value.id;
}
const updateStep = async (sequenceId: string, step: Rec) => (await data('UpdateSequenceStep', { sequenceId, step })).updateSequenceStep;
const email = (subject: string, body: string, extra: Rec = {}) => ({ settings: { input: { subject, body, ...extra } } });

describe('createSequenceStep', () => {
  it('answers the diff, not the step; the sequence read at depth 1 shows the new step ids', async () => {
    const seq = await newSequence('Diffs');
    expect(seq.steps).toEqual([]);
    const first = (await data('CreateSequenceStep', { sequenceId: seq.id, stepType: 'SEND_EMAIL', position: { x: 10, y: 20 } })).createSequenceStep.stepsDiff;
    // The first step of a sequence is its entry, even without isFirstStep.
    expect(first).toEqual([
      {
        type: 'CREATE',
        path: [0],
        value: {
          id: expect.stringMatching(UUID),
          name: 'Send Email',
          type: 'SEND_EMAIL',
          valid: false,
          isFirstStep: true,
          nextStepIds: [],
          position: { x: 10, y: 20 },
          settings: { input: {}, delay: null, conditions: [], outputSchema: {} },
        },
        oldValue: null,
      },
    ]);
    const emailId = first[0].value.id;
    expect((await stepsOf(seq.id)).map((s) => s.id)).toEqual([emailId]);

    const second = (await data('CreateSequenceStep', { sequenceId: seq.id, stepType: 'DELAY', parentStepId: emailId })).createSequenceStep.stepsDiff;
    const delayId = second.find((change: Rec) => change.path.length === 1).value.id;
    expect(second).toContainEqual({ type: 'CREATE', path: [0, 'nextStepIds', 0], value: delayId, oldValue: null });
    expect(second).toContainEqual(expect.objectContaining({ type: 'CREATE', path: [1], value: expect.objectContaining({ id: delayId, isFirstStep: false }) }));

    // isFirstStep: the new entry leads to the previous one, which loses the flag.
    const third = (await data('CreateSequenceStep', { sequenceId: seq.id, stepType: 'HAS_EMAIL_ADDRESS', isFirstStep: true })).createSequenceStep.stepsDiff;
    expect(third).toContainEqual({ type: 'CHANGE', path: [0, 'isFirstStep'], value: false, oldValue: true });
    const steps = await stepsOf(seq.id);
    const entry = steps.find((s) => s.isFirstStep);
    expect(steps.filter((s) => s.isFirstStep)).toHaveLength(1);
    expect(entry).toMatchObject({ type: 'HAS_EMAIL_ADDRESS', nextStepIds: [emailId] });
    expect(steps.find((s) => s.id === emailId)!.nextStepIds).toEqual([delayId]);
  });

  it('refuses an unknown type with the exact message, and unknown ids, changing nothing', async () => {
    const seq = await newSequence('Unknown type');
    const stepId = await addStep(seq.id, 'SEND_EMAIL');
    const before = await readSequence(seq.id);
    expect(await refused('CreateSequenceStep', { sequenceId: seq.id, stepType: 'TELEPORT' })).toMatchObject({ message: "SequenceActionType 'TELEPORT' unknown", code: 'BAD_USER_INPUT' });
    expect(await refused('UpdateSequenceStep', { sequenceId: seq.id, step: { id: stepId, type: 'SEND_LINKEDIN_MESSAGE' } })).toMatchObject({
      message: "SequenceActionType 'SEND_LINKEDIN_MESSAGE' unknown",
      code: 'BAD_USER_INPUT',
    });
    expect(await refused('CreateSequenceStep', { sequenceId: seq.id, stepType: 'DELAY', parentStepId: 'ghost' })).toMatchObject({
      message: 'parentStepId: "ghost" is not a step of this sequence',
      code: 'BAD_USER_INPUT',
    });
    expect((await refused('DeleteSequenceStep', { sequenceId: seq.id, stepId: 'ghost' })).message).toBe('stepId: "ghost" is not a step of this sequence');
    expect(await readSequence(seq.id)).toEqual(before);
  });

  it('an unknown sequence is NOT_FOUND, a malformed id BAD_USER_INPUT', async () => {
    expect((await refused('CreateSequenceStep', { sequenceId: '0196a3c0-0000-7000-8000-00000000dead', stepType: 'DELAY' })).code).toBe('NOT_FOUND');
    expect((await refused('DuplicateSequenceStep', { sequenceId: '0196a3c0-0000-7000-8000-00000000dead', stepId: 'x' })).code).toBe('NOT_FOUND');
    expect(await refused('CreateSequenceStep', { sequenceId: 'not-a-uuid', stepType: 'DELAY' })).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/not a valid UUID/) });
    expect((await refused('SequenceErrors', { sequenceId: '0196a3c0-0000-7000-8000-00000000dead' })).code).toBe('NOT_FOUND');
    expect((await refused('ResolvedSequencePeople', { sequenceId: '0196a3c0-0000-7000-8000-00000000dead' })).code).toBe('NOT_FOUND');
  });
});

describe('updateSequenceStep', () => {
  it('replaces settings whole: sending only settings.input resets the delay to null (SPEC rule 1)', async () => {
    const seq = await newSequence('Rule 1');
    const id = await addStep(seq.id, 'SEND_EMAIL');
    const full = await updateStep(seq.id, { id, type: 'SEND_EMAIL', nextStepIds: [], settings: { input: { subject: 'Hi', body: '<p>Hello</p>' }, delay: { unit: 'DAY', value: 2 } } });
    expect(full).toEqual({
      id,
      name: 'Send Email',
      type: 'SEND_EMAIL',
      valid: true,
      isFirstStep: true,
      nextStepIds: [],
      position: null,
      settings: { input: { subject: 'Hi', body: '<p>Hello</p>' }, delay: { unit: 'DAYS', value: 2 }, conditions: [], outputSchema: {} },
    });
    const inputOnly = await updateStep(seq.id, { id, type: 'SEND_EMAIL', settings: { input: { subject: 'Hi again', body: '<p>Hello</p>' } } });
    expect(inputOnly.settings).toEqual({ input: { subject: 'Hi again', body: '<p>Hello</p>' }, delay: null, conditions: [], outputSchema: {} });
    // isFirstStep kept from the stored step.
    expect(inputOnly.isFirstStep).toBe(true);
    const [stored] = await stepsOf(seq.id);
    expect(stored.settings.delay).toBeNull();
    const { position, ...rest } = inputOnly;
    expect(position).toBeNull();
    expect(stored).toEqual(rest);
  });

  it('refuses a malformed window, days or delay, naming it, and changes nothing', async () => {
    const seq = await newSequence('Malformed');
    const id = await addStep(seq.id, 'SEND_EMAIL');
    await updateStep(seq.id, { id, ...email('s', 'b', { window: { start: '09:00', end: '17:00' } }) });
    const before = await readSequence(seq.id);
    for (const [settings, pattern] of [
      [{ input: { subject: 's', body: 'b', window: { start: '9am', end: '17:00' } } }, /settings\.input\.window: must be \{start, end\} in HH:MM/],
      [{ input: { subject: 's', body: 'b', window: { start: '18:00', end: '09:00' } } }, /settings\.input\.window: ends \(09:00\) before it starts \(18:00\)/],
      [{ input: { subject: 's', body: 'b', window: { start: '24:00', end: '25:00' } } }, /settings\.input\.window/],
      [{ input: { subject: 's', body: 'b', days: [0, 8] } }, /settings\.input\.days: must be a non-empty list of weekdays 1 \(Monday\) to 7 \(Sunday\)/],
      [{ input: { subject: 's', body: 'b' }, delay: { unit: 'WEEKS', value: 1 } }, /settings\.delay\.unit/],
    ] as const) {
      const error = await refused('UpdateSequenceStep', { sequenceId: seq.id, step: { id, type: 'SEND_EMAIL', settings } });
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(pattern);
      // A field error: where it happened in the document and in the answer (GraphQL spec, "Errors").
      expect(error.path).toEqual(['updateSequenceStep']);
      expect(error.locations).toEqual([{ line: expect.any(Number), column: expect.any(Number) }]);
    }
    expect(await readSequence(seq.id)).toEqual(before);
  });

  it('stores incomplete steps flagged valid:false: an empty body, CREATE_TASK even when filled, a member id as senderId', async () => {
    const seq = await newSequence('Validity');
    const linkedin = await newSender(seq.id, 'LINKEDIN', 'https://www.linkedin.com/in/sender');
    const emailSender = await newSender(seq.id, 'EMAIL', 'sales@example.com');
    const emailId = await addStep(seq.id, 'SEND_EMAIL');
    expect(await updateStep(seq.id, { id: emailId, ...email('Subject', '') })).toMatchObject({ valid: false, settings: { input: { subject: 'Subject', body: '' } } });
    const taskId = await addStep(seq.id, 'CREATE_TASK', { parentStepId: emailId });
    expect(await updateStep(seq.id, { id: taskId, settings: { input: { objectRecord: { title: 'Call them', status: 'TODO' } } } })).toMatchObject({ type: 'CREATE_TASK', valid: false });
    const liId = await addStep(seq.id, 'SEND_LINKEDIN', { parentStepId: taskId });
    const memberId = await firstMemberId(app);
    expect((await updateStep(seq.id, { id: liId, settings: { input: { message: 'Hi', senderId: memberId } } })).valid).toBe(false);
    expect((await updateStep(seq.id, { id: liId, settings: { input: { message: 'Hi', senderId: emailSender.id } } })).valid).toBe(false);
    expect((await updateStep(seq.id, { id: liId, settings: { input: { message: '', senderId: linkedin.id } } })).valid).toBe(false);
    expect((await updateStep(seq.id, { id: liId, settings: { input: { message: 'Hi', senderId: linkedin.id } } })).valid).toBe(true);
    // A dangling next step id is stored, flagged.
    expect((await updateStep(seq.id, { id: liId, nextStepIds: ['ghost'], settings: { input: { message: 'Hi', senderId: linkedin.id } } })).valid).toBe(false);
    const stored = await stepsOf(seq.id);
    expect(stored.map((s) => [s.type, s.valid])).toEqual([
      ['SEND_EMAIL', false],
      ['CREATE_TASK', false],
      ['SEND_LINKEDIN', false],
    ]);
  });

  it('an ACTIVE sequence takes only edits that leave it able to run', async () => {
    const seq = await newSequence('Live edits');
    const sender = await newSender(seq.id, 'EMAIL', 'live@example.com');
    expect((await data('ActivateSequenceSenders', { senderActions: [{ sequenceSenderId: sender.id, actionType: 'message' }] })).activateSequenceSenders).toBe(true);
    const id = await addStep(seq.id, 'SEND_EMAIL');
    await updateStep(seq.id, { id, ...email('Hello', '<p>Body</p>') });
    await ok(app, 'PATCH', `/rest/sequences/${seq.id}`, { status: 'ACTIVE' });
    const before = await readSequence(seq.id);
    const error = await refused('UpdateSequenceStep', { sequenceId: seq.id, step: { id, ...email('Hello', '') } });
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain(`sequence ${seq.id} is ACTIVE`);
    expect(error.message).toContain(`step ${id} (SEND_EMAIL): the email has an empty body`);
    expect(await readSequence(seq.id)).toEqual(before);
    expect((await updateStep(seq.id, { id, ...email('Hello there', '<p>Body</p>') })).valid).toBe(true);
    expect((await refused('CreateSequenceStep', { sequenceId: seq.id, stepType: 'SEND_WHATSAPP', parentStepId: id })).message).toMatch(/no ACTIVE WHATSAPP sender/);
    // A step nothing leads to would never run: inserted on the path, it is taken.
    expect((await refused('CreateSequenceStep', { sequenceId: seq.id, stepType: 'CREATE_NOTE' })).message).toMatch(/\(CREATE_NOTE\): no path from the entry step reaches it/);
    expect(await data('CreateSequenceStep', { sequenceId: seq.id, stepType: 'CREATE_NOTE', parentStepId: id })).toBeDefined();
  });
});

describe('duplicateSequenceStep and deleteSequenceStep', () => {
  it('duplicates after the step and relinks on delete; the entry passes to its next step', async () => {
    const seq = await newSequence('Relink');
    const a = await addStep(seq.id, 'SEND_EMAIL');
    const b = await addStep(seq.id, 'DELAY', { parentStepId: a });
    const c = await addStep(seq.id, 'CREATE_NOTE', { parentStepId: b });
    const duplicated = (await data('DuplicateSequenceStep', { sequenceId: seq.id, stepId: b })).duplicateSequenceStep.stepsDiff;
    const copy = duplicated.find((change: Rec) => change.type === 'CREATE' && change.path.length === 1);
    expect(copy).toMatchObject({ path: [3], value: { type: 'DELAY', isFirstStep: false, nextStepIds: [c] } });
    expect(duplicated).toContainEqual({ type: 'CHANGE', path: [1, 'nextStepIds', 0], value: copy.value.id, oldValue: c });
    let steps = await stepsOf(seq.id);
    expect(steps.find((s) => s.id === b)!.nextStepIds).toEqual([copy.value.id]);

    const deleted = (await data('DeleteSequenceStep', { sequenceId: seq.id, stepId: b })).deleteSequenceStep.stepsDiff;
    expect(deleted).toContainEqual(expect.objectContaining({ type: 'REMOVE', path: [3] }));
    steps = await stepsOf(seq.id);
    expect(steps.map((s) => s.id)).toEqual([a, c, copy.value.id]);
    expect(steps.find((s) => s.id === a)!.nextStepIds).toEqual([copy.value.id]);

    await data('DeleteSequenceStep', { sequenceId: seq.id, stepId: a });
    steps = await stepsOf(seq.id);
    expect(steps.filter((s) => s.isFirstStep).map((s) => s.id)).toEqual([copy.value.id]);
  });
});

describe('createSequenceFromTemplate', () => {
  it.each(['LINKEDIN_OUTREACH', 'MULTI_CHANNEL_OUTREACH', 'LINKEDIN_CONNECTION', 'PHONE_CONDITIONAL'])('%s: a DRAFT whose stepsCreated matches its steps', async (templateType) => {
    const made = (await data('CreateSequenceFromTemplate', { name: `From ${templateType}`, templateType })).createSequenceFromTemplate;
    expect(made).toEqual({ success: true, sequenceId: expect.stringMatching(UUID), stepsCreated: expect.any(Number) });
    const seq = await readSequence(made.sequenceId);
    expect(seq).toMatchObject({ name: `From ${templateType}`, status: 'DRAFT' });
    expect(seq.steps).toHaveLength(made.stepsCreated);
    expect(made.stepsCreated).toBeGreaterThan(1);
    expect(seq.steps.filter((s: Rec) => s.isFirstStep)).toHaveLength(1);
    const ids = new Set(seq.steps.map((s: Rec) => s.id));
    for (const step of seq.steps) {
      for (const next of step.nextStepIds) expect(ids.has(next)).toBe(true);
      // LinkedIn and WhatsApp steps wait for a sender; email steps are complete.
      if (['SEND_LINKEDIN', 'SEND_LINKEDIN_CONNECTION', 'SEND_WHATSAPP'].includes(step.type)) expect(step).toMatchObject({ valid: false, settings: { input: { senderId: '' } } });
      if (step.type === 'SEND_EMAIL') expect(step.valid).toBe(true);
    }
    if (templateType === 'PHONE_CONDITIONAL') {
      const entry = seq.steps.find((s: Rec) => s.isFirstStep);
      expect(entry.type).toBe('HAS_PHONE_NUMBER');
      expect(entry.nextStepIds.map((id: string) => seq.steps.find((s: Rec) => s.id === id).type)).toEqual(['SEND_WHATSAPP', 'SEND_EMAIL']);
    }
  });

  it('refuses a readonly key', async () => {
    expect((await refused('CreateSequenceFromTemplate', { name: 'x', templateType: 'LINKEDIN_OUTREACH' }, readonlyKey)).code).toBe('FORBIDDEN');
  });
});

describe('duplicateSequence', () => {
  let source: Rec;
  let linkedin: Rec;
  let emailSender: Rec;
  let liStepId: string;
  const people: Rec[] = [];
  beforeAll(async () => {
    source = await newSequence('Source', { settings: { timezone: 'Europe/Paris', pauseOnReply: false } });
    emailSender = await newSender(source.id, 'EMAIL', 'from@example.com', { dailyLimit: 50 });
    linkedin = await newSender(source.id, 'LINKEDIN', 'https://www.linkedin.com/in/from');
    await data('ActivateSequenceSenders', { senderActions: [{ sequenceSenderId: emailSender.id, actionType: 'message' }] });
    const emailId = await addStep(source.id, 'SEND_EMAIL');
    await updateStep(source.id, { id: emailId, ...email('Hi {{person.name.firstName}}', '<p>Hello</p>') });
    liStepId = await addStep(source.id, 'SEND_LINKEDIN', { parentStepId: emailId });
    await updateStep(source.id, { id: liStepId, settings: { input: { message: 'Hi', senderId: linkedin.id } } });
    for (const name of ['Ann', 'Bob', 'Cy']) people.push(await newPerson(name));
    for (const person of people) await enroll(source.id, person.id);
  });

  const sendersOf = async (sequenceId: string) =>
    (await ok(app, 'GET', `/rest/sequenceSenders?filter=${encodeURIComponent(`sequenceId[eq]:${sequenceId}`)}`)).data.sequenceSenders as Rec[];
  const enrollmentsOf = async (sequenceId: string) =>
    (await ok(app, 'GET', `/rest/sequencePeople?depth=0&filter=${encodeURIComponent(`sequenceId[eq]:${sequenceId}`)}`)).data.sequencePeople as Rec[];

  it('SEQUENCE_ONLY: steps and settings, no senders nor people; a step naming a source sender is warned about', async () => {
    const result = (await data('DuplicateSequence', { sequenceId: source.id, duplicateType: 'SEQUENCE_ONLY' })).duplicateSequence;
    expect(result).toEqual({ success: true, newSequenceId: expect.stringMatching(UUID), duplicatedSendersCount: 0, duplicatedPeopleCount: 0, warnings: [expect.stringContaining(`step ${liStepId} (SEND_LINKEDIN)`)] });
    const copy = await readSequence(result.newSequenceId);
    const original = await readSequence(source.id);
    expect(copy).toMatchObject({ name: 'Source (copy)', status: 'DRAFT', settings: { timezone: 'Europe/Paris', pauseOnReply: false } });
    expect(copy.steps.map((s: Rec) => [s.id, s.type, s.isFirstStep, s.nextStepIds])).toEqual(original.steps.map((s: Rec) => [s.id, s.type, s.isFirstStep, s.nextStepIds]));
    expect(copy.steps[1]).toMatchObject({ valid: false, settings: { input: { message: 'Hi', senderId: '' } } });
    expect(await sendersOf(result.newSequenceId)).toEqual([]);
    expect(await enrollmentsOf(result.newSequenceId)).toEqual([]);
  });

  it('ALL_SEQUENCE: senders (step senderIds pointed at the copies) and every enrollment, each with a fresh run', async () => {
    const result = (await data('DuplicateSequence', { sequenceId: source.id, duplicateType: 'ALL_SEQUENCE', name: 'Everything' })).duplicateSequence;
    expect(result).toMatchObject({ success: true, duplicatedSendersCount: 2, duplicatedPeopleCount: 3, warnings: [] });
    const copy = await readSequence(result.newSequenceId);
    expect(copy).toMatchObject({ name: 'Everything', status: 'DRAFT' });
    const senders = await sendersOf(result.newSequenceId);
    expect(senders.map((s) => [s.platformType, s.identifier, s.messageStatus, s.dailyLimit]).sort()).toEqual([
      ['EMAIL', 'from@example.com', 'ACTIVE', 50],
      ['LINKEDIN', 'https://www.linkedin.com/in/from', null, null],
    ]);
    const newLinkedin = senders.find((s) => s.platformType === 'LINKEDIN')!;
    expect(newLinkedin.id).not.toBe(linkedin.id);
    expect(copy.steps[1]).toMatchObject({ valid: true, settings: { input: { senderId: newLinkedin.id } } });
    const enrollments = await enrollmentsOf(result.newSequenceId);
    expect(enrollments.map((e) => e.personId).sort()).toEqual(people.map((p) => p.id).sort());
    const runs = await sql<{ status: string }>(`SELECT "status" FROM "sequence_run" WHERE "sequence_id" = $1::uuid`, [result.newSequenceId]);
    expect(runs.map((r) => r.status)).toEqual(['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']);
  });

  it('SEQUENCE_INCOMPLETE_RUNS: senders and the enrollments whose run has not COMPLETED', async () => {
    const all = (await data('DuplicateSequence', { sequenceId: source.id, duplicateType: 'ALL_SEQUENCE' })).duplicateSequence;
    const [done] = await sql<{ person_id: string }>(
      `UPDATE "sequence_run" SET "status" = 'COMPLETED' WHERE "id" = (SELECT "id" FROM "sequence_run" WHERE "sequence_id" = $1::uuid ORDER BY "id" LIMIT 1) RETURNING "person_id"::text`,
      [all.newSequenceId],
    );
    const result = (await data('DuplicateSequence', { sequenceId: all.newSequenceId, duplicateType: 'SEQUENCE_INCOMPLETE_RUNS' })).duplicateSequence;
    expect(result).toMatchObject({ success: true, duplicatedSendersCount: 2, duplicatedPeopleCount: 2, warnings: [] });
    const enrolled = (await enrollmentsOf(result.newSequenceId)).map((e) => e.personId);
    expect(enrolled).toHaveLength(2);
    expect(enrolled).not.toContain(done.person_id);
  });

  it('refuses an unknown sequence and a readonly key, creating nothing', async () => {
    const before = (await ok(app, 'GET', '/rest/sequences?limit=1')).totalCount;
    expect((await refused('DuplicateSequence', { sequenceId: '0196a3c0-0000-7000-8000-00000000dead', duplicateType: 'ALL_SEQUENCE' })).code).toBe('NOT_FOUND');
    expect((await refused('DuplicateSequence', { sequenceId: source.id, duplicateType: 'ALL_SEQUENCE' }, readonlyKey)).code).toBe('FORBIDDEN');
    expect((await ok(app, 'GET', '/rest/sequences?limit=1')).totalCount).toBe(before);
  });
});

describe('resolvedSequencePeople', () => {
  it('renders each enrollment\'s steps and lists the variables that resolve to nothing', async () => {
    const seq = await newSequence('Resolved');
    const company = await create(app, 'companies', 'company', { name: 'Acme' });
    const withCompany = await newPerson('Ada', { companyId: company.id });
    const without = await newPerson('Grace');
    const emailId = await addStep(seq.id, 'SEND_EMAIL');
    await updateStep(seq.id, { id: emailId, ...email('Hi {{person.name.firstName}}', '<p>{{person.company.name}} and {{sequencePerson.status}}</p>') });
    const delayId = await addStep(seq.id, 'DELAY', { parentStepId: emailId });
    const taskId = await addStep(seq.id, 'CREATE_TASK', { parentStepId: delayId });
    await updateStep(seq.id, { id: taskId, settings: { input: { objectRecord: { title: 'Call {{person.name.firstName}} at {{person.company.name}}' } } } });
    const first = await enroll(seq.id, withCompany.id);
    const second = await enroll(seq.id, without.id);
    const [low, high] = [first.enrollment, second.enrollment].sort((x, y) => (x.id < y.id ? -1 : 1));

    const all = (await data('ResolvedSequencePeople', { sequenceId: seq.id }, readonlyKey)).resolvedSequencePeople;
    expect(all.totalCount).toBe(2);
    expect(all.pageInfo).toEqual({ hasNextPage: false, endCursor: all.edges[1].cursor });
    expect(all.edges.map((e: Rec) => e.node.sequencePersonId)).toEqual([low.id, high.id]);
    const nodeOf = (personId: string) => all.edges.find((e: Rec) => e.node.personId === personId).node;
    expect(nodeOf(withCompany.id)).toEqual({
      sequencePersonId: first.enrollment.id,
      personId: withCompany.id,
      status: 'ACTIVE',
      steps: [
        { id: emailId, type: 'SEND_EMAIL', resolvedInput: { subject: 'Hi Ada', body: '<p>Acme and ACTIVE</p>' }, invalidVariables: [] },
        { id: taskId, type: 'CREATE_TASK', resolvedInput: { objectRecord: { title: 'Call Ada at Acme' } }, invalidVariables: [] },
      ],
    });
    expect(nodeOf(without.id).steps).toEqual([
      { id: emailId, type: 'SEND_EMAIL', resolvedInput: { subject: 'Hi Grace', body: '<p>{{person.company.name}} and ACTIVE</p>' }, invalidVariables: ['person.company.name'] },
      { id: taskId, type: 'CREATE_TASK', resolvedInput: { objectRecord: { title: 'Call Grace at {{person.company.name}}' } }, invalidVariables: ['person.company.name'] },
    ]);

    const page1 = (await data('ResolvedSequencePeople', { sequenceId: seq.id, first: 1 })).resolvedSequencePeople;
    expect(page1).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true, endCursor: page1.edges[0].cursor } });
    expect(page1.edges.map((e: Rec) => e.node.sequencePersonId)).toEqual([low.id]);
    const page2 = (await data('ResolvedSequencePeople', { sequenceId: seq.id, first: 1, after: page1.pageInfo.endCursor })).resolvedSequencePeople;
    expect(page2).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false } });
    expect(page2.edges.map((e: Rec) => e.node.sequencePersonId)).toEqual([high.id]);

    for (const variables of [{ first: 0 }, { first: 101 }, { after: 'not a cursor' }]) {
      expect((await refused('ResolvedSequencePeople', { sequenceId: seq.id, ...variables })).code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('sequenceErrors', () => {
  it('lists FAILED runs, senders that cannot send and runs that COMPLETED without a message', async () => {
    const seq = await newSequence('Errors');
    const active = await newSender(seq.id, 'EMAIL', 'active@example.com');
    const never = await newSender(seq.id, 'EMAIL', 'never@example.com');
    const paused = await newSender(seq.id, 'WHATSAPP', '+33600000000');
    await data('ActivateSequenceSenders', {
      senderActions: [
        { sequenceSenderId: active.id, actionType: 'message' },
        { sequenceSenderId: paused.id, actionType: 'pause' },
      ],
    });
    const emailId = await addStep(seq.id, 'SEND_EMAIL');
    const [failed, silent, sent] = await Promise.all(['F', 'S', 'M'].map((name) => newPerson(name)));
    const failedRun = await enroll(seq.id, failed.id);
    const silentRun = await enroll(seq.id, silent.id);
    const sentRun = await enroll(seq.id, sent.id);
    const setRun = (runId: string, status: string, state: Rec) => sql(`UPDATE "sequence_run" SET "status" = $2, "state" = $3::jsonb WHERE "id" = $1::uuid`, [runId, status, JSON.stringify(state)]);
    const error = 'variable {{person.company.name}} does not resolve to a value';
    await setRun(failedRun.runId, 'FAILED', { stepInfos: { [emailId]: { status: 'FAILED', at: '2026-01-01T00:00:00.000Z', error } }, sequenceRunError: { failedStepId: emailId, error } });
    await setRun(silentRun.runId, 'COMPLETED', { stepInfos: {} });
    await setRun(sentRun.runId, 'COMPLETED', { stepInfos: { [emailId]: { status: 'SUCCESS', at: '2026-01-01T00:00:00.000Z', messageId: '<m@x>' } } });

    const errors = (await data('SequenceErrors', { sequenceId: seq.id }, readonlyKey)).sequenceErrors;
    expect(errors.peopleErrors).toEqual([{ sequencePersonId: failedRun.enrollment.id, sequenceRunId: failedRun.runId, failedStepId: emailId, failedStepError: error }]);
    expect(errors.senderErrors).toEqual([
      { senderId: never.id, platformType: 'EMAIL', status: null, reason: expect.stringMatching(/has not been activated yet/) },
      { senderId: paused.id, platformType: 'WHATSAPP', status: 'PAUSED', reason: expect.stringMatching(/PAUSED/) },
    ]);
    expect(errors.completedNoMessage).toEqual([{ sequencePersonId: silentRun.enrollment.id, reason: expect.stringMatching(/without sending a message/) }]);
  });
});

describe('lifecycle operations and roles', () => {
  it('a readonly key may query but not mutate; nothing changes', async () => {
    const seq = await newSequence('Roles');
    const before = await readSequence(seq.id);
    expect((await data('SequenceErrors', { sequenceId: seq.id }, readonlyKey)).sequenceErrors).toEqual({ peopleErrors: [], senderErrors: [], completedNoMessage: [] });
    for (const [operation, variables] of [
      ['CreateSequenceStep', { sequenceId: seq.id, stepType: 'SEND_EMAIL' }],
      ['UpdateSequenceStep', { sequenceId: seq.id, step: { id: 'x' } }],
      ['DeleteSequenceStep', { sequenceId: seq.id, stepId: 'x' }],
      ['DuplicateSequenceStep', { sequenceId: seq.id, stepId: 'x' }],
      ['ResetSequencePersonRun', { sequencePersonId: '0196a3c0-0000-7000-8000-00000000dead' }],
    ] as const) {
      expect((await refused(operation, variables, readonlyKey)).code, operation).toBe('FORBIDDEN');
    }
    expect(await readSequence(seq.id)).toEqual(before);
  });

  it('activateSequenceSenders, removeSender and resetSequencePersonRun reach the lifecycle service', async () => {
    const seq = await newSequence('Lifecycle');
    const sender = await newSender(seq.id, 'LINKEDIN', 'https://www.linkedin.com/in/x');
    expect((await data('ActivateSequenceSenders', { senderActions: [{ sequenceSenderId: sender.id, actionType: 'message' }] })).activateSequenceSenders).toBe(true);
    expect((await getOne(app, 'sequenceSenders', 'sequenceSender', sender.id)).messageStatus).toBe('ACTIVE');
    expect((await data('RemoveSender', { sequenceSenderId: sender.id, reassign: true })).removeSender).toEqual({
      success: true,
      deletedSenderId: sender.id,
      totalAffectedPeople: 0,
      reassignedCount: 0,
      stoppedCount: 0,
      warnings: [],
    });
    expect((await refused('ResetSequencePersonRun', { sequencePersonId: '0196a3c0-0000-7000-8000-00000000dead' })).code).toBe('NOT_FOUND');
    expect((await refused('RetrySequenceSteps', { input: [{ sequenceId: seq.id, sequenceRunId: '0196a3c0-0000-7000-8000-00000000dead' }] })).code).toMatch(/NOT_FOUND|BAD_USER_INPUT/);
  });
});
