// Twenty's nestjs-query cursor connections over an in-memory list (the objects, an object's
// fields): `paging: {first, after}` -> `{edges {node cursor}, pageInfo, totalCount}`. A cursor
// is the opaque base64url of the node's id; `after` a cursor of no node of the list, or `first`
// outside 1..1000, is BAD_USER_INPUT naming it.
import { badRequest } from '../../errors/app-error.ts';
import { MAX_LIMIT } from '../../query/index.ts';
import { connection, type Connection } from '../connection.ts';

export interface Paging {
  first?: number | null;
  after?: string | null;
}

const PREFIX = 'metadata:';

export const cursorOf = (id: string): string => Buffer.from(`${PREFIX}${id}`, 'utf8').toString('base64url');

function idOfCursor(cursor: string): string | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return text.startsWith(PREFIX) && cursorOf(text.slice(PREFIX.length)) === cursor ? text.slice(PREFIX.length) : undefined;
}

/** One page of `nodes` (already filtered), `first` defaulting to `defaultFirst`. */
export function connectionOf<T extends { id: string }>(nodes: T[], paging: Paging | null | undefined, defaultFirst: number): Connection<T> {
  const first = paging?.first ?? defaultFirst;
  if (!Number.isInteger(first) || first < 1 || first > MAX_LIMIT)
    throw badRequest('INVALID_LIMIT', `paging.first: must be an integer from 1 to ${MAX_LIMIT}, got ${first}`);
  let start = 0;
  if (paging?.after !== undefined && paging.after !== null) {
    const id = idOfCursor(paging.after);
    const index = id === undefined ? -1 : nodes.findIndex((node) => node.id === id);
    if (index < 0) throw badRequest('INVALID_CURSOR', `paging.after: '${paging.after}' is not a cursor of this list (use pageInfo.endCursor of the previous page)`);
    start = index + 1;
  }
  const page = nodes.slice(start, start + first);
  return connection(
    page.map((node) => ({ node, cursor: cursorOf(node.id) })),
    { hasNextPage: start + first < nodes.length, hasPreviousPage: start > 0 },
    nodes.length,
  );
}
