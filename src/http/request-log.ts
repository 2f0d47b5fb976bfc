// One log line per finished request (method, path, status, duration), built only when the
// level prints it: nothing is serialised for a log that is off. Headers, query strings and
// bodies are never logged, so keys and secrets cannot leak through it; 500s are logged with
// their error by the error mapper (lib/logger.ts redacts what errors may carry).
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** A path up to MAX_URL_BYTES long is refused, but still logged: keep the line short. */
const MAX_LOGGED_PATH = 1_024;

const loggedPath = (url: string) => {
  const path = url.split('?')[0];
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}...` : path;
};

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.url === '/healthz' || !logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    res.once('finish', () => {
      logger.info(
        {
          req: { method: req.method, url: loggedPath(req.originalUrl) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round((performance.now() - started) * 10) / 10,
        },
        'request completed',
      );
    });
    next();
  };
}
