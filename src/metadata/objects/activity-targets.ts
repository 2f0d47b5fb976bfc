// Note relations and task relations: one note (task) linked to exactly one target record.
import { actorFields, manyToOne, systemFields } from '../field-builders.ts';
import type { ObjectMetadata } from '../types.ts';

export const TARGET_JOIN_FIELDS = ['personId', 'companyId', 'opportunityId'];

/**
 * SPEC.md: "A relation links one note (or task) to one target record ... one target per
 * relation". So exactly one of the target ids is set (see docs/decisions.md).
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
    fields: [
      ...systemFields(),
    ...actorFields(),
      ...manyToOne(kind, kind).map((f) => (f.type === 'UUID' ? { ...f, nullable: false, requiredOnCreate: true } : f)),
      ...manyToOne('person', 'person'),
      ...manyToOne('company', 'company'),
      ...manyToOne('opportunity', 'opportunity'),
    ],
    validate: exactlyOneTarget,
  };
}

export const noteTarget = activityTarget('note', '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a06');
export const taskTarget = activityTarget('task', '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a07');
