// The list query parameters of a REST list operation (limit, cursors, order_by, filter), as the
// record layer's list takes them; shared by every list handler.
import type { ListInput } from '../../records/record-service.ts';

const text = (value: unknown) => (value === undefined ? undefined : String(value));

export interface ListQuery {
  filter?: unknown;
  order_by?: unknown;
  limit?: unknown;
  starting_after?: unknown;
  ending_before?: unknown;
  depth?: unknown;
}

export const listInput = (query: ListQuery): ListInput => ({
  filter: text(query.filter),
  orderBy: text(query.order_by),
  limit: query.limit,
  startingAfter: query.starting_after,
  endingBefore: query.ending_before,
  depth: query.depth,
});
