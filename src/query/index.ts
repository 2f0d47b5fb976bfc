// The query language, written once and driven by object metadata: parse (syntax) -> plan
// (resolved against ObjectMetadata) -> sql (parameterised PostgreSQL). REST, GraphQL and the
// workflow engine use these exports; nothing else in src/query is public.
export { buildListQuery, LIST_ALIAS, type ListQuery, type ListQueryInput, type SqlStatement } from './list-query.ts';
export { filterWhere, planFilterString, type RecordFilter } from './filter-where.ts';
export { deletedAtField, liveSql, softDeleteField, namesDeletedAt, withVisibility, type Visibility } from './soft-delete.ts';

export { COMPARATORS, type Comparator, type FilterNode, type FilterValue, type ConditionNode, type RawScalar } from './parse/filter-ast.ts';
export { parseFilter, MAX_FILTER_DEPTH, MAX_FILTER_LENGTH } from './parse/parse-filter.ts';
export { parseOrderBy, DIRECTIONS, type Direction, type OrderByTerm } from './parse/parse-order-by.ts';
export { parseLimit, DEFAULT_LIMIT, MAX_LIMIT } from './parse/parse-limit.ts';
export { parseDepth, type Depth } from './parse/parse-depth.ts';
export { parseCursor, type CursorName } from './parse/parse-cursor.ts';
export { parseFields } from './parse/parse-fields.ts';

export { planFilter } from './plan/plan-filter.ts';
export { planOrderBy, reverseOrder } from './plan/plan-order-by.ts';
export { DEFAULT_ORDER_BY } from './plan/default-order.ts';
export { COMPARATORS_BY_TYPE } from './plan/comparator-matrix.ts';
export { planFields, type FieldProjection } from './plan/plan-fields.ts';
export type { ColumnRef, LeafType, OrderColumn, PlannedFilter, Predicate, TypedValue } from './plan/plan-types.ts';

export { SqlParams, type SqlCast } from './sql/sql-params.ts';
export { filterSql } from './sql/filter-sql.ts';
export { orderBySql } from './sql/order-by-sql.ts';
export { keysetSql, type KeysetInput } from './sql/keyset-sql.ts';
export { quoteIdent, qualified } from './sql/identifiers.ts';
export { recordColumnsSql, recordJsonSql } from './sql/record-columns.ts';

export { buildGroupByQuery, type GroupByQuery } from './group-by/group-by-query.ts';
export type { GroupByQueryInput } from './group-by/parse-group-by.ts';
export { projectedColumnsSql } from './sql/projected-columns.ts';
export { buildPartitionedListQuery, PARENT_KEY, type PartitionedListInput } from './partitioned-list-query.ts';
