// Full-text search over every searchable object (ObjectMetadata.search): GraphQL `search` and,
// with one object, `searchPipeline` (issue 9) call it. One statement per page (search-sql.ts);
// the index is kept current by the database itself (generated columns), so a record is found
// by what it holds as soon as its write commits, whichever interface wrote it.
import type { SearchRecord } from '../../generated/graphql.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { ObjectMetadata } from '../metadata/types.ts';
import { encodeSearchCursor } from './search-cursor.ts';
import { searchRequest, type SearchArgs } from './search-input.ts';
import { searchStatement, type SearchRow } from './search-sql.ts';

/** A hit as the SDL's SearchRecord describes it. */
export type SearchHit = Omit<SearchRecord, '__typename'>;

export interface SearchPage {
  edges: Array<{ node: SearchHit; cursor: string }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export class SearchService {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly registry: MetadataRegistry,
  ) {}

  /** The objects `search` covers, in the registry's order. */
  searchableObjects(): ObjectMetadata[] {
    return this.registry.all().filter((object) => object.search);
  }

  async search(args: SearchArgs): Promise<SearchPage> {
    const request = searchRequest(args, this.searchableObjects());
    if (request.text === '' || request.objects.length === 0) return { edges: [], pageInfo: { hasNextPage: false, endCursor: null } };
    const rows = await this.sql.query<SearchRow & Record<string, unknown>>(searchStatement(request));
    const page = rows.slice(0, request.limit);
    const edges = page.map((row) => ({
      node: {
        recordId: row.id,
        objectNameSingular: row.object,
        label: row.label,
        imageUrl: row.image_url,
        tsRank: Number(row.ts_rank),
        tsRankCD: Number(row.ts_rank_cd),
      },
      cursor: encodeSearchCursor({ score: Number(row.score), object: row.object, id: row.id }),
    }));
    return { edges, pageInfo: { hasNextPage: rows.length > request.limit, endCursor: edges.at(-1)?.cursor ?? null } };
  }
}
