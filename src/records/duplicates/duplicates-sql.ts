// The one statement of a duplicates request, whatever the number of inputs: the inputs as rows
// (unnested arrays, numbered by input), each joined laterally to the records matching one of its
// criteria groups. Each group is its own branch of a UNION, an equality on the canonical form
// the group's index holds, so a lookup is an index scan per group and input, never a scan of the
// table. Soft-deleted records are neither inputs (an id of one is missing) nor duplicates. Values
// are bound, never spliced.
import type { SqlStatement } from '../../db/sql-executor.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import { liveSql, quoteIdent as q, recordColumnsSql, SqlParams } from '../../query/index.ts';
import { canonicalSql, criterionColumn, MIN_VALUE_LENGTH, type CriteriaGroup } from './criteria.ts';

/** Duplicates answered per input at most (Twenty's QUERY_MAX_RECORDS); totalCount counts all. */
export const MAX_DUPLICATES_PER_INPUT = 60;

/** Result columns beside the record's own. */
export const INPUT_NUMBER = '__dup_input';
export const INPUT_FOUND = '__dup_found';
export const TOTAL_COUNT = '__dup_total';

export type DuplicatesInput =
  /** Stored records by id: their own values are the criteria; they are left out of their answer. */
  | { ids: string[] }
  /** Bodies' criteria values (raw, by group and value, in criteria order); `self`: a body's id, left out. */
  | { rows: Array<{ self: string | null; values: Array<string | null> }> };

export function duplicatesStatement(object: ObjectMetadata, groups: CriteriaGroup[], input: DuplicatesInput): SqlStatement {
  const params = new SqlParams();
  const table = q(object.table);
  const values = groups.flat();
  const v = (k: number) => `"i"."v${k}"`;
  let inputSql: string;
  if ('ids' in input) {
    const stored = values.map((value, k) => `${canonicalSql(value.form, `"s".${q(criterionColumn(object, value))}`)} AS "v${k}"`);
    inputSql = `SELECT "u"."n" AS "n", "s"."id" AS "self", ("s"."id" IS NOT NULL) AS "found"${stored.map((s) => `, ${s}`).join('')}
      FROM unnest(${params.add(input.ids, 'uuid[]')}) WITH ORDINALITY AS "u"("id", "n") LEFT JOIN ${table} AS "s" ON "s"."id" = "u"."id"${liveSql(object, 's')}`;
  } else {
    const columns = values.map((_, k) => `"r${k}"`);
    const arrays = [params.add(input.rows.map((row) => row.self), 'uuid[]'), ...values.map((_, k) => params.add(input.rows.map((row) => row.values[k]), 'text[]'))];
    const given = values.map((value, k) => `${canonicalSql(value.form, `"u"."r${k}"`)} AS "v${k}"`);
    inputSql = `SELECT "u"."n" AS "n", "u"."self" AS "self", true AS "found"${given.map((s) => `, ${s}`).join('')}
      FROM unnest(${arrays.join(', ')}) WITH ORDINALITY AS "u"("self", ${[...columns, '"n"'].join(', ')})`;
  }
  let k = 0;
  const branches = groups.map((group) => {
    const conditions = group.map((value) => {
      const index = k++;
      return { guard: `length(${v(index)}) >= ${MIN_VALUE_LENGTH}`, match: `${canonicalSql(value.form, `"x".${q(criterionColumn(object, value))}`)} = ${v(index)}` };
    });
    return `SELECT "x"."id" FROM ${table} AS "x" WHERE ${[...conditions.map((c) => c.guard), ...conditions.map((c) => c.match)].join(' AND ')}`;
  });
  const matches = branches.length ? branches.join(' UNION ') : 'SELECT NULL::uuid AS "id" WHERE false';
  return {
    text: `WITH "i" AS (${inputSql})
SELECT "i"."n"::int AS "${INPUT_NUMBER}", "i"."found" AS "${INPUT_FOUND}", "d".* FROM "i"
LEFT JOIN LATERAL (
  SELECT ${recordColumnsSql(object, 't')}, count(*) OVER () AS "${TOTAL_COUNT}"
  FROM (${matches}) AS "m" JOIN ${table} AS "t" ON "t"."id" = "m"."id"
  WHERE "t"."id" IS DISTINCT FROM "i"."self"${liveSql(object, 't')}
  ORDER BY "t"."id" LIMIT ${MAX_DUPLICATES_PER_INPUT}
) AS "d" ON true
ORDER BY "i"."n", "d"."id"`,
    values: params.values,
  };
}
