// One log line per finished request (method, path, status, duration), built only when the
// level prints it: nothing is serialised for a log that is off. Headers and bodies are never
// logged, so keys and secrets cannot leak through it; 500s are logged with their error by the
// error mapper.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.url === '/healthz' || !logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    res.once('finish', () => {
      logger.info(
        {
          req: { method: req.method, url: req.originalUrl.split('?')[0] },
          res: { statusCode: res.statusCode },
          responseTime: Math.round((performance.now() - started) * 10) / 10,
        },
        'request completed',
      );
    });
    next();
  };
}
