// Small constructors that keep the object definitions short and derive column names the same
// way everywhere: camelCase field -> snake_case column; composite sub-fields -> field_sub.
import { constantLabel } from '../lib/constant-label.ts';
import { COMPOSITE_TYPES } from './composite-types.ts';
import type {
  CompositeField,
  CompositeFieldType,
  FieldOption,
  RelationField,
  ScalarField,
  ScalarFieldType,
} from './types.ts';

export const snakeCase = (name: string) => name.replace(/([A-Z])/g, '_$1').toLowerCase();

/** 'closeDate' -> 'Close Date': the default label of a field. */
export const humanize = (name: string) =>
  name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

type Extra<F> = Partial<Omit<F, 'name' | 'type'>>;

export function scalar(name: string, type: ScalarFieldType, extra: Extra<ScalarField> = {}): ScalarField {
  return { name, type, label: humanize(name), nullable: true, column: snakeCase(name), ...extra };
}

export function composite(
  name: string,
  type: CompositeFieldType,
  extra: Extra<CompositeField> = {},
): CompositeField {
  const columns = Object.fromEntries(
    COMPOSITE_TYPES[type].map((sub) => [sub.name, `${snakeCase(name)}_${snakeCase(sub.name)}`]),
  );
  return { name, type, label: humanize(name), nullable: true, columns, ...extra };
}

export function options(...values: string[]): FieldOption[] {
  return values.map((value, position) => ({
    value,
    position,
    label: constantLabel(value),
  }));
}

/** The `<target>Id` UUID field (with `joinFieldExtra`) plus the embedded `<target>` relation it drives. */
export function manyToOne(name: string, target: string, joinFieldExtra: Extra<ScalarField> = {}): [ScalarField, RelationField] {
  const joinField = `${name}Id`;
  return [
    scalar(joinField, 'UUID', { label: `${humanize(name)} id`, ...joinFieldExtra }),
    { name, type: 'RELATION', label: humanize(name), nullable: true, relation: { kind: 'MANY_TO_ONE', target, joinField } },
  ];
}

/** `onDelete`: what deleting this record does to the records pointing at it (see types.ts). */
export function oneToMany(
  name: string,
  target: string,
  inverseJoinField: string,
  onDelete: 'CASCADE' | 'SET_NULL' | 'RESTRICT',
): RelationField {
  return { name, type: 'RELATION', label: humanize(name), nullable: true, relation: { kind: 'ONE_TO_MANY', target, inverseJoinField, onDelete } };
}

export function through(
  name: string,
  target: string,
  via: { through: string; sourceJoinField: string; targetJoinField: string },
): RelationField {
  return { name, type: 'RELATION', label: humanize(name), nullable: true, relation: { kind: 'THROUGH', target, ...via } };
}

/**
 * createdBy and updatedBy: who wrote the record ({source, workspaceMemberId, name}), set by the
 * record layer on every write of every record object; a create may state createdBy.source.
 */
export function actorFields(): CompositeField[] {
  return [
    composite('createdBy', 'ACTOR', { label: 'Created by', readOnly: true, writableOnCreate: true }),
    composite('updatedBy', 'ACTOR', { label: 'Updated by', readOnly: true }),
  ];
}

/** The field of a soft-deleted record's deletion time (column deleted_at): see records/write/soft-delete.ts. */
export const DELETED_AT = 'deletedAt';

/**
 * id, createdAt, updatedAt, deletedAt: present on every record object, set by the service.
 * deletedAt (null unless soft-deleted: records/write/soft-delete.ts) is left out only for the
 * service's own objects that are not records (webhooks: `{ deletedAt: false }`).
 */
export function systemFields({ deletedAt = true }: { deletedAt?: boolean } = {}): ScalarField[] {
  return [
    // A client may bring its own id on create (Twenty's import and sync clients do).
    scalar('id', 'UUID', { label: 'Id', nullable: false, readOnly: true, writableOnCreate: true }),
    scalar('createdAt', 'DATE_TIME', { label: 'Creation date', nullable: false, readOnly: true }),
    scalar('updatedAt', 'DATE_TIME', { label: 'Last update', nullable: false, readOnly: true }),
    ...(deletedAt ? [scalar(DELETED_AT, 'DATE_TIME', { label: 'Deleted at', readOnly: true })] : []),
  ];
}


/**
 * Twenty's `position` (its POSITION type, stored as a NUMBER here): the record's place in a
 * manual ordering, any number, lower first. A create that leaves it out gets the next value of
 * the descending sequence record_position_seq (-1, -2, ...), so it sorts before every record
 * created before it without a position, as Twenty puts a new record first.
 */
export function positionField(): ScalarField {
  return scalar('position', 'NUMBER', {
    openApiDescription:
      'Place of the record in a manual ordering (any number, lower first). Left out on create: a value below that of every record created before without one.',
  });
}

/** The notes/tasks reached through note and task relations, shared by person, company, opportunity. */
export function activityRelations(joinField: string): RelationField[] {
  return [
    oneToMany('noteTargets', 'noteTarget', joinField, 'CASCADE'),
    oneToMany('taskTargets', 'taskTarget', joinField, 'CASCADE'),
    through('notes', 'note', { through: 'noteTarget', sourceJoinField: joinField, targetJoinField: 'noteId' }),
    through('tasks', 'task', { through: 'taskTarget', sourceJoinField: joinField, targetJoinField: 'taskId' }),
  ];
}
