// What workflow steps may write, and the engine's own objects, which they may not.
import type { MetadataRegistry } from '../metadata/registry.ts';
import { engineActor, isRole, type Actor, type Role } from '../records/actor.ts';
import { roleMayWrite, writeRoleOf } from '../records/write-role.ts';
import { withArticle } from '../lib/sentences.ts';
import type { DefinitionContext, StepType, WorkflowStep } from './definition.ts';

/** Objects of the engines: written by their engine only, never by a record step. */
export const ENGINE_OBJECTS: ReadonlySet<string> = new Set(['workflow', 'workflowVersion', 'workflowRun']);

/** The steps that write records of their `objectName` (FIND_RECORDS only reads). */
const WRITING_STEPS: ReadonlySet<StepType> = new Set(['CREATE_RECORD', 'UPDATE_RECORD', 'DELETE_RECORD']);

/**
 * The role a version's runs write with: that of the key that activated it. A version activated
 * before roles were recorded (null) runs as member, the role every engine wrote with until then.
 */
export const runRole = (activatedByRole: string | null): Role => (isRole(activatedByRole) ? activatedByRole : 'member');

/** A workflow writing as itself: source WORKFLOW, its name (a workflow may have none yet), with `role`. */
export const workflowActor = (workflowId: string, name: string | null, role: Role = 'member'): Actor => ({
  ...engineActor('workflow', workflowId, name ?? 'Workflow'),
  role,
});

/** The objects a definition is checked against now: record objects and pipelines. */
export function definitionContext(registry: MetadataRegistry): DefinitionContext {
  const objects = registry.all().filter((object) => !ENGINE_OBJECTS.has(object.nameSingular));
  return {
    writableObjects: objects.filter((object) => object.operations.create || object.operations.update).map((object) => object.nameSingular),
    pipelines: objects.filter((object) => object.isCustom).map((object) => object.nameSingular),
  };
}

/**
 * The steps that would write an object `role` may not write (message channels need an admin
 * key), each named with its object: activation by a key of that role refuses them, as the key
 * itself is refused the same write over REST and GraphQL.
 */
export function writeRoleProblems(steps: readonly WorkflowStep[], role: Role, registry: MetadataRegistry): string[] {
  return steps.flatMap((step) => {
    const object = WRITING_STEPS.has(step.type) ? registry.bySingularName(String(step.settings.input.objectName)) : undefined;
    if (!object || roleMayWrite(role, object)) return [];
    return [`step ${step.id} (${step.type}): input.objectName: writing ${object.namePlural} needs ${withArticle(writeRoleOf(object))} key; this version is activated by ${withArticle(role)} key`];
  });
}
