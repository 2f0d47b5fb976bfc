import type { OrderColumn } from '../plan/plan-types.ts';
import { qualified } from './identifiers.ts';

/** `"t"."city" ASC NULLS FIRST, "t"."id" ASC NULLS LAST` (without the ORDER BY keyword). */
export function orderBySql(columns: OrderColumn[], alias: string): string {
  return columns.map((c) => `${qualified(alias, c.column)} ${c.direction} NULLS ${c.nulls}`).join(', ');
}
