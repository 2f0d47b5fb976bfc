// Filter string -> WHERE fragment in one call, for any code that filters records (list, count,
// GraphQL, workflow conditions).
import type { ObjectMetadata } from '../metadata/types.ts';
import { isBlank } from './parse/blank.ts';
import type { FilterNode } from './parse/filter-ast.ts';
import { parseFilter } from './parse/parse-filter.ts';
import { planFilter } from './plan/plan-filter.ts';
import type { PlannedFilter } from './plan/plan-types.ts';
import { filterSql } from './sql/filter-sql.ts';
import type { SqlParams } from './sql/sql-params.ts';
import { withVisibility, type Visibility } from './soft-delete.ts';

/**
 * A filter in either syntax: the REST string (`name.firstName[eq]:Ann`), or its syntax tree
 * already built (GraphQL's `filter` input, translated by src/graphql/records/filter-input.ts):
 * one query language, two syntaxes, the same plan and SQL from here on.
 */
export type RecordFilter = string | FilterNode;

/**
 * Parse and plan a filter, narrowed to the records `visibility` reaches (soft-delete.ts: by
 * default, when the filter does not name deletedAt, the records that are not soft-deleted);
 * undefined when there is nothing to filter.
 */
export function planFilterString(object: ObjectMetadata, filter: RecordFilter | undefined, visibility?: Visibility): PlannedFilter | undefined {
  if (typeof filter === 'object') return withVisibility(object, planFilter(object, filter), visibility);
  return withVisibility(object, isBlank(filter) ? undefined : planFilter(object, parseFilter(filter)), visibility);
}

/**
 * A boolean SQL expression over `alias` (values bound into `params`), or undefined when there is
 * nothing to filter. Throws AppError 400 INVALID_FILTER for a bad filter.
 */
export function filterWhere(
  object: ObjectMetadata,
  filter: RecordFilter | undefined,
  params: SqlParams,
  alias = 't',
  visibility?: Visibility,
): string | undefined {
  const planned = planFilterString(object, filter, visibility);
  return planned && filterSql(planned, params, alias);
}
