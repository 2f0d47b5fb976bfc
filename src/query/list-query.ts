// The list query of any object: filter, order_by, limit and cursors -> two parameterised
// statements (the page and the total count). The record layer runs them and shapes the page.
import type { SqlStatement } from '../db/sql-executor.ts';
import { badRequest } from '../errors/app-error.ts';
import type { ObjectMetadata } from '../metadata/types.ts';
import { isBlank } from './parse/blank.ts';
import { parseCursor } from './parse/parse-cursor.ts';
import { parseLimit } from './parse/parse-limit.ts';
import { parseOrderBy, type OrderByTerm } from './parse/parse-order-by.ts';
import { planFilterString, type RecordFilter } from './filter-where.ts';
import { idRef } from './plan/id-ref.ts';
import { planOrderBy, reverseOrder } from './plan/plan-order-by.ts';
import type { PlannedFilter } from './plan/plan-types.ts';
import { filterSql } from './sql/filter-sql.ts';
import { quoteIdent } from './sql/identifiers.ts';
import { keysetSql } from './sql/keyset-sql.ts';
import { orderBySql } from './sql/order-by-sql.ts';
import { recordColumnsSql } from './sql/record-columns.ts';
import { projectedColumnsSql } from './sql/projected-columns.ts';
import type { FieldProjection } from './plan/plan-fields.ts';
import { SqlParams } from './sql/sql-params.ts';

export interface ListQueryInput {
  /** The REST string or a syntax tree (filter-where.ts RecordFilter). */
  filter?: RecordFilter;
  /** The REST `order_by` string or its terms already parsed (GraphQL's `orderBy`). */
  orderBy?: string | OrderByTerm[];
  limit?: unknown;
  startingAfter?: unknown;
  endingBefore?: unknown;
}

export type { SqlStatement } from '../db/sql-executor.ts';

export interface ListQuery {
  /** SELECT <record columns> FROM "<table>" AS "t" WHERE <filter> AND <keyset> ORDER BY ... LIMIT <limit+1> */
  select: SqlStatement;
  /** SELECT count(*)::int AS "count" FROM "<table>" AS "t" WHERE <filter> (no keyset) */
  count: SqlStatement;
  limit: number;
  /** true when ending_before was used: caller reverses the fetched rows */
  reversed: boolean;
  /** the cursor id given, so the caller can check it exists (400 INVALID_CURSOR if not) */
  cursorId?: string;
}

export const LIST_ALIAS = 't';

/**
 * Built first pages by input, for the object value they were built for (the oldest goes first
 * past the cap): the same list asked again (a dashboard polling, a client re-reading its first
 * page) costs a lookup instead of a parse, plan and SQL build, ~40 µs for the bench's filtered
 * list. A page after a cursor is not kept: each is asked once. One cap for every object keeps the
 * memory bounded (~3 KB a list) however many objects there are. The statements are frozen,
 * being shared.
 */
const builtLists = new Map<string, { object: ObjectMetadata; query: ListQuery }>();
const MAX_BUILT_LISTS = 500;

/**
 * The cache key of a first page's input made of strings and numbers only (a query string's, a
 * resolver's), with the `fields` projection's key (its select list differs).
 */
function listKey(object: ObjectMetadata, input: ListQueryInput, projection: FieldProjection | undefined): string | undefined {
  if (input.startingAfter !== undefined || input.endingBefore !== undefined) return undefined;
  const parts = [input.filter, input.orderBy, input.limit];
  // Not NaN or Infinity: JSON would write them as null, the key of an absent value.
  for (const part of parts) if (part !== undefined && typeof part !== 'string' && !(typeof part === 'number' && Number.isFinite(part))) return undefined;
  const key = JSON.stringify([object.nameSingular, ...parts.map((part) => (part === undefined ? null : part))]);
  return projection ? `${key}${projection.key}` : key;
}

/** `projection`: select only its columns (a `fields` projection, plan/plan-fields.ts) instead of the whole record's. */
export function buildListQuery(object: ObjectMetadata, input: ListQueryInput, projection?: FieldProjection): ListQuery {
  const key = listKey(object, input, projection);
  if (key === undefined) return planList(object, input, projection);
  const built = builtLists.get(key);
  if (built?.object === object) return built.query;
  const query = planList(object, input, projection); // a bad input throws here, and is not kept
  for (const statement of [query.select, query.count]) Object.freeze(Object.freeze(statement).values);
  builtLists.delete(key);
  builtLists.set(key, { object, query: Object.freeze(query) });
  if (builtLists.size > MAX_BUILT_LISTS) builtLists.delete(builtLists.keys().next().value as string);
  return query;
}

function planList(object: ObjectMetadata, input: ListQueryInput, projection?: FieldProjection): ListQuery {
  const limit = parseLimit(input.limit);
  const startingAfter = parseCursor(input.startingAfter, 'starting_after');
  const endingBefore = parseCursor(input.endingBefore, 'ending_before');
  if (startingAfter && endingBefore)
    throw badRequest('INVALID_CURSOR', 'starting_after and ending_before cannot be used together; pass one of them');
  const filter = planFilterString(object, input.filter);
  const terms = Array.isArray(input.orderBy) ? input.orderBy : isBlank(input.orderBy) ? [] : parseOrderBy(input.orderBy);
  const order = planOrderBy(object, terms);
  const cursorId = startingAfter ?? endingBefore;
  const reversed = endingBefore !== undefined;

  // One pass per statement: each has its own numbering of bound values.
  const params = new SqlParams();
  const conditions = filter ? [filterSql(filter, params, LIST_ALIAS)] : [];
  const fetchOrder = reversed ? reverseOrder(order) : order;
  if (cursorId) {
    const idColumn = idRef(object).column;
    const cursor = params.add(cursorId, 'uuid');
    conditions.push(keysetSql({ columns: fetchOrder, table: object.table, alias: LIST_ALIAS, idColumn, cursor }));
  }
  const select: SqlStatement = {
    text:
      `SELECT ${projection ? projectedColumnsSql(projection, LIST_ALIAS) : recordColumnsSql(object, LIST_ALIAS)} ${fromClause(object)}${whereClause(conditions)}` +
      ` ORDER BY ${orderBySql(fetchOrder, LIST_ALIAS)} LIMIT ${params.add(limit + 1, 'int')}`,
    values: params.values,
  };
  return { select, count: countStatement(object, filter), limit, reversed, ...(cursorId ? { cursorId } : {}) };
}

function countStatement(object: ObjectMetadata, filter: PlannedFilter | undefined): SqlStatement {
  const params = new SqlParams();
  const conditions = filter ? [filterSql(filter, params, LIST_ALIAS)] : [];
  return {
    text: `SELECT count(*)::int AS ${quoteIdent('count')} ${fromClause(object)}${whereClause(conditions)}`,
    values: params.values,
  };
}

const fromClause = (object: ObjectMetadata) => `FROM ${quoteIdent(object.table)} AS ${quoteIdent(LIST_ALIAS)}`;

const whereClause = (conditions: string[]) => (conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '');
