// Valid list query parameters for a record type, from its read schema: filter expressions
// (`field[comparator]:value`, and/or/not), order_by terms, limits, depths and cursors. The
// fields and their types come from the document (composites as dot paths).
import type { IdPool } from './id-pool.ts';
import type { Rng } from './prng.ts';
import type { JsonSchema, SchemaIndex } from './schema-index.ts';
import { isoDate, isoDateTime, word } from './value-generator.ts';

export type FieldKind = 'text' | 'uuid' | 'enum' | 'enum-array' | 'number' | 'boolean' | 'date-time' | 'date' | 'json' | 'array';

export interface FilterField {
  path: string;
  kind: FieldKind;
  enumValues?: unknown[];
  /** For uuid fields that name another record: its component. */
  target?: string;
}

const COMPARATORS: Record<FieldKind, string[]> = {
  text: ['eq', 'neq', 'in', 'not_in', 'ilike', 'like', 'startsWith', 'endsWith', 'is', 'gt', 'lte'],
  uuid: ['eq', 'neq', 'in', 'not_in', 'is'],
  enum: ['eq', 'neq', 'in', 'not_in', 'is'],
  'enum-array': ['containsAny', 'is', 'eq'],
  number: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'is'],
  boolean: ['eq', 'neq', 'is'],
  'date-time': ['eq', 'gt', 'gte', 'lt', 'lte', 'in', 'is'],
  date: ['eq', 'gt', 'gte', 'lt', 'lte', 'in', 'is'],
  json: ['is'],
  array: ['is'],
};

export const DIRECTIONS = ['AscNullsFirst', 'AscNullsLast', 'DescNullsFirst', 'DescNullsLast'];

/** The filterable fields of a record type (cached per schema name). */
export function filterFields(index: SchemaIndex, entity: string): FilterField[] {
  const cache = fieldCache.get(index) ?? new Map<string, FilterField[]>();
  fieldCache.set(index, cache);
  const known = cache.get(entity);
  if (known) return known;
  const fields: FilterField[] = [];
  const { properties } = index.properties(index.schemas[entity] ?? {});
  const readName = entity;
  for (const [name, schema] of Object.entries(properties)) {
    const ref = index.referencedName(schema);
    const nonNull = index.resolve(index.nonNull(schema)).schema;
    if (ref && index.properties(index.schemas[ref] ?? {}).properties.id) continue; // an embedded relation
    const kind = kindOf(index, schema);
    if (kind === 'object') {
      for (const [sub, subSchema] of Object.entries(index.properties(nonNull).properties)) {
        const subKind = kindOf(index, subSchema);
        if (subKind !== 'object') fields.push({ path: `${name}.${sub}`, kind: subKind, enumValues: enumOf(index, subSchema) });
      }
      continue;
    }
    const target = name.endsWith('Id') ? index.referencedName(properties[name.slice(0, -2)]) : undefined;
    fields.push({ path: name, kind, enumValues: enumOf(index, schema), target: target ?? (name === 'id' ? readName : undefined) });
  }
  cache.set(entity, fields);
  return fields;
}

const fieldCache = new WeakMap<SchemaIndex, Map<string, FilterField[]>>();

function enumOf(index: SchemaIndex, schema: JsonSchema): unknown[] | undefined {
  const nonNull = index.resolve(index.nonNull(schema)).schema;
  if (nonNull.enum) return nonNull.enum.filter((v) => v !== null);
  const items = nonNull.items ? index.resolve(nonNull.items).schema : undefined;
  return items?.enum;
}

function kindOf(index: SchemaIndex, schema: JsonSchema): FieldKind | 'object' {
  const nonNull = index.resolve(index.nonNull(schema)).schema;
  const types = index.types(nonNull)?.filter((t) => t !== 'null');
  if (!types) return 'json';
  if (nonNull.enum) return 'enum';
  if (types.includes('object')) return 'object';
  if (types.includes('array')) {
    const items = nonNull.items ? index.resolve(nonNull.items).schema : undefined;
    return items?.enum ? 'enum-array' : 'array';
  }
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('integer') || types.includes('number')) return 'number';
  if (nonNull.format === 'uuid') return 'uuid';
  if (nonNull.format === 'date-time') return 'date-time';
  if (nonNull.format === 'date') return 'date';
  return 'text';
}

function quote(rng: Rng, value: string): string {
  if (/[,()[\]'"]/.test(value) || rng.chance(0.1)) return `"${value.replace(/"/g, '')}"`;
  return value;
}

function scalarValue(rng: Rng, pool: IdPool, field: FilterField): string {
  switch (field.kind) {
    case 'uuid': {
      const entry = field.target ? pool.pick(rng, field.target) : undefined;
      return entry && rng.chance(0.8) ? entry.id : '00000000-0000-4000-8000-000000000000';
    }
    case 'enum':
    case 'enum-array':
      return String(field.enumValues?.length ? rng.pick(field.enumValues) : 'X');
    case 'number':
      return String(rng.pick([0, 1, -5, 100, 1500.5, 1_000_000_000]));
    case 'boolean':
      return String(rng.chance(0.5));
    case 'date-time':
      return isoDateTime(rng);
    case 'date':
      return isoDate(rng);
    default:
      return quote(rng, rng.chance(0.2) ? `%${word(rng)}%` : word(rng));
  }
}

function condition(rng: Rng, pool: IdPool, fields: FilterField[]): string {
  const field = rng.pick(fields);
  const comparator = rng.pick(COMPARATORS[field.kind]);
  if (comparator === 'is') return `${field.path}[is]:${rng.pick(['NULL', 'NOT_NULL'])}`;
  if (comparator === 'in' || comparator === 'not_in' || comparator === 'containsAny') {
    const values = Array.from({ length: rng.int(1, 3) }, () => scalarValue(rng, pool, field));
    return `${field.path}[${comparator}]:[${values.join(',')}]`;
  }
  return `${field.path}[${comparator}]:${scalarValue(rng, pool, field)}`;
}

/** A filter expression over `fields`, up to `depth` levels of and/or/not. */
export function validFilter(rng: Rng, pool: IdPool, fields: FilterField[], depth = 2): string {
  if (!fields.length) return 'id[is]:NOT_NULL';
  const roll = rng.next();
  if (depth <= 0 || roll < 0.55) return condition(rng, pool, fields);
  const parts = Array.from({ length: rng.int(1, 3) }, () => validFilter(rng, pool, fields, depth - 1));
  if (roll < 0.7) return parts.join(',');
  if (roll < 0.82) return `and(${parts.join(',')})`;
  if (roll < 0.94) return `or(${parts.join(',')})`;
  return `not(${parts[0]})`;
}

/** A filter that names a few known records by id (bulk writes: small, predictable). */
export function idFilter(rng: Rng, pool: IdPool, entity: string): string {
  const ids = rng.sample(pool.ids(entity), rng.int(1, 3));
  if (!ids.length) return `id[eq]:00000000-0000-4000-8000-000000000000`;
  return ids.length === 1 && rng.chance(0.5) ? `id[eq]:${ids[0]}` : `id[in]:[${ids.join(',')}]`;
}

export function validOrderBy(rng: Rng, fields: FilterField[]): string {
  const sortable = fields.filter((f) => !['json', 'array', 'enum-array'].includes(f.kind));
  if (!sortable.length) return 'createdAt[AscNullsFirst]';
  return rng
    .sample(sortable, rng.int(1, 3))
    .map((f) => (rng.chance(0.2) ? f.path : `${f.path}[${rng.pick(DIRECTIONS)}]`))
    .join(',');
}
