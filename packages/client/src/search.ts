// Search in one call: GraphQL `search` returns identifiers and labels only, so the helper then
// reads the full records over REST, one `filter=id[in]:[...]` list per object, and hands back
// the hits in rank order, each with its record.
//
//   const { hits, pageInfo } = await crm.searchRecords({ searchInput: 'ada lovelace', limit: 10 });
//   for (const hit of hits) console.log(hit.objectNameSingular, hit.label, hit.record);
import { print } from 'graphql';
import { SdkSearchDocument, type SdkSearchQuery } from './generated/graphql-operations.ts';
import type { CallOptions, GraphQLClient } from './graphql-client.ts';
import type { RestRequester } from './records.ts';

/** The GraphQL document the helper sends (operations/search.graphql), as text. */
export const SEARCH_DOCUMENT = print(SdkSearchDocument);

/** REST paths of the searchable built-in objects; `namePlurals` adds others (pipelines). */
const BUILT_IN_PLURALS: Record<string, string> = {
  person: 'people',
  company: 'companies',
  opportunity: 'opportunities',
  note: 'notes',
  task: 'tasks',
};

export interface SearchRecordsInput extends CallOptions {
  searchInput: string;
  includedObjectNameSingulars?: string[];
  excludedObjectNameSingulars?: string[];
  /** Hits per page: 1 to 100 (default 20). */
  limit?: number;
  /** `pageInfo.endCursor` of the previous page. */
  after?: string;
  /** `depth` of the records read (0, 1 or 2; default: each object's default). */
  depth?: 0 | 1 | 2;
  /** REST plural of objects beyond the built-in ones, by nameSingular. */
  namePlurals?: Record<string, string>;
}

/** A hit as the schema's SearchRecord describes it. */
export type SearchHit = Omit<SdkSearchQuery['search']['edges'][number]['node'], '__typename'>;

export interface SearchRecordsResult {
  /** In rank order; `record` is the full record (undefined if it was deleted in between). */
  hits: Array<SearchHit & { record: Record<string, unknown> | undefined }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export async function searchRecords(rest: RestRequester, graphql: GraphQLClient, input: SearchRecordsInput): Promise<SearchRecordsResult> {
  const { depth, namePlurals, signal, ...variables } = input;
  const { search } = await graphql.request(SdkSearchDocument, variables, { signal });
  const hits: SearchHit[] = search.edges.map(({ node: { __typename, ...hit } }) => hit);

  const idsByObject = new Map<string, string[]>();
  for (const hit of hits) idsByObject.set(hit.objectNameSingular, [...(idsByObject.get(hit.objectNameSingular) ?? []), hit.recordId]);
  const records = new Map<string, Record<string, unknown>>();
  await Promise.all(
    [...idsByObject].map(async ([object, ids]) => {
      const plural = namePlurals?.[object] ?? BUILT_IN_PLURALS[object];
      if (!plural) throw new Error(`searchRecords: no REST path known for '${object}'; pass it in namePlurals`);
      const query = { filter: `id[in]:[${ids.join(',')}]`, limit: ids.length, depth };
      const page = (await rest('GET', `/rest/${plural}`, { query, signal })) as { data: Record<string, Array<Record<string, unknown>>> };
      for (const record of Object.values(page.data)[0] ?? []) records.set(String(record.id), record);
    }),
  );
  return { hits: hits.map((hit) => ({ ...hit, record: records.get(hit.recordId) })), pageInfo: { hasNextPage: search.pageInfo.hasNextPage, endCursor: search.pageInfo.endCursor ?? null } };
}
