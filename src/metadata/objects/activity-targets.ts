// Note relations and task relations: one note (task) linked to exactly one target record.
import { actorFields, manyToOne, systemFields } from '../field-builders.ts';
import type { ObjectMetadata } from '../types.ts';

export const TARGET_JOIN_FIELDS = ['personId', 'companyId', 'opportunityId'];

/**
 * SPEC.md: "A relation links one note (or task) to one target record ... one target per
 * relation". So exactly one of the target ids is set (see docs/internal/decisions.md).
 */
function exactlyOneTarget(record: Record<string, unknown>): string[] {
  const set = TARGET_JOIN_FIELDS.filter((f) => record[f] != null);
  if (set.length === 0) return [`one of ${TARGET_JOIN_FIELDS.join(', ')} is required`];
  if (set.length > 1)
    return [`a relation links exactly one target record, got ${set.join(' and ')}; create one relation per target`];
  return [];
}

function activityTarget(kind: 'note' | 'task', id: string): ObjectMetadata {
  const label = kind === 'note' ? 'Note' : 'Task';
  const targets = TARGET_JOIN_FIELDS.map((f) => `\`${f}\``).join(', ');
  return {
    id,
    standardId: null,
    nameSingular: `${kind}Target`,
    namePlural: `${kind}Targets`,
    labelSingular: `${label} relation`,
    labelPlural: `${label} relations`,
    description: `Links one ${kind} to one person, company or opportunity.`,
    table: `${kind}_target`,
    labelIdentifierField: 'id',
    defaultDepth: 1,
    isJunction: true,
    operations: { create: true, update: true, delete: true },
    softDelete: true,
    // The one-target rule is `validate` below, which the fields' schemas cannot state.
    openApiBodyDescriptions: {
      create: `Body of a ${kind} relation create: \`${kind}Id\` plus exactly one of ${targets} (one target per relation; to link a ${kind} to several records, create several relations). Create it after the ${kind} exists. Unknown properties are rejected.`,
      update: `Body of a ${kind} relation update: repoints the relation to another ${kind} or target record. Only the properties sent change; afterwards exactly one of ${targets} must be set. Unknown properties are rejected.`,
    },
    fields: [
      ...systemFields(),
      ...actorFields(),
      ...manyToOne(kind, kind, { nullable: false, requiredOnCreate: true, openApiDescription: `Id of the linked ${kind}.` }),
      ...manyToOne('person', 'person', { openApiDescription: 'Id of the person (see `person`).' }),
      ...manyToOne('company', 'company', { openApiDescription: 'Id of the company (see `company`).' }),
      ...manyToOne('opportunity', 'opportunity', { openApiDescription: 'Id of the opportunity (see `opportunity`).' }),
    ],
    validate: exactlyOneTarget,
  };
}

export const noteTarget = activityTarget('note', '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a06');
export const taskTarget = activityTarget('task', '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a07');
