// Where the metrics are read: `GET /metrics` on the main port (METRICS=on; behind an API key, like
// everything there but the health pages), and a listener of its own (METRICS_PORT) that serves
// only that page, without a key: a port a deployment keeps inside its network for Prometheus.
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error.ts';
import type { Metrics } from './metrics.ts';

/** The metrics as the answer to `res` (no body for HEAD). */
async function sendMetrics(metrics: Metrics, res: ServerResponse, head = false): Promise<void> {
  const { body, contentType } = await metrics.render();
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(head ? undefined : body);
}

/** The documented error body of `error` as the answer to `res`. */
function sendError(res: ServerResponse, error: AppError): void {
  const body = JSON.stringify(error.toBody());
  res.writeHead(error.statusCode, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export function metricsRoute(metrics: Metrics): RequestHandler {
  return (_req, res, next) => {
    sendMetrics(metrics, res).catch(next);
  };
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** The metrics' own listener: GET /metrics, and the documented error body for anything else. */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') return sendError(res, new AppError(404, 'ROUTE_NOT_FOUND', ['this port serves only GET /metrics']));
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, new AppError(405, 'METHOD_NOT_ALLOWED', [`${req.method} /metrics: only GET`]));
    sendMetrics(metrics, res, req.method === 'HEAD').catch(() => sendError(res, new AppError(500, 'INTERNAL_ERROR', ['the metrics could not be read'])));
  });
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
