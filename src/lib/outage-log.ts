// The log of a failure that repeats on every poll while something it needs is down (the
// database, typically): the first failure is logged at once, then at most one line per
// `repeatMs` with the count so far, and one line when it works again. An hour without the
// database is a few lines per poller, not one every poll.
import type { Logger } from 'pino';

export interface OutageMessages {
  /** Logged with the error, at the first failure and then once per `repeatMs`. */
  failing: string;
  /** Logged (info) at the first success after failures. */
  recovered: string;
}

export class OutageLog {
  private failures = 0;
  private lastLoggedAt = -Infinity;

  constructor(
    private readonly logger: Logger,
    private readonly level: 'warn' | 'error',
    private readonly messages: OutageMessages,
    private readonly repeatMs = 60_000,
  ) {}

  failed(error: unknown): void {
    this.failures++;
    const now = performance.now();
    if (this.failures > 1 && now - this.lastLoggedAt < this.repeatMs) return;
    this.lastLoggedAt = now;
    this.logger[this.level]({ err: error, failures: this.failures }, this.messages.failing);
  }

  succeeded(): void {
    if (this.failures === 0) return;
    this.logger.info({ failures: this.failures }, this.messages.recovered);
    this.failures = 0;
    this.lastLoggedAt = -Infinity;
  }
}
