// Draining one HTTP server at shutdown (SIGTERM): the listener closes at once (a new connection
// is refused, so a load balancer retries it on another process), idle keep-alive connections are
// closed at once, and the requests already in flight, or arriving on a connection that was open,
// are answered with `Connection: close`, each connection ending after its answer. node's own
// server.close() would keep a connection whose request ends after the close until its
// keep-alive timeout (5 s), and answer it with `Connection: keep-alive`.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

export class HttpDrain {
  private draining = false;
  private readonly inFlight = new Set<ServerResponse>();

  constructor(private readonly server: Server) {}

  /** `listener`, answering with `Connection: close` once the drain started. */
  wrap(listener: RequestListener): RequestListener {
    return (req: IncomingMessage, res: ServerResponse) => {
      if (this.draining) res.shouldKeepAlive = false;
      this.inFlight.add(res);
      res.once('close', () => {
        this.inFlight.delete(res);
        // Its connection may now be idle: close it rather than wait for the keep-alive timeout.
        if (this.draining) setImmediate(() => this.server.closeIdleConnections());
      });
      listener(req, res);
    };
  }

  /** Stops accepting connections; resolves once every open connection has ended. */
  drain(): Promise<void> {
    this.draining = true;
    for (const res of this.inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    return new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeIdleConnections();
    });
  }
}
