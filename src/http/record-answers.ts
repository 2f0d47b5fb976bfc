// The one conversion from the record layer's records to the document's record schemas. The
// record layer builds records from metadata at run time (`ApiRecord`), while a handler's answer
// is typed by the generated operation types; both come from the same metadata (`npm run codegen`
// generates the schemas from src/metadata/objects/), and the contract tests validate every
// answer against the document. Engine handlers that answer records name the schema here, so a
// record answered in the wrong place (a sequence where a sender is due) still does not compile.
import type { ApiRecord } from '../records/codec/row-to-record.ts';
import type { Schema, SchemaName } from './operation-types.ts';

/** `record` as the component schema `Name` of the document (e.g. `'Sequence'`). */
export function recordAs<Name extends SchemaName>(record: ApiRecord): Schema<Name> {
  return record as Schema<Name>;
}

/** `records` as a list of the component schema `Name`. */
export function recordsAs<Name extends SchemaName>(records: ApiRecord[]): Schema<Name>[] {
  return records as Schema<Name>[];
}
