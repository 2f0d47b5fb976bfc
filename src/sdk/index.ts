export { createCrmClient } from './client.ts';
export type { CrmClient, CrmClientOptions, Middleware, Schema, components, operations, paths } from './client.ts';
export { CrmRequestError, SEARCH_DOCUMENT, type SearchHit, type SearchRecordsInput, type SearchRecordsResult } from './search.ts';
