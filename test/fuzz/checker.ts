// The invariants every answer must keep:
//   REST: no 5xx; every 4xx/5xx body is exactly the documented error {statusCode, error, code,
//         messages} (statusCode = the HTTP status, a documented code, messages naming something,
//         no stack trace); the status is documented for the operation and the body validates
//         against the operation's response schema (createContractChecker, the served document);
//         requests that match no documented operation are refused with 404/405.
//   429 is always allowed (documented body and Retry-After); a few statuses that HTTP hardening
//   answers before any route (408, 414, 431) only need the error body.
//   GraphQL: 200, or a refusal with `errors[]` whose every `extensions.code` is set and never
//   INTERNAL_SERVER_ERROR / INTERNAL_ERROR; 401 is the REST error body (authentication runs first).
import { createContractChecker, createPathMatcher, type ContractChecker, type OpenApiDocument, type PathMatcher } from '../support/contract.ts';
import type { RawResponse } from './transport.ts';

export interface Verdict {
  ok: boolean;
  /** Why not, when not ok. */
  reason?: string;
}

const OK: Verdict = { ok: true };
const fail = (reason: string): Verdict => ({ ok: false, reason });

/** A stack frame as V8 prints it, or source locations. */
const STACK = /(^|\\n|\n)\s+at .+(\(.*:\d+:\d+\)|:\d+:\d+)|node_modules\/|\.ts:\d+:\d+/;

/** Answered by the HTTP layer before routing; the operation need not list them. */
const EDGE_STATUSES = new Set([408, 414, 431]);

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isJsonType = (contentType: string | undefined) => /^application\/(.+\+)?json\b/i.test(contentType ?? '');

export class ResponseChecker {
  private contract!: ContractChecker;
  private errorCodes!: Set<string>;
  /** Express routes case-insensitively (so does the service's /rest prefix): /REST/PEOPLE is /rest/people. */
  private caseless!: { matcher: PathMatcher; original: Map<string, string> };

  constructor(document: OpenApiDocument) {
    this.update(document);
  }

  /** After a metadata change: the served document is the new contract. */
  update(document: OpenApiDocument): void {
    this.contract = createContractChecker(document);
    this.errorCodes = new Set(this.codesOf(document));
    const templates = Object.keys(document.paths ?? {});
    this.caseless = {
      matcher: createPathMatcher(templates.map((t) => t.toLowerCase())),
      original: new Map(templates.map((t) => [t.toLowerCase(), t])),
    };
  }

  private codesOf(document: OpenApiDocument): string[] {
    const schemas = (document.components as { schemas?: Record<string, { enum?: string[] }> } | undefined)?.schemas;
    return schemas?.ErrorCode?.enum ?? [];
  }

  /** The documented error body, exactly. */
  errorBody(status: number, response: RawResponse): Verdict {
    if (!isJsonType(response.headers['content-type'])) return fail(`error answer with content-type ${JSON.stringify(response.headers['content-type'] ?? null)}, not JSON`);
    const parsed = parseJson(response.text);
    if (!parsed.ok) return fail('error answer whose body is not JSON');
    const body = parsed.value as Record<string, unknown>;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return fail('error body is not an object');
    const keys = Object.keys(body).sort().join(',');
    if (keys !== 'code,error,messages,statusCode') return fail(`error body keys are {${keys}}, not {statusCode, error, code, messages}`);
    if (body.statusCode !== status) return fail(`error body statusCode ${JSON.stringify(body.statusCode)} but HTTP status ${status}`);
    if (typeof body.error !== 'string' || !/Exception$/.test(body.error)) return fail(`error body "error" is ${JSON.stringify(body.error)}`);
    if (typeof body.code !== 'string' || (this.errorCodes.size && !this.errorCodes.has(body.code))) return fail(`error code ${JSON.stringify(body.code)} is not a documented ErrorCode`);
    if (!Array.isArray(body.messages) || body.messages.length === 0 || !body.messages.every((m) => typeof m === 'string' && m.length > 0))
      return fail('error body messages must be a non-empty array of non-empty strings');
    if (STACK.test(response.text)) return fail('error body carries a stack trace or source location');
    if (status === 429 && response.headers['retry-after'] === undefined) return fail('429 without Retry-After');
    return OK;
  }

