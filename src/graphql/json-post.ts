// The handler behind /graphql and /metadata: the request nearly every client sends, a POST of
// `application/json` to the endpoint itself asking for a JSON answer, goes from the parsed body
// straight to yoga's GraphQL stage (`getResultForParams`: onParams hooks, parse, validate,
// context, execute, onExecutionResult hooks, with every plugin) and the answer is written by yoga's
// own JSON result processor (`processRegularResult`: its status codes, headers and body). Every other
// request goes through yoga's whole HTTP adapter (`requestListener`).
//
// Why: yoga's adapter turns each node request into a fetch Request (a URL parse, a Proxy around
// the parsed body, an abort signal with three listeners on the response) and parses it again
// (content type, method and body checks, accept negotiation) before the GraphQL stage. For a
// create that was ~180 µs of the service's ~1.4 ms per request, and GraphQL creates/s were
// 0.82-0.86x of REST's (docs/internal/benchmark-log.md, issue 25).
//
// What this path assumes, and checks before taking a request:
// - The body was read by graphqlBody (http/json-body.ts: only JSON media types) and its params
//   have exactly the shape yoga's param checks accept (a string `query`; `variables` and
//   `extensions` objects; a string `operationName`; no other key). Anything else gets yoga's
//   own answer.
// - The client asks for JSON: no Accept header, `*/*`, `application/json` (or axios's default),
//   for which yoga's negotiation picks the same processor and media type. Other Accept headers
//   (`application/graphql-response+json`, with its other status codes) get yoga's negotiation.
// - The schema is set in `onEnveloped` (server.ts), not in yoga's request-parse stage, so both
//   paths get it the same way.
// If the GraphQL stage throws before an operation started (an onParams hook refused the params,
// e.g. the document size limit), the request is handed to yoga, which answers that refusal itself.
import type { Request, RequestHandler, Response } from 'express';
import type { ExecutionResult } from 'graphql';
import { processRegularResult, type GraphQLParams, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { isObject } from '../lib/value-guards.ts';
import type { GraphQLContext } from './context.ts';

const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions']);

/** The body's params when they have the shape yoga accepts without a word; otherwise undefined. */
function plainParams(body: unknown): GraphQLParams | undefined {
  if (!isObject(body) || typeof body.query !== 'string') return undefined;
  for (const key in body) if (!PARAM_NAMES.has(key)) return undefined;
  const { variables, operationName, extensions } = body;
  if (variables != null && !isObject(variables)) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (extensions != null && !isObject(extensions)) return undefined;
  return body as GraphQLParams;
}

// Accept headers for which yoga's negotiation picks `processRegularResult` as `application/json`:
// none, any type, `application/json`, and the default of axios (a common Node client).
const JSON_ACCEPTS = new Set([undefined, '', '*/*', 'application/json', 'application/json, text/plain, */*']);

function directParams(req: Request, endpoint: string): GraphQLParams | undefined {
  if (req.method !== 'POST' || req.originalUrl !== endpoint || !JSON_ACCEPTS.has(req.headers.accept)) return undefined;
  return plainParams(req.body);
}

/**
 * Marks the requests whose operation has started to run (the first onExecute hook), so that a
 * request this path hands to yoga after a refusal can never run twice.
 */
export function useStartedOperations(started: WeakSet<object>): Plugin {
  return {
    onExecute({ args }) {
      const request = (args.contextValue as { request?: object } | undefined)?.request;
      if (request) started.add(request);
    },
  };
}

/**
 * What yoga's result processor answers, as it hands it to `fetchAPI.Response`: its status, headers
 * and JSON text, kept as given. A fetch Response would measure the text's UTF-8 length on
 * construction, and node's http again on `end` of a string: two passes over an answer of ~500 KB
 * that the single encode below makes unnecessary.
 */
class Answer {
  constructor(
    readonly body: string | null,
    readonly init: ResponseInit,
  ) {}
}
const ANSWER_FETCH_API = { Response: Answer } as unknown as Parameters<typeof processRegularResult>[1];

const INTERNAL_ERROR = { errors: [{ message: 'internal error; it has been logged', extensions: { code: 'INTERNAL_ERROR' } }] };

/** What express hands yoga with each request (yoga's server context). */
export interface ExpressServerContext {
  req: Request;
  res: Response;
}

/** The request handler of a GraphQL endpoint; `started` is filled by useStartedOperations in the same yoga. */
export function graphqlHandler(yoga: YogaServerInstance<ExpressServerContext, GraphQLContext>, started: WeakSet<object>, logger: Logger): RequestHandler {
  const endpoint = yoga.graphqlEndpoint;
  const url = `http://localhost${endpoint}`;
  const waitUntil = (promise: Promise<unknown>) => void promise.catch((error: unknown) => logger.warn({ err: error }, 'a GraphQL background task failed'));
  const failed = (res: Response, error: unknown) => {
    logger.error({ err: error }, 'answering a GraphQL request failed');
    if (res.headersSent) res.destroy();
    else res.status(500).json(INTERNAL_ERROR);
  };
  return (req: Request, res: Response) => {
    const params = directParams(req, endpoint);
    if (!params) {
      void yoga.requestListener(req, res);
      return;
    }
    // For the hooks that read it (the metrics, yoga's own): method, URL and headers; the body is `params`.
    const request = new yoga.fetchAPI.Request(url, { method: 'POST', headers: req.headers as Record<string, string> });
    // What yoga's adapter gives every request: express's request and response, and waitUntil.
    const serverContext = { req, res, waitUntil };
    Promise.resolve()
      .then(() => yoga.getResultForParams({ params, request }, serverContext))
      .then(
        (result) => {
          const answer = processRegularResult(result as ExecutionResult, ANSWER_FETCH_API, 'application/json') as unknown as Answer;
          res.statusCode = answer.init.status ?? 200;
          new yoga.fetchAPI.Headers(answer.init.headers).forEach((value, name) => res.setHeader(name, value));
          const body = Buffer.from(answer.body ?? '', 'utf8');
          res.setHeader('content-length', body.length);
          res.end(body);
        },
        (error: unknown) => {
          // An onParams hook refused the params (the document size limit): nothing ran, and yoga
          // answers the refusal as it answers every other. Anything after an operation started is a fault.
          if (started.has(request)) failed(res, error);
          else void yoga.requestListener(req, res);
        },
      )
      .catch((error: unknown) => failed(res, error));
  };
}
