// Editing a DRAFT version's steps (DESIGN.md: createWorkflowVersionStep, updateWorkflowVersionStep,
// deleteWorkflowVersionStep): pure functions from the stored trigger and steps to the new ones.
// The service stores the result and answers the diff of the steps (microdiff).
import { randomUUID } from 'node:crypto';
import { constantLabel } from '../lib/constant-label.ts';
import { readSteps, STEP_TYPES, type DefinitionContext, type StepType, type WorkflowStep, type WorkflowTrigger } from './definition.ts';
import { InputProblems } from '../errors/input-problems.ts';

export interface Definition {
  trigger: WorkflowTrigger | null;
  steps: WorkflowStep[];
}

function stepById(steps: WorkflowStep[], id: string, field: string): WorkflowStep {
  const step = steps.find((s) => s.id === id);
  if (!step) throw new InputProblems([`${field}: "${id}" is not a step of this version`]);
  return step;
}

/** Every list of next step ids of a step: nextStepIds and, for IF_ELSE, its two branches. */
function withNextIds(step: WorkflowStep, change: (ids: string[]) => string[]): WorkflowStep {
  const input = { ...step.settings.input };
  if (step.type === 'IF_ELSE') {
    for (const branch of ['trueNextStepIds', 'falseNextStepIds']) if (Array.isArray(input[branch])) input[branch] = change(input[branch] as string[]);
  }
  return { ...step, nextStepIds: change(step.nextStepIds), settings: { ...step.settings, input } };
}

export interface NewStep {
  stepType: string;
  parentStepId?: string | null;
  nextStepId?: string | null;
  position?: unknown;
}

/**
 * A new step of `stepType` with an empty input, after `parentStepId` (the trigger when absent),
 * taking over its next step ids; with `nextStepId`, between the parent and that step only.
 */
export function insertStep(definition: Definition, request: NewStep, context: DefinitionContext): Definition {
  if (!STEP_TYPES.includes(request.stepType as StepType))
    throw new InputProblems([`stepType: "${request.stepType}" is not a step type; use one of ${STEP_TYPES.join(', ')}`]);
  const { steps } = definition;
  const parent = request.parentStepId ? stepById(steps, request.parentStepId, 'parentStepId') : undefined;
  if (request.nextStepId) stepById(steps, request.nextStepId, 'nextStepId');
  const id = randomUUID();
  const parentNext = parent ? parent.nextStepIds : (definition.trigger?.nextStepIds ?? []);
  const nextStepIds = request.nextStepId ? [request.nextStepId] : parentNext;
  // The parent (or the trigger) now leads to the new step: in place of `nextStepId` wherever it
  // led there (an IF_ELSE branch too), or in place of everything its nextStepIds held.
  const relink = (ids: string[]) => {
    if (!request.nextStepId) return [id];
    return ids.includes(request.nextStepId) ? ids.map((x) => (x === request.nextStepId ? id : x)) : [...ids, id];
  };
  const relinkParent = (step: WorkflowStep): WorkflowStep => {
    if (!request.nextStepId) return { ...step, nextStepIds: [id] };
    const inBranch = withNextIds(step, (ids) => ids.map((x) => (x === request.nextStepId ? id : x)));
    const reached = JSON.stringify(inBranch) !== JSON.stringify(step);
    return reached ? inBranch : { ...step, nextStepIds: [...step.nextStepIds, id] };
  };
  const position = request.position as { x?: unknown; y?: unknown } | null | undefined;
  const created = {
    id,
    name: constantLabel(request.stepType), // until the client renames it
    type: request.stepType,
    nextStepIds,
    ...(position && typeof position.x === 'number' && typeof position.y === 'number' ? { position: { x: position.x, y: position.y } } : {}),
    settings: { input: {} },
  };
  const relinked = steps.map((step) => (parent && step.id === parent.id ? relinkParent(step) : step));
  const trigger = !parent && definition.trigger ? { ...definition.trigger, nextStepIds: relink(definition.trigger.nextStepIds) } : definition.trigger;
  return { trigger, steps: readSteps([...relinked, created], context) };
}

/** Replaces the step with `step.id` as sent (read like any step: a malformed one is refused). */
export function replaceStep(definition: Definition, step: unknown, context: DefinitionContext): Definition {
  const id = step && typeof step === 'object' && 'id' in step ? String((step as { id: unknown }).id) : '';
  stepById(definition.steps, id, 'step.id');
  return { trigger: definition.trigger, steps: readSteps(definition.steps.map((s) => (s.id === id ? step : s)), context) };
}

/** Removes a step; what led to it leads to its next steps instead. */
export function removeStep(definition: Definition, stepId: string, context: DefinitionContext): Definition {
  const removed = stepById(definition.steps, stepId, 'stepId');
  const bypass = (ids: string[]) => [...new Set(ids.flatMap((x) => (x === stepId ? removed.nextStepIds : [x])))];
  const steps = definition.steps.filter((s) => s.id !== stepId).map((s) => withNextIds(s, bypass));
  const trigger = definition.trigger ? { ...definition.trigger, nextStepIds: bypass(definition.trigger.nextStepIds) } : null;
  return { trigger, steps: readSteps(steps, context) };
}
