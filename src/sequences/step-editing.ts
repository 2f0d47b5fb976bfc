// Editing a sequence's steps (DESIGN.md, "Step mutations"): pure functions from the stored steps
// to the new ones, each result read again by readSteps (malformed: InputProblems; `valid` computed
// against the sequence's senders). SequenceEditor stores the result and answers the diff.
import { randomUUID } from 'node:crypto';
import { isObject } from '../lib/value-guards.ts';
import {
  BRANCH_STEPS,
  isStepType,
  newStep,
  readSteps,
  unknownTypeMessage,
  type SenderRef,
  type SequenceStep,
} from './steps.ts';
import { InputProblems } from '../errors/input-problems.ts';

export interface NewSequenceStep {
  stepType: string;
  parentStepId?: string | null;
  nextStepId?: string | null;
  position?: { x: number; y: number } | null;
  isFirstStep?: boolean | null;
}

function stepById(steps: readonly SequenceStep[], id: unknown, field: string): SequenceStep {
  const step = typeof id === 'string' ? steps.find((s) => s.id === id) : undefined;
  if (!step) throw new InputProblems([`${field}: ${JSON.stringify(id ?? null)} is not a step of this sequence`]);
  return step;
}

const isBranch = (step: SequenceStep) => BRANCH_STEPS.has(step.type);

/**
 * A new step of `stepType` with an empty input:
 * - `isFirstStep` (or the sequence's first step): the entry, leading to the previous entry
 *   (or to `nextStepId`), which loses the flag;
 * - after `parentStepId`, taking over its next step ids; with `nextStepId`, in place of that one
 *   id only (a condition's [whenTrue, whenFalse] keep their order). After a condition without
 *   `nextStepId`: its first free branch (both set: refused, the caller must say which);
 * - neither: a step nothing leads to yet (linked later by updateSequenceStep).
 */
export function insertStep(steps: readonly SequenceStep[], request: NewSequenceStep, senders: readonly SenderRef[]): SequenceStep[] {
  if (!isStepType(request.stepType)) throw new InputProblems([unknownTypeMessage(request.stepType)]);
  const parent = request.parentStepId ? stepById(steps, request.parentStepId, 'parentStepId') : undefined;
  const before = request.nextStepId ? stepById(steps, request.nextStepId, 'nextStepId') : undefined;
  const created = newStep(request.stepType, request.position ?? undefined);
  const previousEntry = steps.find((s) => s.isFirstStep);

  if (request.isFirstStep || steps.length === 0) {
    if (parent) throw new InputProblems(['parentStepId: the entry step (isFirstStep) has no parent']);
    const next = before ?? previousEntry;
    const entry = { ...created, isFirstStep: true, nextStepIds: next ? [next.id] : [] };
    return readSteps([...steps.map((s) => (s.isFirstStep ? { ...s, isFirstStep: false } : s)), entry], senders);
  }
  if (!parent) return readSteps([...steps, { ...created, nextStepIds: before ? [before.id] : [] }], senders);

  let parentNext: string[];
  let createdNext: string[];
  if (before) {
    createdNext = [before.id];
    if (parent.nextStepIds.includes(before.id)) parentNext = parent.nextStepIds.map((id) => (id === before.id ? created.id : id));
    else if (isBranch(parent) && parent.nextStepIds.length >= 2)
      throw new InputProblems([`nextStepId: condition ${parent.id} does not lead to ${before.id} and both its branches are set`]);
    else parentNext = [...parent.nextStepIds, created.id];
  } else if (isBranch(parent)) {
    if (parent.nextStepIds.length >= 2)
      throw new InputProblems([`parentStepId: condition ${parent.id} has both its branches set; give nextStepId to insert before one of them`]);
    createdNext = [];
    parentNext = [...parent.nextStepIds, created.id];
  } else {
    createdNext = parent.nextStepIds;
    parentNext = [created.id];
  }
  const relinked = steps.map((s) => (s.id === parent.id ? { ...s, nextStepIds: parentNext! } : s));
  return readSteps([...relinked, { ...created, nextStepIds: createdNext }], senders);
}

/**
 * Replaces the step with `step.id`. `settings`, when sent, is replaced whole: a delay, conditions
 * or outputSchema left out go back to their defaults (SPEC rule 1). Other fields left out (name,
 * type, nextStepIds, position, isFirstStep) keep their stored values; `valid` is always computed.
 */
export function replaceStep(steps: readonly SequenceStep[], step: unknown, senders: readonly SenderRef[]): SequenceStep[] {
  if (!isObject(step)) throw new InputProblems([`step: must be an object, not ${JSON.stringify(step ?? null)}`]);
  const stored = stepById(steps, step.id, 'step.id');
  const sent = Object.fromEntries(Object.entries(step).filter(([key, value]) => value !== undefined && key !== 'valid'));
  const merged = { ...stored, ...sent, settings: 'settings' in sent ? sent.settings : stored.settings };
  return readSteps(steps.map((s) => (s.id === stored.id ? merged : s)), senders);
}

/**
 * Removes a step: what led to it leads to its next steps instead (a condition's branch to its
 * first next step, keeping [whenTrue, whenFalse] in place); the entry's first next step becomes
 * the entry.
 */
export function removeStep(steps: readonly SequenceStep[], stepId: string, senders: readonly SenderRef[]): SequenceStep[] {
  const removed = stepById(steps, stepId, 'stepId');
  const rest = steps.filter((s) => s.id !== removed.id);
  const relinked = rest.map((s) => {
    if (!s.nextStepIds.includes(removed.id)) return s;
    if (!isBranch(s)) return { ...s, nextStepIds: [...new Set(s.nextStepIds.flatMap((id) => (id === removed.id ? removed.nextStepIds : [id])))] };
    const slot = s.nextStepIds.indexOf(removed.id);
    const replacement = removed.nextStepIds[0];
    if (replacement !== undefined) return { ...s, nextStepIds: s.nextStepIds.map((id) => (id === removed.id ? replacement : id)) };
    // Dropping the whenTrue branch would turn whenFalse into whenTrue: the caller must relink first.
    if (slot === 0 && s.nextStepIds.length > 1)
      throw new InputProblems([`stepId: ${removed.id} is the whenTrue branch of condition ${s.id} and leads nowhere; relink the condition first (updateSequenceStep)`]);
    return { ...s, nextStepIds: s.nextStepIds.filter((id) => id !== removed.id) };
  });
  const heir = removed.isFirstStep ? removed.nextStepIds.find((id) => rest.some((s) => s.id === id)) : undefined;
  return readSteps(relinked.map((s) => (s.id === heir ? { ...s, isFirstStep: true } : s)), senders);
}

/**
 * A copy of a step (new id, never the entry) right after it: step -> copy -> where the step led.
 * A condition leads to its copy on both branches, and the copy branches as it did.
 */
export function duplicateStep(steps: readonly SequenceStep[], stepId: string, senders: readonly SenderRef[]): SequenceStep[] {
  const original = stepById(steps, stepId, 'stepId');
  const copy: SequenceStep = { ...structuredClone(original), id: randomUUID(), isFirstStep: false };
  const originalNext = isBranch(original) ? [copy.id, copy.id] : [copy.id];
  // Appended: the diff is one CREATE and the original's nextStepIds, not every later index.
  return readSteps([...steps.map((s) => (s.id === original.id ? { ...s, nextStepIds: originalNext } : s)), copy], senders);
}
