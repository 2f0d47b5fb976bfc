import { actorFields, activityRelations, composite, manyToOne, options, scalar, systemFields } from '../field-builders.ts';
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
  fields: [
    ...systemFields(),
    ...actorFields(),
    scalar('name', 'TEXT', { requiredOnCreate: true }),
    composite('amount', 'CURRENCY'),
    scalar('stage', 'SELECT', { options: options(...OPPORTUNITY_STAGES) }),
    scalar('closeDate', 'DATE_TIME'),
    ...manyToOne('company', 'company'),
    ...manyToOne('pointOfContact', 'person'),
    ...manyToOne('owner', 'workspaceMember'),
    ...activityRelations('opportunityId'),
  ],
};
