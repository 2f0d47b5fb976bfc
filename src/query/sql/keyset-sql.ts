// The keyset condition "rows after the cursor row in this order", for any order: mixed
// directions, nullable columns, NULLS FIRST/LAST. Standard expansion over the order columns
// k1..kn with the cursor row's values c1..cn:
//
//   (k1 after c1) OR (k1 = c1 AND k2 after c2) OR ... OR (k1 = c1 AND ... AND kn after cn)
//
// with null-safe equality (IS NOT DISTINCT FROM) and an "after" that knows where NULLs sort.
// The cursor values are scalar subqueries on the cursor id, so no extra round trip is needed;
// a missing cursor row makes every value NULL (the caller checks the id exists beforehand).
// `ending_before` is the same condition over the reversed order (see reverseOrder).
import type { OrderColumn } from '../plan/plan-types.ts';
import { qualified, quoteIdent } from './identifiers.ts';

export interface KeysetInput {
  columns: OrderColumn[];
  table: string;
  alias: string;
  idColumn: string;
  /** Placeholder of the bound cursor id, e.g. `$4::uuid`; used in every subquery. */
  cursor: string;
}

const CURSOR_ALIAS = 'cursor';

export function keysetSql({ columns, table, alias, idColumn, cursor }: KeysetInput): string {
  const from = `FROM ${quoteIdent(table)} AS ${quoteIdent(CURSOR_ALIAS)} WHERE ${qualified(CURSOR_ALIAS, idColumn)} = ${cursor}`;
  const cursorValue = (c: OrderColumn) => `(SELECT ${qualified(CURSOR_ALIAS, c.column)} ${from})`;

  // Same direction and no NULLs: a row comparison says the same and can use a btree index.
  if (columns.every((c) => !c.nullable && c.direction === columns[0].direction)) {
    const keys = columns.map((c) => qualified(alias, c.column)).join(', ');
    const values = columns.map((c) => qualified(CURSOR_ALIAS, c.column)).join(', ');
    return `(${keys}) ${columns[0].direction === 'ASC' ? '>' : '<'} (SELECT ${values} ${from})`;
  }

  const terms = columns.map((column, i) => {
    const ties = columns.slice(0, i).map((c) => equal(c, qualified(alias, c.column), cursorValue(c)));
    const step = after(column, qualified(alias, column.column), cursorValue(column));
    return i === 0 ? step : `(${[...ties, step].join(' AND ')})`;
  });
  return `(${terms.join(' OR ')})`;
}

function equal(c: OrderColumn, key: string, value: string): string {
  return c.nullable ? `${key} IS NOT DISTINCT FROM ${value}` : `${key} = ${value}`;
}

/** key sorts strictly after value in this column's direction and NULLS placement. */
function after(c: OrderColumn, key: string, value: string): string {
  const beyond = `${key} ${c.direction === 'ASC' ? '>' : '<'} ${value}`;
  if (!c.nullable) return beyond;
  // NULLS FIRST: after a NULL comes every non-NULL; after a value, only larger values.
  if (c.nulls === 'FIRST') return `((${value} IS NULL AND ${key} IS NOT NULL) OR ${beyond})`;
  // NULLS LAST: after a value come larger values and the NULLs; nothing comes after a NULL.
  return `(${beyond} OR (${key} IS NULL AND ${value} IS NOT NULL))`;
}
