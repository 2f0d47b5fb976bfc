// `@workspace-crm/client/graphql`: the GraphQL client's types and this package's typed documents
// (operations/*.graphql): the record API's common operations on people, search, running a
// workflow version and enrolling people in a sequence.
export type { CallOptions, GraphQLAnswer, GraphQLClient } from './graphql-client.ts';
export * as documents from './generated/graphql-operations.ts';
export { SEARCH_DOCUMENT, type SearchHit, type SearchRecordsInput, type SearchRecordsResult } from './search.ts';
