// A sequence's steps (DESIGN.md, "Sequences"): read from what a client sends, and judged. Two
// kinds of fault, as for workflow steps:
//
// - malformed (not an object, an unknown type, no id, two steps with one id, a window that is
//   not HH:MM or ends before it starts, days outside 1-7, a delay that is not {unit, value}):
//   refused outright, a GraphQL error naming it, nothing stored;
// - incomplete (an empty subject, body or message, a senderId that is not a sender of this
//   sequence on the step's platform, a next step id naming no step): stored as sent, the step
//   flagged `valid: false`; activation refuses the sequence and names each fault (activationProblems).
//
// CREATE_TASK always reports `valid: false` and never blocks activation (SPEC's quirk).
import { randomUUID } from 'node:crypto';
import { constantLabel } from '../lib/constant-label.ts';
import { reachableFrom } from '../lib/step-graph.ts';
import { isObject, nonEmptyString } from '../lib/value-guards.ts';
import { InputProblems } from '../errors/input-problems.ts';

export const SEQUENCE_STEP_TYPES = [
  'SEND_EMAIL',
  'SEND_LINKEDIN',
  'SEND_LINKEDIN_CONNECTION',
  'SEND_WHATSAPP',
  'DELAY',
  'CREATE_TASK',
  'CREATE_NOTE',
  'HAS_EMAIL_ADDRESS',
  'HAS_LINKEDIN_URL',
  'HAS_PHONE_NUMBER',
  'REPLIED_TO_EMAIL',
] as const;
export type SequenceStepType = (typeof SEQUENCE_STEP_TYPES)[number];

export type Platform = 'EMAIL' | 'LINKEDIN' | 'WHATSAPP';

/** The steps that send a message, and the platform each sends on. */
export const SENDING_PLATFORM: Partial<Record<SequenceStepType, Platform>> = {
  SEND_EMAIL: 'EMAIL',
  SEND_LINKEDIN: 'LINKEDIN',
  SEND_LINKEDIN_CONNECTION: 'LINKEDIN',
  SEND_WHATSAPP: 'WHATSAPP',
};

/** The branching steps: `nextStepIds` is [whenTrue, whenFalse]. */
export const BRANCH_STEPS: ReadonlySet<SequenceStepType> = new Set(['HAS_EMAIL_ADDRESS', 'HAS_LINKEDIN_URL', 'HAS_PHONE_NUMBER', 'REPLIED_TO_EMAIL']);

export const DELAY_UNITS = ['MINUTES', 'HOURS', 'DAYS'] as const;
export type DelayUnit = (typeof DELAY_UNITS)[number];
export const DELAY_UNIT_MS: Record<DelayUnit, number> = { MINUTES: 60_000, HOURS: 3_600_000, DAYS: 86_400_000 };

export interface StepDelay {
  unit: DelayUnit;
  value: number;
}

export interface SequenceStep {
  id: string;
  name: string;
  type: SequenceStepType;
  valid: boolean;
  isFirstStep: boolean;
  nextStepIds: string[];
  position?: { x: number; y: number };
  settings: {
    input: Record<string, unknown>;
    /** The wait before the step runs; null: none. */
    delay: StepDelay | null;
    conditions: unknown[];
    outputSchema: Record<string, unknown>;
  };
}

/** A sender of the sequence, as validity needs it. */
export interface SenderRef {
  id: string;
  platformType: string;
}

const quoted = (value: unknown) => JSON.stringify(value ?? null);


/** The unknown-type message, exactly as DESIGN.md writes it. */
export const unknownTypeMessage = (type: unknown) => `SequenceActionType '${typeof type === 'string' ? type : quoted(type)}' unknown`;

