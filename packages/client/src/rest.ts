// `@workspace-crm/client/rest`: the REST side alone (collections, pagination, the document's types).
export { createCrmClient, type CrmClient, type CrmClientOptions } from './client.ts';
export type { CollectionName, ListPage, ListQuery, ListedRecord, RecordCollection } from './records.ts';
export type { components, operations, paths } from './generated/openapi.ts';
export type { Middleware } from 'openapi-fetch';
