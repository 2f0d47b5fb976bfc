import { actorFields, activityRelations, composite, manyToOne, oneToMany, scalar, systemFields } from '../field-builders.ts';
import type { ObjectMetadata } from '../types.ts';

export const person: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a01',
  standardId: '20202020-e674-48e5-a542-72570eee7213',
  nameSingular: 'person',
  namePlural: 'people',
  labelSingular: 'Person',
  labelPlural: 'People',
  description: 'A person: a contact, lead or customer.',
  table: 'person',
  labelIdentifierField: 'name',
  search: { imageField: 'avatarUrl' },
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  // SPEC.md: "a flat `firstName` on the person is ignored"; the name lives in name.firstName.
  ignoredInputFields: ['firstName'],
  fields: [
    ...systemFields(),
    ...actorFields(),
    composite('name', 'FULL_NAME', { requiredOnCreate: true, requiredSubFields: ['firstName'] }),
    composite('emails', 'EMAILS'),
    composite('phones', 'PHONES'),
    composite('linkedinLink', 'LINKS', { label: 'LinkedIn' }),
    composite('xLink', 'LINKS', { label: 'X' }),
    scalar('jobTitle', 'TEXT'),
    scalar('city', 'TEXT'),
    scalar('avatarUrl', 'TEXT', { label: 'Avatar URL' }),
    ...manyToOne('company', 'company'),
    ...manyToOne('owner', 'workspaceMember'),
    oneToMany('pointOfContactForOpportunities', 'opportunity', 'pointOfContactId', 'SET_NULL'),
    ...activityRelations('personId'),
  ],
};
