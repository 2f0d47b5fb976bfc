// FILTER and IF_ELSE conditions (DESIGN.md: operands eq, neq, gt, gte, lt, lte, contains, isEmpty,
// isNotEmpty; logic AND or OR), on values already rendered from variables. Numbers compare as
// numbers, ISO timestamps and other text as text; `contains` reads text or a list.
export interface Condition {
  left: unknown;
  operand: string;
  right?: unknown;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** -1, 0 or 1; numbers (or numeric text on both sides) as numbers, anything else as text. */
function compare(left: unknown, right: unknown): number {
  const [a, b] = [Number(left), Number(right)];
  if (left !== '' && right !== '' && left !== null && right !== null && Number.isFinite(a) && Number.isFinite(b)) return Math.sign(a - b);
  const [x, y] = [String(left ?? ''), String(right ?? '')];
  return x < y ? -1 : x > y ? 1 : 0;
}

const same = (left: unknown, right: unknown) => (typeof left === 'object' || typeof right === 'object' ? JSON.stringify(left) === JSON.stringify(right) : compare(left, right) === 0);

export function conditionHolds({ left, operand, right }: Condition): boolean {
  switch (operand) {
    case 'eq':
      return same(left, right);
    case 'neq':
      return !same(left, right);
    case 'gt':
      return compare(left, right) > 0;
    case 'gte':
      return compare(left, right) >= 0;
    case 'lt':
      return compare(left, right) < 0;
    case 'lte':
      return compare(left, right) <= 0;
    case 'contains':
      return Array.isArray(left) ? left.some((item) => same(item, right)) : String(left ?? '').includes(String(right ?? ''));
    case 'isEmpty':
      return isEmpty(left);
    case 'isNotEmpty':
      return !isEmpty(left);
    default:
      throw new Error(`operand ${operand} is not one of eq, neq, gt, gte, lt, lte, contains, isEmpty, isNotEmpty`);
  }
}

export function conditionsHold(conditions: Condition[], logic: unknown): boolean {
  return logic === 'OR' ? conditions.some(conditionHolds) : conditions.every(conditionHolds);
}
