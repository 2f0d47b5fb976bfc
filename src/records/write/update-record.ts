// The UPDATE part of a PATCH: the rows are locked and read as they were (the events' `before`)
// and written in the same statement. One record (by id) or several (SQL selecting their ids, say
// a CTE of the records a filter matches, with a condition the whole update depends on).
import { liveSql, quoteIdent as q } from '../../query/index.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { ColumnValues } from '../codec/encode-columns.ts';
import { PART_RETURNING, type WriteStatement } from './write-statement.ts';

export type UpdateTarget = { id: string } | { idsSql: string; onlyIf?: string };

export function addUpdatePart(
  statement: WriteStatement,
  object: ObjectMetadata,
  target: UpdateTarget,
  columns: ColumnValues,
  updatedFields: string[],
): void {
  const { params } = statement;
  // A record by id: not a soft-deleted one (its update is a 404, as its get is).
  const which = 'id' in target ? `"id" = ${params.add(target.id, 'uuid')}${liveSql(object, object.table)}` : `"id" IN (${target.idsSql})`;
  const onlyIf = 'onlyIf' in target && target.onlyIf ? ` AND ${target.onlyIf}` : '';
  const assignments = [...columns].map(([column, value]) => `${q(column)} = ${params.add(value)}`);
  const table = q(object.table);
  statement.addPart(
    object,
    'updated',
    `UPDATE ${table} AS "t" SET ${assignments.join(', ')}, "updated_at" = now()
     FROM (SELECT * FROM ${table} WHERE ${which} FOR UPDATE) AS "old"
     WHERE "t"."id" = "old"."id"${onlyIf} ${PART_RETURNING(object, 't', 'old')}`,
    updatedFields,
  );
}
