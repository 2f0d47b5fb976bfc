// A group by's query parameters -> its one statement, and how to read the rows it answers.
import type { SqlStatement } from '../../db/sql-executor.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import { aggregateColumn, dimensionColumn, groupBySql, POSITION_COLUMN, SAMPLE_NUMBER_COLUMN } from './group-by-sql.ts';
import { parseGroupByRequest, type GroupByQueryInput } from './parse-group-by.ts';
import { planGroupBy } from './plan-group-by.ts';

export interface GroupByQuery {
  statement: SqlStatement;
  /** Result columns of the dimension values, in group_by order. */
  dimensionColumns: string[];
  /** The aggregates to answer: their names and result columns, in `aggregate` order. */
  aggregates: Array<{ name: string; column: string }>;
  /** With a sample: each group's rows are consecutive (by POSITION), a row per sampled record (none: the record's columns are NULL). */
  sample?: { positionColumn: string; numberColumn: string };
}

/** Throws AppError 400 (INVALID_GROUP_BY, or the list's INVALID_FILTER) for bad input. */
export function buildGroupByQuery(object: ObjectMetadata, input: GroupByQueryInput): GroupByQuery {
  const plan = planGroupBy(object, parseGroupByRequest(input));
  return {
    statement: groupBySql(object, plan),
    dimensionColumns: plan.dimensions.map((_, i) => dimensionColumn(i)),
    aggregates: plan.aggregates.flatMap((a, i) => (a.answered ? [{ name: a.name, column: aggregateColumn(i) }] : [])),
    ...(plan.recordsOrder ? { sample: { positionColumn: POSITION_COLUMN, numberColumn: SAMPLE_NUMBER_COLUMN } } : {}),
  };
}
