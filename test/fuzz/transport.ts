// Sends one request exactly as generated: the raw path (fetch would resolve `../` and encode
// what it pleases), repeated headers, any bytes as the body; with a time limit after which the
// request counts as hung.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query exactly as sent (already encoded as the generator wants it). */
  path: string;
  /** Header name -> value; an array sends the header several times. */
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Milliseconds from send to the end of the body. */
  elapsedMs: number;
}

export class RequestTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no complete answer within ${timeoutMs} ms`);
  }
}

export interface Transport {
  send(request: RawRequest): Promise<RawResponse>;
  close(): void;
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes
 * WTF-8 gives it (%ED%A0%80 for U+D800): not UTF-8, as a hostile client would send it.
 */
export function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((c) => {
        const code = c.charCodeAt(0);
        if (c.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(c);
      })
      .join('');
  }
}

/** node:http refuses paths with unescaped characters: those are percent-encoded, the rest kept. */
export function safePath(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (c) => encodeComponent(c));
}

export function createTransport(baseUrl: string, timeoutMs = 10_000): Transport {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  return {
    send(req) {
      const started = performance.now();
      return new Promise<RawResponse>((resolve, reject) => {
        const headers: Record<string, string | string[]> = { ...req.headers };
        if (req.body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')) {
          headers['content-length'] = String(Buffer.byteLength(req.body));
        }
        const outgoing = httpRequest(
          { host: url.hostname, port: url.port, method: req.method, path: safePath(req.path), headers, agent },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              clearTimeout(timer);
              resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), elapsedMs: performance.now() - started });
            });
            res.on('error', (error) => {
              clearTimeout(timer);
              reject(error);
            });
          },
        );
        const timer = setTimeout(() => {
          outgoing.destroy(new RequestTimeout(timeoutMs));
        }, timeoutMs);
        outgoing.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        if (req.body !== undefined) outgoing.end(req.body);
        else outgoing.end();
      });
    },
    close: () => agent.destroy(),
  };
}
