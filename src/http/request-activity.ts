// Whether the process is serving API requests now: requests in flight, or one ended within the
// last QUIET_MS (a client with a few requests in flight leaves gaps of a round trip between
// them). The job worker inside the server reads it to leave the event loop to the requests
// (HandlerOptions.concurrencyWhileServing).
import type { Server } from 'node:http';
import { performance } from 'node:perf_hooks';

/** Quiet this long after the last request, the process is no longer serving. */
export const QUIET_MS = 100;

export class RequestActivity {
  private inFlight = 0;
  private lastEndedAt = -Infinity;

  /** Counts the requests of `server`, from their arrival to their response's end (or the socket's). */
  track(server: Server): void {
    server.on('request', (_request, response) => {
      this.inFlight++;
      response.once('close', () => {
        this.inFlight--;
        this.lastEndedAt = performance.now();
      });
    });
  }

  readonly serving = (): boolean => this.inFlight > 0 || performance.now() - this.lastEndedAt < QUIET_MS;
}
