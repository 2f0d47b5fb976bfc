// The email scenario's SMTP server runs on a worker thread, like a mail server on another
// machine: on the main thread it would parse every message on the sender's own event loop.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

export class SmtpReceiver {
  private constructor(
    private readonly worker: Worker,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpReceiver> {
    const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), {
      workerData: { entry: new URL('./smtp-receiver-worker.ts', import.meta.url).href },
    });
    const [{ port }] = (await once(worker, 'message')) as [{ port: number }];
    return new SmtpReceiver(worker, port);
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
