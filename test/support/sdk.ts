// The tests' view of the SDK package (packages/client, `@workspace-crm/client`): the same
// client, typed by the server's own generated/openapi.ts (whose record answers are the records'
// schemas). One implementation: everything here is the package's. (Not under src/: the
// service's build and image leave the package out.)
import { createCrmClient as createPackageClient, type CrmClient as PackageClient, type CrmClientOptions } from '../../packages/client/src/index.ts';
import type { components, operations, paths } from '../../generated/openapi.ts';

export type { components, operations, paths };
export type { CrmClientOptions };
export { CrmApiError, CrmError, CrmGraphQLError, CrmNetworkError, CrmTimeoutError } from '../../packages/client/src/index.ts';
export type { GraphQLAnswer, GraphQLErrorBody, Middleware, SearchHit, SearchRecordsInput, SearchRecordsResult } from '../../packages/client/src/index.ts';
/** The SDK's typed GraphQL operations (packages/client/operations/*.graphql), for `crm.graphql(document, variables)`. */
export { documents as graphqlOperations } from '../../packages/client/src/index.ts';

/** A schema of the document by name: `Schema<'Person'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type CrmClient = PackageClient<paths>;

export function createCrmClient(options: CrmClientOptions): CrmClient {
  return createPackageClient<paths>(options);
}
