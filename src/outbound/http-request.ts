// One webhook delivery attempt: a single JSON POST to a user-registered URL, reported as a result
// (never thrown) so the caller can record it and retry. The target address is checked against the
// SSRF rules at connect time, on the very address the socket connects to, so a hostname that
// re-resolves to a private address after registration (DNS rebinding) is still refused.
//
// Connections are kept alive and reused (one agent per protocol): a socket stays connected to
// the address that was checked when it opened, and a stream of deliveries to one receiver costs
// no TCP (or TLS) handshake each. A receiver may close an idle connection just as a request
// reuses it; that request is sent again at once on a new connection, as Node's docs advise.
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { StringDecoder } from 'node:string_decoder';
import { resolveTarget, targetUrlProblem } from './target-address.ts';

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** Limit for the whole exchange: connect, send, response headers and body. */
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** How much of the response body to keep in `responseSnippet`; default 2048. */
  maxResponseBytes?: number;
}

export interface WebhookPostResult {
  /** The target answered 2xx. */
  ok: boolean;
  status?: number;
  durationMs: number;
  error?: string;
  /** The start of the response body (utf8), at most maxResponseBytes. */
  responseSnippet?: string;
}

type Outcome = Omit<WebhookPostResult, 'durationMs'>;

const defaultMaxResponseBytes = 2048;

/** Idle connections close after this long (or sooner when the receiver's Keep-Alive says so). */
const IDLE_SOCKET_MS = 15_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

/** POSTs `post.body` to `post.url` once, without following redirects. Never throws. */
export async function postWebhook(post: WebhookPost): Promise<WebhookPostResult> {
  const startedAt = performance.now();
  const outcome = await attempt(post);
  return { ...outcome, durationMs: Math.round(performance.now() - startedAt) };
}

async function attempt(post: WebhookPost): Promise<Outcome> {
  const problem = targetUrlProblem(post.url);
  if (problem !== undefined) return { ok: false, error: problem };
  const url = new URL(post.url);
  // net.connect skips `lookup` for an IP literal, so a literal is checked here instead.
  if (isIP(url.hostname.replace(/^\[(.*)\]$/, '$1')) !== 0) {
    try {
      await resolveTarget(url.hostname, post.allowPrivateTargets);
    } catch (error) {
      return { ok: false, error: describeError(error) };
    }
  }
  const outcome = await exchange(url, post, true);
  if (outcome !== 'stale connection') return outcome;
  const again = await exchange(url, post, false); // a new connection is never stale
  return again === 'stale connection' ? { ok: false, error: 'ECONNRESET connection reset' } : again;
}

/**
 * One request; on a pooled connection if `mayReuse`. 'stale connection' when a reused connection
 * failed before any answer (the receiver had closed it): nothing was received, send again.
 */
function exchange(url: URL, post: WebhookPost, mayReuse: boolean): Promise<Outcome | 'stale connection'> {
  const maxResponseBytes = post.maxResponseBytes ?? defaultMaxResponseBytes;
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
    const timer = setTimeout(
      () => finish({ ok: false, status, error: `timeout after ${post.timeoutMs} ms` }),
      post.timeoutMs,
    );

    const https_ = url.protocol === 'https:';
    try {
      request = (https_ ? https : http).request(url, {
        method: 'POST',
        agent: mayReuse ? agents[https_ ? 'https:' : 'http:'] : false,
        lookup: validatingLookup(post.allowPrivateTargets),
        headers: {
          'content-type': 'application/json',
          ...post.headers,
          'content-length': String(Buffer.byteLength(post.body)),
        },
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
      const redirectError = isRedirect
        ? `redirect not followed (location: ${response.headers.location ?? 'none'})`
        : undefined;
      const decoder = new StringDecoder('utf8');
      let snippet = '';
      let unreadBytes = maxResponseBytes;
      const answered = (bodyError?: string): Outcome => {
        const error = bodyError ?? redirectError;
        const ok = error === undefined && responseStatus >= 200 && responseStatus < 300;
        return { ok, status: responseStatus, error, responseSnippet: snippet };
      };
      response.on('data', (chunk: Buffer) => {
        if (settled) return;
        const kept = chunk.subarray(0, unreadBytes);
        snippet += decoder.write(kept);
        unreadBytes -= kept.length;
        // Enough read: finish() destroys the request and its socket instead of draining the body.
        if (unreadBytes === 0) finish(answered());
      });
      response.on('end', () => finish(answered(), true));
      response.on('error', (error) => finish(answered(describeError(error))));
    });
    request.end(post.body);
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
  const message =
    error.message || (error instanceof AggregateError ? error.errors.map((inner: Error) => inner.message).join('; ') : '');
  const code = (error as NodeJS.ErrnoException).code;
  return code !== undefined && !message.includes(code) ? `${code} ${message}`.trim() : message;
}
