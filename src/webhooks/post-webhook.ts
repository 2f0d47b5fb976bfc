// One webhook delivery attempt: a JSON POST through the service's outbound HTTP client
// (src/outbound/http-request.ts: SSRF rules at connect time, kept-alive connections, no
// redirects), keeping the start of the answer for the delivery log.
import { sendRequest } from '../outbound/http-request.ts';

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

const defaultMaxResponseBytes = 2048;

/** POSTs `post.body` to `post.url` once, without following redirects. Never throws. */
export async function postWebhook(post: WebhookPost): Promise<WebhookPostResult> {
  const response = await sendRequest({
    url: post.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...post.headers },
    body: post.body,
    timeoutMs: post.timeoutMs,
    allowPrivateTargets: post.allowPrivateTargets,
    maxResponseBytes: post.maxResponseBytes ?? defaultMaxResponseBytes,
  });
  return { ok: response.ok, status: response.status, durationMs: response.durationMs, error: response.error, responseSnippet: response.body };
}
