// PATCH /rest/<plural>/merge (DESIGN.md "Twenty REST extras": Merge, Merge values, Merge side
// effects, Dry run, Merge errors): 2 to 9 records of an object with duplicate criteria become
// the one at `conflictPriorityIndex`, as Twenty's mergeMany does. In one transaction: the
// records are locked in id order (two merges of overlapping ids: the second waits, finds a
// record gone, and answers 404 having changed nothing), the kept record takes the merged values
// (merge-values.ts), every link to a merged-away record moves to the kept one, and the
// merged-away records are deleted permanently (this service has no soft delete). Every write
// goes through the record layer (RecordService.mergeInto, deleteMany), so the webhook outbox,
// the actor stamps and the events are the ones of any write. A dry run reads and writes nothing
// else: it answers what the kept record would become, with a fresh id and `deletedAt` set.
import type { Database } from '../../db/database.ts';
import type { SqlExecutor } from '../../db/sql-executor.ts';
import { AppError, badRequest, notFound } from '../../errors/app-error.ts';
import { clock, isoAt } from '../../lib/clock.ts';
import { newRecordId } from '../../lib/record-id.ts';
import { notAUuid, normalizeUuid } from '../../lib/uuid.ts';
import { columnOf, type MetadataRegistry } from '../../metadata/registry.ts';
import { isRelation, type ObjectMetadata } from '../../metadata/types.ts';
import { liveSql, quoteIdent as q, recordColumnsSql } from '../../query/index.ts';
import type { Actor } from '../actor.ts';
import { projectRecord, type AnswerShape } from '../answer-shape.ts';
import { rowToRecord, type ApiRecord } from '../codec/row-to-record.ts';
import type { RecordService } from '../record-service.ts';
import { referencesTo, type Reference } from '../write/repoint-records.ts';
import { hasDuplicateCriteria } from '../duplicates/criteria.ts';
import { mergedValues } from './merge-values.ts';

/** Twenty's MUTATION_MAX_MERGE_RECORDS. */
export const MAX_MERGE_RECORDS = 9;

export interface MergeInput {
  ids: unknown;
  conflictPriorityIndex: unknown;
  dryRun?: unknown;
}

const invalid = (message: string) => badRequest('INVALID_MERGE_INPUT', message);

/** The ids and priority of a merge body, or the 400 of the first rule it breaks (Twenty's order). */
export function checkMergeInput(object: ObjectMetadata, input: MergeInput): { ids: string[]; priority: number; dryRun: boolean } {
  if (!hasDuplicateCriteria(object))
    throw invalid(`Merge is only available for objects with duplicate criteria. Object '${object.nameSingular}' does not have duplicate criteria defined.`);
  const raw = Array.isArray(input.ids) ? input.ids : [];
  if (raw.length < 2) throw invalid('At least 2 record IDs are required for merge');
  if (raw.length > MAX_MERGE_RECORDS) throw invalid(`Maximum ${MAX_MERGE_RECORDS} records can be merged at once`);
  const priority = input.conflictPriorityIndex;
  if (typeof priority !== 'number' || !Number.isInteger(priority) || priority < 0 || priority >= raw.length)
    throw invalid(`Invalid conflict priority '${String(priority)}'. Valid options for ${raw.length} records: 0-${raw.length - 1}`);
  const malformed = raw.flatMap((id, i) => (typeof id === 'string' && normalizeUuid(id) ? [] : [`ids[${i}]: ${notAUuid(String(id))}`]));
  if (malformed.length) throw new AppError(400, 'INVALID_MERGE_INPUT', malformed);
  const ids = raw.map((id) => normalizeUuid(id as string) as string);
  const repeated = ids.flatMap((id, i) => {
    const first = ids.indexOf(id);
    return first < i ? [`ids[${i}]: '${raw[i] as string}' is also ids[${first}]; each record can be merged once`] : [];
  });
  if (repeated.length) throw new AppError(400, 'INVALID_MERGE_INPUT', repeated);
  return { ids, priority, dryRun: input.dryRun === true };
}