export function isStepType(type: unknown): type is SequenceStepType {
  return typeof type === 'string' && (SEQUENCE_STEP_TYPES as readonly string[]).includes(type);
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an `HH:MM` already checked. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The delay as stored: {unit, value} with a plural unit (MINUTE accepted), or null. */
function readDelay(value: unknown, at: string, problems: string[]): StepDelay | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) {
    problems.push(`${at}settings.delay: must be {unit, value} or null, not ${quoted(value)}`);
    return null;
  }
  const rawUnit = typeof value.unit === 'string' ? value.unit.toUpperCase() : '';
  const unit = (DELAY_UNITS as readonly string[]).includes(rawUnit) ? rawUnit : (DELAY_UNITS as readonly string[]).includes(`${rawUnit}S`) ? `${rawUnit}S` : undefined;
  if (!unit) problems.push(`${at}settings.delay.unit: must be one of ${DELAY_UNITS.join(', ')} (singular accepted), not ${quoted(value.unit)}`);
  const amount = value.value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0 || amount > 100_000)
    problems.push(`${at}settings.delay.value: must be a number from 0 to 100000, not ${quoted(amount)}`);
  return unit && typeof amount === 'number' ? { unit: unit as DelayUnit, value: amount } : null;
}

/** SEND_EMAIL's days and window: malformed ones are refused (DESIGN "Step edits"). */
function checkSchedule(input: Record<string, unknown>, at: string, problems: string[]): void {
  if (input.days !== undefined && input.days !== null) {
    const days = input.days;
    if (!Array.isArray(days) || days.length === 0 || !days.every((day) => Number.isInteger(day) && day >= 1 && day <= 7))
      problems.push(`${at}settings.input.days: must be a non-empty list of weekdays 1 (Monday) to 7 (Sunday), not ${quoted(days)}`);
  }
  if (input.window !== undefined && input.window !== null) {
    const window = input.window;
    if (!isObject(window) || typeof window.start !== 'string' || typeof window.end !== 'string' || !HH_MM.test(window.start) || !HH_MM.test(window.end))
      problems.push(`${at}settings.input.window: must be {start, end} in HH:MM (00:00 to 23:59), not ${quoted(window)}`);
    else if (minutesOf(window.end) <= minutesOf(window.start))
      problems.push(`${at}settings.input.window: ends (${window.end}) before it starts (${window.start})`);
  }
}

/**
 * One step as a client sent it, read into its stored form (defaults filled in: a settings object
 * without delay, conditions or outputSchema gets the defaults, SPEC's rule 1), or its faults.
 */
function readStep(raw: unknown, index: number, problems: string[]): SequenceStep | undefined {
  const at = `steps[${index}].`;
  if (!isObject(raw)) {
    problems.push(`steps[${index}]: must be an object, not ${quoted(raw)}`);
    return undefined;
  }
  if (!isStepType(raw.type)) {
    problems.push(unknownTypeMessage(raw.type));
    return undefined;
  }
  const count = problems.length;
  if (!nonEmptyString(raw.id)) problems.push(`${at}id: must be a non-empty string`);
  if (raw.name !== undefined && raw.name !== null && typeof raw.name !== 'string') problems.push(`${at}name: must be a string`);
  const next = raw.nextStepIds ?? [];
  if (!Array.isArray(next) || !next.every((id) => typeof id === 'string')) problems.push(`${at}nextStepIds: must be a list of step ids`);
  if (raw.settings !== undefined && raw.settings !== null && !isObject(raw.settings)) problems.push(`${at}settings: must be an object`);
  const settings = isObject(raw.settings) ? raw.settings : {};
  if (settings.input !== undefined && settings.input !== null && !isObject(settings.input)) problems.push(`${at}settings.input: must be an object`);
  const input = isObject(settings.input) ? settings.input : {};
  const delay = readDelay(settings.delay, at, problems);
  if (raw.type === 'SEND_EMAIL') checkSchedule(input, at, problems);
  if (settings.conditions !== undefined && settings.conditions !== null && !Array.isArray(settings.conditions)) problems.push(`${at}settings.conditions: must be a list`);
  if (settings.outputSchema !== undefined && settings.outputSchema !== null && !isObject(settings.outputSchema)) problems.push(`${at}settings.outputSchema: must be an object`);
  const position = raw.position;
  if (position !== undefined && position !== null && !(isObject(position) && typeof position.x === 'number' && typeof position.y === 'number'))
    problems.push(`${at}position: must be {x, y} numbers`);
  if (problems.length > count) return undefined;
  return {
    id: raw.id as string,
    name: typeof raw.name === 'string' && raw.name !== '' ? raw.name : constantLabel(raw.type),
    type: raw.type,
    valid: false,
    isFirstStep: raw.isFirstStep === true,
    nextStepIds: next as string[],
    ...(isObject(position) ? { position: { x: position.x as number, y: position.y as number } } : {}),
    settings: {
      input,
      delay,
      conditions: Array.isArray(settings.conditions) ? settings.conditions : [],
      outputSchema: isObject(settings.outputSchema) ? settings.outputSchema : {},
    },
  };
}

