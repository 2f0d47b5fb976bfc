// Binds every operation of the OpenAPI document to its handler by operationId. An operation
// without a handler (or a handler without an operation) is a start-up error, and the handler
// map is typed by the generated operation types, so REST cannot drift from the contract.
import type { Express, NextFunction, Request, Response } from 'express';
import { actorOf } from '../auth/bearer-auth.ts';
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

type AnyHandler = (ctx: HandlerContext<RestOperationId>) => Promise<unknown>;

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

/**
 * The 200 with its JSON body, written straight to node:http: what express's res.json() sends
 * (same headers; ETag is off), without its content negotiation and freshness checks.
 */
function sendJson(res: Response, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

/** OpenAPI `{id}` -> express `:id`. */
const expressPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

export function mountOperations(app: Express, document: OpenApiDocument, handlerMap: HandlerMap): void {
  const handlers = handlerMap as unknown as Record<string, AnyHandler | undefined>;
  const bound = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operationId = item[method]?.operationId;
      if (!operationId || !path.startsWith('/rest/')) continue;
      const handler = handlers[operationId];
      if (!handler) throw new Error(`no handler for operation ${operationId} (${method.toUpperCase()} ${path})`);
      bound.add(operationId);
      app[method](expressPath(path), (req: Request, res: Response, next: NextFunction) => {
        // The validator middleware has checked params, query and body against this operation.
        handler({
          actor: actorOf(res),
          params: req.params as never,
          query: req.query as never,
          body: req.body as never,
        }).then((body) => sendJson(res, body), next);
      });
    }
  }
  const unbound = Object.keys(handlers).filter((id) => !bound.has(id));
  if (unbound.length) throw new Error(`handlers without an operation in the OpenAPI document: ${unbound.join(', ')}`);
}
