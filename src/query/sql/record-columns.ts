// How a record's row is read: every column of the object's table but those that are not part of
// a record (a searchable object's generated tsvector, which can be larger than the record and is
// only ever matched in SQL). Every read of whole rows (lists, get, depth, the rows a write
// returns and its webhook events) goes through these two.
import { isComposite, SEARCH_VECTOR_COLUMN, type ObjectMetadata } from '../../metadata/types.ts';
import { quoteIdent as q } from './identifiers.ts';

const columnLists = new WeakMap<ObjectMetadata, string[]>();

/** The table's record columns: every field's column(s). */
function recordColumns(object: ObjectMetadata): string[] {
  let columns = columnLists.get(object);
  if (!columns) {
    columns = object.fields.flatMap((field) => (field.type === 'RELATION' ? [] : isComposite(field) ? Object.values(field.columns) : [field.column]));
    columnLists.set(object, columns);
  }
  return columns;
}

/** Select lists by object and alias: the same text on every read (a person's is ~45 quoted columns). */
const selectLists = new WeakMap<ObjectMetadata, Map<string, string>>();

/** The select list of a record's row from `alias` (quoted here): `"t".*` when that is all of it. */
export function recordColumnsSql(object: ObjectMetadata, alias: string): string {
  if (!object.search) return `${q(alias)}.*`;
  let byAlias = selectLists.get(object);
  if (!byAlias) selectLists.set(object, (byAlias = new Map()));
  let sql = byAlias.get(alias);
  if (sql === undefined) byAlias.set(alias, (sql = recordColumns(object).map((column) => `${q(alias)}.${q(column)}`).join(', ')));
  return sql;
}

/** The row of `alias` (quoted here) as jsonb, without the columns that are not part of a record. */
export function recordJsonSql(object: ObjectMetadata, alias: string): string {
  return object.search ? `(to_jsonb(${q(alias)}) - '${SEARCH_VECTOR_COLUMN}')` : `to_jsonb(${q(alias)})`;
}
