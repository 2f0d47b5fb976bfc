// The metadata API at POST /metadata (Twenty's second GraphQL endpoint): its own SDL in
// schema/metadata/, never merged into /graphql's, served by the same yoga set-up as /graphql
// (../server.ts createYogaServer: plugins, limits, error mapping) behind the same key check,
// rate limit and body reader (app.ts), with its roles (required-roles.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Logger } from 'pino';
import type { Resolvers } from '../../../generated/metadata-graphql.ts';
import { packagePath } from '../../lib/package-root.ts';
import type { Services } from '../../services.ts';
import type { GraphQLContext } from '../context.ts';
import { withRequiredRoles } from '../required-roles.ts';
import { createYogaServer } from '../server.ts';
import { METADATA_REQUIRED_ROLES } from './required-roles.ts';
import { metadataResolvers } from './resolvers.ts';

export const METADATA_ENDPOINT = '/metadata';

// Inside schema/, which the image copies whole (Dockerfile; test/deploy/compose.unit.test.ts).
const SCHEMA_DIR = path.join(packagePath('schema'), 'metadata');

export function loadMetadataTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(SCHEMA_DIR, file), 'utf8'));
}

/** `engineResolvers`: the engines' metadata operations (the webhooks'), merged with the objects' and fields'. */
export function createMetadataServer(services: Services, logger: Logger, engineResolvers: Resolvers[] = []) {
  const schema = makeExecutableSchema<GraphQLContext>({ typeDefs: loadMetadataTypeDefs(), resolvers: [metadataResolvers, ...engineResolvers] });
  return createYogaServer(withRequiredRoles(schema, METADATA_REQUIRED_ROLES), METADATA_ENDPOINT, services, logger);
}
