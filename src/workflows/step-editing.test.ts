import { describe, expect, it } from 'vitest';
import { readSteps, type DefinitionContext } from './definition.ts';
import { insertStep, removeStep } from './step-editing.ts';

const context: DefinitionContext = { writableObjects: ['person', 'task'], pipelines: [] };
const branch = (trueIds: string[], falseIds: string[]) => ({
  id: 'if',
  name: 'if',
  type: 'IF_ELSE',
  nextStepIds: [],
  settings: { input: { conditions: [{ left: 1, operand: 'eq', right: 1 }], trueNextStepIds: trueIds, falseNextStepIds: falseIds } },
});
const empty = (id: string, next: string[] = []) => ({ id, name: id, type: 'EMPTY', nextStepIds: next, settings: { input: {} } });

describe('step editing', () => {
  it('inserts between a parent and one of its next steps, an IF_ELSE branch included', () => {
    const steps = readSteps([branch(['yes'], ['no']), empty('yes'), empty('no')], context);
    const { steps: after } = insertStep({ trigger: null, steps }, { stepType: 'EMPTY', parentStepId: 'if', nextStepId: 'no' }, context);
    const created = after.at(-1)!;
    expect(created.nextStepIds).toEqual(['no']);
    expect(after[0].settings.input).toMatchObject({ trueNextStepIds: ['yes'], falseNextStepIds: [created.id] });
  });

  it('inserts after the trigger, taking over what it led to', () => {
    const trigger = { type: 'MANUAL' as const, settings: {}, nextStepIds: ['a'] };
    const { trigger: after, steps } = insertStep({ trigger, steps: readSteps([empty('a')], context) }, { stepType: 'DELAY' }, context);
    const created = steps.at(-1)!;
    expect(after?.nextStepIds).toEqual([created.id]);
    expect(created).toMatchObject({ type: 'DELAY', name: 'Delay', nextStepIds: ['a'], valid: false });
  });

  it('removes a step: what led to it, branches included, leads to its next steps', () => {
    const trigger = { type: 'MANUAL' as const, settings: {}, nextStepIds: ['mid'] };
    const steps = readSteps([branch(['mid'], ['end']), empty('mid', ['end']), empty('end')], context);
    const after = removeStep({ trigger, steps }, 'mid', context);
    expect(after.trigger?.nextStepIds).toEqual(['end']);
    expect(after.steps.map((s) => s.id)).toEqual(['if', 'end']);
    expect(after.steps[0].settings.input).toMatchObject({ trueNextStepIds: ['end'], falseNextStepIds: ['end'] });
  });
});
