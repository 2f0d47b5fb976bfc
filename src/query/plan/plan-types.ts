// Typed terms: the filter and order_by resolved against object metadata. Every value is already
// coerced and validated, every path is a column; the SQL stage only has to print.

/** The type of one column as the query language sees it (scalar types and composite sub-fields). */
export type LeafType = 'UUID' | 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'DATE_TIME' | 'DATE' | 'SELECT' | 'MULTI_SELECT' | 'RAW_JSON';

export interface ColumnRef {
  /** API path as the user wrote it resolves to, e.g. `amount.amountMicros`. */
  path: string;
  column: string;
  type: LeafType;
  /** NUMBER holding integers: values are exact decimal strings bound as bigint. */
  integer: boolean;
  /** false only for scalar fields the metadata declares non-nullable (NOT NULL columns). */
  nullable: boolean;
  /** SELECT / MULTI_SELECT allowed values, when the field declares them. */
  options?: string[];
  /** An EMAILS sub-field: stored canonical, so values compare in canonical form (lib/canonical-email.ts). */
  email?: true;
}

/**
 * A coerced value: TEXT/UUID/SELECT/DATE_TIME (ISO, UTC) as string, NUMBER as number, or as an
 * exact decimal string when the field holds integers, BOOLEAN as boolean.
 */
export type TypedValue = string | number | boolean;

export type Predicate =
  | { op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte'; value: TypedValue }
  | { op: 'in' | 'notIn'; values: TypedValue[] }
  /** LIKE pattern with `\` as escape character. */
  | { op: 'like'; pattern: string; caseInsensitive: boolean }
  | { op: 'isNull' | 'isNotNull' }
  /** MULTI_SELECT holds exactly this set of values (order and duplicates ignored). */
  | { op: 'setEq' | 'setNeq'; values: string[] }
  /** MULTI_SELECT shares a value / RAW_JSON has a top-level string element or key among these. */
  | { op: 'overlaps'; values: string[] };

export type PlannedFilter =
  | { kind: 'and' | 'or'; children: PlannedFilter[] }
  | { kind: 'not'; child: PlannedFilter }
  | { kind: 'condition'; target: ColumnRef; predicate: Predicate };

export interface OrderColumn {
  path: string;
  column: string;
  direction: 'ASC' | 'DESC';
  nulls: 'FIRST' | 'LAST';
  nullable: boolean;
}
