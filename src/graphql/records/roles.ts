// Who may call the generated root fields (src/graphql/required-roles.ts holds the hand-written
// ones'): queries need a readonly key, mutations the object's write role (member unless its
// records hold secrets), as the same operations over REST.
import type { Role } from '../../records/actor.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import { writeRoleOf } from '../../records/write-role.ts';
import { duplicateOperations, offeredMutations, operationNames } from './names.ts';

export function recordRoles(objects: readonly ObjectMetadata[]): { Query: Record<string, Role>; Mutation: Record<string, Role> } {
  const Query: Record<string, Role> = {};
  const Mutation: Record<string, Role> = {};
  for (const object of objects) {
    const ops = operationNames(object);
    Query[ops.findMany] = 'readonly';
    Query[ops.findOne] = 'readonly';
    for (const kind of offeredMutations(object)) Mutation[ops[kind]] = writeRoleOf(object);
    const duplicates = duplicateOperations(object);
    if (duplicates) Query[duplicates.findDuplicates] = 'readonly';
    if (duplicates?.mergeMany) Mutation[duplicates.mergeMany] = writeRoleOf(object);
  }
  return { Query, Mutation };
}
