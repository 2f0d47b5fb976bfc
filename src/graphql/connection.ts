// The connection both GraphQL APIs answer a list with (Twenty's shape): the record API's over
// keyset pages (records/connection.ts), the metadata API's over in-memory lists
// (metadata/connection.ts). Each encodes its own cursors; the page's first and last cursors are
// its edges'.

export interface Connection<T> {
  edges: Array<{ node: T; cursor: string }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

export function connection<T>(edges: Array<{ node: T; cursor: string }>, page: { hasNextPage: boolean; hasPreviousPage: boolean }, totalCount: number): Connection<T> {
  return {
    edges,
    pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: page.hasPreviousPage, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
  };
}
