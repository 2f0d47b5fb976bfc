// The REST writes of sequences, enrollments and senders, which carry rules the generic record
// handlers do not know (sequence-service.ts); they replace those handlers for these operations.
// Reads, creates and deletes of sequences, and deletes of enrollments, stay generic.
import type { SqlExecutor } from '../db/sql-executor.ts';
import type { HandlerMap } from '../http/routes.ts';
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
      return { data: { updateSequence: updated as never } };
    },
    updateManySequences: async ({ actor, query, body }) => ({
      data: { updateSequences: (await sequences.updateSequences(actor, { filter: query.filter }, body)) as never },
    }),
    createOneSequencePerson: async ({ actor, query, body }) => {
      const [created] = await atDepth('sequencePerson', query.depth, sequences.enrollMany(actor, [body]));
      return { data: { createSequencePerson: created as never } };
    },
    createManySequencePeople: async ({ actor, query, body }) => ({
      data: { createSequencePeople: (await atDepth('sequencePerson', query.depth, sequences.enrollMany(actor, body, { label: (i) => `[${i}] ` }))) as never },
    }),
    updateOneSequencePerson: async ({ actor, params, query, body }) => {
      const [updated] = await atDepth('sequencePerson', query.depth, sequences.updateEnrollments(actor, { id: params.id }, body));
      return { data: { updateSequencePerson: updated as never } };
    },
    updateManySequencePeople: async ({ actor, query, body }) => ({
      data: { updateSequencePeople: (await sequences.updateEnrollments(actor, { filter: query.filter }, body)) as never },
    }),
    createOneSequenceSender: async ({ actor, query, body }) => {
      const [created] = await atDepth('sequenceSender', query.depth, sequences.writeSenders(actor, async (tx) => [await records.create(actor, sender(), body, { sql: tx })]));
      return { data: { createSequenceSender: created as never } };
    },
    createManySequenceSenders: async ({ actor, query, body }) => ({
      data: { createSequenceSenders: (await atDepth('sequenceSender', query.depth, sequences.writeSenders(actor, (tx) => records.createMany(actor, sender(), body, { sql: tx })))) as never },
    }),
    updateOneSequenceSender: async ({ actor, params, query, body }) => {
      const id = checkId(params.id);
      const [updated] = await atDepth('sequenceSender', query.depth, sequences.writeSenders(actor, async (tx) => [await records.update(actor, sender(), id, body, { sql: tx })]));
      return { data: { updateSequenceSender: updated as never } };
    },
    updateManySequenceSenders: async ({ actor, query, body }) => ({
      data: {
        updateSequenceSenders: (await sequences.writeSenders(actor, (tx) => records.updateMany(actor, sender(), query.filter, body, { sql: tx }), sendersSequences(query.filter))) as never,
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
