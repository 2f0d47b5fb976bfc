// GraphQL at POST /graphql: graphql-yoga over the SDL in schema/, with an explicit plugin list.
// Authentication is the same bearer check as REST (mounted in app.ts before this handler).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { toAppError } from '../http/error-handler.ts';
import type { Actor } from '../records/actor.ts';
import type { Services } from '../services.ts';
import type { GraphQLContext } from './context.ts';
import { resolvers } from './resolvers.ts';

const SCHEMA_DIR = path.resolve(import.meta.dirname, '../../schema');

export function loadTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(SCHEMA_DIR, file), 'utf8'));
}

/**
 * `instanceof GraphQLError` is unreliable here: yoga and this module may load different copies
 * of graphql (ESM and CommonJS builds), so recognise the class by name.
 */
function asGraphQLError(error: unknown): GraphQLError | undefined {
  return error instanceof Error && error.name === 'GraphQLError' ? (error as GraphQLError) : undefined;
}

interface ServerContext {
  req: Request;
  res: Response;
}

export function createGraphQLServer(
  services: Services,
  logger: Logger,
): YogaServerInstance<ServerContext, GraphQLContext> {
  const schema = makeExecutableSchema<GraphQLContext>({ typeDefs: loadTypeDefs(), resolvers });
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging: false,
    context: ({ res }) => ({ actor: res.locals.actor as Actor, services }),
    // Domain errors keep their code and status in `extensions`; anything else is masked.
    maskedErrors: {
      maskError(error) {
        // Unwrap to the innermost cause: a variable error is a GraphQLError wrapping another.
        let original: unknown = error;
        while (asGraphQLError(original)?.originalError) original = asGraphQLError(original)?.originalError;
        const appError = toAppError(original);
        if (appError) {
          return new GraphQLError(appError.messages.join('; '), {
            extensions: { code: appError.code, statusCode: appError.statusCode, messages: appError.messages },
          });
        }
        // graphql's own client faults: syntax, validation, variable coercion.
        const clientFault = asGraphQLError(original);
        if (clientFault) return clientFault;
        logger.error({ err: original }, 'unhandled GraphQL error');
        return new GraphQLError('internal error; it has been logged', { extensions: { code: 'INTERNAL_ERROR' } });
      },
    },
  });
}
