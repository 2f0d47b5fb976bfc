// createdBy / updatedBy (ACTOR composites) as the record layer stamps them on every write: the
// actor's source (or, on create, the source the client stated), its name and its workspace
// member. Objects without the fields (webhook tables) get nothing.
import { fieldByName } from '../../metadata/registry.ts';
import { isComposite, type ObjectMetadata } from '../../metadata/types.ts';
import type { Actor } from '../actor.ts';

export function actorColumns(object: ObjectMetadata, field: 'createdBy' | 'updatedBy', actor: Actor, statedSource?: unknown): Array<[string, unknown]> {
  const actorField = fieldByName(object, field);
  if (!actorField || !isComposite(actorField) || actorField.type !== 'ACTOR') return [];
  const { columns } = actorField;
  return [
    [columns.source, typeof statedSource === 'string' ? statedSource : actor.source],
    [columns.workspaceMemberId, actor.workspaceMemberId ?? null],
    [columns.name, actor.name],
  ];
}
