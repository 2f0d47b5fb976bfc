// A minimal HTTP/1.1 keep-alive client over node:net, for the benchmark's REST client (http.ts).
//
// Why: the benchmark's client shares the machine's 2 cores with the service it measures, so every
// microsecond of client CPU per request is taken from the service. node:http spends about twice
// this client's CPU per request (measured figures in http.ts) on what a load generator does not
// need: llhttp callbacks into JS, ClientRequest/IncomingMessage streams, header objects, Agent
// bookkeeping. This client does what an honest HTTP/1.1 client must and no more: it writes each
// request in one write (the header lines are built once per client; only the request line,
// content-length and body vary), reads the status line and the headers that frame the body
// (content-length, transfer-encoding: chunked, or until close) or end the connection
// (connection: close), and hands back the status and the whole body.
//
// One request at a time per connection (no pipelining): a request takes an idle connection or
// opens one, so N requests in flight use N keep-alive connections.
import net from 'node:net';

export interface HttpReply {
  status: number;
  body: Buffer;
}

export interface RawHttpClientOptions {
  /** Sent with every request, besides host (and content-type/content-length with a body). */
  headers: Record<string, string>;
  /**
   * Called when a request is retried on a new connection because the server had closed the idle
   * keep-alive connection it was written to (reset, broken pipe or closed before any response byte).
   */
  onStaleConnectionRetry?: () => void;
}

/** The request failed on a reused keep-alive connection before any byte of its response: the server had closed it. */
class StaleConnectionError extends Error {}

/** The peer closed the connection while a response was awaited. */
class ClosedMidExchangeError extends Error {}

/** Socket errors that, before any response byte on a reused connection, mean the server had closed it while idle. */
const CLOSED_BY_PEER_CODES = new Set(['ECONNRESET', 'EPIPE']);

export class RawHttpClient {
  private readonly host: string;
  private readonly port: number;
  /** The header lines after the request line, up to and excluding content-length. */
  private readonly headersWithoutBody: string;
  private readonly headersWithJsonBody: string;
  private readonly idle: Connection[] = [];

