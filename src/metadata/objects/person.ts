import { actorFields, activityRelations, composite, manyToOne, oneToMany, scalar, systemFields, positionField } from '../field-builders.ts';
import { twentySystemRelations } from './twenty-system-objects.ts';
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
  softDelete: true,
  // SPEC.md: "a flat `firstName` on the person is ignored"; the name lives in name.firstName.
  ignoredInputFields: ['firstName'],
  fields: [
    ...systemFields(),
    ...actorFields(),
    positionField(),
    composite('name', 'FULL_NAME', {
      requiredOnCreate: true,
      requiredSubFields: ['firstName'],
      openApiDescription: 'Nested `{ firstName, lastName }`; `firstName` is required on create. A flat `firstName` on the person is ignored.',
    }),
    composite('emails', 'EMAILS', { openApiDescription: 'Primary email and additional emails. Filter with the nested path `emails.primaryEmail`.' }),
    composite('phones', 'PHONES', {
      openApiDescription:
        '`primaryPhoneNumber` without country code, `primaryPhoneCountryCode` (e.g. `FR`), `primaryPhoneCallingCode` with plus sign (e.g. `+33`).',
    }),
    composite('linkedinLink', 'LINKS', { label: 'LinkedIn', openApiDescription: 'LinkedIn profile; an object, a bare URL string is rejected.' }),
    composite('xLink', 'LINKS', { label: 'X', openApiDescription: 'X (Twitter) profile; an object, a bare URL string is rejected.' }),
    scalar('jobTitle', 'TEXT', { openApiDescription: 'Job title.' }),
    scalar('city', 'TEXT', { openApiDescription: 'City the person is based in.' }),
    scalar('avatarUrl', 'TEXT', { label: 'Avatar URL', openApiDescription: 'URL of the avatar image.' }),
    ...manyToOne('company', 'company', { openApiDescription: 'Id of the associated company.' }),
    ...manyToOne('owner', 'workspaceMember', { openApiDescription: 'Id of the workspace member owning the record.' }),
    oneToMany('pointOfContactForOpportunities', 'opportunity', 'pointOfContactId', 'SET_NULL'),
    ...activityRelations('personId'),
    ...twentySystemRelations('person'),
  ],
};
