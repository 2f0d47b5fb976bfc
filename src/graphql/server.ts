// GraphQL at POST /graphql: graphql-yoga over the SDL in schema/, with an explicit plugin list.
// Authentication is the same bearer check as REST (mounted in app.ts before this handler);
// GraphiQL is served by graphiql.ts, also in app.ts, so yoga's own (CDN-loading) page is off.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GraphQLError, type ASTVisitor, type GraphQLSchema, type ValidationContext } from 'graphql';
import {
  createGraphQLError,
  createYoga,
  isAsyncIterable,
  processRegularResult,
  type Plugin,
} from 'graphql-yoga';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../errors/app-error.ts';
import { toAppError } from '../errors/to-app-error.ts';
import type { Actor } from '../records/actor.ts';
import type { Services } from '../services.ts';
import type { GraphQLContext } from './context.ts';
import { graphqlExtensions } from './error-codes.ts';
import { GraphQLLimitError, limitError, limitPlugins } from './limits.ts';
import { useGraphQLMetrics } from '../observability/graphql-metrics.ts';
import { RECORDS_SDL_FILE, registrySchema } from './records/executable-schema.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { resolvers } from './resolvers.ts';
import { packagePath } from '../lib/package-root.ts';
import { useCompiledExecution } from './compiled-execution.ts';
import { graphqlHandler, useStartedOperations, type ExpressServerContext } from './json-post.ts';

const SCHEMA_DIR = packagePath('schema');
const GRAPHQL_ENDPOINT = '/graphql';

/** The hand-written SDL (schema/*.graphql); the generated records.graphql is built from the registry at run time instead. */
export function loadTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql') && file !== RECORDS_SDL_FILE)
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

type ServerContext = ExpressServerContext;

/**
 * Two answers yoga gives with an empty body, given `errors[]` like every other answer: a POST
 * whose Content-Type it cannot parse (415), and a request whose Accept lists no JSON type (406;
 * the GraphQL-over-HTTP spec lets a server answer application/json instead, which it does).
 */
function useErrorsInEveryAnswer(): Plugin {
  return {
    // Runs after yoga's own request parsers have had their turn; other methods get yoga's 405.
    onRequestParse({ requestParser, request }) {
      if (requestParser || request.method !== 'POST') return;
      const contentType = request.headers.get('content-type')?.split(';')[0].trim();
      throw createGraphQLError(
        `unsupported Content-Type ${contentType ? `"${contentType}"` : '(none)'}; send application/json (or application/graphql)`,
        { extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', http: { status: 415 } } },
      );
    },
    onResultProcess({ result, resultProcessor, setResultProcessor }) {
      if (!resultProcessor && !isAsyncIterable(result)) setResultProcessor(processRegularResult, 'application/json');
    },
  };
}

/**
 * Some of yoga's client errors carry internals in `extensions` (the invalid-JSON error has the
 * parser's `originalError`); a client gets the message and the code only.
 */
const INTERNAL_EXTENSIONS = ['originalError', 'stack', 'exception'];

function withoutInternals(error: GraphQLError): GraphQLError {
  const extensions = error.extensions ?? {};
  if (!INTERNAL_EXTENSIONS.some((key) => key in extensions)) return error;
  const kept = Object.fromEntries(Object.entries(extensions).filter(([key]) => !INTERNAL_EXTENSIONS.includes(key)));
  return createGraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: kept });
}

/**
 * /graphql (and /metadata) is mounted as a path prefix, so /graphql/x reaches yoga too, which
 * answered 404 with an empty body. It is no route of this service: the documented error body, as
 * anywhere else.
 */
function useNoSubPaths(endpoint: string): Plugin {
  return {
    onRequest({ url, endResponse, fetchAPI }) {
      if (url.pathname === endpoint) return;
      const body = new AppError(404, 'ROUTE_NOT_FOUND', [`no such route; GraphQL is served at POST ${endpoint}`]).toBody();
      endResponse(new fetchAPI.Response(JSON.stringify(body), { status: 404, headers: { 'content-type': 'application/json; charset=utf-8' } }));
    },
  };
}

/** The error with `extensions.code`, unless it has one. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions?.code) return error;
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code },
  });
}

/**
 * An operation of a type the schema does not have (mutation, subscription: the schema has
 * queries only) is a validation error like an unknown field, not an execution failure without
 * a code ("Schema is not configured to execute ...").
 */
