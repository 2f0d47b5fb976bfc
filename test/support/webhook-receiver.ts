// A webhook receiver for tests: a real node:http server on loopback that records every POST
// (headers, raw body, parsed body) and answers 200, or what a test queued for a path.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Rec = Record<string, any>;

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: Rec;
}

/** A webhook receiver: records every POST; answers from `replies` (by path) or 200. */
export class Receiver {
  readonly received: Received[] = [];
  /** Path -> what to do with the next requests to it: a status, or 'hang' (never answer). */
  readonly replies = new Map<string, Array<number | 'hang'>>();
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        this.received.push({ path: req.url ?? '', headers: req.headers, rawBody, body: JSON.parse(rawBody) });
        const reply = this.replies.get(req.url ?? '')?.shift() ?? 200;
        if (reply === 'hang') return;
        res.writeHead(reply, { 'content-type': 'text/plain' }).end(reply >= 400 ? `receiver says ${reply}` : 'ok');
      });
    });
    this.server.listen(0, '127.0.0.1');
    await new Promise((resolve) => this.server.once('listening', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
