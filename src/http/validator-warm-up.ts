// express-openapi-validator does most of a validator's work on the first request of each route:
// it loads its document when the middleware is made, then builds its route matcher and request
// validator on the first request, and compiles each route's Ajv validator on that route's first
// request. After a metadata change that is the first request of a new or changed pipeline (it
// took ~30-50 ms more than the next one). A warm-up walks one made-up request per read (GET)
// operation of the part through the validator's own steps (route matching and request
// validation: none of ours, no handler), so that work is done when the part is compiled, off
// the first request: the first thing a client does with a new or changed object is read it.
// Writes compile on their first request, as before (warming them too cost every change ~5 ms
// of CPU per operation, in the way of the requests that came next). What a made-up request
// fails on (a placeholder id) is ignored: the compile is cached before the validation runs.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { OpenApiDocument } from './openapi-document.ts';
import { middlewareChain } from './middleware-chain.ts';


/** Stands for every `{param}` of a path: a UUID, the ids' format. */
const PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

/** Runs one made-up request per GET operation of `document` through `steps`; resolves when all have been seen through. */
export async function warmUpValidator(steps: RequestHandler[], document: OpenApiDocument): Promise<void> {
  const chain = middlewareChain(steps);
  for (const [path, item] of Object.entries(document.paths)) {
    // A group by (`/rest/<plural>/groupBy`) is a report, not the first read of an object: it
    // compiles on its first request, as writes do, so a metadata change costs what it did.
    if (!item.get || path.endsWith('/groupBy')) continue;
    const url = path.replace(/\{[^}]+\}/g, PLACEHOLDER);
    const request = {
      method: 'GET',
      url,
      originalUrl: url,
      path: url,
      baseUrl: '',
      headers: {},
      query: {},
      params: {},
      // The validator installs express param handlers on the app of its first request (the
      // REST edge matches no express route with params: nothing to install them on), and
      // matches routes with the app's routing settings (express's defaults here).
      app: { param: () => undefined, enabled: () => false },
    } as unknown as Request;
    await new Promise<void>((resolve) => chain(request, {} as Response, (() => resolve()) as NextFunction));
    // Between operations, requests that came in meanwhile go first (one compile at a time).
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
