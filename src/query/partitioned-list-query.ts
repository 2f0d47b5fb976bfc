// The to-many side of a relation for a whole page of parents in ONE statement: the records whose
// join column names one of the parents, filtered and ordered as a list is, ranked per parent by a
// window function and cut at `limit + 1` per parent (the extra row tells that parent's
// hasNextPage). So a nested connection (`company { people(first: 10) }`) costs one statement per
// nesting level, whatever the page size; and an optional second statement counts per parent.
import type { SqlStatement } from '../db/sql-executor.ts';
import type { ObjectMetadata } from '../metadata/types.ts';
import { planFilterString, type RecordFilter } from './filter-where.ts';
import type { OrderByTerm } from './parse/parse-order-by.ts';
import { planOrderBy } from './plan/plan-order-by.ts';
import { filterSql } from './sql/filter-sql.ts';
import { qualified, quoteIdent } from './sql/identifiers.ts';
import { orderBySql } from './sql/order-by-sql.ts';
import { recordColumnsSql } from './sql/record-columns.ts';
import { SqlParams } from './sql/sql-params.ts';

export interface PartitionedListInput {
  /** The join column of `object` that points at the parents (person.company_id). */
  parentColumn: string;
  parentIds: readonly string[];
  filter?: RecordFilter;
  orderBy?: OrderByTerm[];
  /** Records per parent (already checked by the caller: 1..MAX_LIMIT). */
  limit: number;
}

/** The column each row's parent id is answered in (besides the record's own columns). */
export const PARENT_KEY = '__parent';
const RANK = '__rank';

export function buildPartitionedListQuery(object: ObjectMetadata, input: PartitionedListInput): { select: SqlStatement; count: SqlStatement } {
  return { select: selectStatement(object, input), count: countStatement(object, input) };
}

/** WHERE of both statements: the parents, then the filter (with soft-delete visibility). */
function conditions(object: ObjectMetadata, input: PartitionedListInput, params: SqlParams): string {
  const filter = planFilterString(object, input.filter);
  const parents = `${qualified('t', input.parentColumn)} = ANY(${params.add(input.parentIds, 'uuid[]')})`;
  return filter ? `${parents} AND ${filterSql(filter, params, 't')}` : parents;
}

function selectStatement(object: ObjectMetadata, input: PartitionedListInput): SqlStatement {
  const params = new SqlParams();
  const order = orderBySql(planOrderBy(object, input.orderBy ?? []), 't');
  const where = conditions(object, input, params);
  const ranked =
    `SELECT ${recordColumnsSql(object, 't')}, ${qualified('t', input.parentColumn)}::text AS ${quoteIdent(PARENT_KEY)},` +
    ` row_number() OVER (PARTITION BY ${qualified('t', input.parentColumn)} ORDER BY ${order}) AS ${quoteIdent(RANK)}` +
    ` FROM ${quoteIdent(object.table)} AS "t" WHERE ${where}`;
  return {
    text: `SELECT * FROM (${ranked}) AS "r" WHERE ${qualified('r', RANK)} <= ${params.add(input.limit + 1, 'int')} ORDER BY ${qualified('r', PARENT_KEY)}, ${qualified('r', RANK)}`,
    values: params.values,
  };
}

function countStatement(object: ObjectMetadata, input: PartitionedListInput): SqlStatement {
  const params = new SqlParams();
  const where = conditions(object, input, params);
  return {
    text: `SELECT ${qualified('t', input.parentColumn)}::text AS ${quoteIdent(PARENT_KEY)}, count(*)::int AS "count" FROM ${quoteIdent(object.table)} AS "t" WHERE ${where} GROUP BY 1`,
    values: params.values,
  };
}