function useKnownOperationTypes(): Plugin {
  const rule = (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const schema = context.getSchema();
      const roots = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() };
      if (roots[node.operation]) return;
      const served = Object.entries(roots).flatMap(([operation, type]) => (type ? [`${operation === 'query' ? 'querie' : operation}s`] : []));
      context.reportError(
        createGraphQLError(`this schema has no ${node.operation} operations; ${served.join(' and ')} are served`, {
          nodes: [node],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      );
    },
  });
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}

const isEmptyJson = (body: unknown): boolean => typeof body === 'object' && body !== null && Object.keys(body).length === 0;

/** A GraphQL error body with the REST status (the fault as an AppError). */
function sendGraphQLError(res: Response, appError: AppError, message = appError.messages.join('; ')): void {
  res.status(appError.statusCode).json({ errors: [{ message, extensions: graphqlExtensions(appError) }] });
}

/**
 * The API key check (auth/bearer-auth.ts) in front of yoga, answering a missing, malformed or
 * unknown key with HTTP 401 and a GraphQL body (DESIGN.md "Errors": `{errors: [{message,
 * extensions: {code: "UNAUTHENTICATED"}}]}`), whose message says where the key goes. GraphiQL
 * opened without a key shows that one error, where the REST body made it print a blob ("Unexpected
 * empty data and errors fields").
 */
export function graphqlAuth(authenticate: RequestHandler): RequestHandler {
  return (req, res, next) => {
    authenticate(req, res, (error?: unknown) => {
      const appError = error === undefined || error === null ? undefined : toAppError(error);
      if (appError?.statusCode !== 401) return next(error);
      sendGraphQLError(res, appError, `${appError.messages.join('; ')}: send the header "Authorization: Bearer <API key>" (in GraphiQL: the Headers tab)`);
    });
  };
}

/**
 * The JSON body reader (http/json-body.ts) in front of yoga, answering in GraphQL's shape: a
 * malformed or too large body is `{errors:[{message, extensions}]}` with the REST status (400,
 * 413, ...), not the REST error body.
 */
export function graphqlBody(readJson: RequestHandler): RequestHandler {
  return (req, res, next) => {
    readJson(req, res, (error?: unknown) => {
      if (error === undefined || error === null) {
        // yoga only sees a parsed body that has keys; with `{}` or `[]` it would read the
        // consumed stream again and call valid JSON invalid. Neither asks for anything.
        if (isEmptyJson(req.body)) req.body = { query: undefined };
        next();
        return;
      }
      const appError = toAppError(error);
      if (!appError) {
        next(error);
        return;
      }
      sendGraphQLError(res, appError);
    });
  };
}

/** A GraphQL endpoint of the service: its path, and the request handler app.ts mounts behind the key check and the body reader. */
export interface GraphQLEndpoint {
  path: string;
  handle: RequestHandler;
}

/** `engineResolvers`: the engines' (engines.ts), merged with the core's. */
export function createGraphQLServer(
  services: Services,
  logger: Logger,
  engineResolvers: Resolvers[] = [],
): GraphQLEndpoint {
  // The record API is generated from the registry: the schema follows its objects (records/executable-schema.ts).
  const schema = registrySchema(services.registry, loadTypeDefs(), [resolvers, ...engineResolvers], logger, (seconds) => services.metrics.graphqlSchemaBuild.observe(seconds));
  schema(); // built now: a schema that cannot be built fails the start, not the first request
  return createYogaServer(() => schema(), GRAPHQL_ENDPOINT, services, logger);
}

/**
 * What a client is told of an error: a domain error keeps its code and status in `extensions`,
 * graphql's own client faults keep theirs, anything else is masked (and logged).
 */
