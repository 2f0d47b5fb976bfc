// What a record answer holds beyond the record: the relations embedded (`depth`) and the fields
// kept (`fields`, query/plan/plan-fields.ts). Reads select only the projected columns
// (RecordService.list/get); writes write everything they were given and return their whole
// rows (the events need them), and only their answer is projected, here. Every operation that
// answers written records (create, batch, update, merge, restore) shapes it with
// RecordService.answerShape (before it writes) and RecordService.answer (after).
import type { Depth, FieldProjection } from '../query/index.ts';
import type { ApiRecord } from './codec/row-to-record.ts';

export interface AnswerShape {
  depth: Depth;
  /** Absent: the whole record. */
  projection?: FieldProjection;
}

/** `record` with only the projection's properties (those it has: a relation only once embedded). */
export function projectRecord(record: ApiRecord, projection: FieldProjection): ApiRecord {
  const projected: ApiRecord = {};
  for (const name of projection.names) if (name in record) projected[name] = record[name];
  return projected;
}
