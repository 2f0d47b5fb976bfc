// The email scenario's SMTP server runs on a worker thread, like a mail server on another
// machine: on the main thread it would parse every message on the sender's own event loop.
import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from './ts-worker-thread.ts';

export class SmtpReceiver {
  private constructor(
    private readonly worker: Worker,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpReceiver> {
    const { worker, ready } = await startTsWorker<{ port: number }>('smtp-receiver-worker.ts');
    return new SmtpReceiver(worker, ready.port);
  }

  /** Messages taken so far. */
  async received(): Promise<number> {
    const reply = once(this.worker, 'message') as Promise<[{ received: number }]>;
    this.worker.postMessage('count');
    return (await reply)[0].received;
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