/** Stable JSON (sorted keys): the same value whatever order its keys were built in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export class MergeService {
  constructor(
    private readonly db: Database,
    private readonly records: RecordService,
    private readonly registry: MetadataRegistry,
  ) {}

  /**
   * Merges `input.ids` of `object` into `ids[conflictPriorityIndex]` (or, with `dryRun`, says
   * what that would give) and answers the kept record at `depth` (0-2, default 0) with the
   * `fields` named (all when absent), both checked before anything is written.
   */
  async merge(actor: Actor, object: ObjectMetadata, input: MergeInput, query: { depth?: unknown; fields?: unknown }): Promise<ApiRecord> {
    const shape = this.records.answerShape(object, query);
    const { ids, priority, dryRun } = checkMergeInput(object, input);
    if (dryRun) return this.preview(object, ids, priority, shape);
    const keptId = ids[priority];
    const mergedIds = ids.filter((id) => id !== keptId);
    const kept = await this.db.sql.transaction(async (tx) => {
      const records = await this.read(tx, object, ids, true);
      const body = this.bodyFor(object, records, priority, mergedIds, keptId);
      const references = referencesTo(this.registry, object);
      await this.dropCollidingLinks(actor, tx, references, ids, keptId);
      return this.records.mergeInto(actor, object, keptId, body, { references, fromIds: mergedIds, toId: keptId, skipIds: ids }, { sql: tx, knownRelations: true });
    });
    const [answer] = await this.records.answer(object, [kept], shape);
    return answer;
  }

  /** The records of `ids`, in `ids` order (locked in id order when `lock`); 404 when any is missing. */
  private async read(sql: SqlExecutor, object: ObjectMetadata, ids: string[], lock: boolean): Promise<ApiRecord[]> {
    const rows = await sql.query({
      // A soft-deleted record is not merged: a 404 as a missing one.
      text: `SELECT ${recordColumnsSql(object, 't')} FROM ${q(object.table)} AS "t" WHERE "t"."id" = ANY($1::uuid[])${liveSql(object, 't')} ORDER BY "t"."id"${lock ? ' FOR UPDATE' : ''}`,
      values: [ids],
    });
    const byId = new Map(rows.map((row) => [String(row.id), rowToRecord(object, row)]));
    if (byId.size !== ids.length) throw notFound('Record not found');
    return ids.map((id) => byId.get(id) as ApiRecord);
  }

  /**
   * The update body of the kept record: the merged values that differ from its own. A join field
   * of the object's own kind (a custom relation from a person to a person) that named a
   * merged-away record names the kept one.
   */
  private bodyFor(object: ObjectMetadata, records: ApiRecord[], priority: number, mergedIds: string[], keptId: string): Record<string, unknown> {
    const merged = mergedValues(object, records, priority);
    const selfJoins = new Set(object.fields.flatMap((field) => (isRelation(field) && field.relation.kind === 'MANY_TO_ONE' && field.relation.target === object.nameSingular ? [field.relation.joinField] : [])));
    for (const name of selfJoins) if (mergedIds.includes(merged[name] as string)) merged[name] = keptId;
    const kept = records[priority];
    return Object.fromEntries(Object.entries(merged).filter(([name, value]) => canonical(value) !== canonical(kept[name])));
  }

  /**
   * Links that cannot all move: a join field inside a unique index (an enrollment is unique per
   * sequence and person), where the kept record and a merged-away one, or two merged-away ones,
   * each have a link with the same other values. One link per key stays: the kept record's own,
   * else the one of the record first in `ids` order (then the lowest id); the others are deleted
   * through the record layer (with their own delete rules and events) before the rest move.
   */
  private async dropCollidingLinks(actor: Actor, sql: SqlExecutor, references: Reference[], ids: string[], keptId: string): Promise<void> {
    for (const reference of references) {
      const { object, joinField, column } = reference;
      for (const unique of object.uniqueFields ?? []) {
        if (!unique.includes(joinField)) continue;
        const others = unique.filter((name) => name !== joinField);
        const rows = await sql.query<{ id: string; owner: string; key: string }>({
          text: `SELECT "id"::text AS "id", ${q(column)}::text AS "owner", jsonb_build_array(${others.map((name) => q(columnOf(object, name))).join(', ')})::text AS "key"
                 FROM ${q(object.table)} WHERE ${q(column)} = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`,
          values: [ids],
        });
        const rank = (row: { owner: string }) => (row.owner === keptId ? -1 : ids.indexOf(row.owner));
        const winners = new Map<string, { id: string; owner: string }>();
        for (const row of rows) {
          const best = winners.get(row.key);
          if (!best || rank(row) < rank(best)) winners.set(row.key, row);
        }
        const losers = rows.filter((row) => winners.get(row.key)?.id !== row.id).map((row) => row.id);
        if (losers.length) await this.records.deleteMany(actor, object, `id[in]:[${losers.join(',')}]`, { sql });
      }
    }
  }

  /**
   * A dry run: the merged values over the priority record, a fresh id and `deletedAt` set (as
   * Twenty answers it; with `fields`, `id` and the fields named). At depth 1 and 2 each to-many relation lists the related records of
   * every merged record, and each to-one relation the record the merged join field names.
   */
  private async preview(object: ObjectMetadata, ids: string[], priority: number, { depth, projection }: AnswerShape): Promise<ApiRecord> {
    const records = await this.read(this.db.sql, object, ids, false);
    const merged = mergedValues(object, records, priority);
    const preview: ApiRecord = { ...records[priority], ...merged };
    if (depth > 0) {
      const sources = await this.records.withRelations(object, records.map((record) => ({ ...record })), depth);
      for (const field of object.fields.filter(isRelation)) {
        const relation = field.relation;
        if (relation.kind === 'MANY_TO_ONE') {
          const source = sources.find((record) => record[relation.joinField] === preview[relation.joinField]);
          preview[field.name] = source?.[field.name] ?? null;
        } else {
          const seen = new Set<unknown>();
          preview[field.name] = sources.flatMap((record) => (Array.isArray(record[field.name]) ? (record[field.name] as ApiRecord[]) : [])).filter((related) => !seen.has(related.id) && seen.add(related.id));
        }
      }
    }
    preview.id = newRecordId();
    // `deletedAt` marks the preview; under `fields`, only when named (id plus the named fields, as any answer).
    const marked = { ...preview, deletedAt: isoAt(clock.now()) };
    return projection ? projectRecord(marked, projection) : marked;
  }
}
