// GraphQL's `orderBy: [{field: Direction}]` -> the query language's order terms, the same terms
// the REST `order_by` string parses to. Composite sub-fields nest (`{name: {lastName: AscNullsLast}}`).
// Within one item the fields come in the input type's order (GraphQL coerces inputs so): one
// field per item states the order exactly.
import { DEFAULT_ORDER_BY, type Direction, type OrderByTerm } from '../../query/index.ts';

type Input = Record<string, unknown>;

function terms(input: Input, path: string[]): OrderByTerm[] {
  return Object.entries(input).flatMap(([key, value]) => {
    if (value === null || value === undefined) return [];
    if (typeof value === 'object') return terms(value as Input, [...path, key]);
    return [{ path: [...path, key], direction: value as Direction }];
  });
}

export function orderTerms(orderBy: readonly Input[] | null | undefined): OrderByTerm[] {
  return (orderBy ?? []).flatMap((item) => terms(item, []));
}

const FLIPPED: Record<Direction, Direction> = {
  AscNullsFirst: 'DescNullsLast',
  AscNullsLast: 'DescNullsFirst',
  DescNullsFirst: 'AscNullsLast',
  DescNullsLast: 'AscNullsFirst',
};

/** The exact reverse order (`last` without `before` reads the list from its end). */
export function reversedTerms(order: OrderByTerm[]): OrderByTerm[] {
  return (order.length ? order : DEFAULT_ORDER_BY).map((term) => ({ path: term.path, direction: FLIPPED[term.direction] }));
}
