// `@workspace-crm/client`: the client (REST, collections, GraphQL, search), its errors and options.
export { createCrmClient, type CrmClient, type CrmClientOptions } from './client.ts';
export { CrmApiError, CrmError, CrmGraphQLError, CrmNetworkError, CrmTimeoutError, type ErrorBody, type GraphQLErrorBody } from './errors.ts';
export type { RetryOptions } from './transport.ts';
export type { CollectionName, ListPage, ListQuery, ListedRecord, RecordCollection } from './records.ts';
export type { CallOptions, GraphQLAnswer, GraphQLClient } from './graphql-client.ts';
export { documents, SEARCH_DOCUMENT, type SearchHit, type SearchRecordsInput, type SearchRecordsResult } from './graphql.ts';
export type { components, operations, paths } from './generated/openapi.ts';
export type { Middleware } from 'openapi-fetch';

/** A schema of the document by name: `Schema<'Person'>`. */
export type Schema<Name extends keyof import('./generated/openapi.ts').components['schemas']> = import('./generated/openapi.ts').components['schemas'][Name];