/** Why a step is incomplete (empty: it is complete). The faults activation lists. */
export function stepFaults(step: SequenceStep, steps: readonly SequenceStep[], senders: readonly SenderRef[]): string[] {
  const faults: string[] = [];
  const { input } = step.settings;
  const platform = SENDING_PLATFORM[step.type];
  if (step.type === 'SEND_EMAIL') {
    if (!nonEmptyString(input.subject)) faults.push('the email has no subject');
    if (!nonEmptyString(input.body)) faults.push('the email has an empty body');
  } else if (platform) {
    if (!nonEmptyString(input.message)) faults.push('the message is empty');
    if (!senders.some((sender) => sender.id === input.senderId && sender.platformType === platform))
      faults.push(`senderId ${quoted(input.senderId)} is not a ${platform} sender of this sequence (a sequence sender id, not a workspace member id)`);
  } else if (step.type === 'CREATE_TASK' || step.type === 'CREATE_NOTE') {
    const record = input.objectRecord;
    if (!isObject(record) || !nonEmptyString(record.title)) faults.push('settings.input.objectRecord.title is empty');
  }
  const ids = new Set(steps.map((s) => s.id));
  for (const id of step.nextStepIds) if (!ids.has(id)) faults.push(`next step id ${quoted(id)} names no step`);
  if (BRANCH_STEPS.has(step.type) && step.nextStepIds.length > 2) faults.push('a condition has two next steps at most: [whenTrue, whenFalse]');
  return faults;
}

/** `valid` as clients read it: complete, except CREATE_TASK, which always reports false (SPEC's quirk). */
export function withValidity(steps: SequenceStep[], senders: readonly SenderRef[]): SequenceStep[] {
  return steps.map((step) => ({ ...step, valid: step.type !== 'CREATE_TASK' && stepFaults(step, steps, senders).length === 0 }));
}

/**
 * The steps a client sent, in their stored form with `valid` computed, or a InputProblems naming
 * every malformed one (ids must be unique).
 */
export function readSteps(raw: unknown, senders: readonly SenderRef[]): SequenceStep[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new InputProblems([`steps: must be a list, not ${quoted(raw)}`]);
  const problems: string[] = [];
  const steps = raw.map((step, i) => readStep(step, i, problems)).filter((step): step is SequenceStep => step !== undefined);
  const seen = new Set<string>();
  for (const step of steps) {
    if (seen.has(step.id)) problems.push(`steps: two steps have the id ${quoted(step.id)}`);
    seen.add(step.id);
  }
  if (problems.length) throw new InputProblems(problems);
  return withValidity(steps, senders);
}

/** The steps as stored (written by this module only): read without judging again. */
export const storedSteps = (value: unknown): SequenceStep[] => (Array.isArray(value) ? (value as SequenceStep[]) : []);

/** A new step of `type` with an empty input (valid: false until filled in). */
export function newStep(type: SequenceStepType, position?: { x: number; y: number }): SequenceStep {
  return {
    id: randomUUID(),
    name: constantLabel(type),
    type,
    valid: false,
    isFirstStep: false,
    nextStepIds: [],
    ...(position ? { position } : {}),
    settings: { input: {}, delay: null, conditions: [], outputSchema: {} },
  };
}

