export { createCrmClient } from './client.ts';
export type { CrmClient, CrmClientOptions, Middleware, Schema, components, operations, paths } from './client.ts';
export { CrmRequestError, type GraphQLAnswer, type GraphQLErrorBody, type GraphQLTransport } from './graphql-transport.ts';
export { SEARCH_DOCUMENT, type SearchHit, type SearchRecordsInput, type SearchRecordsResult } from './search.ts';
/** The SDK's typed GraphQL operations (src/sdk/operations/*.graphql), for `crm.graphql(document, variables)`. */
export * as graphqlOperations from '../../generated/graphql-operations.ts';