  constructor(
    baseUrl: string,
    private readonly options: RawHttpClientOptions,
  ) {
    const url = new URL(baseUrl);
    if (url.protocol !== 'http:') throw new Error(`RawHttpClient speaks plain http only, got ${baseUrl}`);
    if (url.pathname !== '/' || url.search) throw new Error(`RawHttpClient wants an origin without a path, got ${baseUrl}`);
    this.host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    this.port = Number(url.port || 80);
    const lines = [`host: ${url.host}`, ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`)];
    for (const line of lines) if (/[\r\n]/.test(line)) throw new Error(`header line with CR/LF: ${JSON.stringify(line)}`);
    this.headersWithoutBody = lines.map((line) => `${line}\r\n`).join('');
    this.headersWithJsonBody = `${this.headersWithoutBody}content-type: application/json\r\n`;
  }

  /**
   * Sends `method path` (`path` already URL-encoded; with `jsonBody` as application/json) and
   * resolves with the complete response, whatever its status.
   */
  async request(method: string, path: string, jsonBody?: string): Promise<HttpReply> {
    const requestBytes =
      jsonBody === undefined
        ? `${method} ${path} HTTP/1.1\r\n${this.headersWithoutBody}\r\n`
        : `${method} ${path} HTTP/1.1\r\n${this.headersWithJsonBody}content-length: ${Buffer.byteLength(jsonBody)}\r\n\r\n${jsonBody}`;
    try {
      return await this.exchangeAndRelease(this.idle.pop() ?? this.connect(), requestBytes);
    } catch (error) {
      if (!(error instanceof StaleConnectionError)) throw error;
      this.options.onStaleConnectionRetry?.();
      return this.exchangeAndRelease(this.connect(), requestBytes);
    }
  }

  private async exchangeAndRelease(connection: Connection, requestBytes: string): Promise<HttpReply> {
    const reply = await connection.exchange(requestBytes);
    if (connection.reusable) {
      connection.socket.unref(); // an idle connection does not keep the process alive (as with node:http's Agent)
      this.idle.push(connection);
    } else {
      connection.destroy();
    }
    return reply;
  }

  private connect(): Connection {
    return new Connection(this.host, this.port, (closed) => {
      const at = this.idle.indexOf(closed);
      if (at >= 0) this.idle.splice(at, 1);
    });
  }
}

interface Exchange {
  resolve: (reply: HttpReply) => void;
  reject: (error: Error) => void;
  /** Whether any byte of the response has arrived. */
  answered: boolean;
}

/** One keep-alive TCP connection carrying one request at a time. */
class Connection {
  readonly socket: net.Socket;
  private readonly parser = new ResponseParser();
  private current: Exchange | undefined;
  /** Whether a response has been completed on it: a failure before the next response's first byte then means the server closed it while idle. */
  private reused = false;
  private closed = false;
  private readonly onIdleClose: (connection: Connection) => void;

  constructor(host: string, port: number, onIdleClose: (connection: Connection) => void) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('end', () => this.onEnd());
    this.socket.on('error', (error) => (this.current ? this.fail(error) : this.markClosed()));
    this.socket.on('close', () => {
      if (this.current) this.fail(new ClosedMidExchangeError('connection closed before the response was complete'));
      this.markClosed();
    });
    this.onIdleClose = onIdleClose;
  }

  get reusable(): boolean {
    return !this.closed && this.parser.keepAlive;
  }

  exchange(requestBytes: string): Promise<HttpReply> {
    return new Promise((resolve, reject) => {
      this.current = { resolve, reject, answered: false };
      this.socket.ref();
      this.socket.write(requestBytes);
    });
  }

  destroy(): void {
    this.markClosed();
    this.socket.destroy();
  }

  /** Closed (by either side): never handed out again; an idle one leaves the client's idle list. */
  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    if (!this.current) this.onIdleClose(this);
  }

  private onData(chunk: Buffer): void {
    const exchange = this.current;
    if (!exchange) return this.destroy(); // bytes nobody asked for: the connection is out of step
    exchange.answered = true;
    let reply: HttpReply | undefined;
    try {
      reply = this.parser.push(chunk);
    } catch (error) {
      this.destroy();
      return this.fail(error as Error);
    }
    if (reply) {
      this.current = undefined;
      this.reused = true;
      exchange.resolve(reply);
    }
  }

  /** The server closed its side: a body delimited by the close ends here; anything else pending fails in 'close'. */
  private onEnd(): void {
    const reply = this.current && this.parser.endOfStream();
    if (reply) {
      const exchange = this.current!;
      this.current = undefined;
      exchange.resolve(reply);
    }
    this.markClosed();
  }

  private fail(error: Error): void {
    const exchange = this.current!;
    this.current = undefined;
    this.destroy();
    const closedByPeer = error instanceof ClosedMidExchangeError || CLOSED_BY_PEER_CODES.has((error as NodeJS.ErrnoException).code ?? '');
    const serverClosedIdleConnection = this.reused && !exchange.answered && closedByPeer;
    exchange.reject(serverClosedIdleConnection ? new StaleConnectionError(`keep-alive connection closed by the server: ${error.message}`, { cause: error }) : error);
  }
}

const CRLF_AS_UINT16 = 0x0d0a;
const HEAD_END = Buffer.from('\r\n\r\n');
/** Most bytes kept while waiting for the end of a response head, a chunk-size line or the trailers. */
const MAX_PENDING_BYTES = 64 * 1024;

type ParserState = 'head' | 'fixed-length body' | 'body until close' | 'chunk size' | 'chunk data' | 'chunk end' | 'trailers';

/**
 * Incremental parser of HTTP/1.x responses, one at a time: push() the bytes as they arrive; it
 * returns the reply once complete. 1xx responses are skipped; 204 and 304 have no body.
 */
class ResponseParser {
  /** Whether the connection may carry another request after the last completed response. */
  keepAlive = true;
  private state: ParserState = 'head';
  /** Bytes kept until a delimiter (end of the head, of a chunk-size line, of the trailers) arrives. */
  private pending: Buffer | undefined;
  private status = 0;
  /** Body bytes still expected: of the whole body (content-length) or of the current chunk. */
  private remaining = 0;
  private bodyParts: Buffer[] = [];

  push(chunk: Buffer): HttpReply | undefined {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = undefined;
    let at = 0;
    while (at < data.length) {
      switch (this.state) {
        case 'head': {
          const end = data.indexOf(HEAD_END, at);
          if (end < 0) return this.keep(data, at, 'response head');
          const framing = this.parseHead(data.toString('latin1', at, end));
          at = end + 4;
          if (framing === 'no body') return this.finish(this.complete(), data, at);
          break; // after an interim (1xx) head, the final head follows; else the body
        }
        case 'fixed-length body': {
          const take = Math.min(this.remaining, data.length - at);
          this.bodyParts.push(data.subarray(at, at + take));
          at += take;
          this.remaining -= take;
          if (this.remaining === 0) return this.finish(this.complete(), data, at);
          break;
        }
        case 'body until close':
          this.bodyParts.push(data.subarray(at));
          at = data.length;
          break;
        case 'chunk size': {
          const lineEnd = data.indexOf('\r\n', at);
          if (lineEnd < 0) return this.keep(data, at, 'chunk size line');
          const sizeText = data.toString('latin1', at, lineEnd).split(';')[0].trim();
          if (!/^[0-9a-fA-F]{1,12}$/.test(sizeText)) throw new Error(`bad chunk size line: ${JSON.stringify(sizeText)}`);
          this.remaining = parseInt(sizeText, 16);
          at = lineEnd + 2;
          this.state = this.remaining === 0 ? 'trailers' : 'chunk data';
          break;
        }
        case 'chunk data': {
          const take = Math.min(this.remaining, data.length - at);
          this.bodyParts.push(data.subarray(at, at + take));
          at += take;
          this.remaining -= take;
          if (this.remaining === 0) this.state = 'chunk end';
          break;
        }
        case 'chunk end':
          if (data.length - at < 2) return this.keep(data, at, 'chunk end');
          if (data.readUInt16BE(at) !== CRLF_AS_UINT16) throw new Error('chunk data not followed by CRLF');
          at += 2;
          this.state = 'chunk size';
          break;
        case 'trailers': {
          // Trailer lines (ignored) up to an empty line; with no trailers that is the CRLF right here.
          const lineEnd = data.indexOf('\r\n', at);
          if (lineEnd < 0) return this.keep(data, at, 'trailers');
          const empty = lineEnd === at;
          at = lineEnd + 2;
          if (empty) return this.finish(this.complete(), data, at);
          break;
        }
      }
    }
    return undefined;
  }

  /** At the end of the stream: the reply if its body is delimited by the close, else undefined (a cut response fails on 'close'). */
  endOfStream(): HttpReply | undefined {
    return this.state === 'body until close' ? this.complete() : undefined;
  }

  /** Parses the status line and headers and sets the state that reads the body, if any. */
  private parseHead(head: string): 'interim' | 'no body' | 'body' {
    const lines = head.split('\r\n');
    const statusLine = /^HTTP\/1\.([01]) (\d{3})(?: |$)/.exec(lines[0]);
    if (!statusLine) throw new Error(`bad status line: ${JSON.stringify(lines[0].slice(0, 100))}`);
    const http10 = statusLine[1] === '0';
    this.status = Number(statusLine[2]);
    let contentLength: number | undefined;
    let chunked = false;
    let connection = '';
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i];
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Error(`bad header line: ${JSON.stringify(line.slice(0, 100))}`);
      const name = line.slice(0, colon).toLowerCase();
      if (name === 'content-length') {
        const value = line.slice(colon + 1).trim();
        if (!/^\d{1,15}$/.test(value) || (contentLength !== undefined && Number(value) !== contentLength)) throw new Error(`bad content-length: ${value}`);
        contentLength = Number(value);
      } else if (name === 'transfer-encoding') {
        const codings = line.slice(colon + 1).toLowerCase().split(',');
        chunked = codings[codings.length - 1].trim() === 'chunked';
        if (!chunked) throw new Error(`transfer-encoding without chunked last: ${line.slice(colon + 1).trim()}`);
      } else if (name === 'connection') {
        connection += `,${line.slice(colon + 1).toLowerCase()}`;
      }
    }
    const tokens = connection.split(',').map((token) => token.trim());
    this.keepAlive = http10 ? tokens.includes('keep-alive') : !tokens.includes('close');
    if (this.status >= 100 && this.status < 200) {
      if (this.status === 101) throw new Error('unexpected 101 Switching Protocols');
      return 'interim'; // e.g. 103 Early Hints: the final response follows on the same connection
    }
    if (this.status === 204 || this.status === 304) return 'no body';
    if (chunked) {
      this.state = 'chunk size'; // transfer-encoding overrides content-length (RFC 9112 6.3)
    } else if (contentLength !== undefined) {
      if (contentLength === 0) return 'no body';
      this.remaining = contentLength;
      this.state = 'fixed-length body';
    } else {
      this.state = 'body until close';
      this.keepAlive = false;
    }
    return 'body';
  }

  /** The reply of the response just parsed; resets for the next response. */
  private complete(): HttpReply {
    const parts = this.bodyParts;
    const body = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    this.bodyParts = [];
    this.state = 'head';
    return { status: this.status, body };
  }

  /** Extra bytes after a complete response (none were asked for) leave the connection unusable. */
  private finish(reply: HttpReply, data: Buffer, at: number): HttpReply {
    if (at < data.length) this.keepAlive = false;
    return reply;
  }

  private keep(data: Buffer, at: number, what: string): undefined {
    this.pending = data.subarray(at);
    if (this.pending.length > MAX_PENDING_BYTES) throw new Error(`${what} longer than ${MAX_PENDING_BYTES} bytes`);
    return undefined;
  }
}
