import type { OrderByTerm } from '../parse/parse-order-by.ts';

/**
 * Order used when the request has no order_by: oldest first, then id (appended by planOrderBy).
 * Stable (createdAt is set once, id is unique), pages forward without skipping rows created while
 * a client pages, and served by the (created_at, id) index every record table has.
 */
export const DEFAULT_ORDER_BY: OrderByTerm[] = [{ path: ['createdAt'], direction: 'AscNullsFirst' }];
