import { actorFields, activityRelations, composite, manyToOne, oneToMany, options, scalar, systemFields, positionField } from '../field-builders.ts';
import { twentySystemRelations } from './twenty-system-objects.ts';
import type { ObjectMetadata } from '../types.ts';

export const company: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a02',
  standardId: '20202020-b374-4779-a561-80086cb2e17f',
  nameSingular: 'company',
  namePlural: 'companies',
  labelSingular: 'Company',
  labelPlural: 'Companies',
  description: 'A company: an account, prospect or partner.',
  table: 'company',
  labelIdentifierField: 'name',
  search: {},
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  softDelete: true,
  fields: [
    ...systemFields(),
    ...actorFields(),
    positionField(),
    scalar('name', 'TEXT', { openApiDescription: 'Company name.' }),
    composite('domainName', 'LINKS', {
      label: 'Domain',
      openApiDescription: 'Company website; `primaryLinkUrl` accepts a bare domain (`acme.com`) or a full URL.',
    }),
    scalar('employees', 'NUMBER', { integer: true, openApiDescription: 'Number of employees.' }),
    composite('linkedinLink', 'LINKS', { label: 'LinkedIn', openApiDescription: 'LinkedIn page; an object, a bare URL string is rejected.' }),
    composite('xLink', 'LINKS', { label: 'X', openApiDescription: 'X (Twitter) profile; an object, a bare URL string is rejected.' }),
    composite('annualRecurringRevenue', 'CURRENCY', { label: 'ARR', openApiDescription: 'Annual recurring revenue in micros (amount x 1,000,000).' }),
    composite('address', 'ADDRESS', { openApiDescription: 'Postal address and coordinates.' }),
    scalar('idealCustomerProfile', 'BOOLEAN', {
      label: 'ICP',
      nullable: false,
      defaultValue: false,
      openApiDescription: 'Whether the company fits the ideal customer profile.',
    }),
    scalar('industry', 'TEXT', { openApiDescription: 'Industry.' }),
    scalar('workPolicy', 'MULTI_SELECT', {
      nullable: false,
      defaultValue: [],
      options: options('ON_SITE', 'HYBRID', 'REMOTE_WORK'),
      openApiDescription: 'Work policies of the company (values UPPER_SNAKE_CASE).',
    }),
    scalar('tagline', 'TEXT', { openApiDescription: 'Short description of the company.' }),
    ...manyToOne('accountOwner', 'workspaceMember', { openApiDescription: 'Id of the workspace member owning the account.' }),
    oneToMany('people', 'person', 'companyId', 'SET_NULL'),
    oneToMany('opportunities', 'opportunity', 'companyId', 'SET_NULL'),
    ...activityRelations('companyId'),
    ...twentySystemRelations('company'),
  ],
};
