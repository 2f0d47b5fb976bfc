// The list query parameters of a REST list operation (limit, cursors, order_by, filter), as the
// record layer's list takes them; shared by every list handler.
import { validationFailed } from '../../errors/app-error.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { ListInput } from '../../records/record-service.ts';

const text = (value: unknown) => (value === undefined ? undefined : String(value));

export interface ListQuery {
  filter?: unknown;
  order_by?: unknown;
  limit?: unknown;
  starting_after?: unknown;
  ending_before?: unknown;
  depth?: unknown;
  fields?: unknown;
}

export const listInput = (query: ListQuery & Record<string, unknown>, object?: ObjectMetadata): ListInput => ({
  filter: object?.listScope ? scopedFilter(object, object.listScope, query) : text(query.filter),
  orderBy: text(query.order_by),
  limit: query.limit,
  startingAfter: query.starting_after,
  endingBefore: query.ending_before,
  depth: query.depth,
  fields: query.fields,
});

/**
 * The filter of a list that must name one value of `field` (ObjectMetadata.listScope): the
 * `?<field>=` parameter joined to the filter, or a filter that already has `<field>[eq]:` at its
 * top level (a condition inside or(...) does not scope the list).
 */
function scopedFilter(object: ObjectMetadata, field: string, query: Record<string, unknown>): string {
  const filter = text(query.filter);
  const value = text(query[field]);
  if (value !== undefined && value !== '') return filter ? `${field}[eq]:${value},${filter}` : `${field}[eq]:${value}`;
  if (filter && hasTopLevelCondition(filter, `${field}[eq]:`)) return filter;
  throw validationFailed(
    `${field}: a list of ${object.namePlural} needs one: ?${field}=<id> or filter=${field}[eq]:<id> (GET /rest/${object.namePlural}?${field}=...)`,
  );
}

function hasTopLevelCondition(filter: string, condition: string): boolean {
  let depth = 0;
  for (let i = 0; i < filter.length; i++) {
    const c = filter[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && filter.startsWith(condition, i) && (i === 0 || /[\s,]/.test(filter[i - 1]))) return true;
  }
  return false;
}
