// Reads JSON request bodies: express.json() (body-parser) semantics, with a short path for the
// request nearly every client sends, `Content-Type: application/json` (charset utf-8 or none),
// no Content-Encoding. body-parser costs more per request than a create's SQL: raw-body's five
// stream listeners, on-finished, iconv and its debug calls (measured: the service's thread
// spent ~90 µs less per create without it, docs/internal/benchmark-log.md). The short path reads the bytes
// and parses them; every other request (gzip, utf-16, unusual media-type parameters) goes to
// body-parser itself, decided from the headers before a byte is read.
//
// Kept from body-parser so clients and the error mapper see no difference: no body (no
// Content-Length or Transfer-Encoding) or another media type leaves req.body unset; the
// limit is checked against Content-Length first and then while reading (413,
// `entity.too.large`); an empty body is {}; a leading byte-order mark is dropped; strict mode
// (only an object or array) and parse failures are `entity.parse.failed` errors carrying the
// body, with JSON.parse's message where body-parser has it.
//
// Nesting: a body whose arrays and objects nest deeper than `maxDepth` is a 400
// (`entity.too.deep`) before anything recursive sees it (JSON.parse is not recursive in V8, but
// validators, the record layer and JSON.stringify are). The short path counts brackets outside
// strings before parsing, stopping at the first one past the limit; the body-parser path (gzip,
// utf-16, ...) walks the parsed value with an explicit stack.
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** The fields of body-parser's errors that the error mapper reads (http/error-handler.ts). */
class BodyError extends Error {
  readonly statusCode: number;

  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    details: { body?: string; limit?: number; length?: number } = {},
  ) {
    super(message);
    this.statusCode = status;
    Object.assign(this, details);
  }
}

type BodyRequest = Request & { _body?: boolean };

const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;

/** `application/json` with no parameter but a utf-8 charset, in any letter case. */
function isPlainJson(contentType: string): boolean {
  const semicolon = contentType.indexOf(';');
  const media = (semicolon < 0 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  if (media !== 'application/json') return false;
  if (semicolon < 0) return true;
  const parameter = contentType.slice(semicolon + 1).trim().toLowerCase();
  return parameter === 'charset=utf-8' || parameter === 'charset="utf-8"';
}

const tooLarge = (limit: number, length: number) =>
  new BodyError(413, 'entity.too.large', 'request entity too large', { limit, length });

const tooDeep = (limit: number) =>
  new BodyError(400, 'entity.too.deep', `JSON nested deeper than ${limit} levels`, { limit });

/**
 * Whether the arrays and objects of JSON `text` nest deeper than `max` (`{}` is 1, `[[]]` is 2),
 * counting brackets outside strings, without recursion, stopping at the first one too deep.
 * Malformed text gives some answer; JSON.parse refuses it afterwards.
 */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: skip to its closing quote, the first one after an even number of backslashes
      // (indexOf, not a loop over every character: bodies are mostly strings).
      for (;;) {
        const quote = text.indexOf('"', i + 1);
        if (quote < 0) return false; // unterminated: JSON.parse refuses it
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
        i = quote;
        if (backslashes % 2 === 0) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** The same question about a parsed value, with an explicit stack (the body-parser path). */
export function valueNestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth > max) return true;
    for (const child of Object.values(item.value)) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: item.depth + 1 });
    }
  }
  return false;
}

const STRICT_FIRST = new Set(['{', '[']);
/** The first character that is not JSON whitespace (what body-parser's strict check looks at). */
const FIRST_NON_WHITESPACE = /^[\x20\x09\x0a\x0d]*([^\x20\x09\x0a\x0d])/;

/** body-parser's strict JSON parse: {} for an empty body, else only an object or an array. */
function parseStrict(text: string, maxDepth: number): unknown {
  if (text.length === 0) return {};
  const first = FIRST_NON_WHITESPACE.exec(text)?.[1];
  if (first === undefined || !STRICT_FIRST.has(first)) {
    // body-parser's message here carries no position; the mapper then says what the JSON is.
    throw new BodyError(400, 'entity.parse.failed', `Unexpected token ${JSON.stringify(first ?? '')} (only an object or array is accepted)`, { body: text });
  }
  if (jsonNestedDeeperThan(text, maxDepth)) throw tooDeep(maxDepth);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BodyError(400, 'entity.parse.failed', (error as Error).message, { body: text });
  }
}

export function jsonBody(limitBytes: number, maxDepth: number): RequestHandler {
  const bodyParser = express.json({ limit: limitBytes, strict: true });
  return (req: BodyRequest, res: Response, next: NextFunction) => {
    if (req._body || !hasBody(req)) return next();
    const contentType = req.headers['content-type'];
    const encoding = req.headers['content-encoding'];
    if (!contentType || !isPlainJson(contentType) || (encoding !== undefined && encoding.toLowerCase() !== 'identity')) {
      return bodyParser(req, res, (error?: unknown) => {
        // (body-parser 2 sets req.body only when it parsed one, and no _body flag.)
        if (!error && req.body !== undefined && valueNestedDeeperThan(req.body, maxDepth)) {
          req.body = undefined;
          return next(tooDeep(maxDepth));
        }
        next(error);
      });
    }
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limitBytes) return next(tooLarge(limitBytes, Number(declared)));

    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (error?: unknown) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      next(error);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) finish(tooLarge(limitBytes, received));
      else chunks.push(chunk);
    };
    const onEnd = () => {
      let text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // as iconv-lite decodes utf-8
      try {
        req.body = parseStrict(text, maxDepth);
        req._body = true;
        finish();
      } catch (error) {
        finish(error);
      }
    };
    const onError = () => finish(new BodyError(400, 'request.aborted', 'request aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  };
}
