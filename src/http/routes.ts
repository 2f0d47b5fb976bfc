// Binds every operation of the OpenAPI document to its handler by operationId. An operation
// without a handler (or a handler without an operation) is a start-up error, and the handler
// map is typed by the generated operation types, so REST cannot drift from the contract.
//
// Requests reach their handler through the route the OpenAPI validator already matched
// (`req.openapi`), with one map lookup: no second walk over every route's regex.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { actorOf } from '../auth/bearer-auth.ts';
import { AppError } from '../errors/app-error.ts';
import type { Actor } from '../records/actor.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import type { OperationId, PathParamsOf, QueryParamsOf, RequestBodyOf, SuccessBodyOf } from './operation-types.ts';

/** What a handler gets: typed by its operation, already validated against the document. */
export interface HandlerContext<Op extends OperationId> {
  actor: Actor;
  params: PathParamsOf<Op>;
  query: QueryParamsOf<Op>;
  body: RequestBodyOf<Op>;
}

export type Handler<Op extends OperationId> = (ctx: HandlerContext<Op>) => Promise<SuccessBodyOf<Op>>;

/** Operations served under /rest (health is served before authentication, in app.ts). */
export type RestOperationId = Exclude<OperationId, 'getHealth'>;

/** One handler per REST operation: missing, extra or mistyped handlers do not compile. */
export type HandlerMap = { [Op in RestOperationId]: Handler<Op> };

/**
 * What the dispatcher hands a handler: the request as the validator let it through, before it
 * is known which operation it is. The handler map is typed per operation (HandlerMap); the
 * dispatcher looks handlers up by route, so it sees them all as taking this.
 */
interface ValidatedRequest {
  actor: Actor;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

type AnyHandler = (ctx: ValidatedRequest) => Promise<unknown>;

/** What express-openapi-validator's metadata step puts on the request it matched. */
interface MatchedOperation {
  openApiRoute: string;
  pathParams: Record<string, string>;
}

/** The methods of the document's operations (an OpenAPI path item's other keys are not operations here). */
export const OPERATION_METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

const operationKey = (method: string, openApiRoute: string) => `${method.toUpperCase()} ${openApiRoute}`;

/**
 * The 200 with its JSON body, written straight to node:http: what express's res.json() sends
 * (same headers; ETag is off), without its content negotiation and freshness checks.
 */
function sendJson(res: Response, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

/**
 * A request that reaches the end of the REST edge without an operation: the validator leaves
 * the public pages' paths alone (/healthz, /docs, /openapi.json, /graphql and below), so other
 * methods or sub-paths there (`POST /healthz`, `GET /docs/nope`, `/openapi.json/../rest/...`)
 * arrive here. Without this they fell through to express's HTML "Cannot GET" page.
 */
const noRoute = () => new AppError(404, 'ROUTE_NOT_FOUND', ['no such route; see GET /openapi.json']);

export type OperationHandler = AnyHandler;

/**
 * The middleware that runs the operation the validator matched (must come after the validator);
 * every operation of `document` under /rest bound to its handler in `handlerMap`, checked here:
 * an operation without a handler, or a handler without an operation, is a start-up error.
 */
export function operationDispatcher(document: OpenApiDocument, handlerMap: HandlerMap): RequestHandler {
  const handlers = handlerMap as unknown as Record<string, AnyHandler | undefined>;
  const byRoute = new Map<string, AnyHandler>();
  const bound = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of OPERATION_METHODS) {
      const operationId = item[method]?.operationId;
      if (!operationId || !path.startsWith('/rest/')) continue;
      const handler = handlers[operationId];
      if (!handler) throw new Error(`no handler for operation ${operationId} (${method.toUpperCase()} ${path})`);
      bound.add(operationId);
      byRoute.set(operationKey(method, path), handler);
    }
  }
  const unbound = Object.keys(handlers).filter((id) => !bound.has(id));
  if (unbound.length) throw new Error(`handlers without an operation in the OpenAPI document: ${unbound.join(', ')}`);
  return dispatchTo((method, route) => byRoute.get(operationKey(method, route)));
}

/** The middleware that runs the handler `handlerOf` answers for the operation the validator matched (`METHOD`, route template). */
export function dispatchTo(handlerOf: (method: string, route: string) => AnyHandler | undefined): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const matched = (req as Request & { openapi?: MatchedOperation }).openapi;
    const handler = matched && handlerOf(req.method, matched.openApiRoute);
    if (!handler) return next(noRoute());
    // The validator middleware has checked params, query and body against this operation.
    handler({
      actor: actorOf(res),
      params: matched.pathParams,
      query: req.query,
      body: req.body,
    }).then((body) => sendJson(res, body), next);
  };
}
