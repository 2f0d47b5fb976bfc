// The express application, as an ordered list: what runs first is listed first.
//   logging -> metrics of every request -> security headers (helmet) -> CORS (CORS_ORIGINS;
//   answers preflights) -> URL and header size limits (414, 431) -> health and readiness (no auth)
//   -> metrics (METRICS=on; bearer auth) -> docs (no auth)
//   -> engines' own routes (POST /webhooks/workflows/:id: JSON body, its own secret and bucket)
//   -> /graphql: GraphiQL page for browsers (no auth; GRAPHIQL) -> bearer auth -> rate limit
//      -> JSON body (its faults in GraphQL's errors[]) -> GraphQL (a JSON POST straight to
//      yoga's GraphQL stage, any other request through yoga's HTTP adapter: graphql/json-post.ts)
//   -> /metadata (the metadata API): bearer auth -> rate limit -> JSON body -> GraphQL
//   -> REST: bearer auth (under /rest) -> rate limit -> the operation's route -> its role
//      -> JSON body -> OpenAPI request validation -> operation (validator and operations follow
//      the workspace's pipelines and custom fields: rest-edge.ts)
//   -> error mapper
// The node:http server around it (server.ts) adds the limits node enforces itself: request
// line + headers, and the time a client has to send a request (http/request-limits.ts).
import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { bearerAuth } from './auth/bearer-auth.ts';
import { graphiqlPage } from './graphql/graphiql.ts';
import { createGraphQLServer, graphqlAuth, graphqlBody } from './graphql/server.ts';
import { createMetadataServer } from './graphql/metadata/server.ts';
import { mountDocs } from './http/docs.ts';
import { errorHandler } from './http/error-handler.ts';
import { jsonBody } from './http/json-body.ts';
import { loadOpenApiDocument } from './http/openapi-document.ts';
import { rateLimit } from './http/rate-limit.ts';
import { createRateLimiter, rateLimitStoreFailed } from './http/shared-token-buckets.ts';
import { requestLimits } from './http/request-limits.ts';
import { requestLog } from './http/request-log.ts';
import { corsPolicy, securityHeaders } from './http/security-headers.ts';
import { middlewareChain } from './http/middleware-chain.ts';
import { memoiseValidatorRouteRegexes } from './http/validator-route-cache.ts';
import { RestEdge } from './http/rest-edge.ts';
import { httpMetrics } from './observability/http-metrics.ts';
import { metricsRoute } from './observability/metrics-endpoint.ts';
import type { Readiness } from './observability/readiness.ts';
import type { RunningEngines } from './engines.ts';
import type { Services } from './services.ts';

export function createApp(services: Services, engines: RunningEngines, logger: Logger, readiness: Readiness): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.use(requestLog(logger));
  app.use(httpMetrics(services.metrics));
  app.use(securityHeaders());
  // CORS before the size limits, so a page of an allowed origin can read a 414 or 431 too.
  const cors = corsPolicy(services.config.http.corsOrigins);
  if (cors) app.use(cors);
  app.use(requestLimits(services.config.http));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res, next) => {
    readiness.check().then(() => res.json({ status: 'ready' }), next);
  });

  // The key is checked before the body is read: an anonymous caller gets its 401 without making
  // the service parse (up to 1 MiB of) JSON first.
  const authenticate = bearerAuth(services.apiKeys);
  if (services.config.metrics.onMainPort) app.get('/metrics', authenticate, metricsRoute(services.metrics));
  // One bucket per API key, shared by REST and GraphQL, and on PostgreSQL by every process.
  const limitRate = rateLimit(createRateLimiter(services.config.rateLimit, services.db, rateLimitStoreFailed(logger)));
  // strict: only objects and arrays are JSON bodies here; a bare string is a 400.
  const readJson = jsonBody(services.config.bodyLimitBytes, services.config.http.maxJsonDepth);
  // The REST edge follows the workspace's pipelines and custom fields; /docs shows its document.
  const edge = new RestEdge(services, loadOpenApiDocument(), readJson, engines.restHandlers);
  mountDocs(app, () => edge.document());

  // Engines' own routes (a workflow's webhook): their callers hold no API key; each route checks
  // its own credential, after the JSON body is read with the same limits.
  for (const route of engines.routes) app[route.method](route.path, readJson, ...route.handlers);

  const graphql = createGraphQLServer(services, logger, engines.resolvers);
  // The page is static (every asset inline) and sends ordinary GraphQL requests, which need a
  // key like any other; only GET with Accept: text/html gets it. With GRAPHIQL=off such a GET
  // is answered like any other request to /graphql (401 without a key, in GraphQL's shape).
  if (services.config.graphql.graphiql) app.get(graphql.path, graphiqlPage());
  // `handle` answers the request itself (graphql/json-post.ts): a JSON POST directly, anything else through yoga.
  app.use(graphql.path, graphqlAuth(authenticate), limitRate, graphqlBody(readJson), graphql.handle);
  // The metadata API (objects, fields, webhooks), Twenty's second endpoint: the same chain.
  const metadata = createMetadataServer(services, logger, engines.metadataResolvers);
  app.use(metadata.path, graphqlAuth(authenticate), limitRate, graphqlBody(readJson), metadata.handle);

  memoiseValidatorRouteRegexes();
  // Everything else is the REST edge, one fixed sequence (paths outside /rest get the
  // validator's 404): see middleware-chain.ts. The validator and the operations follow the
  // workspace's pipelines and custom fields (rest-edge.ts).
  app.use(middlewareChain([onRestPaths(authenticate), onRestPaths(limitRate), edge.middleware()]));
  app.use(errorHandler(logger, () => edge.document()));
  return app;
}

/** `/rest` and below, case-insensitively like express's own path prefixes. */
const REST_PATH = /^\/rest(\/|$)/i;

function onRestPaths(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => (REST_PATH.test(req.path) ? middleware(req, res, next) : next());
}
