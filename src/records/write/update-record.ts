// The UPDATE part of a PATCH: the row is locked and read as it was (the event's `before`) and
// written in the same statement.
import { quoteIdent as q } from '../../query/index.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { ColumnValues } from '../codec/encode-columns.ts';
import { PART_RETURNING, type WriteStatement } from './write-statement.ts';

export function addUpdatePart(
  statement: WriteStatement,
  object: ObjectMetadata,
  id: string,
  columns: ColumnValues,
  updatedFields: string[],
): void {
  const { params } = statement;
  const idParam = params.add(id, 'uuid');
  const assignments = [...columns].map(([column, value]) => `${q(column)} = ${params.add(value)}`);
  const table = q(object.table);
  statement.addPart(
    object,
    'updated',
    `UPDATE ${table} AS "t" SET ${assignments.join(', ')}, "updated_at" = now()
     FROM (SELECT * FROM ${table} WHERE "id" = ${idParam} FOR UPDATE) AS "old"
     WHERE "t"."id" = "old"."id" ${PART_RETURNING(object, 't', 'old')}`,
    updatedFields,
  );
}
