// Database row (one column per scalar or composite sub-field) -> API record (nested composites).
import { COMPOSITE_TYPES } from '../../metadata/composite-types.ts';
import { isComposite, isScalar, type ObjectMetadata } from '../../metadata/types.ts';
import type { FieldProjection } from '../../query/index.ts';

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

type Decoder<Row> = (row: Row, decode: typeof decodeValue, decodeTime: typeof decodeTimestamp) => ApiRecord;

/**
 * Each object's decoder, compiled once from its metadata (objects are rebuilt, never changed, when
 * pipelines or custom fields change): one object literal per record, in field order, with no
 * per-row look at the metadata. Lists at depth 1 decode thousands of rows per request; the
 * generic loop over fields spent ~7 µs per person row, most of it asking each field its kind.
 */
const decoders = new WeakMap<ObjectMetadata, Decoder<Record<string, unknown>>>();

/** A property name or key as a JS string literal (JSON's are JS's). */
const literal = (text: string) => JSON.stringify(text);

/**
 * `decode(<value>) ?? fallback`, calling decode only for the values it changes (a Date, a bigint;
 * objects go to it too): a person row has ~40 columns, and the calls cost more than the rest of
 * the decoding.
 */
const decoded = (value: string, fallback: string) =>
  `((v = ${value}) == null ? ${fallback} : typeof v === 'object' || typeof v === 'bigint' ? decode(v) : v)`;

/**
 * `read(column)`: the JS expression of a column's value in `row`. `isoTimestamps`: the row comes
 * from a statement run with SqlStatement.isoTimestamps, where a DATE_TIME column (timestamptz,
 * runtime-metadata/ddl.ts) holds the API's text already, or what the driver's own parser made of
 * it (a Date).
 */
function compileDecoder<Row>(object: ObjectMetadata, read: (column: string) => string, isoTimestamps: boolean, only?: ReadonlySet<string>): Decoder<Row> {
  const properties: string[] = [];
  for (const field of object.fields) {
    if (field.writeOnly) continue; // never answered (a workflow's webhook secret)
    if (only && !only.has(field.name)) continue; // not in the `fields` projection
    if (isScalar(field)) {
      const value =
        field.type === 'DATE_TIME' && !isoTimestamps ? `decodeTime(${read(field.column)}) ?? null` : decoded(read(field.column), field.type === 'MULTI_SELECT' ? '[]' : 'null');
      properties.push(`${literal(field.name)}: ${value}`);
    } else if (isComposite(field)) {
      const subs = COMPOSITE_TYPES[field.type].map((sub) => `${literal(sub.name)}: ${decoded(read(field.columns[sub.name]), sub.type === 'RAW_JSON' ? '[]' : 'null')}`);
      properties.push(`${literal(field.name)}: { ${subs.join(', ')} }`);
    }
  }
  return new Function('row', 'decode', 'decodeTime', `let v; return { ${properties.join(', ')} };`) as Decoder<Row>;
}

export function rowToRecord(object: ObjectMetadata, row: Record<string, unknown>): ApiRecord {
  let decoder = decoders.get(object);
  if (!decoder) decoders.set(object, (decoder = compileDecoder(object, (column) => `row[${literal(column)}]`, false)));
  return decoder(row, decodeValue, decodeTimestamp);
}

/** Array-row decoders by object and result columns (joined by NUL, which no identifier holds). */
const arrayDecoders = new WeakMap<ObjectMetadata, Map<string, Decoder<unknown[]>>>();
/** Column lists of one object's table are few (one, unless its columns change under a process). */
const MAX_COLUMN_LISTS = 8;

/**
 * The records of rows read as arrays (SqlExecutor.queryArrays) with isoTimestamps, in the order
 * of `columns`: what rowToRecord answers for the same rows as objects (a column named twice
 * counts by its last, as in an object row; a column missing reads undefined), without a row
 * object and a property look-up by name per column.
 */
export function arrayRowsDecoder(object: ObjectMetadata, columns: string[]): (row: unknown[]) => ApiRecord {
  let byColumns = arrayDecoders.get(object);
  if (!byColumns) arrayDecoders.set(object, (byColumns = new Map()));
  const key = columns.join('\0');
  let decoder = byColumns.get(key);
  if (!decoder) {
    decoder = compileDecoder<unknown[]>(object, (column) => (columns.includes(column) ? `row[${columns.lastIndexOf(column)}]` : 'undefined'), true);
    if (byColumns.size >= MAX_COLUMN_LISTS) byColumns.delete(byColumns.keys().next().value as string);
    byColumns.set(key, decoder);
  }
  const compiled = decoder;
  return (row) => compiled(row, decodeValue, decodeTimestamp);
}

/** The decoders of `fields` projections, kept with the (cached) projection they answer. */
const projectedDecoders = new WeakMap<FieldProjection, { row?: Decoder<Record<string, unknown>>; arrays: Map<string, Decoder<unknown[]>> }>();

function projectedOf(projection: FieldProjection) {
  let entry = projectedDecoders.get(projection);
  if (!entry) projectedDecoders.set(projection, (entry = { arrays: new Map() }));
  return entry;
}

/** rowToRecord for a row read with a projection's columns: the record with the projected fields only. */
export function projectedRowToRecord(object: ObjectMetadata, projection: FieldProjection, row: Record<string, unknown>): ApiRecord {
  const entry = projectedOf(projection);
  entry.row ??= compileDecoder(object, (column) => `row[${literal(column)}]`, false, new Set(projection.read));
  return entry.row(row, decodeValue, decodeTimestamp);
}

/** arrayRowsDecoder for rows read with a projection's columns: records with the projected fields only. */
export function projectedArrayRowsDecoder(object: ObjectMetadata, projection: FieldProjection, columns: string[]): (row: unknown[]) => ApiRecord {
  const { arrays } = projectedOf(projection);
  const key = columns.join('\0');
  let decoder = arrays.get(key);
  if (!decoder) {
    decoder = compileDecoder<unknown[]>(object, (column) => (columns.includes(column) ? `row[${columns.lastIndexOf(column)}]` : 'undefined'), true, new Set(projection.read));
    if (arrays.size >= MAX_COLUMN_LISTS) arrays.delete(arrays.keys().next().value as string);
    arrays.set(key, decoder);
  }
  const compiled = decoder;
  return (row) => compiled(row, decodeValue, decodeTimestamp);
}
