// Where the run's webhooks deliver: a loopback HTTP server that answers at once (200 under
// /ok, 500 under /fail) and only counts, so deliveries, failures, retries and the delivery log
// are exercised without any traffic leaving the machine. The server under test needs
// WEBHOOK_ALLOW_PRIVATE_TARGETS=true to accept it as a target.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export class WebhookSink {
  received = 0;
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        this.received++;
        const status = req.url?.startsWith('/fail') ? 500 : 200;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'sink says no');
      });
    });
    this.server.listen(0, '127.0.0.1');
    await new Promise((resolve) => this.server!.once('listening', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    if (!this.server) return Promise.resolve();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}
