// The UPDATE part of a soft delete or a restore: `deletedAt` set to the statement's time, or
// cleared, on the records that are not soft-deleted (a soft delete) or are (a restore), locked
// and re-checked as they are written, with the writer stamped as updatedBy. One part of a write
// statement, so the statement hooks (webhook outbox, workflow triggers) and the commit listeners
// see it as every other write: a soft delete is the event `<object>.deleted` (its record carries
// `deletedAt`), a restore `<object>.restored`. A permanent delete of a soft-deleted record is
// `<object>.destroyed` (delete-records.ts).
//
// Delete rules (OneToManyRelation.onDelete) are for permanent deletes only: records pointing at
// a soft-deleted record keep its id (as Twenty does), and their embeds show it as null until it
// is restored.
import { liveSql, qualified, quoteIdent as q, softDeleteField } from '../../query/index.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import { PART_RETURNING, type WriteStatement } from './write-statement.ts';

/** The records: their ids, or SQL selecting them with a condition the whole write depends on (say a CTE of a filter's matches). */
export type SoftDeleteTarget = { ids: string[] } | { idsSql: string; onlyIf?: string };

/** Adds the part; answers its index in the statement. */
export function addSoftDeletePart(
  statement: WriteStatement,
  object: ObjectMetadata,
  target: SoftDeleteTarget,
  change: 'delete' | 'restore',
  stamp: Array<[string, unknown]>,
): number {
  const field = softDeleteField(object);
  if (!field) throw new Error(`${object.nameSingular} does not offer soft delete`);
  const { params } = statement;
  const table = q(object.table);
  const which = 'ids' in target ? `"id" = ANY(${params.add(target.ids, 'uuid[]')})` : `"id" IN (${target.idsSql})`;
  // A soft delete reaches the live records, a restore the soft-deleted ones (re-checked on the locked row).
  const state = change === 'delete' ? liveSql(object, object.table) : ` AND ${qualified(object.table, field.column)} IS NOT NULL`;
  const onlyIf = 'onlyIf' in target && target.onlyIf ? ` AND ${target.onlyIf}` : '';
  const assignments = [
    `${q(field.column)} = ${change === 'delete' ? 'now()' : 'NULL'}`,
    ...stamp.map(([column, value]) => `${q(column)} = ${params.add(value)}`),
    `"updated_at" = now()`,
  ];
  statement.addPart(
    object,
    change === 'delete' ? 'deleted' : 'restored',
    `UPDATE ${table} AS "t" SET ${assignments.join(', ')}
     FROM (SELECT "id" FROM ${table} WHERE ${which}${state} FOR UPDATE) AS "old"
     WHERE "t"."id" = "old"."id"${onlyIf} ${PART_RETURNING(object, 't')}`,
  );
  return statement.parts.length - 1;
}
