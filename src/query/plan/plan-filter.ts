// FilterNode -> PlannedFilter: each condition's path becomes a column, its comparator is checked
// against the column type and its value is coerced. Groups keep their shape.
import { badRequest } from '../../errors/app-error.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { ConditionNode, FilterNode, RawScalar } from '../parse/filter-ast.ts';
import { coerceValue } from './coerce-value.ts';
import { COMPARATORS_BY_TYPE } from './comparator-matrix.ts';
import { containsPattern, endsWithPattern, startsWithPattern } from './like-pattern.ts';
import type { ColumnRef, PlannedFilter, Predicate } from './plan-types.ts';
import { resolveColumn } from './resolve-path.ts';

export function planFilter(object: ObjectMetadata, node: FilterNode): PlannedFilter {
  switch (node.kind) {
    case 'and':
    case 'or':
      return { kind: node.kind, children: node.children.map((child) => planFilter(object, child)) };
    case 'not':
      return { kind: 'not', child: planFilter(object, node.child) };
    case 'condition':
      return planCondition(object, node);
  }
}

function planCondition(object: ObjectMetadata, node: ConditionNode): PlannedFilter {
  const fail = (message: string) =>
    badRequest('INVALID_FILTER', `Invalid filter: ${message} (${node.label ?? `condition at position ${node.position}`})`);
  const target = resolveColumn(object, node.path, 'filter', fail);
  const allowed = COMPARATORS_BY_TYPE[target.type];
  if (!allowed.includes(node.comparator))
    throw fail(
      `'${target.path}' (${target.type}) does not support the '${node.comparator}' comparator; supported: ${allowed.join(', ')}`,
    );
  return { kind: 'condition', target, predicate: predicate(target, node, fail) };
}

type Fail = (message: string) => ReturnType<typeof badRequest>;

function predicate(target: ColumnRef, node: ConditionNode, fail: Fail): Predicate {
  const { comparator, value } = node;
  const single = (): RawScalar => {
    if (value.kind === 'scalar') return value;
    throw fail(`'${target.path}[${comparator}]' expects a single value, not a list; quote a value that starts with '['`);
  };
  const items = (): RawScalar[] => (value.kind === 'list' ? value.items : [value]);
  const typed = (raw: RawScalar) => coerceValue(target, raw, fail);
  const texts = () => items().map((raw) => String(typed(raw)));
  // A pattern on stored-canonical addresses: lower-cased (it is no address to canonicalise).
  const patternText = () => (target.email ? single().text.toLowerCase() : single().text);

  switch (comparator) {
    case 'is':
    case 'is_not':
      return nullCheck(target, comparator, single(), fail);
    case 'eq':
    case 'not':
      if (target.type === 'MULTI_SELECT') return { op: comparator === 'eq' ? 'setEq' : 'setNeq', values: texts() };
      return { op: comparator === 'eq' ? 'eq' : 'neq', value: typed(single()) };
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return { op: comparator, value: typed(single()) };
    case 'in':
    case 'not_in':
      return { op: comparator === 'in' ? 'in' : 'notIn', values: items().map(typed) };
    case 'containsAny':
      return { op: 'overlaps', values: texts() };
    case 'ilike':
    case 'like':
      return { op: 'like', pattern: containsPattern(patternText()), caseInsensitive: comparator === 'ilike' };
    case 'startsWith':
      return { op: 'like', pattern: startsWithPattern(patternText()), caseInsensitive: false };
    case 'endsWith':
      return { op: 'like', pattern: endsWithPattern(patternText()), caseInsensitive: false };
  }
}

/** SPEC: `[is]:NULL`, `[is_not]:NULL`, and the observed form `[is]:NOT_NULL`. */
function nullCheck(target: ColumnRef, comparator: 'is' | 'is_not', raw: RawScalar, fail: Fail): Predicate {
  const word = raw.text.trim().toUpperCase();
  if (word !== 'NULL' && word !== 'NOT_NULL')
    throw fail(`'${target.path}[${comparator}]' takes NULL or NOT_NULL, got '${raw.text}'`);
  const wantsNull = (word === 'NULL') === (comparator === 'is');
  return { op: wantsNull ? 'isNull' : 'isNotNull' };
}