function clientError(error: unknown, logger: Logger): GraphQLError {
  // Unwrap to the innermost cause: a variable error is a GraphQLError wrapping another.
  let original: unknown = error;
  while (asGraphQLError(original)?.originalError) original = asGraphQLError(original)?.originalError;
  if (original instanceof GraphQLLimitError) return limitError(original);
  const appError = toAppError(original);
  if (appError) return new GraphQLError(appError.messages.join('; '), { extensions: graphqlExtensions(appError) });
  // graphql's own client faults: syntax, validation, variable coercion. Syntax and
  // validation errors come with yoga's code; a request-level fault without one (a variable
  // that does not coerce to its type, a missing non-null variable) is bad input, told with the
  // outermost message (`Variable "$limit" got invalid value ...; Int cannot represent ...`
  // names the variable, its cause does not). Raised while resolving a field (it has a
  // path), such an error is the service's own fault.
  const clientFault = asGraphQLError(original);
  const outer = asGraphQLError(error);
  if (clientFault && (clientFault.extensions?.code || !outer?.path)) {
    return withCode(withoutInternals(outer && !outer.path ? outer : clientFault), 'BAD_USER_INPUT');
  }
  logger.error({ err: original }, 'unhandled GraphQL error');
  return new GraphQLError('internal error; it has been logged', { extensions: { code: 'INTERNAL_ERROR' } });
}

/**
 * The client's error where the failure happened (`at`, the error graphql reported): its
 * `locations` in the document and, for a field error, its response `path` (GraphQL spec,
 * "Errors"), by which a client tells a refused field from an invalid document and attaches the
 * error to its field. graphql-jit's errors carry their locations without the nodes they were
 * computed from, so the locations are copied, not recomputed.
 */
function placedAt(error: GraphQLError, at: GraphQLError | undefined): GraphQLError {
  if (!at || error === at) return error;
  if (at.locations) Object.assign(error, { locations: at.locations });
  if (at.path) Object.assign(error, { path: at.path });
  return error;
}

/**
 * yoga at `endpoint` over `schema` with what every GraphQL endpoint of the service shares
 * (/graphql, /metadata): the plugins (errors in every answer, known operation types, metrics,
 * limits), the error mapping and the context. Authentication, the rate limit and the JSON body
 * are mounted in front of it (app.ts: graphqlAuth, graphqlBody).
 */
export function createYogaServer(
  /** A schema, or a function answering the current one (the record API's follows the registry). */
  schema: GraphQLSchema | (() => GraphQLSchema),
  endpoint: string,
  services: Services,
  logger: Logger,
): GraphQLEndpoint {
  const started = new WeakSet<object>();
  const yoga = createYoga<ServerContext, GraphQLContext>({
    // A schema that follows the registry is set per operation (useCurrentSchema), not in yoga's
    // request-parse stage, which the JSON POST path (json-post.ts) does not go through.
    ...(typeof schema === 'function' ? {} : { schema }),
    graphqlEndpoint: endpoint,
    landingPage: false,
    graphiql: false,
    // CORS is the whole app's (CORS_ORIGINS, src/app.ts), answered before authentication.
    cors: false,
    // No Upload scalar; bodies yoga reads itself (application/graphql) get the JSON limit.
    multipart: false,
    maxRequestBodySize: services.config.bodyLimitBytes,
    logging: false,
    context: ({ res }) => ({ actor: res.locals.actor as Actor, services }),
    plugins: [
      ...(typeof schema === 'function' ? [useCurrentSchema(schema)] : []),
      // First, so an operation is marked before any plugin's onExecute or resolver runs.
      useStartedOperations(started),
      useNoSubPaths(endpoint),
      useErrorsInEveryAnswer(),
      useKnownOperationTypes(),
      useCompiledExecution((error) => logger.warn({ err: error }, 'graphql-jit could not compile an operation; graphql-js runs it')),
      // Size, tokens, depth, aliases, directives, cost; introspection when off (limits.ts).
      ...limitPlugins(services.config.graphql),
      // After the limits: an operation the cost limit refuses (in onExecute) counts as refused, not as run.
      useGraphQLMetrics(services.metrics),
    ],
    // Domain errors keep their code and status in `extensions`; anything else is masked.
    maskedErrors: {
      // yoga would add the original error and its stack to `extensions` under
      // NODE_ENV=development; clientError never does, and neither may yoga.
      isDev: false,
      maskError: (error) => placedAt(clientError(error, logger), asGraphQLError(error)),
    },
  });
  return { path: endpoint, handle: graphqlHandler(yoga, started, logger) };
}

/**
 * The schema of the moment, set for each operation (envelop's onEnveloped): the record API's
 * follows the registry and is rebuilt when it changes (records/executable-schema.ts).
 */
function useCurrentSchema(schema: () => GraphQLSchema): Plugin {
  return {
    onEnveloped({ setSchema }) {
      setSchema(schema());
    },
  };
}
