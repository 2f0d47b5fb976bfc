// What one HTTP request may be before the application reads it, and how long its client may
// take to send it. Every refusal is the documented error body ({statusCode, error, code,
// messages}), never node's bare status line:
//
//   request target over MAX_URL_BYTES        414 URI_TOO_LONG        (middleware at the top of app.ts)
//   header lines over MAX_HEADER_BYTES       431 HEADERS_TOO_LARGE   (the same middleware)
//   request line + headers over node's       431 HEADERS_TOO_LARGE   (server 'clientError':
//     maxHeaderSize (2x the two limits,                                 written on the socket
//     at least 64 KiB)                                                 and the connection closed)
//   headers not complete in HEADERS_TIMEOUT_MS,   408 REQUEST_TIMEOUT  (node's timers; then the
//   request not complete in REQUEST_TIMEOUT_MS                        same 'clientError' path)
//   anything node's parser refuses           400 MALFORMED_REQUEST
//
// node's parser is given room above the limits so that nearly every oversized request reaches
// the middleware, which can tell a long URL (414) from many headers (431); past maxHeaderSize
// the parser cannot say which, so both are a 431 there.
import { STATUS_CODES, type Server, type ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import type { HttpLimitsConfig } from '../config/config.ts';
import { AppError } from '../errors/app-error.ts';

/** node's limit on request line + headers: room above ours, so the middleware answers first. */
export const parserHeaderLimit = (limits: HttpLimitsConfig) => Math.max(64 * 1024, 2 * (limits.maxUrlBytes + limits.maxHeaderBytes));

/** Options for createServer. */
export function serverOptions(limits: HttpLimitsConfig): ServerOptions {
  return {
    maxHeaderSize: parserHeaderLimit(limits),
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // node checks the two timeouts above on this interval (30 s by default, far too coarse for
    // a 30 s headers timeout); the check walks the open connections only.
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 2))),
  };
}

/** Bytes of the header lines as received: each "name: value\r\n". */
function headerBytes(rawHeaders: string[]): number {
  let bytes = 0;
  // node decodes header bytes one to one (latin1), so string length is byte length.
  for (let i = 0; i < rawHeaders.length; i++) bytes += rawHeaders[i].length + 2;
  return bytes;
}

/** Near the top of app.ts: refuses a long request target (414) and oversized headers (431). */
export function requestLimits(limits: HttpLimitsConfig) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.url.length > limits.maxUrlBytes) {
      return next(new AppError(414, 'URI_TOO_LONG', [`request target (path and query string) longer than the ${limits.maxUrlBytes}-byte limit`]));
    }
    if (headerBytes(req.rawHeaders) > limits.maxHeaderBytes) {
      return next(new AppError(431, 'HEADERS_TOO_LARGE', [`request headers larger than the ${limits.maxHeaderBytes}-byte limit`]));
    }
    next();
  };
}

/** A complete HTTP/1.1 response carrying the error body; the connection closes after it. */
function rawResponse(error: AppError): string {
  const body = JSON.stringify(error.toBody());
  return (
    `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode] ?? 'Error'}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'X-Content-Type-Options: nosniff\r\n' +
    'Cache-Control: no-store\r\n' +
    'Connection: close\r\n' +
    '\r\n' +
    body
  );
}

function clientErrorFor(error: NodeJS.ErrnoException, limits: HttpLimitsConfig): AppError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new AppError(431, 'HEADERS_TOO_LARGE', [`request line and headers larger than the ${parserHeaderLimit(limits)}-byte limit`]);
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError(408, 'REQUEST_TIMEOUT', [
        `request not received in time (headers within ${limits.headersTimeoutMs} ms, the whole request within ${limits.requestTimeoutMs} ms)`,
      ]);
    default:
      return new AppError(400, 'MALFORMED_REQUEST', ['malformed HTTP request']);
  }
}

/**
 * Answers what node's parser refuses (or its timeouts end) with the documented error body
 * written straight on the socket, then closes it; node's own answer has an empty body.
 */
export function handleClientErrors(server: Server, limits: HttpLimitsConfig): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A response of this connection already under way cannot be followed by another.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawResponse(clientErrorFor(error, limits)), () => socket.destroy());
  });
}
