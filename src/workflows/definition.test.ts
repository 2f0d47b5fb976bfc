import { describe, expect, it } from 'vitest';
import { readSteps, readTrigger, triggerProblems, type DefinitionContext, type WorkflowTrigger } from './definition.ts';
import { activationProblems } from './graph-check.ts';
import { InputProblems } from '../errors/input-problems.ts';

const context: DefinitionContext = { writableObjects: ['person', 'company', 'task', 'deal'], pipelines: ['deal'] };
const NOW = Date.UTC(2026, 10, 25, 12, 0);

const step = (id: string, type: string, input: Record<string, unknown>, nextStepIds: string[] = []) => ({ id, name: id, type, nextStepIds, settings: { input } });
const problemsOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof InputProblems) return error.problems;
    throw error;
  }
  return [];
};

describe('reading a definition', () => {
  it('refuses what is malformed, naming each fault', () => {
    expect(problemsOf(() => readTrigger({ type: 'SOMETIMES' }))).toEqual(['trigger.type: "SOMETIMES" is not a trigger type; use one of MANUAL, DATABASE_EVENT, CRON, WEBHOOK']);
    expect(problemsOf(() => readTrigger('MANUAL'))).toEqual(['trigger: must be an object {type, settings, nextStepIds} or null']);
    expect(problemsOf(() => readSteps([step('a', 'EMPTY', {}), step('a', 'TELEPORT', {}), 7], context))).toEqual([
      'steps[1].id: "a" is the id of another step too',
      'steps[1].type: "TELEPORT" is not a step type; use one of CREATE_RECORD, UPDATE_RECORD, DELETE_RECORD, FIND_RECORDS, FILTER, IF_ELSE, DELAY, SEND_EMAIL, HTTP_REQUEST, EMPTY',
      'steps[2]: must be an object {id, name, type, settings, nextStepIds}',
    ]);
    expect(problemsOf(() => readSteps({}, context))).toEqual(['steps: must be an array of steps']);
  });

  it('keeps an incomplete step as sent, flagged valid: false', () => {
    const [incomplete, complete] = readSteps(
      [step('send', 'SEND_EMAIL', { to: 'a@b.test', subject: '' }), step('create', 'CREATE_RECORD', { objectName: 'deal', objectRecord: { name: '{{trigger.name}}' } })],
      context,
    );
    expect(incomplete).toMatchObject({ id: 'send', valid: false, settings: { input: { to: 'a@b.test', subject: '' }, errorHandlingOptions: { retryOnFailure: { value: false }, continueOnFailure: { value: false } } } });
    expect(complete.valid).toBe(true);
  });

  it('stores a DATABASE_EVENT trigger\'s event name singular (people.created -> person.created), other settings as sent', () => {
    expect(readTrigger({ type: 'DATABASE_EVENT', settings: { eventName: 'people.created', note: 'x' } })).toEqual({ type: 'DATABASE_EVENT', settings: { eventName: 'person.created', note: 'x' }, nextStepIds: [] });
    expect(readTrigger({ type: 'DATABASE_EVENT', settings: { eventName: 42 } })?.settings).toEqual({ eventName: 42 });
    expect(readTrigger({ type: 'MANUAL', settings: { eventName: 'people.created' } })?.settings).toEqual({ eventName: 'people.created' });
  });

  it('reads the trigger settings each type needs', () => {
    const problems = (type: WorkflowTrigger['type'], settings: Record<string, unknown>) => triggerProblems({ type, settings, nextStepIds: [] }, context, NOW);
    expect(problems('DATABASE_EVENT', { eventName: 'people.created' })).toEqual([]);
    expect(problems('DATABASE_EVENT', { eventName: 'deal.deleted' })).toEqual([]);
    expect(problems('DATABASE_EVENT', { eventName: 'person.*' })[0]).toMatch(/^trigger\.settings\.eventName: "person\.\*" is not an event name/);
    expect(problems('CRON', { pattern: '*/5 * * * *' })).toEqual([]);
    expect(problems('CRON', { pattern: 'every day' })[0]).toMatch(/^trigger\.settings\.pattern: 'every day' is not a cron pattern/);
    expect(problems('CRON', { pattern: '0 9 * * *', timezone: 'Mars/Olympus' })[0]).toMatch(/^trigger\.settings\.timezone: 'Mars\/Olympus' is not an IANA time zone/);
    expect(problems('MANUAL', { objectType: 'spaceship' })[0]).toMatch(/^trigger\.settings\.objectType: "spaceship" is not an object/);
    expect(problems('WEBHOOK', { httpMethod: 'GET' })).toEqual(['trigger.settings.httpMethod: "GET" is not supported; use POST']);
  });
});

describe('activation check', () => {
  const trigger = { type: 'MANUAL' as const, settings: {}, nextStepIds: ['find'] };

  it('passes a complete graph', () => {
    const steps = readSteps(
      [
        step('find', 'FIND_RECORDS', { objectName: 'person', limit: 5 }, ['branch']),
        { ...step('branch', 'IF_ELSE', { conditions: [{ left: '{{find.totalCount}}', operand: 'gt', right: 0 }], trueNextStepIds: ['task'], falseNextStepIds: [] }) },
        step('task', 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'Follow up' } }),
      ],
      context,
    );
    expect(activationProblems(trigger, steps, context, NOW)).toEqual([]);
  });

  it('names every fault: no trigger, an invalid step, dangling ids and a cycle', () => {
    const steps = readSteps(
      [step('a', 'DELAY', { unit: 'WEEKS', value: 0 }, ['b', 'ghost']), step('b', 'EMPTY', {}, ['c']), step('c', 'EMPTY', {}, ['a'])],
      context,
    );
    expect(activationProblems(null, steps, context, NOW)).toEqual([
      'trigger: the version has no trigger; set one with updateWorkflowVersionTrigger',
      'step a (DELAY): input.unit: "WEEKS" is not one of SECONDS, MINUTES, HOURS, DAYS',
      'step a (DELAY): input.value: must be a number above 0',
      'step a: next step "ghost" is not a step of this version',
      'steps: a -> b -> c -> a is a cycle; a run must end',
    ]);
    expect(activationProblems({ ...trigger, nextStepIds: ['nowhere'] }, [], context, NOW)).toEqual(['trigger.nextStepIds: "nowhere" is not a step of this version']);
  });
});
