// A workflow version's definition: its trigger and its steps (DESIGN.md, "Workflows"), read from
// what a client sends. Two kinds of fault, as a client would expect from an editor:
//
// - malformed (not an object, an unknown type, a step without an id, two steps with one id):
//   refused outright, nothing stored;
// - incomplete (a step whose input lacks what it needs, a trigger without its settings):
//   stored as sent, the step flagged `valid: false`; activation refuses the version and names
//   each fault (graph-check.ts).
import { isObject, nonEmptyString } from '../lib/value-guards.ts';
import { canonicalEventName, canonicalPattern } from '../events/event-names.ts';
import { ScheduleError, firstFireTime } from '../jobs/schedules.ts';
import { InputProblems } from '../errors/input-problems.ts';

export const TRIGGER_TYPES = ['MANUAL', 'DATABASE_EVENT', 'CRON', 'WEBHOOK'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const STEP_TYPES = [
  'CREATE_RECORD',
  'UPDATE_RECORD',
  'DELETE_RECORD',
  'FIND_RECORDS',
  'FILTER',
  'IF_ELSE',
  'DELAY',
  'SEND_EMAIL',
  'HTTP_REQUEST',
  'EMPTY',
] as const;
export type StepType = (typeof STEP_TYPES)[number];

export const DELAY_UNITS = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
export const FILTER_OPERANDS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'contains', 'isEmpty', 'isNotEmpty'] as const;
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Retries of a failing step at most (DESIGN.md: 1 s, 5 s, 15 s). */
export const MAX_STEP_ATTEMPTS = 3;

export interface WorkflowTrigger {
  type: TriggerType;
  settings: Record<string, unknown>;
  nextStepIds: string[];
}

export interface ErrorHandlingOptions {
  retryOnFailure: { value: boolean; maxAttempts?: number };
  continueOnFailure: { value: boolean };
}

export interface WorkflowStep {
  id: string;
  name: string;
  type: StepType;
  valid: boolean;
  nextStepIds: string[];
  position?: { x: number; y: number };
  settings: {
    input: Record<string, unknown>;
    outputSchema: Record<string, unknown>;
    errorHandlingOptions: ErrorHandlingOptions;
  };
}

/** What the definition is checked against: the objects that exist now. */
export interface DefinitionContext {
  /** Objects a record step may write (built-in record objects and pipelines; not engine objects). */
  writableObjects: readonly string[];
  /** Pipelines' nameSingular: their events are valid trigger events. */
  pipelines: readonly string[];
}

const stringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const quoted = (value: unknown) => JSON.stringify(value ?? null);


/** The trigger as stored (null: none yet); throws a InputProblems when malformed. */
export function readTrigger(raw: unknown): WorkflowTrigger | null {
  if (raw === null || raw === undefined) return null;
  if (!isObject(raw)) throw new InputProblems(['trigger: must be an object {type, settings, nextStepIds} or null']);
  const problems: string[] = [];
  if (!TRIGGER_TYPES.includes(raw.type as TriggerType)) problems.push(`trigger.type: ${quoted(raw.type)} is not a trigger type; use one of ${TRIGGER_TYPES.join(', ')}`);
  if (raw.settings !== undefined && !isObject(raw.settings)) problems.push('trigger.settings: must be an object');
  if (raw.nextStepIds !== undefined && !stringList(raw.nextStepIds)) problems.push('trigger.nextStepIds: must be an array of step ids');
  if (problems.length) throw new InputProblems(problems);
  const type = raw.type as TriggerType;
  const settings = (raw.settings as Record<string, unknown> | undefined) ?? {};
  return { type, settings: type === 'DATABASE_EVENT' ? withStoredEventName(settings) : settings, nextStepIds: (raw.nextStepIds as string[] | undefined) ?? [] };
}

/** A DATABASE_EVENT trigger's settings with its event name as stored: `people.created` as `person.created`. */
function withStoredEventName(settings: Record<string, unknown>): Record<string, unknown> {
  return typeof settings.eventName === 'string' ? { ...settings, eventName: canonicalPattern(settings.eventName) } : settings;
}

