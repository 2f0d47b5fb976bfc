// The record API's mutations of one object, each a call of the record layer REST makes too
// (src/http/handlers/records.ts): creates and updates (one, or a batch / a filter in one
// statement), soft delete and restore (delete<X>, restore<X>: Twenty's), destroy (the permanent
// delete, through the delete rules). A write by filter refuses an empty filter (filter-input.ts).
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { FilterNode } from '../../query/index.ts';
import type { ApiRecord } from '../../records/codec/row-to-record.ts';
import { idInFilter } from '../../records/id-filters.ts';
import type { GraphQLContext } from '../context.ts';
import { requiredFilterNode } from './filter-input.ts';
import { PREVIEW_OF } from './relations.ts';
import { UNIQUE_FIELDS } from './names.ts';
import { recordsWithUniqueValue, severalMatch, writeBody } from './write-input.ts';

type Input = Record<string, unknown>;

/** deletedAt named, so the read reaches soft-deleted records too (query/soft-delete.ts). */
const anyDeletedAt: FilterNode = {
  kind: 'or',
  children: (['NULL', 'NOT_NULL'] as const).map((text) => ({ kind: 'condition', path: ['deletedAt'], comparator: 'is', value: { kind: 'scalar', text, quoted: false }, position: 0 })),
};

/** The records with these ids, soft-deleted or not, in the order of `ids`. */
async function recordsOf({ services }: GraphQLContext, object: ObjectMetadata, ids: string[]): Promise<ApiRecord[]> {
  if (ids.length === 0) return [];
  const page = await services.records.list(object, { filter: { kind: 'and', children: [idInFilter(ids), anyDeletedAt] }, limit: ids.length, depth: 0, count: false });
  const byId = new Map(page.records.map((record) => [String(record.id), record]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
}

/** The record an upsert updates: the one with the input's id, else the one its unique field matches; undefined to create. */
async function upsertTarget(context: GraphQLContext, object: ObjectMetadata, data: Input): Promise<string | undefined> {
  if (typeof data.id === 'string') return (await recordsOf(context, object, [data.id.toLowerCase()])).length ? data.id : undefined;
  for (const { field, subField } of UNIQUE_FIELDS[object.nameSingular] ?? []) {
    const value = (data[field] as Input | null | undefined)?.[subField];
    if (typeof value !== 'string' || value === '') continue;
    const found = await recordsWithUniqueValue(context.services.records, object, field, subField, value);
    if (found.length > 1) throw severalMatch(object, `${field}.${subField}`, value, found.length);
    if (found.length === 1) return String(found[0].id);
  }
  return undefined;
}

export function mutationResolvers(object: ObjectMetadata) {
  const write = (context: GraphQLContext, data: Input, label: string) => writeBody(context.services, object, data, label);
  return {
    createOne: async (_: unknown, args: { data: Input; upsert?: boolean | null }, context: GraphQLContext) => {
      const body = await write(context, args.data, 'data');
      const existing = args.upsert ? await upsertTarget(context, object, args.data) : undefined;
      if (existing) {
        const { id: _id, ...changes } = body;
        return context.services.records.update(context.actor, object, existing, changes);
      }
      return context.services.records.create(context.actor, object, body);
    },
    createMany: async (_: unknown, args: { data: Input[]; upsert?: boolean | null }, context: GraphQLContext) => {
      const bodies = await Promise.all(args.data.map((data, i) => write(context, data, `data[${i}]`)));
      if (!args.upsert) return context.services.records.createMany(context.actor, object, bodies);
      // Upsert: the matched records are updated one by one, the others created in one statement.
      const targets = await Promise.all(args.data.map((data) => upsertTarget(context, object, data)));
      const created = await (targets.some((t) => t === undefined)
        ? context.services.records.createMany(context.actor, object, bodies.filter((_body, i) => targets[i] === undefined))
        : Promise.resolve([]));
      const results: ApiRecord[] = [];
      let next = 0;
      for (const [i, target] of targets.entries()) {
        if (target === undefined) results.push(created[next++]);
        else {
          const { id: _id, ...changes } = bodies[i];
          results.push(await context.services.records.update(context.actor, object, target, changes));
        }
      }
      return results;
    },
    updateOne: async (_: unknown, args: { id: string; data: Input }, context: GraphQLContext) =>
      context.services.records.update(context.actor, object, args.id, await write(context, args.data, 'data')),
    updateMany: async (_: unknown, args: { filter: Input; data: Input }, context: GraphQLContext) => {
      const filter = requiredFilterNode(object, args.filter);
      return context.services.records.updateMany(context.actor, object, filter, await write(context, args.data, 'data'));
    },
    deleteOne: async (_: unknown, args: { id: string }, context: GraphQLContext) => {
      const { id } = await context.services.records.softDelete(context.actor, object, args.id);
      return (await recordsOf(context, object, [id]))[0] ?? null;
    },
    deleteMany: async (_: unknown, args: { filter: Input }, context: GraphQLContext) => {
      const deleted = await context.services.records.softDeleteMany(context.actor, object, requiredFilterNode(object, args.filter));
      return recordsOf(context, object, deleted.map((row) => row.id));
    },
    restoreOne: async (_: unknown, args: { id: string }, context: GraphQLContext) => context.services.records.restore(context.actor, object, args.id),
    restoreMany: async (_: unknown, args: { filter: Input }, context: GraphQLContext) =>
      context.services.records.restoreMany(context.actor, object, requiredFilterNode(object, args.filter)),
    // The record is read before it is gone, to answer it.
    destroyOne: async (_: unknown, args: { id: string }, context: GraphQLContext) => {
      const [record] = await recordsOf(context, object, [args.id.toLowerCase()]);
      await context.services.records.delete(context.actor, object, args.id);
      return record;
    },
    // Soft-deleted records too, as Twenty's destroy (record-service.ts deleteMany): read with deletedAt named.
    destroyMany: async (_: unknown, args: { filter: Input }, context: GraphQLContext) => {
      const filter = requiredFilterNode(object, args.filter);
      const before = await context.services.records.list(object, { filter: { kind: 'and', children: [filter, anyDeletedAt] }, limit: 1000, depth: 0, count: false });
      const destroyed = new Set((await context.services.records.deleteMany(context.actor, object, filter)).map((row) => row.id));
      return before.records.filter((record) => destroyed.has(String(record.id)));
    },
  };
}

/**
 * `merge<Plural>(ids, conflictPriorityIndex, dryRun)`: the merge REST's PATCH
 * /rest/<plural>/merge runs (one transaction, relations re-pointed, the others deleted), its
 * kept record answered at depth 0 (relations are the selection's). A dry run's preview lists the
 * one-to-many relations of the records it merges (relations.ts PREVIEW_OF), as REST's does.
 */
export function mergeMany(object: ObjectMetadata) {
  return async (_: unknown, args: { ids: string[]; conflictPriorityIndex: number; dryRun?: boolean | null }, context: GraphQLContext) => {
    const merged = await context.services.merge.merge(context.actor, object, { ids: args.ids, conflictPriorityIndex: args.conflictPriorityIndex, dryRun: args.dryRun }, { depth: 0 });
    return args.dryRun ? Object.assign(merged, { [PREVIEW_OF]: args.ids.map((id) => id.toLowerCase()) }) : merged;
  };
}
