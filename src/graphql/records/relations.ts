// Relation fields of the generated record types, resolved per nesting level for the whole page
// (batch.ts), never per parent: a many-to-one (`person { company }`) is one list of the targets by
// id; a one-to-many (`company { people(first: 10) }`) is one statement for every parent
// (RecordService.listByParents: a window function cuts each parent's records), plus one count
// when `totalCount` is selected. Both go through the record layer: same plan, same visibility.
import type { GraphQLResolveInfo } from 'graphql';
import type { ObjectMetadata, RelationField } from '../../metadata/types.ts';
import type { ApiRecord } from '../../records/codec/row-to-record.ts';
import type { GraphQLContext } from '../context.ts';
import { checkedCount, connectionOf } from './connection.ts';
import { filterNode } from './filter-input.ts';
import { orderTerms } from './order-input.ts';
import { DEFAULT_LIMIT } from '../../query/index.ts';
import { idInFilter } from '../../records/id-filters.ts';
import { requestBatcher } from './batch.ts';
import { fieldSelects } from './selection.ts';

type Resolver = (parent: ApiRecord, args: Record<string, unknown>, context: GraphQLContext, info: GraphQLResolveInfo) => unknown;

/**
 * On a merge's dry-run preview (mutations.ts mergeMany): the ids of the records it merges. The
 * preview is stored nowhere, so its one-to-many relations are those of these records.
 */
export const PREVIEW_OF = Symbol('the records a merge preview merges');

/** The ids whose related records a one-to-many of `parent` lists: its own, or a preview's sources'. */
const ownersOf = (parent: ApiRecord): string[] => (parent as ApiRecord & { [PREVIEW_OF]?: string[] })[PREVIEW_OF] ?? [String(parent.id)];

/** Records of `object` by id, for a whole level (soft-deleted ones are missing: the relation answers null). */
export function recordsById(context: GraphQLContext, object: ObjectMetadata) {
  return requestBatcher<ApiRecord>(context, `byId:${object.nameSingular}`, async (ids) => {
    const page = await context.services.records.list(object, { filter: idInFilter(ids), limit: ids.length, count: false });
    return new Map(page.records.map((record) => [String(record.id), record]));
  });
}

export function relationResolver(field: RelationField, target: ObjectMetadata): Resolver | undefined {
  const { relation } = field;
  if (relation.kind === 'MANY_TO_ONE') {
    return (parent, _args, context) => {
      const id = parent[relation.joinField];
      return typeof id === 'string' ? recordsById(context, target)(id).then((record) => record ?? null) : null;
    };
  }
  if (relation.kind !== 'ONE_TO_MANY') return undefined;
  return (parent, args, context, info) => {
    const limit = checkedCount(args.first as number | null | undefined, `${field.name}.first`) ?? DEFAULT_LIMIT;
    const filter = filterNode(target, args.filter as Record<string, unknown> | undefined, `${field.name}.filter`);
    const orderBy = orderTerms(args.orderBy as Array<Record<string, unknown>> | undefined);
    const count = fieldSelects(info, 'totalCount');
    // One batch per distinct set of arguments (aliases may ask the same relation twice).
    const key = `toMany:${target.nameSingular}.${relation.inverseJoinField}:${JSON.stringify([args.filter, args.orderBy, limit, count])}`;
    const load = requestBatcher(context, key, (parentIds) =>
      context.services.records.listByParents(target, relation.inverseJoinField, parentIds, { filter, orderBy, limit, count }),
    );
    const owners = ownersOf(parent);
    if (owners.length === 1) return load(owners[0]).then((entry) => connectionOf(entry?.records ?? [], entry?.hasMore ?? false, false, entry?.totalCount ?? 0));
    // A preview: its sources' records, in the order of the merged ids (each record has one owner, so the counts add up).
    return Promise.all(owners.map(load)).then((entries) => {
      const records = entries.flatMap((entry) => entry?.records ?? []);
      const totalCount = entries.reduce((sum, entry) => sum + (entry?.totalCount ?? 0), 0);
      return connectionOf(records.slice(0, limit), records.length > limit || entries.some((entry) => entry?.hasMore), false, totalCount);
    });
  };
}
