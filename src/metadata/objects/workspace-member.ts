import { actorFields, composite, oneToMany, scalar, systemFields } from '../field-builders.ts';
import { workspaceMemberSystemRelations } from './twenty-system-objects.ts';
import type { ObjectMetadata } from '../types.ts';

export const workspaceMember: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a08',
  standardId: '20202020-3319-4234-a34c-82d5c0e881a8',
  nameSingular: 'workspaceMember',
  namePlural: 'workspaceMembers',
  labelSingular: 'Workspace member',
  labelPlural: 'Workspace members',
  description: 'A member of the workspace; owns records and is assigned tasks.',
  table: 'workspace_member',
  labelIdentifierField: 'name',
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  fields: [
    ...systemFields(),
    ...actorFields(),
    composite('name', 'FULL_NAME', {
      requiredOnCreate: true,
      requiredSubFields: ['firstName'],
      openApiDescription: 'Nested `{ firstName, lastName }`; `firstName` is required on create.',
    }),
    scalar('userEmail', 'TEXT', { openApiDescription: 'Email address of the member.' }),
    scalar('colorScheme', 'TEXT', { openApiDescription: 'Preferred color scheme of the member (e.g. `Light`, `Dark`, `System`).' }),
    scalar('locale', 'TEXT', { openApiDescription: 'Preferred locale (e.g. `en`).' }),
    scalar('timeZone', 'TEXT', { openApiDescription: 'IANA time zone (e.g. `Europe/Paris`).' }),
    // A member who still owns records cannot be deleted: the records would lose their owner
    // silently. Reassign them first (the 400 names them).
    oneToMany('ownedPeople', 'person', 'ownerId', 'RESTRICT'),
    oneToMany('accountOwnerForCompanies', 'company', 'accountOwnerId', 'RESTRICT'),
    oneToMany('ownedOpportunities', 'opportunity', 'ownerId', 'RESTRICT'),
    oneToMany('assignedTasks', 'task', 'assigneeId', 'RESTRICT'),
    ...workspaceMemberSystemRelations(),
  ],
};
