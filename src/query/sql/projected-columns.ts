// The select list of a `fields` projection (plan/plan-fields.ts): only the columns of the
// answered fields, so a projected read carries what it answers and no more. The whole-record
// reads keep record-columns.ts.
import type { FieldProjection } from '../plan/plan-fields.ts';
import { quoteIdent as q } from './identifiers.ts';

const selectLists = new WeakMap<FieldProjection, Map<string, string>>();

/** `"t"."id", "t"."name_first_name", ...`: the projection's columns from `alias` (quoted here). */
export function projectedColumnsSql(projection: FieldProjection, alias: string): string {
  let byAlias = selectLists.get(projection);
  if (!byAlias) selectLists.set(projection, (byAlias = new Map()));
  let sql = byAlias.get(alias);
  if (sql === undefined) byAlias.set(alias, (sql = projection.columns.map((column) => `${q(alias)}.${q(column)}`).join(', ')));
  return sql;
}
