// Counts and times every HTTP request for the metrics (crm_http_requests_total and
// crm_http_request_duration_seconds), labelled by operation: the OpenAPI operationId the REST
// edge matched, or the page's fixed name. A request refused before it was matched (a 401, a 414)
// is `rest` under /rest and `other` elsewhere: never its raw path, which has ids in it.
import type { RequestHandler } from 'express';
import { performance } from 'node:perf_hooks';
import type { Metrics } from './metrics.ts';

/** Pages outside the REST edge, by path prefix. */
const PAGES: Array<[RegExp, string]> = [
  [/^\/graphql(\/|$)/, 'graphql'],
  [/^\/healthz$/, 'getHealth'],
  [/^\/readyz$/, 'getReadiness'],
  [/^\/metrics$/, 'getMetrics'],
  [/^\/(docs|openapi\.json)(\/|$)/, 'docs'],
  [/^\/webhooks\/workflows\//, 'workflowWebhook'],
  [/^\/rest(\/|$)/i, 'rest'],
];

/** The operation of a request: what the validator matched, else its page. */
function operationOf(req: Parameters<RequestHandler>[0]): string {
  const matched = (req as { openapi?: { schema?: { operationId?: string } } }).openapi?.schema?.operationId;
  if (matched) return matched;
  const path = req.originalUrl.split('?')[0];
  return PAGES.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
}

export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const operation = operationOf(req);
      metrics.httpRequests.inc({ operation, method: req.method, status: String(res.statusCode) });
      metrics.httpDuration.observe({ operation, method: req.method }, (performance.now() - started) / 1000);
    });
    next();
  };
}
