// OrderByTerm[] -> OrderColumn[]: resolved columns with `id` last, so the order is total and
// keyset pagination can resume after any row.
import { badRequest } from '../../errors/app-error.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { Direction, OrderByTerm } from '../parse/parse-order-by.ts';
import { DEFAULT_ORDER_BY } from './default-order.ts';
import { idRef } from './id-ref.ts';
import type { ColumnRef, OrderColumn } from './plan-types.ts';
import { resolveOrderColumns } from './resolve-path.ts';

const fail = (message: string) => badRequest('INVALID_ORDER_BY', `Invalid order_by: ${message}`);

/** No terms (no order_by given) means DEFAULT_ORDER_BY. */
export function planOrderBy(object: ObjectMetadata, terms: OrderByTerm[]): OrderColumn[] {
  const columns: OrderColumn[] = [];
  for (const term of terms.length > 0 ? terms : DEFAULT_ORDER_BY) {
    for (const ref of resolveOrderColumns(object, term.path, fail)) {
      if (ref.type === 'RAW_JSON') throw fail(`'${ref.path}' is a JSON value and cannot be ordered by`);
      // A column already ordered by decides every tie it could break; a repeat changes nothing.
      if (!columns.some((c) => c.column === ref.column)) columns.push(orderColumn(ref, term.direction));
    }
  }
  const id = idRef(object);
  if (!columns.some((c) => c.column === id.column)) {
    // Same direction as the last column, so an index on (that column, id) can serve the order.
    const last = columns.at(-1)?.direction ?? 'ASC';
    columns.push(orderColumn(id, last === 'ASC' ? 'AscNullsLast' : 'DescNullsFirst'));
  }
  return columns;
}

/** The order `ending_before` fetches in: every direction and nulls placement flipped. */
export function reverseOrder(columns: OrderColumn[]): OrderColumn[] {
  return columns.map((c) => ({
    ...c,
    direction: c.direction === 'ASC' ? 'DESC' : 'ASC',
    nulls: c.nulls === 'FIRST' ? 'LAST' : 'FIRST',
  }));
}

function orderColumn(ref: ColumnRef, requested: Direction): OrderColumn {
  const direction = requested.startsWith('Asc') ? 'ASC' : 'DESC';
  // A NOT NULL column has no nulls to place: use PostgreSQL's default placement for the
  // direction (ASC NULLS LAST, DESC NULLS FIRST) so a plain btree index matches the ORDER BY.
  const nullsFirst = ref.nullable ? requested.endsWith('NullsFirst') : direction === 'DESC';
  return { path: ref.path, column: ref.column, direction, nulls: nullsFirst ? 'FIRST' : 'LAST', nullable: ref.nullable };
}