/** The steps as stored, each with `valid` computed; throws a InputProblems when malformed. */
export function readSteps(raw: unknown, context: DefinitionContext): WorkflowStep[] {
  if (raw === null || raw === undefined) return [];
  if (!Array.isArray(raw)) throw new InputProblems(['steps: must be an array of steps']);
  const problems: string[] = [];
  const seen = new Set<string>();
  const steps = raw.map((item, i) => {
    const at = `steps[${i}]`;
    if (!isObject(item)) {
      problems.push(`${at}: must be an object {id, name, type, settings, nextStepIds}`);
      return undefined;
    }
    if (!nonEmptyString(item.id)) problems.push(`${at}.id: must be a non-empty string`);
    else if (seen.has(item.id)) problems.push(`${at}.id: "${item.id}" is the id of another step too`);
    else seen.add(item.id);
    if (!STEP_TYPES.includes(item.type as StepType)) problems.push(`${at}.type: ${quoted(item.type)} is not a step type; use one of ${STEP_TYPES.join(', ')}`);
    if (item.name !== undefined && typeof item.name !== 'string') problems.push(`${at}.name: must be a string`);
    if (item.nextStepIds !== undefined && !stringList(item.nextStepIds)) problems.push(`${at}.nextStepIds: must be an array of step ids`);
    if (item.settings !== undefined && !isObject(item.settings)) problems.push(`${at}.settings: must be an object`);
    const settings = isObject(item.settings) ? item.settings : {};
    if (settings.input !== undefined && !isObject(settings.input)) problems.push(`${at}.settings.input: must be an object`);
    const position = isObject(item.position) && typeof item.position.x === 'number' && typeof item.position.y === 'number' ? { x: item.position.x, y: item.position.y } : undefined;
    const step: WorkflowStep = {
      id: String(item.id),
      name: typeof item.name === 'string' ? item.name : String(item.type),
      type: item.type as StepType,
      valid: false,
      nextStepIds: stringList(item.nextStepIds) ? item.nextStepIds : [],
      ...(position ? { position } : {}),
      settings: {
        input: isObject(settings.input) ? settings.input : {},
        outputSchema: isObject(settings.outputSchema) ? settings.outputSchema : {},
        errorHandlingOptions: errorHandling(settings.errorHandlingOptions),
      },
    };
    return step;
  });
  if (problems.length) throw new InputProblems(problems);
  return (steps as WorkflowStep[]).map((step) => ({ ...step, valid: stepProblems(step, context).length === 0 }));
}

function errorHandling(raw: unknown): ErrorHandlingOptions {
  const options = isObject(raw) ? raw : {};
  const retry = isObject(options.retryOnFailure) ? options.retryOnFailure : {};
  const proceed = isObject(options.continueOnFailure) ? options.continueOnFailure : {};
  const maxAttempts = typeof retry.maxAttempts === 'number' && Number.isInteger(retry.maxAttempts) ? Math.min(Math.max(retry.maxAttempts, 1), MAX_STEP_ATTEMPTS) : undefined;
  return {
    retryOnFailure: { value: retry.value === true, ...(maxAttempts ? { maxAttempts } : {}) },
    continueOnFailure: { value: proceed.value === true },
  };
}

function conditionProblems(input: Record<string, unknown>, at: string): string[] {
  const { conditions, logic } = input;
  if (!Array.isArray(conditions) || conditions.length === 0) return [`${at}.conditions: must be a non-empty array of {left, operand, right}`];
  const problems = conditions.flatMap((condition, i) => {
    if (!isObject(condition)) return [`${at}.conditions[${i}]: must be an object {left, operand, right}`];
    const operand = condition.operand as (typeof FILTER_OPERANDS)[number];
    if (!FILTER_OPERANDS.includes(operand)) return [`${at}.conditions[${i}].operand: ${quoted(condition.operand)} is not one of ${FILTER_OPERANDS.join(', ')}`];
    if (condition.left === undefined) return [`${at}.conditions[${i}].left: is missing`];
    if (condition.right === undefined && operand !== 'isEmpty' && operand !== 'isNotEmpty') return [`${at}.conditions[${i}].right: is missing (operand ${operand} compares with it)`];
    return [];
  });
  if (logic !== undefined && logic !== 'AND' && logic !== 'OR') problems.push(`${at}.logic: must be AND or OR`);
  return problems;
}

function objectNameProblem(value: unknown, at: string, context: DefinitionContext): string[] {
  if (typeof value === 'string' && context.writableObjects.includes(value)) return [];
  return [`${at}.objectName: ${quoted(value)} is not an object a workflow can write; use one of ${context.writableObjects.join(', ')}`];
}

