import { isScalar, type ObjectMetadata } from '../../metadata/types.ts';
import type { ColumnRef } from './plan-types.ts';

/** The record id column: the final tie-breaker of every order and the key of cursors. */
export function idRef(object: ObjectMetadata): ColumnRef {
  const field = object.fields.find((f) => f.name === 'id');
  if (!field || !isScalar(field)) throw new Error(`object ${object.nameSingular} has no scalar id field`);
  return { path: 'id', column: field.column, type: field.type, integer: false, nullable: false };
}
