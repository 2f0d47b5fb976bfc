// Readiness (issue 27): whether this process should be sent traffic, for a load balancer or an
// orchestrator (`GET /readyz`). Not ready while it starts (the database opens and migrations
// run: the HTTP server listens from the start so that it can say so), while the database does
// not answer `SELECT 1` within a second, and once it is shutting down. `GET /healthz` stays the
// liveness check: the process answers.
import type { RequestListener } from 'node:http';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { beforeDeadline, LATE } from '../lib/deadline.ts';

/** How long the database has to answer a readiness check. */
export const READINESS_DEADLINE_MS = 1_000;

export type ReadinessState = 'starting' | 'ready' | 'stopping';

export class Readiness {
  private state: ReadinessState = 'starting';
  private database: Database | undefined;

  /** Started: ready while `database` answers. */
  started(database: Database): void {
    this.database = database;
    this.state = 'ready';
  }

  /** Shutting down: never ready again. */
  stopping(): void {
    this.state = 'stopping';
  }

  /** Resolves when ready; throws the 503 AppError that says why not. */
  async check(): Promise<void> {
    if (this.state === 'starting') throw notReady(STARTING);
    if (this.state === 'stopping' || !this.database) throw notReady('the service is shutting down');
    const answer = await beforeDeadline(
      this.database.sql.query({ text: 'SELECT 1', values: [] }).then(
        () => true,
        () => false,
      ),
      READINESS_DEADLINE_MS,
    );
    if (answer === LATE) throw notReady(`the database did not answer within ${READINESS_DEADLINE_MS} ms`);
    if (!answer) throw notReady('the database is not reachable');
  }
}

const STARTING = 'the service is starting (opening the database and applying migrations)';

const notReady = (reason: string) => new AppError(503, 'NOT_READY', [reason]);

/**
 * What the HTTP server answers before the application is ready to: /healthz 200 (the process is
 * alive), anything else (/readyz included) 503 with the documented error body: it is starting.
 */
export function startingListener(): RequestListener {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const [status, body] = path === '/healthz' && req.method === 'GET' ? [200, { status: 'ok' }] : [503, notReady(STARTING).toBody()];
    const json = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json), ...(status === 503 ? { 'retry-after': '1' } : {}) });
    res.end(json);
  };
}
