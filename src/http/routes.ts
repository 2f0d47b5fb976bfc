// Binds every operation of the OpenAPI document to its handler by operationId. An operation
// without a handler (or a handler without an operation) is a start-up error, and the handler
// map is typed by the generated operation types, so REST cannot drift from the contract.
import type { Express, NextFunction, Request, Response } from 'express';
import { actorOf } from '../auth/bearer-auth.ts';
import type { Actor } from '../records/actor.ts';
import type { OpenApiDocument } from './openapi-document.ts';

export interface HandlerContext {
  actor: Actor;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export type Handler = (ctx: HandlerContext) => Promise<unknown>;

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

/** OpenAPI `{id}` -> express `:id`. */
const expressPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

export function mountOperations(app: Express, document: OpenApiDocument, handlers: Record<string, Handler>): void {
  const bound = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operationId = item[method]?.operationId;
      if (!operationId || !path.startsWith('/rest/')) continue;
      const handler = handlers[operationId];
      if (!handler) throw new Error(`no handler for operation ${operationId} (${method.toUpperCase()} ${path})`);
      bound.add(operationId);
      app[method](expressPath(path), (req: Request, res: Response, next: NextFunction) => {
        handler({
          actor: actorOf(res),
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: req.body,
        }).then((body) => {
          res.status(200).json(body);
        }, next);
      });
    }
  }
  const unbound = Object.keys(handlers).filter((id) => !bound.has(id));
  if (unbound.length) throw new Error(`handlers without an operation in the OpenAPI document: ${unbound.join(', ')}`);
}
