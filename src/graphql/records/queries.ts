// The record API's queries of one object: `<plural>(filter, orderBy, first, last, before, after)`
// and `<singular>(filter)`, read through RecordService.list like REST's GET /rest/<plural>.
import type { GraphQLResolveInfo } from 'graphql';
import { notFound, validationFailed } from '../../errors/app-error.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { GraphQLContext } from '../context.ts';
import { connectionOf, pageConnection, pagePlan, type PageArgs } from './connection.ts';
import { filterNode } from './filter-input.ts';
import { orderTerms } from './order-input.ts';
import { fieldSelects } from './selection.ts';

type Input = Record<string, unknown>;

interface FindManyArgs extends PageArgs {
  filter?: Input | null;
  orderBy?: Input[] | null;
}

/**
 * A list that must name one value of a field (ObjectMetadata.listScope: messages, of one thread)
 * needs `{<field>: {eq}}` at the top of its filter, as REST needs `?<field>=`.
 */
function checkScope(object: ObjectMetadata, filter: Input | null | undefined): void {
  const field = object.listScope;
  if (!field) return;
  const scope = filter?.[field] as Input | undefined;
  if (typeof scope?.eq !== 'string') throw validationFailed(`filter.${field}: a list of ${object.namePlural} needs one: filter: {${field}: {eq: <id>}}`);
}

export function findMany(object: ObjectMetadata) {
  return async (_parent: unknown, args: FindManyArgs, { services }: GraphQLContext, info: GraphQLResolveInfo) => {
    checkScope(object, args.filter);
    const { input, fromEnd } = pagePlan(args, orderTerms(args.orderBy));
    // totalCount is counted only when selected (a second statement, often the longer one).
    const count = fieldSelects(info, 'totalCount');
    const page = await services.records.list(object, { ...input, filter: filterNode(object, args.filter), depth: 0, count });
    return pageConnection(page, fromEnd);
  };
}

/**
 * `<singular>Duplicates(ids, data)`: the duplicate service REST's POST /rest/<plural>/duplicates
 * calls, its entries as connections (one per input; relations resolved per level like any page).
 */
export function findDuplicates(object: ObjectMetadata) {
  return async (_parent: unknown, args: { ids?: string[] | null; data?: Input[] | null }, { services }: GraphQLContext) => {
    const entries = await services.duplicates.find(object, { ids: args.ids, data: args.data }, 0);
    return entries.map((entry) => connectionOf(entry.records, entry.pageInfo.hasNextPage, false, entry.totalCount));
  };
}

export function findOne(object: ObjectMetadata) {
  return async (_parent: unknown, args: { filter?: Input | null }, { services }: GraphQLContext) => {
    const page = await services.records.list(object, { filter: filterNode(object, args.filter), limit: 1, depth: 0, count: false });
    if (page.records.length === 0) throw notFound(`no ${object.nameSingular} matches the filter`);
    return page.records[0];
  };
}
