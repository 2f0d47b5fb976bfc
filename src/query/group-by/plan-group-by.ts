// Group-by terms -> typed terms resolved against object metadata: each dimension a column (with
// its granularity and time zone), each aggregate an operation over columns, the groups' order
// over dimensions and aggregates, the sample's order and the filter as the list plans them.
import { COMPOSITE_TYPES } from '../../metadata/composite-types.ts';
import { isComposite, isRelation, type FieldMetadata, type ObjectMetadata } from '../../metadata/types.ts';
import type { Direction } from '../parse/parse-order-by.ts';
import { planFilterString } from '../filter-where.ts';
import { planOrderBy } from '../plan/plan-order-by.ts';
import type { ColumnRef, OrderColumn, PlannedFilter } from '../plan/plan-types.ts';
import { resolveColumn } from '../plan/resolve-path.ts';
import { fail, renamed, type GroupByRequest, type GroupByTerm, type Granularity, type GroupOrderTerm } from './parse-group-by.ts';

export interface PlannedDimension {
  /** As the client named it: `stage`, `name.firstName`. */
  path: string;
  column: ColumnRef;
  granularity: Granularity;
  /** The zone a DATE_TIME is cut in (default UTC); undefined for other types. */
  timeZone?: string;
}

export type AggregateOp =
  | 'count'
  | 'countEmpty'
  | 'countNotEmpty'
  | 'countUniqueValues'
  | 'percentageEmpty'
  | 'percentageNotEmpty'
  | 'countTrue'
  | 'countFalse'
  | 'min'
  | 'max'
  | 'avg'
  | 'sum';

export interface PlannedAggregate {
  name: string;
  op: AggregateOp;
  /** count: none; min/max/avg/sum/countTrue/countFalse: the value's column; the others: the columns that make the value (empty when all are). */
  columns: ColumnRef[];
  /** Asked for by `aggregate` (false: computed only to order the groups). */
  answered: boolean;
}

export interface PlannedGroupOrder {
  /** A dimension's index or an aggregate's index. */
  target: { dimension: number } | { aggregate: number };
  direction: 'ASC' | 'DESC';
  nulls: 'FIRST' | 'LAST';
}

export interface PlannedGroupBy {
  dimensions: PlannedDimension[];
  aggregates: PlannedAggregate[];
  filter?: PlannedFilter;
  order: PlannedGroupOrder[];
  limit: number;
  /** The sample's order, `id` last; undefined without include_records_sample. */
  recordsOrder?: OrderColumn[];
}

const DATE_TYPES = new Set(['DATE', 'DATE_TIME']);

