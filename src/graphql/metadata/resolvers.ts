// The metadata API's own resolvers (objects and fields); the webhooks engine adds its webhook
// operations (engines.ts: metadataResolvers). Thin: they call the services REST calls.
import { GraphQLJSON } from 'graphql-scalars';
import type { Resolvers } from '../../../generated/metadata-graphql.ts';
import { fieldMutations } from './field-resolvers.ts';
import { objectFields, objectMutations, objectQueries } from './object-resolvers.ts';
import { UUIDScalar } from '../uuid-scalar.ts';

export const metadataResolvers: Resolvers = {
  UUID: UUIDScalar,
  JSON: GraphQLJSON,
  Query: { ...objectQueries },
  Object: objectFields,
  Mutation: { ...objectMutations, ...fieldMutations },
};
