// The filter syntax tree: what the user wrote, nothing resolved. Field paths are plain strings
// and values are raw text; the plan stage types them against object metadata.

export const COMPARATORS = [
  'eq',
  'not',
  'in',
  'not_in',
  'containsAny',
  'ilike',
  'like',
  'startsWith',
  'endsWith',
  'gt',
  'gte',
  'lt',
  'lte',
  'is',
  'is_not',
] as const;

export type Comparator = (typeof COMPARATORS)[number];

/** Comparators whose value must be a bracketed list (DESIGN: `in` without brackets -> 400). */
export const LIST_COMPARATORS: readonly Comparator[] = ['in', 'not_in', 'containsAny'];

/** One raw value; `quoted` lets the plan tell the keyword NULL from the string "NULL". */
export interface RawScalar {
  text: string;
  quoted: boolean;
}

export type FilterValue =
  | ({ kind: 'scalar' } & RawScalar)
  | { kind: 'list'; items: RawScalar[] };

export interface ConditionNode {
  kind: 'condition';
  /** Dot path split into segments: `emails.primaryEmail` -> ['emails', 'primaryEmail']. */
  path: string[];
  comparator: Comparator;
  value: FilterValue;
  /** 0-based offset of the condition in the input, for error messages of later stages. */
  position: number;
  /** Where the condition is in a syntax that has no offsets (GraphQL's `filter.name.firstName`): named instead of the position. */
  label?: string;
}

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | ConditionNode;
