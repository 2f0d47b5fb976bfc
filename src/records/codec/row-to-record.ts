// Database row (one column per scalar or composite sub-field) -> API record (nested composites).
import { COMPOSITE_TYPES } from '../../metadata/composite-types.ts';
import { isComposite, isScalar, type ObjectMetadata } from '../../metadata/types.ts';

export type ApiRecord = Record<string, unknown>;

/** Driver values -> JSON values: timestamps as ISO 8601 UTC with ms, int8 as number. */
export function decodeValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/** A timestamp read through jsonb arrives as text ("2026-01-31 09:30:00.12+00"). */
const decodeTimestamp = (value: unknown) =>
  typeof value === 'string' ? new Date(value).toISOString() : decodeValue(value);

export function rowToRecord(object: ObjectMetadata, row: Record<string, unknown>): ApiRecord {
  const record: ApiRecord = {};
  for (const field of object.fields) {
    if (field.writeOnly) continue; // never answered (a workflow's webhook secret)
    if (isScalar(field)) {
      const value = field.type === 'DATE_TIME' ? decodeTimestamp(row[field.column]) : decodeValue(row[field.column]);
      record[field.name] = field.type === 'MULTI_SELECT' ? (value ?? []) : (value ?? null);
    } else if (isComposite(field)) {
      const composite: Record<string, unknown> = {};
      for (const sub of COMPOSITE_TYPES[field.type]) {
        const value = decodeValue(row[field.columns[sub.name]]);
        composite[sub.name] = sub.type === 'RAW_JSON' ? (value ?? []) : (value ?? null);
      }
      record[field.name] = composite;
    }
  }
  return record;
}