/** Why a step cannot run as it is (empty when it is valid). */
export function stepProblems(step: WorkflowStep, context: DefinitionContext): string[] {
  const input = step.settings.input;
  const at = `step ${step.id} (${step.type}): input`;
  switch (step.type) {
    case 'CREATE_RECORD':
      return [...objectNameProblem(input.objectName, at, context), ...(isObject(input.objectRecord) ? [] : [`${at}.objectRecord: must be an object of the record's fields`])];
    case 'UPDATE_RECORD':
      return [
        ...objectNameProblem(input.objectName, at, context),
        ...(nonEmptyString(input.objectRecordId) ? [] : [`${at}.objectRecordId: must be the id of the record (or a variable)`]),
        ...(isObject(input.objectRecord) ? [] : [`${at}.objectRecord: must be an object of the fields to change`]),
      ];
    case 'DELETE_RECORD':
      return [...objectNameProblem(input.objectName, at, context), ...(nonEmptyString(input.objectRecordId) ? [] : [`${at}.objectRecordId: must be the id of the record (or a variable)`])];
    case 'FIND_RECORDS': {
      const problems = objectNameProblem(input.objectName, at, context);
      if (input.filter !== undefined && typeof input.filter !== 'string') problems.push(`${at}.filter: must be a filter string (the REST list grammar)`);
      if (input.orderBy !== undefined && typeof input.orderBy !== 'string') problems.push(`${at}.orderBy: must be an order_by string (the REST list grammar)`);
      if (input.limit !== undefined && !(Number.isInteger(input.limit) && (input.limit as number) >= 1 && (input.limit as number) <= 1000)) problems.push(`${at}.limit: must be an integer from 1 to 1000`);
      return problems;
    }
    case 'FILTER':
      return conditionProblems(input, at);
    case 'IF_ELSE':
      return [
        ...conditionProblems(input, at),
        ...(stringList(input.trueNextStepIds) ? [] : [`${at}.trueNextStepIds: must be an array of step ids`]),
        ...(stringList(input.falseNextStepIds) ? [] : [`${at}.falseNextStepIds: must be an array of step ids`]),
      ];
    case 'DELAY': {
      const problems: string[] = [];
      if (!DELAY_UNITS.includes(input.unit as (typeof DELAY_UNITS)[number])) problems.push(`${at}.unit: ${quoted(input.unit)} is not one of ${DELAY_UNITS.join(', ')}`);
      if (!(typeof input.value === 'number' && Number.isFinite(input.value) && input.value > 0)) problems.push(`${at}.value: must be a number above 0`);
      return problems;
    }
    case 'SEND_EMAIL':
      return (['to', 'subject', 'body'] as const).flatMap((field) => (nonEmptyString(input[field]) ? [] : [`${at}.${field}: must be a non-empty string`]));
    case 'HTTP_REQUEST': {
      const problems: string[] = [];
      if (!nonEmptyString(input.url) || !/^(https?:\/\/|\{\{)/i.test(input.url)) problems.push(`${at}.url: must be an http(s) URL (or a variable)`);
      if (!HTTP_METHODS.includes(input.method as (typeof HTTP_METHODS)[number])) problems.push(`${at}.method: ${quoted(input.method)} is not one of ${HTTP_METHODS.join(', ')}`);
      if (input.headers !== undefined && !(isObject(input.headers) && Object.values(input.headers).every((value) => typeof value === 'string'))) problems.push(`${at}.headers: must be an object of strings`);
      return problems;
    }
    case 'EMPTY':
      return [];
  }
}

/** Why a trigger cannot fire as it is (empty when it can); `now` for the first fire time of a CRON. */
export function triggerProblems(trigger: WorkflowTrigger, context: DefinitionContext, now: number): string[] {
  const { settings } = trigger;
  switch (trigger.type) {
    case 'MANUAL':
      return settings.objectType === undefined || context.writableObjects.includes(settings.objectType as string)
        ? []
        : [`trigger.settings.objectType: ${quoted(settings.objectType)} is not an object; use one of ${context.writableObjects.join(', ')}`];
    case 'DATABASE_EVENT': {
      const event = canonicalEventName(settings.eventName, context.pipelines, 'trigger.settings.eventName');
      return 'problem' in event ? [event.problem] : [];
    }
    case 'CRON': {
      if (!nonEmptyString(settings.pattern)) return ['trigger.settings.pattern: must be a cron pattern, e.g. "*/5 * * * *"'];
      try {
        firstFireTime({ pattern: settings.pattern, timezone: typeof settings.timezone === 'string' ? settings.timezone : 'UTC' }, now);
        return [];
      } catch (error) {
        if (error instanceof ScheduleError) return [`trigger.settings.${error.message}`];
        throw error;
      }
    }
    case 'WEBHOOK':
      return settings.httpMethod === undefined || settings.httpMethod === 'POST' ? [] : [`trigger.settings.httpMethod: ${quoted(settings.httpMethod)} is not supported; use POST`];
  }
}
