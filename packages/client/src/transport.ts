// Every request of the client goes through one fetch: a timeout per attempt, network failures
// turned into typed errors, and retries of 429 and 503 answers that honour `Retry-After`.
//
// A request is retried only when sending it twice does no harm: GET, HEAD, OPTIONS, PUT, DELETE,
// a GraphQL query, and a batch create (POST /rest/batch/<objects>) whose every record carries
// its own `id` (a second attempt of a create that did land is refused as a duplicate instead
// of creating the records twice). Retries stop after `retries` attempts or once the waits would
// add up to more than `maxWaitMs`; the last answer is then handed back as it came.
import { CrmNetworkError, CrmTimeoutError } from './errors.ts';

export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 turns retrying off). */
  retries?: number;
  /** Most time spent waiting between attempts, in all (default 30 000 ms). */
  maxWaitMs?: number;
  /** Wait before the first retry when the answer has no `Retry-After`, doubled each time (default 500 ms). */
  baseDelayMs?: number;
}

export interface TransportOptions {
  fetch?: (request: Request) => Promise<Response>;
  retry?: RetryOptions;
  /** Time an attempt may take before it fails with CrmTimeoutError (default 30 000 ms). */
  timeoutMs?: number;
}

/** Sends one request: `idempotent` overrides what the method and path say (GraphQL queries). */
export type Transport = (request: Request, idempotent?: boolean) => Promise<Response>;

const RETRIED_STATUSES = new Set([429, 503]);
/** Answers that cannot carry a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const BATCH_CREATE_PATH = /\/rest\/batch\/[^/]+$/;

export const DEFAULT_RETRY: Required<RetryOptions> = { retries: 2, maxWaitMs: 30_000, baseDelayMs: 500 };
export const DEFAULT_TIMEOUT_MS = 30_000;

/** `GET /rest/people`: how errors name a request. */
export function describeRequest(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname}`;
}

/** A batch create whose records all carry their own id: a repeat cannot create them twice. */
function isBatchCreateWithIds(request: Request, body: string | undefined): boolean {
  if (request.method !== 'POST' || !BATCH_CREATE_PATH.test(new URL(request.url).pathname) || !body) return false;
  try {
    const records: unknown = JSON.parse(body);
    return Array.isArray(records) && records.length > 0 && records.every((record) => typeof record?.id === 'string' && record.id !== '');
  } catch {
    return false;
  }
}

/**
 * How long `Retry-After` asks to wait (delay-seconds or an HTTP date), in ms; without one, the
 * backoff for this attempt.
 */
export function retryDelayMs(retryAfter: string | null, attempt: number, baseDelayMs: number, now = Date.now()): number {
  const value = retryAfter?.trim();
  if (value && /^\d+$/.test(value)) return Number(value) * 1000;
  const date = value ? Date.parse(value) : Number.NaN;
  if (!Number.isNaN(date)) return Math.max(0, date - now);
  return baseDelayMs * 2 ** attempt;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function createTransport(options: TransportOptions = {}): Transport {
  const fetchImpl = options.fetch ?? ((request: Request) => fetch(request));
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /**
   * One attempt, its answer read whole within the timeout (a JSON API: nothing to stream), so
   * that a body cut off by a reset or the timeout fails here too; a failure without a whole
   * answer becomes CrmNetworkError or CrmTimeoutError.
   */
  async function attempt(request: Request, body: ArrayBuffer | undefined): Promise<Response> {
    request.signal.throwIfAborted();
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout]);
    const init: RequestInit = { method: request.method, headers: request.headers, body, signal, redirect: request.redirect };
    try {
      const response = await fetchImpl(new Request(request.url, init));
      const content = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      return new Response(content, { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      if (request.signal.aborted) throw request.signal.reason;
      if (timeout.aborted) throw new CrmTimeoutError(describeRequest(request), timeoutMs);
      throw new CrmNetworkError(describeRequest(request), error);
    }
  }

  return async (request, idempotent) => {
    // The body is read once so that each attempt can send it again.
    const body = request.body ? await request.arrayBuffer() : undefined;
    const retryable = idempotent ?? (IDEMPOTENT_METHODS.has(request.method) || isBatchCreateWithIds(request, body && new TextDecoder().decode(body)));
    let waited = 0;
    for (let attempts = 0; ; attempts++) {
      const response = await attempt(request, body);
      if (!RETRIED_STATUSES.has(response.status) || !retryable || attempts >= retry.retries) return response;
      const delay = retryDelayMs(response.headers.get('retry-after'), attempts, retry.baseDelayMs);
      if (waited + delay > retry.maxWaitMs) return response;
      await sleep(delay, request.signal);
      waited += delay;
    }
  };
}
