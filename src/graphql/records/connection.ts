// Relay-style pages over the record layer's keyset pages (DESIGN "Order and pages"): `first` /
// `after` read forward, `last` / `before` backward, over opaque cursors. A cursor wraps the id of
// the record it stands for (the record layer resumes after that record in the list's order), so
// it stays valid while the record exists, whatever is added or removed around it.
import { badRequest, validationFailed } from '../../errors/app-error.ts';
import { normalizeUuid } from '../../lib/uuid.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, type OrderByTerm } from '../../query/index.ts';
import type { ApiRecord } from '../../records/codec/row-to-record.ts';
import type { ListInput, RecordPage } from '../../records/record-service.ts';
import { connection, type Connection as GenericConnection } from '../connection.ts';
import { reversedTerms } from './order-input.ts';

const CURSOR_PREFIX = 'rec:';

export const encodeCursor = (id: string) => Buffer.from(`${CURSOR_PREFIX}${id}`).toString('base64url');

/** The record id a cursor stands for; BAD_USER_INPUT naming the argument for anything else. */
export function decodeCursor(cursor: string, argument: string): string {
  const text = /^[A-Za-z0-9_-]+={0,2}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const id = text.startsWith(CURSOR_PREFIX) ? normalizeUuid(text.slice(CURSOR_PREFIX.length)) : undefined;
  if (!id) throw badRequest('INVALID_CURSOR', `${argument}: '${cursor}' is not a cursor of this API; pass a pageInfo startCursor or endCursor, or an edge's cursor`);
  return id;
}

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  before?: string | null;
  after?: string | null;
}

/** `first` or `last` checked: 1 to MAX_LIMIT (GraphQL refuses a larger count, where REST clamps it). */
export function checkedCount(value: number | null | undefined, argument: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1 || value > MAX_LIMIT) throw badRequest('INVALID_LIMIT', `${argument}: must be from 1 to ${MAX_LIMIT}, got ${value}`);
  return value;
}

/** How a page is read: the list input, and whether the rows come from the end (`last` without `before`). */
export interface PagePlan {
  input: ListInput;
  fromEnd: boolean;
}

export function pagePlan(args: PageArgs, order: OrderByTerm[]): PagePlan {
  const has = (value: unknown) => value !== null && value !== undefined;
  if (has(args.first) && has(args.last)) throw validationFailed('first and last cannot be used together; pass one of them');
  if (has(args.after) && has(args.before)) throw validationFailed('after and before cannot be used together; pass one of them');
  if (has(args.first) && has(args.before)) throw validationFailed('before pages backward: pass it with last, not first');
  if (has(args.last) && has(args.after)) throw validationFailed('after pages forward: pass it with first, not last');
  const first = checkedCount(args.first, 'first');
  const last = checkedCount(args.last, 'last');
  const limit = first ?? last ?? DEFAULT_LIMIT;
  const cursorNames = { startingAfter: 'after', endingBefore: 'before' };
  const after = has(args.after) ? decodeCursor(args.after as string, 'after') : undefined;
  const before = has(args.before) ? decodeCursor(args.before as string, 'before') : undefined;
  // `last: n` alone: the first n of the reversed order, turned back.
  const fromEnd = last !== undefined && before === undefined;
  return {
    fromEnd,
    input: { limit, orderBy: fromEnd ? reversedTerms(order) : order, startingAfter: after, endingBefore: before, cursorNames },
  };
}

export type Connection = GenericConnection<ApiRecord>;

/** An edge whose cursor is encoded only when a client selects it (most pages read nodes only). */
class Edge {
  constructor(readonly node: ApiRecord) {}
  get cursor(): string {
    return encodeCursor(String(this.node.id));
  }
}

export function connectionOf(records: ApiRecord[], hasNextPage: boolean, hasPreviousPage: boolean, totalCount: number): Connection {
  return connection(
    records.map((node) => new Edge(node)),
    { hasNextPage, hasPreviousPage },
    totalCount,
  );
}

/** A record layer page as a connection (a page read from the end is turned back). */
export function pageConnection(page: RecordPage, fromEnd: boolean): Connection {
  if (!fromEnd) return connectionOf(page.records, page.pageInfo.hasNextPage, page.pageInfo.hasPreviousPage, page.totalCount);
  return connectionOf([...page.records].reverse(), false, page.pageInfo.hasNextPage, page.totalCount);
}
