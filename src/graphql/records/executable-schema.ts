// The schema /graphql serves: this service's hand-written SDL (schema/*.graphql but the generated
// records.graphql) and its resolvers, plus the record API generated from the registry as it is
// now (sdl.ts, record-resolvers.ts), each root field wrapped by its role check. Built again only
// when the registry holds other objects (a pipeline or a field created on any process: see
// runtime-metadata/registry-sync.ts), as the REST document is; a request keeps the schema it
// started with.
import { performance } from 'node:perf_hooks';
import type { GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Logger } from 'pino';
import type { MetadataRegistry } from '../../metadata/registry.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { Resolvers } from '../../../generated/graphql.ts';
import type { GraphQLContext } from '../context.ts';
import { GRAPHQL_REQUIRED_ROLES, withRequiredRoles } from '../required-roles.ts';
import { recordResolvers } from './record-resolvers.ts';
import { recordRoles } from './roles.ts';
import { recordSdl } from './sdl.ts';

export const RECORDS_SDL_FILE = 'records.graphql';

/** Quiet time after the last metadata change before the schema is built ahead of any request. */
export const SCHEMA_BUILD_QUIET_MS = 1_000;

/** The whole executable schema for `objects`. Throws when the generated names clash (the metadata layer reserves them). */
export function buildSchema(handWritten: string[], resolvers: Resolvers[], objects: readonly ObjectMetadata[]): GraphQLSchema {
  const generated = recordRoles(objects);
  const roles = {
    ...GRAPHQL_REQUIRED_ROLES,
    Query: { ...GRAPHQL_REQUIRED_ROLES.Query, ...generated.Query },
    Mutation: { ...GRAPHQL_REQUIRED_ROLES.Mutation, ...generated.Mutation },
  };
  const schema = makeExecutableSchema<GraphQLContext>({
    typeDefs: [...handWritten, recordSdl(objects)],
    resolvers: [...resolvers, recordResolvers(objects)],
    // No source locations on the schema's AST: each one holds the SDL's token list (the tokens
    // link to each other), ~0.1 MiB of heap per pipeline for nothing once the schema is built.
    noLocation: true,
  });
  return withRequiredRoles(schema, roles);
}

/**
 * The schema of the registry's current objects, rebuilt when they change. A set of objects
 * whose schema cannot be built (it should not happen: names are checked when metadata changes)
 * keeps the last schema served, logged, rather than leaving /graphql without one.
 */
export function registrySchema(
  registry: MetadataRegistry,
  handWritten: string[],
  resolvers: Resolvers[],
  logger: Logger,
  /** Told the seconds each build took (crm_graphql_schema_build_seconds). */
  onBuilt: (seconds: number) => void = () => {},
): () => GraphQLSchema {
  let built: { objects: ObjectMetadata[]; schema: GraphQLSchema } | undefined;
  const current = () => {
    const objects = registry.all();
    if (built && built.objects.length === objects.length && built.objects.every((object, i) => object === objects[i])) return built.schema;
    try {
      const started = performance.now();
      built = { objects, schema: buildSchema(handWritten, resolvers, objects) };
      onBuilt((performance.now() - started) / 1000);
    } catch (error) {
      if (!built) throw error;
      logger.error({ err: error, version: registry.version }, 'the GraphQL record API could not be rebuilt for this metadata; serving the previous schema');
      built = { objects, schema: built.schema };
    }
    return built.schema;
  };
  // Built once the metadata has been quiet for a moment, not by the first request after it, and
  // not after every change of a burst: a build takes ~0.1 s at 33 objects, ~0.3 s at 123
  // (crm_graphql_schema_build_seconds, docs/internal/benchmark-log.md), and a build per change made each
  // REST change of a script wait for the previous one's, longer as the workspace grew. A GraphQL
  // request in between builds it itself (current()).
  let pending: NodeJS.Timeout | undefined;
  registry.onChange(() => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      try {
        current();
      } catch (error) {
        logger.error({ err: error }, 'the GraphQL record API could not be built for this metadata');
      }
    }, SCHEMA_BUILD_QUIET_MS).unref();
  });
  return current;
}
