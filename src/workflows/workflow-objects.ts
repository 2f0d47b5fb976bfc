// What workflow steps may write, and the engine's own objects, which they may not.
import type { MetadataRegistry } from '../metadata/registry.ts';
import { engineActor, type Actor } from '../records/actor.ts';
import type { DefinitionContext } from './definition.ts';

/** Objects of the engines: written by their engine only, never by a record step. */
export const ENGINE_OBJECTS: ReadonlySet<string> = new Set(['workflow', 'workflowVersion', 'workflowRun']);

/** A workflow writing as itself: source WORKFLOW, its name (a workflow may have none yet). */
export const workflowActor = (workflowId: string, name: string | null): Actor => engineActor('workflow', workflowId, name ?? 'Workflow');

/** The objects a definition is checked against now: record objects and pipelines. */
export function definitionContext(registry: MetadataRegistry): DefinitionContext {
  const objects = registry.all().filter((object) => !ENGINE_OBJECTS.has(object.nameSingular));
  return {
    writableObjects: objects.filter((object) => object.operations.create || object.operations.update).map((object) => object.nameSingular),
    pipelines: objects.filter((object) => object.isCustom).map((object) => object.nameSingular),
  };
}