/** The one entry step, or undefined (none or several: activation names it). */
export function entryStep(steps: readonly SequenceStep[]): SequenceStep | undefined {
  const entries = steps.filter((step) => step.isFirstStep);
  return entries.length === 1 ? entries[0] : undefined;
}

/** The platforms the steps send on (each needs an ACTIVE sender, and each enrollment one of them). */
export function platformsUsed(steps: readonly SequenceStep[]): Platform[] {
  return [...new Set(steps.flatMap((step) => (SENDING_PLATFORM[step.type] ? [SENDING_PLATFORM[step.type] as Platform] : [])))];
}

/** Why the sequence cannot be activated: each offending step id and reason (empty: it can). */
export function activationProblems(steps: readonly SequenceStep[], senders: ReadonlyArray<SenderRef & { messageStatus: string | null }>): string[] {
  const problems: string[] = [];
  const entries = steps.filter((step) => step.isFirstStep);
  if (entries.length === 0) problems.push('steps: no entry step (createSequenceStep with isFirstStep: true makes one)');
  if (entries.length > 1) problems.push(`steps: ${entries.length} entry steps (${entries.map((s) => s.id).join(', ')}); exactly one may have isFirstStep: true`);
  for (const step of steps) {
    // CREATE_TASK's `valid: false` is the quirk, not a fault: it never blocks activation.
    const faults = stepFaults(step, steps, senders).filter((fault) => SENDING_PLATFORM[step.type] || fault.startsWith('next step id') || fault.startsWith('a condition'));
    for (const fault of faults) problems.push(`step ${step.id} (${step.type}): ${fault}`);
  }
  if (entries.length === 1)
    for (const step of unreachableFrom(entries[0], steps)) problems.push(`step ${step.id} (${step.type}): no path from the entry step reaches it; link it from another step's nextStepIds or delete it`);
  const cycle = cycleThrough(steps);
  if (cycle) problems.push(`steps: ${cycle.join(' -> ')} is a cycle; a person would go round it for ever`);
  const senderless = platformsUsed(steps).filter((platform) => !senders.some((sender) => sender.platformType === platform && sender.messageStatus === 'ACTIVE'));
  for (const step of steps) {
    const platform = SENDING_PLATFORM[step.type];
    if (platform && senderless.includes(platform))
      problems.push(`step ${step.id} (${step.type}): sends on ${platform}, but the sequence has no ACTIVE ${platform} sender (activateSequenceSenders)`);
  }
  return problems;
}

/** The steps no chain of next step ids leads to from `entry` (dangling ids are named elsewhere). */
function unreachableFrom(entry: SequenceStep, steps: readonly SequenceStep[]): SequenceStep[] {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const reached = reachableFrom([entry.id], (id) => byId.get(id)?.nextStepIds);
  return steps.filter((step) => !reached.has(step.id));
}

/** A cycle of next step ids (its step ids, the first repeated at the end), or undefined. */
export function cycleThrough(steps: readonly SequenceStep[]): string[] | undefined {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const done = new Set<string>();
  const visit = (id: string, path: string[]): string[] | undefined => {
    if (path.includes(id)) return [...path.slice(path.indexOf(id)), id];
    if (done.has(id) || !byId.has(id)) return undefined;
    for (const next of byId.get(id)!.nextStepIds) {
      const found = visit(next, [...path, id]);
      if (found) return found;
    }
    done.add(id);
    return undefined;
  };
  for (const step of steps) {
    const found = visit(step.id, []);
    if (found) return found;
  }
  return undefined;
}

/** The step's delay in ms (0 when none). */
export const delayMs = (step: SequenceStep) => (step.settings.delay ? step.settings.delay.value * DELAY_UNIT_MS[step.settings.delay.unit] : 0);
