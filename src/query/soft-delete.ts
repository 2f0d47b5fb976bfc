// Soft delete in the query language: a record whose `deletedAt` is set is hidden from every read
// (lists and their totalCount, gets, depth embeds, search, group by, bulk writes by filter)
// unless the filter names `deletedAt` somewhere, in which case the filter alone decides
// (`deletedAt[is]:NOT_NULL` lists the soft-deleted ones). The planner adds the condition once,
// here (planFilterString), so every caller of the query language gets it; the few reads that do
// not go through a filter (embeds, search, by-id reads) add liveSql().
//
// Only objects that offer soft delete (ObjectMetadata.softDelete) can hold a soft-deleted record,
// so only their reads get the condition. It is a top-level conjunct `"t"."deleted_at" IS NULL`,
// so their partial indexes (WHERE "deleted_at" IS NULL, see the soft_delete migration: the list
// index, and the live index the count reads) keep serving lists.
import { DELETED_AT } from '../metadata/field-builders.ts';
import { isScalar, type ObjectMetadata, type ScalarField } from '../metadata/types.ts';
import type { PlannedFilter } from './plan/plan-types.ts';
import { qualified } from './sql/identifiers.ts';

/**
 * Which records a filter reaches: `live` (not soft-deleted, unless the filter names deletedAt:
 * every read and bulk write), `deleted` (soft-deleted only, whatever the filter says: a restore),
 * `any` (the filter alone).
 */
export type Visibility = 'live' | 'deleted' | 'any';

const deletedAtFields = new WeakMap<ObjectMetadata, ScalarField | null>();

/**
 * The deletedAt field of an object whose records can be soft-deleted (ObjectMetadata.softDelete),
 * whose reads therefore hide them. Every record object has the field, but only these ever set it:
 * the others' reads stay as they were (no condition, their indexes unchanged).
 */
export function softDeleteField(object: ObjectMetadata): ScalarField | undefined {
  return object.softDelete ? deletedAtField(object) : undefined;
}

/** The object's deletedAt field (every record object has one; webhooks do not). */
export function deletedAtField(object: ObjectMetadata): ScalarField | undefined {
  let field = deletedAtFields.get(object);
  if (field === undefined) {
    const found = object.fields.find((f) => f.name === DELETED_AT);
    deletedAtFields.set(object, (field = found && isScalar(found) ? found : null));
  }
  return field ?? undefined;
}

/** Whether the filter has a condition on deletedAt anywhere (inside and/or/not too). */
export function namesDeletedAt(filter: PlannedFilter | undefined): boolean {
  if (!filter) return false;
  switch (filter.kind) {
    case 'and':
    case 'or':
      return filter.children.some(namesDeletedAt);
    case 'not':
      return namesDeletedAt(filter.child);
    case 'condition':
      return filter.target.path === DELETED_AT;
  }
}

/** `filter` narrowed to the records `visibility` reaches (the filter itself when nothing is added). */
export function withVisibility(object: ObjectMetadata, filter: PlannedFilter | undefined, visibility: Visibility = 'live'): PlannedFilter | undefined {
  const field = softDeleteField(object);
  if (!field || visibility === 'any' || (visibility === 'live' && namesDeletedAt(filter))) return filter;
  const condition: PlannedFilter = {
    kind: 'condition',
    target: { path: field.name, column: field.column, type: 'DATE_TIME', integer: false, nullable: true },
    predicate: { op: visibility === 'live' ? 'isNull' : 'isNotNull' },
  };
  return filter ? { kind: 'and', children: [filter, condition] } : condition;
}

/** ` AND "<alias>"."deleted_at" IS NULL` for an object with soft delete, else '': for reads that take no filter. */
export function liveSql(object: ObjectMetadata, alias: string): string {
  const field = softDeleteField(object);
  return field ? ` AND ${qualified(alias, field.column)} IS NULL` : '';
}