  /** The documented path template a concrete request path (query included or not) matches. */
  templateOf(path: string): string | undefined {
    const pathname = path.split('?')[0];
    const exact = this.contract.paths.match(pathname);
    if (exact) return exact;
    const lower = this.caseless.matcher.match(pathname.toLowerCase());
    return lower ? this.caseless.original.get(lower) : undefined;
  }

  /** A REST answer to `method path` (the path exactly as sent). */
  rest(method: string, path: string, response: RawResponse): Verdict {
    const { status } = response;
    if (status >= 500) return fail(`server error ${status}`);
    if (status >= 400) {
      const body = this.errorBody(status, response);
      if (!body.ok) return body;
      if (status === 429 || EDGE_STATUSES.has(status)) return OK;
    }
    if (status < 200 || (status >= 300 && status < 400)) return fail(`unexpected status ${status}`);
    const matched = this.templateOf(path);
    if (!matched || !this.hasMethod(matched, method)) {
      // No documented operation: only "no such route" / "method not allowed" are right.
      if (status === 404 || status === 405) return OK;
      return fail(`${method} on an undocumented route answered ${status}`);
    }
    let body: unknown;
    if (response.text !== '' && method.toUpperCase() !== 'HEAD') {
      if (isJsonType(response.headers['content-type'])) {
        const parsed = parseJson(response.text);
        if (!parsed.ok) return fail('content-type JSON but the body does not parse');
        body = parsed.value;
      } else body = response.text;
    }
    const violation = this.contract.check({ method, pathTemplate: matched, status, contentType: response.headers['content-type'] ?? null, body });
    if (violation) {
      const details = (violation.errors ?? [])
        .slice(0, 3)
        .map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`)
        .join('; ');
      return fail(`contract: ${violation.message}${details ? ` [${details}]` : ''}`);
    }
    return OK;
  }

  private hasMethod(template: string, method: string): boolean {
    const item = this.contract.document.paths?.[template] as Record<string, unknown> | undefined;
    return !!item && typeof item[method.toLowerCase()] === 'object';
  }

  /** A GraphQL answer. */
  graphql(response: RawResponse): Verdict {
    const { status } = response;
    if (status >= 500) return fail(`server error ${status}`);
    if (status === 401 || (status === 429 && !parseErrors(response))) return this.errorBody(status, response);
    if (![200, 400, 403, 404, 405, 406, 409, 413, 415, 429].includes(status)) return fail(`unexpected GraphQL status ${status}`);
    if (!isJsonType(response.headers['content-type'])) return fail(`GraphQL answer with content-type ${JSON.stringify(response.headers['content-type'] ?? null)}`);
    const parsed = parseJson(response.text);
    if (!parsed.ok) return fail('GraphQL answer is not JSON');
    const body = parsed.value as { data?: unknown; errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
    if (body === null || typeof body !== 'object') return fail('GraphQL answer is not an object');
    if (STACK.test(response.text)) return fail('GraphQL answer carries a stack trace or source location');
    if (body.errors !== undefined) {
      if (!Array.isArray(body.errors) || body.errors.length === 0) return fail('GraphQL "errors" is not a non-empty array');
      for (const error of body.errors) {
        if (typeof error?.message !== 'string') return fail('GraphQL error without a message');
        const code = error.extensions?.code;
        if (typeof code !== 'string' || code === '') return fail(`GraphQL error without extensions.code: ${JSON.stringify(error).slice(0, 200)}`);
        if (code === 'INTERNAL_SERVER_ERROR' || code === 'INTERNAL_ERROR') return fail(`GraphQL error ${code}: ${String(error.message).slice(0, 200)}`);
      }
      if (status === 200 && (body.data === undefined || body.data === null) && body.errors.length === 0) return fail('200 with neither data nor errors');
      return OK;
    }
    if (status !== 200) return fail(`GraphQL status ${status} without errors[]`);
    if (body.data === undefined || body.data === null) return fail('GraphQL 200 without data or errors');
    return OK;
  }
}

function parseErrors(response: RawResponse): boolean {
  const parsed = parseJson(response.text);
  return parsed.ok && !!parsed.value && typeof parsed.value === 'object' && 'errors' in (parsed.value as object);
}
