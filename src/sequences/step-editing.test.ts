import { describe, expect, it } from 'vitest';
import { duplicateStep, insertStep, removeStep, replaceStep } from './step-editing.ts';
import { readSteps, type SenderRef, type SequenceStep } from './steps.ts';
import { InputProblems } from '../errors/input-problems.ts';

const senders: SenderRef[] = [{ id: 'li-sender', platformType: 'LINKEDIN' }];
const raw = (id: string, type: string, next: string[] = [], extra: Record<string, unknown> = {}) => ({ id, name: id, type, nextStepIds: next, settings: { input: {} }, ...extra });
const chain = (): SequenceStep[] =>
  readSteps([raw('a', 'SEND_EMAIL', ['b'], { isFirstStep: true }), raw('b', 'DELAY', ['c']), raw('c', 'SEND_LINKEDIN')], senders);
const byId = (steps: SequenceStep[], id: string) => steps.find((s) => s.id === id)!;
const faultsOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof InputProblems) return error.problems;
    throw error;
  }
  throw new Error('expected a InputProblems');
};

describe('insertStep', () => {
  it('makes the first step of an empty sequence the entry, even without isFirstStep', () => {
    const [step] = insertStep([], { stepType: 'SEND_EMAIL', position: { x: 1, y: 2 } }, senders);
    expect(step).toMatchObject({ type: 'SEND_EMAIL', name: 'Send Email', isFirstStep: true, nextStepIds: [], valid: false, position: { x: 1, y: 2 } });
    expect(step.settings).toEqual({ input: {}, delay: null, conditions: [], outputSchema: {} });
  });

  it('isFirstStep: the new step leads to the previous entry, which loses the flag', () => {
    const after = insertStep(chain(), { stepType: 'HAS_EMAIL_ADDRESS', isFirstStep: true }, senders);
    const created = after.at(-1)!;
    expect(created).toMatchObject({ isFirstStep: true, nextStepIds: ['a'] });
    expect(after.filter((s) => s.isFirstStep)).toEqual([created]);
  });

  it('after a parent, taking over its next ids; before nextStepId only when given', () => {
    const after = insertStep(chain(), { stepType: 'DELAY', parentStepId: 'a' }, senders);
    const created = after.at(-1)!;
    expect(byId(after, 'a').nextStepIds).toEqual([created.id]);
    expect(created.nextStepIds).toEqual(['b']);
    const between = insertStep(chain(), { stepType: 'DELAY', parentStepId: 'b', nextStepId: 'c' }, senders);
    expect(byId(between, 'b').nextStepIds).toEqual([between.at(-1)!.id]);
    expect(between.at(-1)!.nextStepIds).toEqual(['c']);
  });

  it('after a condition: in place of nextStepId, keeping [whenTrue, whenFalse]; else its first free branch', () => {
    const steps = readSteps([raw('if', 'HAS_PHONE_NUMBER', ['yes', 'no'], { isFirstStep: true }), raw('yes', 'DELAY'), raw('no', 'DELAY')], senders);
    const after = insertStep(steps, { stepType: 'SEND_EMAIL', parentStepId: 'if', nextStepId: 'no' }, senders);
    const created = after.at(-1)!;
    expect(byId(after, 'if').nextStepIds).toEqual(['yes', created.id]);
    expect(created.nextStepIds).toEqual(['no']);
    expect(faultsOf(() => insertStep(steps, { stepType: 'DELAY', parentStepId: 'if' }, senders))[0]).toMatch(/both its branches set/);
    const half = readSteps([raw('if', 'HAS_PHONE_NUMBER', ['yes'], { isFirstStep: true }), raw('yes', 'DELAY')], senders);
    const filled = insertStep(half, { stepType: 'DELAY', parentStepId: 'if' }, senders);
    expect(byId(filled, 'if').nextStepIds).toEqual(['yes', filled.at(-1)!.id]);
  });

  it('refuses an unknown type with the exact message, and unknown step ids', () => {
    expect(faultsOf(() => insertStep(chain(), { stepType: 'TELEPORT' }, senders))).toEqual(["SequenceActionType 'TELEPORT' unknown"]);
    expect(faultsOf(() => insertStep(chain(), { stepType: 'DELAY', parentStepId: 'ghost' }, senders))).toEqual(['parentStepId: "ghost" is not a step of this sequence']);
    expect(faultsOf(() => insertStep(chain(), { stepType: 'DELAY', parentStepId: 'a', nextStepId: 'ghost' }, senders))[0]).toMatch(/^nextStepId/);
  });
});

