// The service's one outbound HTTP client, for every request to a URL a user chose: webhook
// deliveries, and next workflow HTTP_REQUEST steps and the sequence channel provider. One
// attempt, reported as a result (never thrown) so the caller can record it and retry. The
// target address is checked against the SSRF rules at connect time, on the very address the
// socket connects to, so a hostname that re-resolves to a private address after registration
// (DNS rebinding) is still refused. Redirects are not followed (the next hop would escape the
// check).
//
// Connections are kept alive and reused (one agent per protocol): a socket stays connected to
// the address that was checked when it opened, and a stream of requests to one receiver costs
// no TCP (or TLS) handshake each. A receiver may close an idle connection just as a request
// reuses it; that request is sent again at once on a new connection, as Node's docs advise
// (nothing of it was received).
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { StringDecoder } from 'node:string_decoder';
import { bareHostname } from '../lib/url-host.ts';
import { resolveTarget, targetUrlProblem } from './target-address.ts';

export interface OutboundRequest {
  url: string;
  /** Default POST. */
  method?: string;
  headers?: Record<string, string>;
  /** Sent as is; Content-Length is set from it. None for a request without a body. */
  body?: string | Uint8Array;
  /** Limit for the whole exchange: connect, send, response headers and body. */
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** How much of the response body to keep in `body`; default 64 KiB. */
  maxResponseBytes?: number;
}

export interface OutboundResponse {
  /** The target answered 2xx. */
  ok: boolean;
  status?: number;
  /** The response's headers, names in lower case (a repeated header: its values joined by ", "). */
  headers?: Record<string, string>;
  durationMs: number;
  error?: string;
  /** The start of the response body (utf8, never a character cut in half), at most maxResponseBytes. */
  body?: string;
  /** The response body was longer than what `body` kept. */
  truncated?: boolean;
}

type Outcome = Omit<OutboundResponse, 'durationMs'>;

export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;

/** A method token as RFC 9110 allows it (the client would throw on anything else). */
const METHOD = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Idle connections close after this long (or sooner when the receiver's Keep-Alive says so). */
const IDLE_SOCKET_MS = 15_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

/** Sends `request` once, without following redirects. Never throws. */
export async function sendRequest(request: OutboundRequest): Promise<OutboundResponse> {
  const startedAt = performance.now();
  const outcome = await attempt(request);
  return { ...outcome, durationMs: Math.round(performance.now() - startedAt) };
}

async function attempt(request: OutboundRequest): Promise<Outcome> {
  const problem = targetUrlProblem(request.url);
  if (problem !== undefined) return { ok: false, error: problem };
  const method = request.method ?? 'POST';
  if (!METHOD.test(method)) return { ok: false, error: `method: "${method}" is not an HTTP method` };
  const url = new URL(request.url);
  // net.connect skips `lookup` for an IP literal, so a literal is checked here instead.
  if (isIP(bareHostname(url.hostname)) !== 0) {
    try {
      await resolveTarget(url.hostname, request.allowPrivateTargets);
    } catch (error) {
      return { ok: false, error: describeError(error) };
    }
  }
  const outcome = await exchange(url, method, request, true);
  if (outcome !== 'stale connection') return outcome;
  const again = await exchange(url, method, request, false); // a new connection is never stale
  return again === 'stale connection' ? { ok: false, error: 'ECONNRESET connection reset' } : again;
}

function responseHeaders(incoming: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/**
 * One request; on a pooled connection if `mayReuse`. 'stale connection' when a reused connection
 * failed before any answer (the receiver had closed it): nothing was received, send again.
 */
function exchange(url: URL, method: string, outbound: OutboundRequest, mayReuse: boolean): Promise<Outcome | 'stale connection'> {
  const maxResponseBytes = outbound.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  return new Promise((resolve) => {
    let request: http.ClientRequest | undefined;
    let status: number | undefined;
    let settled = false;
    /** `keepConnection`: the response was read to its end, the connection may serve the next one. */
    const finish = (outcome: Outcome | 'stale connection', keepConnection = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!keepConnection) request?.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, status, error: `timeout after ${outbound.timeoutMs} ms` }), outbound.timeoutMs);

    const https_ = url.protocol === 'https:';
    const headers: Record<string, string> = { ...outbound.headers };
    if (outbound.body !== undefined) headers['content-length'] = String(Buffer.byteLength(outbound.body));
    try {
      request = (https_ ? https : http).request(url, {
        method,
        agent: mayReuse ? agents[https_ ? 'https:' : 'http:'] : false,
        lookup: validatingLookup(outbound.allowPrivateTargets),
        headers,
      });
    } catch (error) {
      finish({ ok: false, error: describeError(error) });
      return;
    }

    request.on('error', (error: NodeJS.ErrnoException) => {
      const stale = request?.reusedSocket && status === undefined && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      finish(stale ? 'stale connection' : { ok: false, status, error: describeError(error) });
    });
    request.on('response', (response) => {
      const responseStatus = response.statusCode ?? 0;
      status = responseStatus;
      const isRedirect = responseStatus >= 300 && responseStatus < 400;
      const redirectError = isRedirect ? `redirect not followed (location: ${response.headers.location ?? 'none'})` : undefined;
      const decoder = new StringDecoder('utf8');
      let body = '';
      let unreadBytes = maxResponseBytes;
      const answered = (truncated: boolean, bodyError?: string): Outcome => {
        const error = bodyError ?? redirectError;
        const ok = error === undefined && responseStatus >= 200 && responseStatus < 300;
        return { ok, status: responseStatus, headers: responseHeaders(response), error, body, truncated };
      };
      response.on('data', (chunk: Buffer) => {
        if (settled) return;
        const kept = chunk.subarray(0, unreadBytes);
        body += decoder.write(kept);
        unreadBytes -= kept.length;
        // A byte beyond what is kept: enough read. finish() destroys the request and its socket
        // instead of draining the body. (A body of exactly maxResponseBytes ends at 'end'.)
        if (kept.length < chunk.length) finish(answered(true));
      });
      response.on('end', () => finish(answered(false), true));
      response.on('error', (error) => finish(answered(false, describeError(error))));
    });
    request.end(outbound.body);
  });
}

/** A `lookup` for http.request that resolves the host and hands the socket only allowed addresses. */
function validatingLookup(allowPrivateTargets: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveTarget(hostname, allowPrivateTargets).then(
      ({ addresses }) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: Error) => callback(error, ''),
    );
  };
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Connecting to several addresses (IPv4 and IPv6) fails with an AggregateError without a message.
  const message = error.message || (error instanceof AggregateError ? error.errors.map((inner: Error) => inner.message).join('; ') : '');
  const code = (error as NodeJS.ErrnoException).code;
  return code !== undefined && !message.includes(code) ? `${code} ${message}`.trim() : message;
}
