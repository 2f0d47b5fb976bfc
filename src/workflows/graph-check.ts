// Whether a version may be activated (DESIGN.md, "Lifecycle"): a trigger that can fire, every
// step valid, every next step id naming a step of the version, every step reachable from the
// trigger (a run would leave it NOT_STARTED for ever), and no cycle (a run must end).
// Answers every fault at once, each naming its step, so a client fixes them in one pass.
import { reachableFrom } from '../lib/step-graph.ts';
import { stepProblems, triggerProblems, type DefinitionContext, type WorkflowStep, type WorkflowTrigger } from './definition.ts';

/** The ids a step may continue to: its nextStepIds and, for IF_ELSE, both branches. */
export function successorsOf(step: WorkflowStep): string[] {
  const ids = [...step.nextStepIds];
  if (step.type === 'IF_ELSE') {
    const { trueNextStepIds, falseNextStepIds } = step.settings.input;
    for (const list of [trueNextStepIds, falseNextStepIds]) if (Array.isArray(list)) ids.push(...list.filter((id): id is string => typeof id === 'string'));
  }
  return [...new Set(ids)];
}

export function activationProblems(trigger: WorkflowTrigger | null, steps: WorkflowStep[], context: DefinitionContext, now: number): string[] {
  const problems: string[] = [];
  if (!trigger) problems.push('trigger: the version has no trigger; set one with updateWorkflowVersionTrigger');
  else problems.push(...triggerProblems(trigger, context, now));
  for (const step of steps) problems.push(...stepProblems(step, context));

  const byId = new Map(steps.map((step) => [step.id, step]));
  for (const id of trigger?.nextStepIds ?? []) if (!byId.has(id)) problems.push(`trigger.nextStepIds: "${id}" is not a step of this version`);
  for (const step of steps) {
    for (const id of successorsOf(step)) if (!byId.has(id)) problems.push(`step ${step.id}: next step "${id}" is not a step of this version`);
  }

  if (trigger)
    for (const step of unreachableFrom(trigger.nextStepIds, byId))
      problems.push(`step ${step.id} (${step.type}): no path from the trigger reaches it; link it from the trigger's or another step's nextStepIds, or delete it`);

  // A cycle: depth-first search, a step met again while still on the path.
  const state = new Map<string, 'visiting' | 'done'>();
  const cycles = new Set<string>();
  const visit = (id: string, path: string[]) => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      cycles.add([...path.slice(path.indexOf(id)), id].join(' -> '));
      return;
    }
    state.set(id, 'visiting');
    for (const next of successorsOf(byId.get(id) as WorkflowStep)) if (byId.has(next)) visit(next, [...path, id]);
    state.set(id, 'done');
  };
  for (const step of steps) visit(step.id, []);
  for (const cycle of cycles) problems.push(`steps: ${cycle} is a cycle; a run must end`);
  return problems;
}

/** The steps no chain of next step ids (IF_ELSE branches included) leads to from the trigger's `firstIds`. */
function unreachableFrom(firstIds: readonly string[], byId: ReadonlyMap<string, WorkflowStep>): WorkflowStep[] {
  const reached = reachableFrom(firstIds, (id) => {
    const step = byId.get(id);
    return step && successorsOf(step);
  });
  return [...byId.values()].filter((step) => !reached.has(step.id));
}
