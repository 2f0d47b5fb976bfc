import { actorFields, composite, manyToOne, oneToMany, options, scalar, systemFields, positionField } from '../field-builders.ts';
import { twentySystemRelations } from './twenty-system-objects.ts';
import type { ObjectMetadata } from '../types.ts';

export const TASK_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE'];

export const task: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a05',
  standardId: '20202020-af3d-4c67-a5a0-7d1e5a7c0d22',
  nameSingular: 'task',
  namePlural: 'tasks',
  labelSingular: 'Task',
  labelPlural: 'Tasks',
  description: 'A to-do, linked to people, companies and opportunities through task relations.',
  table: 'task',
  labelIdentifierField: 'title',
  search: {},
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  softDelete: true,
  fields: [
    ...systemFields(),
    ...actorFields(),
    positionField(),
    scalar('title', 'TEXT', { requiredOnCreate: true, openApiDescription: 'Title of the task.' }),
    scalar('body', 'TEXT', {
      description: 'Plain text; converted to bodyV2 on write.',
      openApiDescription: 'Plain-text description; converted automatically to `bodyV2` on write.',
    }),
    composite('bodyV2', 'RICH_TEXT_V2', {
      label: 'Body',
      plainTextField: 'body',
      openApiDescription: 'Rich description `{ markdown, blocknote }`; `body` is kept in step with it.',
    }),
    scalar('dueAt', 'DATE_TIME', { openApiDescription: 'Due date and time (ISO 8601).' }),
    scalar('status', 'SELECT', {
      defaultValue: 'TODO',
      options: options(...TASK_STATUSES),
      openApiDescription: 'Task status (UPPER_SNAKE_CASE). Any value may follow any other.',
    }),
    ...manyToOne('assignee', 'workspaceMember', { openApiDescription: 'Id of the workspace member the task is assigned to.' }),
    oneToMany('taskTargets', 'taskTarget', 'taskId', 'CASCADE'),
    ...twentySystemRelations('task'),
  ],
};
