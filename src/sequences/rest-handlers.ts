// The REST writes of sequences, enrollments and senders, which carry rules the generic record
// handlers do not know (sequence-service.ts); they replace those handlers for these operations.
// Reads, creates and deletes of sequences, and deletes of enrollments, stay generic.
import type { SqlExecutor } from '../db/sql-executor.ts';
import type { HandlerMap } from '../http/routes.ts';
import { recordAs, recordsAs } from '../http/record-answers.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { ApiRecord } from '../records/codec/row-to-record.ts';
import { checkId, MAX_BULK_RECORDS, type RecordService } from '../records/record-service.ts';
import type { SequenceService } from './sequence-service.ts';

type SequenceWriteOperationId =
  | 'updateOneSequence'
  | 'updateManySequences'
  | 'createOneSequencePerson'
  | 'createManySequencePeople'
  | 'updateOneSequencePerson'
  | 'updateManySequencePeople'
  | 'createOneSequenceSender'
  | 'createManySequenceSenders'
  | 'updateOneSequenceSender'
  | 'updateManySequenceSenders'
  | 'deleteOneSequenceSender'
  | 'deleteManySequenceSenders';

export function sequenceRestHandlers(sequences: SequenceService, records: RecordService, registry: MetadataRegistry): Pick<HandlerMap, SequenceWriteOperationId> {
  // Writes answer at `depth` (default 0), as every record write does.
  const atDepth = async (objectName: string, raw: unknown, written: Promise<ApiRecord[]>) =>
    records.withRelations(registry.get(objectName), await written, records.writeDepth(raw));
  const sender = () => registry.get('sequenceSender');
  /** The sequences of the senders a filter matches (their steps are judged again after the write). */
  const sendersSequences = (filter: unknown) => async (tx: SqlExecutor) =>
    (await records.list(sender(), { filter: filter as string, limit: MAX_BULK_RECORDS }, { sql: tx })).records.map((s) => String(s.sequenceId));
  return {
    updateOneSequence: async ({ actor, params, query, body }) => {
      const [updated] = await atDepth('sequence', query.depth, sequences.updateSequences(actor, { id: params.id }, body));
      return { data: { updateSequence: recordAs<'Sequence'>(updated) } };
    },
    updateManySequences: async ({ actor, query, body }) => ({
      data: { updateSequences: recordsAs<'Sequence'>(await sequences.updateSequences(actor, { filter: query.filter }, body)) },
    }),
    createOneSequencePerson: async ({ actor, query, body }) => {
      const [created] = await atDepth('sequencePerson', query.depth, sequences.enrollMany(actor, [body]));
      return { data: { createSequencePerson: recordAs<'SequencePerson'>(created) } };
    },
    createManySequencePeople: async ({ actor, query, body }) => ({
      data: { createSequencePeople: recordsAs<'SequencePerson'>(await atDepth('sequencePerson', query.depth, sequences.enrollMany(actor, body, { label: (i) => `[${i}] ` }))) },
    }),
    updateOneSequencePerson: async ({ actor, params, query, body }) => {
      const [updated] = await atDepth('sequencePerson', query.depth, sequences.updateEnrollments(actor, { id: params.id }, body));
      return { data: { updateSequencePerson: recordAs<'SequencePerson'>(updated) } };
    },
    updateManySequencePeople: async ({ actor, query, body }) => ({
      data: { updateSequencePeople: recordsAs<'SequencePerson'>(await sequences.updateEnrollments(actor, { filter: query.filter }, body)) },
    }),
    createOneSequenceSender: async ({ actor, query, body }) => {
      const [created] = await atDepth('sequenceSender', query.depth, sequences.writeSenders(actor, async (tx) => [await records.create(actor, sender(), body, { sql: tx })]));
      return { data: { createSequenceSender: recordAs<'SequenceSender'>(created) } };
    },
    createManySequenceSenders: async ({ actor, query, body }) => ({
      data: { createSequenceSenders: recordsAs<'SequenceSender'>(await atDepth('sequenceSender', query.depth, sequences.writeSenders(actor, (tx) => records.createMany(actor, sender(), body, { sql: tx })))) },
    }),
    updateOneSequenceSender: async ({ actor, params, query, body }) => {
      const id = checkId(params.id);
      const [updated] = await atDepth('sequenceSender', query.depth, sequences.writeSenders(actor, async (tx) => [await records.update(actor, sender(), id, body, { sql: tx })]));
      return { data: { updateSequenceSender: recordAs<'SequenceSender'>(updated) } };
    },
    updateManySequenceSenders: async ({ actor, query, body }) => ({
      data: {
        updateSequenceSenders: recordsAs<'SequenceSender'>(await sequences.writeSenders(actor, (tx) => records.updateMany(actor, sender(), query.filter, body, { sql: tx }), sendersSequences(query.filter))),
      },
    }),
    deleteOneSequenceSender: async ({ actor, params }) => {
      const id = checkId(params.id);
      const [deleted] = await sequences.writeSenders(
        actor,
        async (tx) => [await records.delete(actor, sender(), id, { sql: tx })],
        async (tx) => [String((await records.get(sender(), id, 0, { sql: tx })).sequenceId)],
      );
      return { data: { deleteSequenceSender: deleted } };
    },
    deleteManySequenceSenders: async ({ actor, query }) => ({
      data: { deleteSequenceSenders: await sequences.writeSenders(actor, (tx) => records.deleteMany(actor, sender(), query.filter, { sql: tx }), sendersSequences(query.filter)) },
    }),
  };
}
