import { actorFields, activityRelations, composite, manyToOne, options, scalar, systemFields, positionField } from '../field-builders.ts';
import { twentySystemRelations } from './twenty-system-objects.ts';
import type { ObjectMetadata } from '../types.ts';

export const OPPORTUNITY_STAGES = ['DISCOVERY', 'PROPOSAL', 'NEGOTIATION', 'CLOSED_WON', 'CLOSED_LOST'];

export const opportunity: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a03',
  standardId: '20202020-9549-49e8-b0e5-1d14de9583c0',
  nameSingular: 'opportunity',
  namePlural: 'opportunities',
  labelSingular: 'Opportunity',
  labelPlural: 'Opportunities',
  description: 'A deal in progress with a company.',
  table: 'opportunity',
  labelIdentifierField: 'name',
  search: {},
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  softDelete: true,
  fields: [
    ...systemFields(),
    ...actorFields(),
    positionField(),
    scalar('name', 'TEXT', { requiredOnCreate: true, openApiDescription: 'Deal name.' }),
    composite('amount', 'CURRENCY', { openApiDescription: 'Deal amount in micros (amount x 1,000,000) with a three-letter currency code.' }),
    scalar('stage', 'SELECT', {
      options: options(...OPPORTUNITY_STAGES),
      openApiDescription: 'Pipeline stage (UPPER_SNAKE_CASE). Any value may follow any other.',
    }),
    scalar('closeDate', 'DATE_TIME', { openApiDescription: 'Expected or actual close date (ISO 8601).' }),
    ...manyToOne('company', 'company', { openApiDescription: 'Id of the company the deal is with.' }),
    ...manyToOne('pointOfContact', 'person', { openApiDescription: 'Id of the person who is the point of contact.' }),
    ...manyToOne('owner', 'workspaceMember', { openApiDescription: 'Id of the workspace member owning the deal.' }),
    ...activityRelations('opportunityId'),
    ...twentySystemRelations('opportunity'),
  ],
};
