// GraphQL's `filter` input -> the query language's syntax tree (src/query/parse/filter-ast.ts),
// the same tree the REST filter string parses to: from there one plan, one SQL. The input was
// already checked against the generated input types (fields, comparators, value types), so this
// only renames (`neq` is the tree's `not`) and turns values into the raw text the plan coerces.
import { validationFailed } from '../../errors/app-error.ts';
import { isComposite, type ObjectMetadata } from '../../metadata/types.ts';
import type { Comparator, FilterNode, FilterValue, RawScalar } from '../../query/index.ts';

type Input = Record<string, unknown>;

const COMPARATOR_OF: Record<string, Comparator> = {
  eq: 'eq',
  neq: 'not',
  in: 'in',
  is: 'is',
  gt: 'gt',
  gte: 'gte',
  lt: 'lt',
  lte: 'lte',
  like: 'like',
  ilike: 'ilike',
  startsWith: 'startsWith',
  endsWith: 'endsWith',
  containsAny: 'containsAny',
};

const raw = (value: unknown): RawScalar => (typeof value === 'string' ? { text: value, quoted: true } : { text: String(value), quoted: false });

function filterValue(comparator: string, value: unknown, label: string): FilterValue {
  if (value === null) throw validationFailed(`${label}: null is no value to compare with; to match empty values use is: NULL`);
  if (comparator === 'is') return { kind: 'scalar', text: String(value), quoted: false };
  return Array.isArray(value) ? { kind: 'list', items: value.map(raw) } : { kind: 'scalar', ...raw(value) };
}

const and = (children: FilterNode[]): FilterNode | undefined => (children.length === 0 ? undefined : children.length === 1 ? children[0] : { kind: 'and', children });

/** `{eq: 1, lt: 5}` of one field (or composite sub-field) at `path`. */
function conditions(path: string[], comparators: Input, label: string): FilterNode[] {
  return Object.entries(comparators).map(([name, value]) => {
    const comparator = COMPARATOR_OF[name];
    if (!comparator) throw validationFailed(`${label}.${name}: unknown comparator`);
    return { kind: 'condition', path, comparator, value: filterValue(name, value, `${label}.${name}`), position: 0, label: `${label}.${name}` };
  });
}

/**
 * The tree of one filter input (undefined when it filters nothing: `{}`, `{and: []}`, ...).
 * `label` is how errors name where a fault is (`filter`, `filter.and[1].name.firstName.eq`).
 */
export function filterNode(object: ObjectMetadata, input: Input | null | undefined, label = 'filter'): FilterNode | undefined {
  if (!input) return undefined;
  const children: FilterNode[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    const at = `${label}.${key}`;
    if (key === 'and' || key === 'or') {
      const parts = (value as Input[]).flatMap((item, i) => filterNode(object, item, `${at}[${i}]`) ?? []);
      if (parts.length) children.push(key === 'and' ? (and(parts) as FilterNode) : parts.length === 1 ? parts[0] : { kind: 'or', children: parts });
      continue;
    }
    if (key === 'not') {
      const child = filterNode(object, value as Input, at);
      if (child) children.push({ kind: 'not', child });
      continue;
    }
    const field = object.fields.find((f) => f.name === key);
    if (field && isComposite(field)) {
      for (const [sub, comparators] of Object.entries(value as Input)) if (comparators) children.push(...conditions([key, sub], comparators as Input, `${at}.${sub}`));
      continue;
    }
    children.push(...conditions([key], value as Input, at));
  }
  return and(children);
}

/**
 * Twenty's guard on writes by filter: a filter with an empty part (`{}`, `{and: []}`,
 * `{or: []}`, `{and: [{}]}`, a field given `{}`) would reach more than its author meant, so
 * update/delete/destroy/restore<Plural> refuse it and change nothing.
 */
export function hasEmptyPart(input: unknown): boolean {
  if (input === null || input === undefined) return true;
  if (Array.isArray(input)) return input.length === 0 || input.some(hasEmptyPart);
  if (typeof input !== 'object') return false;
  const entries = Object.entries(input).filter(([, value]) => value !== undefined);
  return entries.length === 0 || entries.some(([, value]) => typeof value === 'object' && value !== null && hasEmptyPart(value));
}

export const NON_EMPTY_FILTER_REQUIRED = 'A non-empty filter is required';

/** The tree of a bulk write's filter: BAD_USER_INPUT when it is empty (hasEmptyPart). */
export function requiredFilterNode(object: ObjectMetadata, input: Input | null | undefined): FilterNode {
  const node = hasEmptyPart(input) ? undefined : filterNode(object, input);
  if (!node) throw validationFailed(NON_EMPTY_FILTER_REQUIRED);
  return node;
}
