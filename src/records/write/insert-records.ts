// The INSERT part of a create: every record of a batch in one multi-row INSERT. Items may set
// different columns; a column an item leaves out takes its DEFAULT.
import { quoteIdent as q } from '../../query/index.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { ColumnValues } from '../codec/encode-columns.ts';
import { PART_RETURNING, type WriteStatement } from './write-statement.ts';

export function addInsertPart(statement: WriteStatement, object: ObjectMetadata, rows: ColumnValues[]): void {
  const columns = [...new Set(rows.flatMap((row) => [...row.keys()]))];
  const tuples = rows.map(
    (row) => `(${columns.map((column) => (row.has(column) ? statement.params.add(row.get(column)) : 'DEFAULT')).join(', ')})`,
  );
  statement.addPart(
    object,
    'created',
    `INSERT INTO ${q(object.table)} AS "t" (${columns.map(q).join(', ')}) VALUES ${tuples.join(', ')} ${PART_RETURNING(object, 't')}`,
  );
}
