// The webhook scenario's receiver runs on a worker thread, like a receiver on another machine:
// on the main thread it would parse every delivery on the service's own event loop, and the
// API's latency "with deliveries running" would include the receiver's work.
import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from './ts-worker-thread.ts';

export interface ReceiverRequest {
  ids: string[];
  maxMs: number;
}

export class WebhookReceiver {
  private constructor(
    private readonly worker: Worker,
    readonly url: string,
  ) {}

  static async start(): Promise<WebhookReceiver> {
    const { worker, ready } = await startTsWorker<{ url: string }>('webhook-receiver-worker.ts');
    return new WebhookReceiver(worker, ready.url);
  }

  /** Epoch ms at which each of `ids` first arrived; waits up to `maxMs` for all of them. */
  async arrivals(ids: string[], maxMs: number): Promise<Map<string, number>> {
    const reply = once(this.worker, 'message') as Promise<[{ arrivals: Array<[string, number]> }]>;
    this.worker.postMessage({ ids, maxMs } satisfies ReceiverRequest);
    return new Map((await reply)[0].arrivals);
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
