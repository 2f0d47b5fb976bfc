// The one place every record write passes through. Hooks run inside the write's transaction,
// so what they record (webhook outbox rows, workflow triggers, audit) commits or rolls back with
// the change itself.
import type { SqlExecutor } from '../db/sql-executor.ts';
import type { ObjectMetadata } from '../metadata/types.ts';
import type { ApiRecord } from './codec/row-to-record.ts';

export type RecordAction = 'created' | 'updated' | 'deleted';

export interface RecordWriteEvent {
  action: RecordAction;
  object: ObjectMetadata;
  /** The record after the write (before it, for deletes). */
  record: ApiRecord;
  /** Updates: the record before the write and the API fields the request changed. */
  before?: ApiRecord;
  updatedFields?: string[];
}

export type WriteHook = (tx: SqlExecutor, event: RecordWriteEvent) => Promise<void>;
