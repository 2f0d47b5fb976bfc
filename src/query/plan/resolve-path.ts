// Dot path -> column(s), shared by filter and order_by. Only top-level fields of the object and
// the sub-fields of its composite fields are reachable (SPEC: fields of an embedded object cannot
// be filtered); a relation points the user at its join field instead.
import type { AppError } from '../../errors/app-error.ts';
import { COMPOSITE_TYPES, type SubFieldDefinition } from '../../metadata/composite-types.ts';
import {
  isComposite,
  isRelation,
  type CompositeField,
  type FieldMetadata,
  type ObjectMetadata,
  type RelationField,
  type ScalarField,
} from '../../metadata/types.ts';
import type { ColumnRef } from './plan-types.ts';

export type Purpose = 'filter' | 'order_by' | 'group_by';
type Fail = (message: string) => AppError;

/** One column: composites need a sub-field (filters, and order_by paths naming one). */
export function resolveColumn(object: ObjectMetadata, path: string[], purpose: Purpose, fail: Fail): ColumnRef {
  const field = resolveField(object, path, purpose, fail);
  if (!isComposite(field)) {
    if (path.length > 1) throw fail(`'${field.name}' has no sub-fields; use '${field.name}' alone`);
    return scalarRef(field);
  }
  if (path.length === 1)
    throw fail(`'${field.name}' is a composite field; name one of its sub-fields: ${subPaths(field).join(', ')}`);
  const sub = COMPOSITE_TYPES[field.type].find((s) => s.name === path[1]);
  if (!sub)
    throw fail(`'${field.name}' has no sub-field '${path[1]}'; valid sub-fields: ${subPaths(field).join(', ')}`);
  return subFieldRef(field, sub);
}

/**
 * The columns a path orders by: a bare composite orders by its primary sub-field, and a full
 * name by first then last name, as people read names.
 */
export function resolveOrderColumns(object: ObjectMetadata, path: string[], fail: Fail): ColumnRef[] {
  const field = resolveField(object, path, 'order_by', fail);
  if (!isComposite(field) || path.length > 1) return [resolveColumn(object, path, 'order_by', fail)];
  const subs = COMPOSITE_TYPES[field.type];
  const chosen = field.type === 'FULL_NAME' ? subs : subs.filter((s) => s.isPrimary);
  return chosen.map((sub) => subFieldRef(field, sub));
}

function resolveField(object: ObjectMetadata, path: string[], purpose: Purpose, fail: Fail) {
  const [name] = path;
  // A write-only field (a secret) is not there for a reader: filtering on it would probe it.
  const field = object.fields.find((f) => f.name === name && !f.writeOnly);
  if (!field)
    throw fail(`unknown field '${name}' on ${object.nameSingular}; valid fields: ${reachableFields(object).join(', ')}`);
  if (isRelation(field)) throw fail(relationMessage(field, purpose));
  if (path.length > 2)
    throw fail(`'${path.join('.')}' is too deep; only fields and their sub-fields can be used (e.g. emails.primaryEmail)`);
  return field;
}

function relationMessage(field: RelationField, purpose: Purpose): string {
  const verb = purpose === 'filter' ? 'filtered' : purpose === 'group_by' ? 'grouped by' : 'ordered by';
  const head = `'${field.name}' is an embedded object: fields of an embedded object cannot be ${verb}`;
  const { relation } = field;
  if (relation.kind === 'MANY_TO_ONE')
    return purpose === 'filter'
      ? `${head}; filter on the join field '${relation.joinField}' instead, or filter on the embedded record's fields client-side`
      : `${head}; ${purpose === 'group_by' ? 'group' : 'order'} by the join field '${relation.joinField}' instead`;
  const join = relation.kind === 'ONE_TO_MANY' ? relation.inverseJoinField : relation.sourceJoinField;
  const list = relation.kind === 'ONE_TO_MANY' ? relation.target : relation.through;
  return `${head}; list the ${list} records filtered on '${join}' instead`;
}

const reachableFields = (object: ObjectMetadata) =>
  object.fields.filter((f: FieldMetadata) => !isRelation(f) && !f.writeOnly).map((f) => f.name);

const subPaths = (field: CompositeField) => COMPOSITE_TYPES[field.type].map((s) => `${field.name}.${s.name}`);

function scalarRef(field: ScalarField): ColumnRef {
  return {
    path: field.name,
    column: field.column,
    type: field.type,
    integer: field.integer === true,
    nullable: field.nullable,
    ...(field.options ? { options: field.options.map((o) => o.value) } : {}),
  };
}

function subFieldRef(field: CompositeField, sub: SubFieldDefinition): ColumnRef {
  // A composite's `nullable` speaks of the whole value; each sub-field column may be NULL.
  return {
    path: `${field.name}.${sub.name}`,
    column: field.columns[sub.name],
    type: sub.type,
    integer: sub.integer === true,
    nullable: true,
    ...(field.type === 'EMAILS' ? { email: true as const } : {}),
  };
}
