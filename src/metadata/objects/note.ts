import { actorFields, composite, oneToMany, scalar, systemFields, positionField } from '../field-builders.ts';
import { twentySystemRelations } from './twenty-system-objects.ts';
import type { ObjectMetadata } from '../types.ts';

export const note: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a04',
  standardId: '20202020-3e09-4c77-8d0a-1e7b0e5b0c7e',
  nameSingular: 'note',
  namePlural: 'notes',
  labelSingular: 'Note',
  labelPlural: 'Notes',
  description: 'A note, linked to people, companies and opportunities through note relations.',
  table: 'note',
  labelIdentifierField: 'title',
  search: {},
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  softDelete: true,
  fields: [
    ...systemFields(),
    ...actorFields(),
    positionField(),
    scalar('title', 'TEXT', { openApiDescription: 'Title of the note.' }),
    scalar('body', 'TEXT', {
      description: 'Plain text; converted to bodyV2 on write.',
      openApiDescription: 'Plain text; converted automatically to `bodyV2` on write.',
    }),
    composite('bodyV2', 'RICH_TEXT_V2', {
      label: 'Body',
      plainTextField: 'body',
      openApiDescription: 'Rich body `{ markdown, blocknote }`; `body` is kept in step with it.',
    }),
    oneToMany('noteTargets', 'noteTarget', 'noteId', 'CASCADE'),
    ...twentySystemRelations('note'),
  ],
};
