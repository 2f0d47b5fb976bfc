// Which comparators each column type accepts. Anything else is a 400 naming field and comparator.
import type { Comparator } from '../parse/filter-ast.ts';
import type { LeafType } from './plan-types.ts';

const NULL_CHECKS: Comparator[] = ['is', 'is_not'];
const EQUALITY: Comparator[] = ['eq', 'not', 'in', 'not_in', ...NULL_CHECKS];
const RANGE: Comparator[] = ['gt', 'gte', 'lt', 'lte'];
const PATTERN: Comparator[] = ['ilike', 'like', 'startsWith', 'endsWith'];

export const COMPARATORS_BY_TYPE: Record<LeafType, readonly Comparator[]> = {
  UUID: EQUALITY,
  // Text ranges compare by collation; useful for "names from A to M".
  TEXT: [...EQUALITY, ...PATTERN, ...RANGE],
  NUMBER: [...EQUALITY, ...RANGE],
  DATE_TIME: [...EQUALITY, ...RANGE],
  DATE: [...EQUALITY, ...RANGE],
  // Two values only: in/not_in add nothing over eq/not.
  BOOLEAN: ['eq', 'not', ...NULL_CHECKS],
  // SELECT orders by value text, not option position, so ranges would mislead.
  SELECT: EQUALITY,
  // eq/not compare the whole set of values; containsAny tests for a shared value.
  MULTI_SELECT: ['eq', 'not', 'containsAny', ...NULL_CHECKS],
  RAW_JSON: ['containsAny', ...NULL_CHECKS],
};
