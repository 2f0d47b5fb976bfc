// Resolvers are thin: they call the same domain services as the REST handlers.
import { GraphQLJSON } from 'graphql-scalars';
import type { Resolvers } from '../../generated/graphql.ts';
import { validationFailed } from '../errors/app-error.ts';

export const resolvers: Resolvers = {
  // Inline literals and variables alike (trigger, steps, payload).
  JSON: GraphQLJSON,
  Query: {
    currentWorkspace: (_parent, _args, { services }) => ({
      id: services.workspace.id,
      displayName: services.workspace.displayName,
      createdAt: services.workspace.createdAt.toISOString(),
    }),
    search: (_parent, args, { services }) => services.search.search(args),
    searchPipeline: (_parent, { searchInput, nameSingular, limit, after }, { services }) => {
      const pipelines = services.registry.all().filter((o) => o.isCustom).map((o) => o.nameSingular);
      if (!nameSingular) throw validationFailed('nameSingular is required: the pipeline to search, e.g. deal');
      if (!pipelines.includes(nameSingular))
        throw validationFailed(`nameSingular: no pipeline is named '${nameSingular}'${pipelines.length ? `; pipelines: ${pipelines.join(', ')}` : ' (there are no pipelines yet)'}`);
      return services.search.search({ searchInput, includedObjectNameSingulars: [nameSingular], limit, after });
    },
  },
};
