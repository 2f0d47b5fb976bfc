import { activityRelations, composite, manyToOne, oneToMany, options, scalar, systemFields } from '../field-builders.ts';
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
  fields: [
    ...systemFields(),
    scalar('name', 'TEXT'),
    composite('domainName', 'LINKS', { label: 'Domain' }),
    scalar('employees', 'NUMBER', { integer: true }),
    composite('linkedinLink', 'LINKS', { label: 'LinkedIn' }),
    composite('xLink', 'LINKS', { label: 'X' }),
    composite('annualRecurringRevenue', 'CURRENCY', { label: 'ARR' }),
    composite('address', 'ADDRESS'),
    scalar('idealCustomerProfile', 'BOOLEAN', { label: 'ICP', nullable: false, defaultValue: false }),
    scalar('industry', 'TEXT'),
    scalar('workPolicy', 'MULTI_SELECT', {
      nullable: false,
      defaultValue: [],
      options: options('ON_SITE', 'HYBRID', 'REMOTE_WORK'),
    }),
    scalar('tagline', 'TEXT'),
    ...manyToOne('accountOwner', 'workspaceMember'),
    oneToMany('people', 'person', 'companyId', 'SET_NULL'),
    oneToMany('opportunities', 'opportunity', 'companyId', 'SET_NULL'),
    ...activityRelations('companyId'),
  ],
};
