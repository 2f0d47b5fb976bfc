// Runs connect-style middlewares in order as one middleware: what express's router does for a
// stack of app.use() layers, without matching each layer's path on every request. The REST
// edge is a fixed sequence (auth, JSON body, the OpenAPI validator's steps, the operation), so
// walking it through the router only cost time. Semantics kept from express 5: an error passed
// to next(), thrown, or rejected by a returned promise skips the rest and goes to `done`.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export function middlewareChain(middlewares: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const next = (error?: unknown): void => {
      if (error) return done(error);
      const middleware = middlewares[index++];
      if (!middleware) return done();
      try {
        const result = middleware(req, res, next) as unknown;
        if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(undefined, next);
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };
}