/** `amount` -> `Amount`, as Twenty builds aggregate names. */
const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Is `zone` a zone name the runtime knows (IANA names and their aliases)? */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function planDimension(object: ObjectMetadata, term: GroupByTerm): PlannedDimension {
  const path = term.subField === undefined ? [term.field] : [term.field, term.subField];
  const column = resolveColumn(object, path, 'group_by', (message) => fail(`Invalid group_by: ${message}`));
  const granularity = term.granularity ?? 'NONE';
  if (term.granularity !== undefined && !DATE_TYPES.has(column.type))
    throw fail(`Invalid group_by: a granularity applies to DATE and DATE_TIME fields; '${column.path}' is ${column.type}`);
  if (term.timeZone !== undefined && !isKnownTimeZone(term.timeZone)) throw fail(`Invalid timezone: ${term.timeZone}`);
  return { path: column.path, column, granularity, ...(column.type === 'DATE_TIME' ? { timeZone: term.timeZone ?? 'UTC' } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Aggregates: Twenty's names (get-available-aggregations-from-object-fields), derived once per object.

/**
 * The columns whose emptiness makes a field empty: every text or number sub-field of a name or
 * an address (a person with only a last name has a name), the primary sub-field of the other
 * composites (an amount without micros is empty whatever its currency), the column of a scalar.
 */
function valueColumns(object: ObjectMetadata, field: Exclude<FieldMetadata, { type: 'RELATION' }>): ColumnRef[] {
  if (!isComposite(field)) return [resolveColumn(object, [field.name], 'group_by', (m) => fail(m))];
  const subs = COMPOSITE_TYPES[field.type].filter((sub) =>
    field.type === 'FULL_NAME' || field.type === 'ADDRESS' ? sub.type !== 'RAW_JSON' : sub.isPrimary,
  );
  return subs.map((sub) => resolveColumn(object, [field.name, sub.name], 'group_by', (m) => fail(m)));
}

const aggregateTables = new WeakMap<ObjectMetadata, Map<string, Omit<PlannedAggregate, 'answered'>>>();

function aggregateTable(object: ObjectMetadata): Map<string, Omit<PlannedAggregate, 'answered'>> {
  let table = aggregateTables.get(object);
  if (table) return table;
  table = new Map([['totalCount', { name: 'totalCount', op: 'count' as const, columns: [] }]]);
  const add = (name: string, op: AggregateOp, columns: ColumnRef[]) => table!.set(name, { name, op, columns });
  for (const field of object.fields) {
    if (isRelation(field) || field.writeOnly) continue;
    const name = capitalize(field.name);
    const columns = valueColumns(object, field);
    for (const op of ['countUniqueValues', 'countEmpty', 'countNotEmpty', 'percentageEmpty', 'percentageNotEmpty'] as const) add(`${op}${name}`, op, columns);
    if (DATE_TYPES.has(field.type)) for (const op of ['min', 'max'] as const) add(`${op}${name}`, op, columns);
    if (field.type === 'BOOLEAN') for (const op of ['countTrue', 'countFalse'] as const) add(`${op}${name}`, op, columns);
    if (field.type === 'NUMBER') for (const op of ['min', 'max', 'avg', 'sum'] as const) add(`${op}${name}`, op, columns);
    if (field.type === 'CURRENCY') {
      const micros = resolveColumn(object, [field.name, 'amountMicros'], 'group_by', (m) => fail(m));
      for (const op of ['min', 'max', 'avg', 'sum'] as const) add(`${op}${name}AmountMicros`, op, [micros]);
    }
  }
  aggregateTables.set(object, table);
  return table;
}

const WHAT_APPLIES: Record<string, string> = {
  sum: 'sum applies to NUMBER fields (sum<Field>) and CURRENCY fields (sum<Field>AmountMicros)',
  avg: 'avg applies to NUMBER fields (avg<Field>) and CURRENCY fields (avg<Field>AmountMicros)',
  min: 'min applies to NUMBER, DATE and DATE_TIME fields (min<Field>) and CURRENCY fields (min<Field>AmountMicros)',
  max: 'max applies to NUMBER, DATE and DATE_TIME fields (max<Field>) and CURRENCY fields (max<Field>AmountMicros)',
  countTrue: 'countTrue applies to BOOLEAN fields',
  countFalse: 'countFalse applies to BOOLEAN fields',
};

/** Why `name` is no aggregate of `object`: the field's type when the field exists, else what names look like. */
function unknownAggregate(object: ObjectMetadata, name: string): Error {
  for (const [op, rule] of Object.entries(WHAT_APPLIES)) {
    if (!name.startsWith(op)) continue;
    const rest = name.slice(op.length).replace(/AmountMicros$/, '');
    const field = object.fields.find((f) => capitalize(f.name) === rest && !f.writeOnly);
    if (field) return fail(`Invalid aggregate '${name}': ${rule}; '${field.name}' is ${field.type}`);
  }
  return fail(
    `Unknown aggregate '${name}' on ${object.nameSingular}; aggregates are totalCount, countEmpty<Field>, countNotEmpty<Field>, countUniqueValues<Field>, percentageEmpty<Field>, percentageNotEmpty<Field>, countTrue<Field> and countFalse<Field> (BOOLEAN), min<Field> and max<Field> (NUMBER, DATE, DATE_TIME), avg<Field> and sum<Field> (NUMBER), min/max/avg/sum<Field>AmountMicros (CURRENCY)`,
  );
}

function planAggregate(object: ObjectMetadata, name: string, answered: boolean): PlannedAggregate {
  const found = aggregateTable(object).get(name);
  if (!found) throw unknownAggregate(object, name);
  return { ...found, answered };
}

// ---------------------------------------------------------------------------------------------

function sqlDirection(direction: Direction): Pick<PlannedGroupOrder, 'direction' | 'nulls'> {
  return { direction: direction.startsWith('Asc') ? 'ASC' : 'DESC', nulls: direction.endsWith('NullsFirst') ? 'FIRST' : 'LAST' };
}

function planOrder(object: ObjectMetadata, terms: GroupOrderTerm[], dimensions: PlannedDimension[], aggregates: PlannedAggregate[]): PlannedGroupOrder[] {
  const order: PlannedGroupOrder[] = [];
  for (const term of terms) {
    if (term.kind === 'aggregate') {
      let index = aggregates.findIndex((a) => a.name === term.name);
      if (index < 0) index = aggregates.push(planAggregate(object, term.name, false)) - 1;
      order.push({ target: { aggregate: index }, ...sqlDirection(term.direction) });
      continue;
    }
    const path = term.subField === undefined ? term.field : `${term.field}.${term.subField}`;
    const index = dimensions.findIndex((d) => d.path === path && (term.granularity === undefined || term.granularity === d.granularity));
    if (index < 0)
      throw fail(
        `Invalid order_by query parameter - '${path}'${term.granularity ? ` by ${term.granularity}` : ''} is not one of the group_by fields; groups are ordered by their group_by fields or by an aggregate ({"aggregate": {"totalCount": "DescNullsLast"}})`,
      );
    order.push({ target: { dimension: index }, ...sqlDirection(term.direction) });
  }
  // Then every dimension not ordered yet, in group_by order: a total order of the groups.
  dimensions.forEach((_, index) => {
    if (!order.some((o) => 'dimension' in o.target && o.target.dimension === index))
      order.push({ target: { dimension: index }, direction: 'ASC', nulls: 'FIRST' });
  });
  return order;
}

export function planGroupBy(object: ObjectMetadata, request: GroupByRequest): PlannedGroupBy {
  const dimensions = request.groupBy.map((term) => planDimension(object, term));
  const aggregates = (request.aggregates ?? ['totalCount']).map((name) => planAggregate(object, name, true));
  const filter = planFilterString(object, request.filter);
  const order = planOrder(object, request.orderBy, dimensions, aggregates);
  let recordsOrder: OrderColumn[] | undefined;
  if (request.includeRecords) {
    try {
      recordsOrder = planOrderBy(object, request.recordsOrderBy);
    } catch (error) {
      throw renamed(error);
    }
  }
  return { dimensions, aggregates, ...(filter ? { filter } : {}), order, limit: request.limit, ...(recordsOrder ? { recordsOrder } : {}) };
}
