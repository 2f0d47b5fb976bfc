// The REST create load runs on a worker thread, like a client on another machine: on the main
// thread it would take a third of the time the in-process service has (measured: the client's
// HTTP stack was 27-35% of the thread's samples), and the figures would measure the client.
// The baselines' clients (`pg`, the executor) stay on the main thread: they are the database's
// client in both cases. The worker is started once, before anything is measured (starting a
// thread and loading its modules costs the main thread too).
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from './ts-worker-thread.ts';
import type { RestTarget } from './http.ts';
import { socketRetries } from './http.ts';
import type { Throughput } from './measure.ts';

export interface CreateLoad {
  total: number;
  concurrency: number;
  maxMs: number;
  /** Operation i creates person `offset + i`. */
  offset: number;
  /** Also answer each created id with when its answer arrived (epoch ms), for the webhook scenario. */
  acks?: boolean;
  /**
   * What each operation creates: a person (POST /rest/people, the default), the same person
   * through GraphQL (`createPerson` on POST /graphql), or an imported message (POST /rest/inbox/messages).
   */
  kind?: 'person' | 'graphql-person' | 'message';
  /** This run's targets instead of the setup's one: operation i goes to `targets[i % targets.length]` (several processes, several API keys). */
  targets?: RestTarget[];
  /**
   * Count failed operations by status ('429', '500', ...; 'network' without one) instead of
   * failing the run. They still count in `done` and the latencies: acknowledged = done - failed.
   */
  countFailures?: boolean;
}

export interface CreateLoadSetup {
  target: RestTarget;
  companyIds: string[];
}

export type CreateLoadReply = Throughput & {
  socketRetries: number;
  /** The worker thread's own CPU during the run. */
  cpuSeconds?: number;
  /** With `acks`: [created id, epoch ms of its answer] per create. */
  acks?: Array<[string, number]>;
  /** With `countFailures`: failed operations by status. */
  failures?: Record<string, number>;
};

export class CreateLoadWorker {
  private constructor(private readonly worker: Worker) {}

  static async start(setup: CreateLoadSetup): Promise<CreateLoadWorker> {
    // Its first message: 'ready', modules loaded.
    const { worker } = await startTsWorker('create-load-worker.ts', setup);
    return new CreateLoadWorker(worker);
  }

  async run(load: CreateLoad): Promise<Omit<CreateLoadReply, 'socketRetries'>> {
    const reply = new Promise<CreateLoadReply>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.worker.once('error', onError);
      this.worker.once('message', (message: CreateLoadReply) => {
        this.worker.off('error', onError);
        resolve(message);
      });
    });
    this.worker.postMessage(load);
    const { socketRetries: retries, ...result } = await reply;
    socketRetries.count += retries;
    return result;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