describe('replaceStep', () => {
  it('replaces settings whole: absent delay, conditions and outputSchema go back to defaults (SPEC rule 1)', () => {
    const steps = readSteps([raw('a', 'SEND_EMAIL', [], { isFirstStep: true, settings: { input: { subject: 's', body: 'b' }, delay: { unit: 'DAYS', value: 2 }, conditions: [1], outputSchema: { x: 1 } } })], senders);
    const [after] = replaceStep(steps, { id: 'a', type: 'SEND_EMAIL', settings: { input: { subject: 'S', body: 'B' } } }, senders);
    expect(after.settings).toEqual({ input: { subject: 'S', body: 'B' }, delay: null, conditions: [], outputSchema: {} });
    // Fields not sent keep their stored values; isFirstStep included.
    expect(after).toMatchObject({ name: 'a', isFirstStep: true, valid: true });
  });

  it('stores incomplete steps as valid:false; CREATE_TASK is never valid; a member id is not a sender', () => {
    const body = replaceStep(chain(), { id: 'a', settings: { input: { subject: 's', body: '' } } }, senders);
    expect(byId(body, 'a').valid).toBe(false);
    const notSender = replaceStep(chain(), { id: 'c', settings: { input: { message: 'hi', senderId: 'member-id' } } }, senders);
    expect(byId(notSender, 'c').valid).toBe(false);
    const sender = replaceStep(chain(), { id: 'c', settings: { input: { message: 'hi', senderId: 'li-sender' } } }, senders);
    expect(byId(sender, 'c').valid).toBe(true);
    const task = replaceStep(chain(), { id: 'b', type: 'CREATE_TASK', settings: { input: { objectRecord: { title: 'Call' } } } }, senders);
    expect(byId(task, 'b').valid).toBe(false);
  });

  it('refuses malformed steps and unknown ids', () => {
    expect(faultsOf(() => replaceStep(chain(), { id: 'a', type: 'NOPE' }, senders))).toEqual(["SequenceActionType 'NOPE' unknown"]);
    expect(faultsOf(() => replaceStep(chain(), { id: 'a', settings: { input: { window: { start: '9:00', end: '17:00' } } } }, senders))[0]).toMatch(/window/);
    expect(faultsOf(() => replaceStep(chain(), { id: 'a', settings: { input: { window: { start: '17:00', end: '09:00' } } } }, senders))[0]).toMatch(/before it starts/);
    expect(faultsOf(() => replaceStep(chain(), { id: 'ghost' }, senders))).toEqual(['step.id: "ghost" is not a step of this sequence']);
  });
});

describe('removeStep', () => {
  it('what led to the step leads to its next steps', () => {
    const after = removeStep(chain(), 'b', senders);
    expect(after.map((s) => s.id)).toEqual(['a', 'c']);
    expect(byId(after, 'a').nextStepIds).toEqual(['c']);
  });

  it('the entry removed: its first next step becomes the entry', () => {
    const after = removeStep(chain(), 'a', senders);
    expect(byId(after, 'b').isFirstStep).toBe(true);
  });

  it('keeps a condition\'s branches in place', () => {
    const steps = readSteps([raw('if', 'HAS_PHONE_NUMBER', ['yes', 'no'], { isFirstStep: true }), raw('yes', 'DELAY', ['end']), raw('no', 'DELAY'), raw('end', 'DELAY')], senders);
    expect(byId(removeStep(steps, 'yes', senders), 'if').nextStepIds).toEqual(['end', 'no']);
    expect(byId(removeStep(steps, 'no', senders), 'if').nextStepIds).toEqual(['yes']);
    expect(faultsOf(() => removeStep(removeStep(steps, 'end', senders), 'yes', senders))[0]).toMatch(/whenTrue branch/);
  });
});

describe('duplicateStep', () => {
  it('step -> copy -> the step\'s old next ids; the copy is never the entry', () => {
    const after = duplicateStep(chain(), 'a', senders);
    const copy = after.at(-1)!;
    expect(copy).toMatchObject({ type: 'SEND_EMAIL', isFirstStep: false, nextStepIds: ['b'] });
    expect(copy.id).not.toBe('a');
    expect(byId(after, 'a').nextStepIds).toEqual([copy.id]);
    expect(after.filter((s) => s.isFirstStep).map((s) => s.id)).toEqual(['a']);
  });

  it('a condition leads to its copy on both branches', () => {
    const steps = readSteps([raw('if', 'HAS_PHONE_NUMBER', ['yes', 'no'], { isFirstStep: true }), raw('yes', 'DELAY'), raw('no', 'DELAY')], senders);
    const after = duplicateStep(steps, 'if', senders);
    const copy = after.at(-1)!;
    expect(byId(after, 'if').nextStepIds).toEqual([copy.id, copy.id]);
    expect(copy.nextStepIds).toEqual(['yes', 'no']);
  });
});
