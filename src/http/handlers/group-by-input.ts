// The query parameters of GET /rest/<plural>/groupBy as the group by takes them: the values the
// validator let through (strings; include_records_sample coerced to a boolean), parsed by the
// query layer itself so a malformed one gets Twenty's message.
import type { GroupByQueryInput } from '../../query/index.ts';

export const groupByInput = (query: Record<string, unknown>): GroupByQueryInput => ({
  group_by: query.group_by,
  aggregate: query.aggregate,
  filter: query.filter,
  order_by: query.order_by,
  limit: query.limit,
  include_records_sample: query.include_records_sample,
  order_by_for_records: query.order_by_for_records,
});
