// Validated API values -> column values for INSERT / UPDATE. Composite values touch only the
// sub-fields present, which is what makes PATCH merge sub-field by sub-field.
import { COMPOSITE_TYPES } from '../../metadata/composite-types.ts';
import { isComposite, isScalar, type ObjectMetadata } from '../../metadata/types.ts';
import type { ValidatedInput } from './validate-input.ts';

export type ColumnValues = Map<string, unknown>;

/** jsonb goes over the wire as JSON text; PostgreSQL parses it into the column's type. */
const jsonb = (value: unknown) => (value === null ? null : JSON.stringify(value));

export function encodeColumns(object: ObjectMetadata, values: ValidatedInput): ColumnValues {
  const columns: ColumnValues = new Map();
  for (const field of object.fields) {
    if (!values.has(field.name)) continue;
    const value = values.get(field.name);
    if (isScalar(field)) {
      columns.set(field.column, field.type === 'RAW_JSON' ? jsonb(value) : value);
    } else if (isComposite(field)) {
      const subs = COMPOSITE_TYPES[field.type];
      // null clears the whole composite; an object sets only the sub-fields it names.
      const given = (value ?? Object.fromEntries(subs.map((s) => [s.name, null]))) as Record<string, unknown>;
      for (const sub of subs) {
        if (!(sub.name in given)) continue;
        const subValue = given[sub.name];
        columns.set(field.columns[sub.name], sub.type === 'RAW_JSON' ? jsonb(subValue ?? []) : subValue);
      }
    }
  }
  return columns;
}
