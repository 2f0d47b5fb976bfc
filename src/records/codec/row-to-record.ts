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

type Decoder = (row: Record<string, unknown>, decode: typeof decodeValue, decodeTime: typeof decodeTimestamp) => ApiRecord;

/**
 * Each object's decoder, compiled once from its metadata (objects are rebuilt, never changed, when
 * pipelines or custom fields change): one object literal per record, in field order, with no
 * per-row look at the metadata. Lists at depth 1 decode thousands of rows per request; the
 * generic loop over fields spent ~7 µs per person row, most of it asking each field its kind.
 */
const decoders = new WeakMap<ObjectMetadata, Decoder>();

/** A property name or key as a JS string literal (JSON's are JS's). */
const literal = (text: string) => JSON.stringify(text);

function compileDecoder(object: ObjectMetadata): Decoder {
  const properties: string[] = [];
  for (const field of object.fields) {
    if (field.writeOnly) continue; // never answered (a workflow's webhook secret)
    if (isScalar(field)) {
      const value = field.type === 'DATE_TIME' ? `decodeTime(row[${literal(field.column)}])` : `decode(row[${literal(field.column)}])`;
      properties.push(`${literal(field.name)}: ${value} ?? ${field.type === 'MULTI_SELECT' ? '[]' : 'null'}`);
    } else if (isComposite(field)) {
      const subs = COMPOSITE_TYPES[field.type].map(
        (sub) => `${literal(sub.name)}: decode(row[${literal(field.columns[sub.name])}]) ?? ${sub.type === 'RAW_JSON' ? '[]' : 'null'}`,
      );
      properties.push(`${literal(field.name)}: { ${subs.join(', ')} }`);
    }
  }
  return new Function('row', 'decode', 'decodeTime', `return { ${properties.join(', ')} };`) as Decoder;
}

export function rowToRecord(object: ObjectMetadata, row: Record<string, unknown>): ApiRecord {
  let decoder = decoders.get(object);
  if (!decoder) decoders.set(object, (decoder = compileDecoder(object)));
  return decoder(row, decodeValue, decodeTimestamp);
}
