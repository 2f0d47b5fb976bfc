// The worker of one process with the job kinds of every engine registered. The server starts
// it (unless WORKER=off); `npm run worker` runs it alone (src/worker-main.ts). Assembled here,
// above the engines, so src/jobs stays a backbone that names none of them.
import type { Logger } from 'pino';
import type { RunningEngines } from './engines.ts';
import { JOB_CHANNEL } from './jobs/job-queue.ts';
import { JobWorker } from './jobs/worker.ts';
import type { Services } from './services.ts';

/** Runs of a job whose handler keeps throwing before it is given up (about 17 minutes of backoff). */
const MAX_CRASHING_RUNS = 10;

/** `serving`: whether the process serves API requests now (the worker inside the server). */
export function createWorker(services: Services, engines: RunningEngines, logger: Logger, serving?: () => boolean): JobWorker {
  const { pollMs, leaseMs, concurrency, batchMs } = services.config.worker;
  const worker = new JobWorker(
    services.jobs,
    {
      pollMs,
      leaseMs,
      concurrency,
      batchMs,
      maxAttempts: MAX_CRASHING_RUNS,
      serving,
      onOutcome: (kind, outcome) => services.metrics.jobOutcomes.inc({ kind, outcome }),
    },
    logger.child({ component: 'worker' }),
    (onNotify) => services.db.listen(JOB_CHANNEL, onNotify),
  );
  for (const { kind, handler, ...options } of engines.jobs) worker.handle(kind, handler, options);
  return worker;
}
